import { z } from 'zod';
import { DateSchema, LevelSchema, MessageSchema } from './common.ts';
import { endpoint, PUBLIC, SIGNED_IN } from './endpoint.ts';
import { harusDipilih, maksimalKarakter, MESSAGES } from '../messages.ts';
import { newPasswordSchema } from './users.ts';

export const MenuEntrySchema = z.object({ menu_name: z.string() });

/**
 * The session data of the specification, kept by the web after login. `kode_toko`, `nama_toko`, `alamat_toko`
 * and `tgl_system` are the store the session acts for: the user's own, or the one an OWN/SU switched to
 * (`tokoAktif`); `kode_toko_asal` is the user's own store (absent in sessions kept before it existed).
 */
export const SessionDataSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  kode_toko: z.string(),
  kode_toko_asal: z.string().optional(),
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

/**
 * PUT users/toko-aktif — OWN and SU act for another store (the header's 'Toko Aktif'): every later request of
 * this session acts for it — its documents, numbers, business date, lists and printouts — until switched again
 * (the user's own store switches back). Answers the session data as login does, of the store now acted for;
 * 403 for every other level. The switch is recorded in the audit log (who, from, to, when).
 */
export const tokoAktif = endpoint({
  method: 'PUT',
  path: 'users/toko-aktif',
  body: z.object({
    kode_toko: z
      .string({ error: harusDipilih('Kode Toko') })
      .trim()
      .min(1, { message: harusDipilih('Kode Toko') })
      .max(10, { message: maksimalKarakter('Kode Toko', 10) })
      .toUpperCase(),
  }),
  response: z.object({ message: z.string(), data: SessionDataSchema }),
  access: SIGNED_IN,
});

/** The current session data again (fresh menu list and business date). */
export const me = endpoint({
  method: 'GET',
  path: 'users/me',
  response: z.object({ data: SessionDataSchema }),
  access: SIGNED_IN,
});
