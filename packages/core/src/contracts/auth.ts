import { z } from 'zod';
import { DateSchema, LevelSchema, MessageSchema } from './common.ts';
import { endpoint, PUBLIC, SIGNED_IN } from './endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { newPasswordSchema } from './users.ts';

export const MenuEntrySchema = z.object({ menu_name: z.string() });

/** The session data of the specification, kept by the web after login. */
export const SessionDataSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  tgl_system: DateSchema,
  level: LevelSchema,
  menu: z.array(MenuEntrySchema),
});
export type SessionData = z.infer<typeof SessionDataSchema>;

export const LoginBodySchema = z.object({
  user_id: z.string().trim().min(1, { message: MESSAGES.userIdHarusDiisi }).max(50),
  password: z.string().min(1, { message: MESSAGES.passwordHarusDiisi }).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const login = endpoint({
  method: 'POST',
  path: 'users/login',
  body: LoginBodySchema,
  response: z.object({ token: z.string(), data: SessionDataSchema }),
  access: PUBLIC,
});

export const logout = endpoint({
  method: 'POST',
  path: 'users/logout',
  body: z.object({ user_id: z.string().optional() }),
  response: MessageSchema,
  access: SIGNED_IN,
});

export const ChangePasswordBodySchema = z.object({
  password: z.string().min(1, { message: MESSAGES.passwordHarusDiisi }).max(200),
  new_password: newPasswordSchema(MESSAGES.passwordBaruMinimal),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * The Ganti Password form: the request's fields plus the new password typed again, which must match (the
 * request itself carries the new password once).
 */
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  konfirmasi_password: z.string().max(200),
}).refine((form) => form.konfirmasi_password === form.new_password, {
  path: ['konfirmasi_password'],
  message: MESSAGES.konfirmasiPasswordTidakSama,
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const changePassword = endpoint({
  method: 'PUT',
  path: 'users/change-password',
  body: ChangePasswordBodySchema,
  response: MessageSchema,
  access: SIGNED_IN,
});

/** The current session data again (fresh menu list and business date). */
export const me = endpoint({
  method: 'GET',
  path: 'users/me',
  response: z.object({ data: SessionDataSchema }),
  access: SIGNED_IN,
});
