// Users and access rights beyond the list family of USERS_API (masters/users.ts): password reset and the
// menus of a user. Rules: domain/user-rules.ts.
import { z } from 'zod';
import { ALL_MENU_PATHS } from '../menu.ts';
import { MESSAGES } from '../messages.ts';
import { passwordProblem } from '../domain/password.ts';
import { LevelSchema, MessageSchema } from './common.ts';
import { endpoint, menus } from './endpoint.ts';

const UserIdParams = z.object({ id: z.string().min(1).max(50) });

/**
 * A password being set, checked by core's one rule (domain/password.ts): length and the commonest
 * passwords here; the account's id is only known with the account, so services check it again with it.
 */
export function newPasswordSchema(tooShort: string = MESSAGES.passwordMinimal) {
  return z.string({ error: tooShort }).superRefine((value, ctx) => {
    const problem = passwordProblem(value, undefined, tooShort);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const ResetPasswordBodySchema = z.object({
  new_password: newPasswordSchema(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** OWN/SU set a new password for another user; the user's open sessions end. */
export const resetPassword = endpoint({
  method: 'PUT',
  path: 'users/reset-password/by-user-id/:id',
  params: UserIdParams,
  body: ResetPasswordBodySchema,
  response: MessageSchema,
  access: menus('/data-users'),
});

export const UserMenusSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  level: LevelSchema,
  kode_toko: z.string(),
  is_active: z.boolean(),
  /** Route paths the user may open (OWN/SU: every route, whatever is stored). */
  menus: z.array(z.string()),
});
export type UserMenus = z.infer<typeof UserMenusSchema>;

export const getMenus = endpoint({
  method: 'GET',
  path: 'users/menus/by-user-id/:id',
  params: UserIdParams,
  response: z.object({ data: UserMenusSchema }),
  access: menus('/hak-akses-users'),
});

export const SaveMenusBodySchema = z.object({
  menus: z
    .array(z.string().max(100))
    .max(ALL_MENU_PATHS.length + 10)
    .refine((list) => list.every((m) => ALL_MENU_PATHS.includes(m)), { message: MESSAGES.menuTidakDikenal }),
});
export type SaveMenusBody = z.infer<typeof SaveMenusBodySchema>;

/** Replaces the user's menus (OWN/SU only); audited as UBAH_HAK_AKSES; applies on the user's next request. */
export const saveMenus = endpoint({
  method: 'PUT',
  path: 'users/menus/by-user-id/:id',
  params: UserIdParams,
  body: SaveMenusBodySchema,
  response: MessageSchema,
  access: menus('/hak-akses-users'),
});

/**
 * Lifts the login locks of a user (every address) and clears the failed-attempt counts, for a user who
 * was locked out by guesses or their own typing. Whoever may manage the user in Data Users may do it.
 */
export const unlockLogin = endpoint({
  method: 'PUT',
  path: 'users/unlock-login/by-user-id/:id',
  params: UserIdParams,
  response: MessageSchema,
  access: menus('/data-users'),
});
