// Data Users and Hak Akses Users. The list family is the master family of USERS_API (same screen); the
// rules of who may change whom are core's domain/user-rules.ts; every change is written to audit_log.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALL_MENU_PATHS,
  AUDIT_UBAH_HAK_AKSES_EVENT,
  dataSudahAda,
  dataSudahDihapus,
  isPrivilegedLevel,
  MESSAGES,
  passwordProblem,
  refuseLevel,
  refuseManage,
  refuseMenus,
  refuseResetPassword,
  tidakDitemukan,
  type ChangePasswordBody,
  type Level,
  type ResetPasswordBody,
  type SaveMenusBody,
  type UserMenus,
} from '@kencana/core';
import { assertStoreAccess, storeCondition } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { audit_log, tokos, user_menus, users } from '../../db/schema/index.ts';
import { clearLoginFailures, revokeSessions, sessionsChanged } from '../auth/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors.ts';

export interface UserRow {
  user_id: string;
  user_name: string;
  level: Level;
  kode_toko: string;
  is_active: boolean;
}

export interface NewUser {
  user_id: string;
  user_name: string;
  level: string;
  kode_toko: string;
  password: string;
}

export type UserChanges = Partial<Pick<NewUser, 'user_name' | 'level' | 'kode_toko'>>;

const NOUN = 'User';
const columns = {
  user_id: users.user_id,
  user_name: users.user_name,
  level: users.level,
  kode_toko: users.kode_toko,
  is_active: users.is_active,
};

async function findUser(q: Queryable, user_id: string, lock = false): Promise<UserRow | null> {
  const query = q
    .select(columns)
    .from(users)
    .where(sql`lower(${users.user_id}) = ${user_id.trim().toLowerCase()}`);
  const [row] = await (lock ? query.for('update') : query);
  return (row as UserRow | undefined) ?? null;
}

/** Core's password rule with the account's id (the contract checked what it could without it). */
function assertPassword(password: string, user_id: string): void {
  const problem = passwordProblem(password, user_id);
  if (problem) throw badRequest(problem);
}

function refuse(reason: string | null): void {
  if (!reason) return;
  // Naming a level or user above one's rights is forbidden; rights of OWN/SU simply cannot be edited.
  throw reason === MESSAGES.semuaAksesOwnSu ? badRequest(reason) : forbidden(reason);
}

async function checkToko(q: Queryable, kode_toko: string): Promise<void> {
  const [found] = await q
    .select({ kode_toko: tokos.kode_toko })
    .from(tokos)
    .where(and(eq(tokos.kode_toko, kode_toko), eq(tokos.is_active, true)));
  if (!found) throw badRequest(tidakDitemukan('Toko', kode_toko));
}

async function record(tx: Tx, deps: AppDeps, actor: CurrentUser, event: string, detail: Record<string, unknown>): Promise<void> {
  await tx.insert(audit_log).values({ event, user_id: actor.user_id, kode_toko: actor.kode_toko, detail, created_at: deps.clock.now() });
}

/** Users of every store for OWN/SU, of their own store for staff; deactivated ones too. */
export async function listUsers(deps: AppDeps, actor: CurrentUser): Promise<UserRow[]> {
  const query = deps.db.select(columns).from(users);
  const found = await query.where(storeCondition(actor, users.kode_toko)).orderBy(asc(users.user_id));
  return found as UserRow[];
}

/** Adds a user (ids kept lower-case). An id held by a deactivated user answers DELETED with that id. */
export async function addUser(deps: AppDeps, actor: CurrentUser, body: NewUser): Promise<{ message: string; data: UserRow }> {
  const user_id = body.user_id.toLowerCase();
  refuse(refuseLevel(actor, body.level));
  const kode_toko = assertStoreAccess(actor, body.kode_toko);
  assertPassword(body.password, user_id);
  const password_hash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const existing = await findUser(tx, user_id);
      if (existing?.is_active) throw conflict(dataSudahAda(NOUN, existing.user_id));
      if (existing) throw new AppError(409, dataSudahDihapus(NOUN, existing.user_id), { id: existing.user_id });
      await checkToko(tx, kode_toko);
      const now = deps.clock.now();
      await tx
        .insert(users)
        .values({ user_id, user_name: body.user_name, level: body.level, kode_toko, password_hash, created_at: now, updated_at: now });
      await record(tx, deps, actor, 'TAMBAH_USER', { target: user_id, level: body.level, kode_toko });
      return { message: MESSAGES.dataBerhasilDisimpan, data: (await findUser(tx, user_id)) as UserRow };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(dataSudahAda(NOUN, user_id));
    throw error;
  }
}

/** Applies name, level and store changes within the actor's rights. */
async function applyChanges(
  tx: Tx,
  deps: AppDeps,
  actor: CurrentUser,
  target: UserRow,
  changes: UserChanges,
): Promise<Record<string, unknown>> {
  const level = changes.level ?? target.level;
  const kode_toko = changes.kode_toko ?? target.kode_toko;
  if (level !== target.level && target.user_id === actor.user_id) throw forbidden(MESSAGES.tidakBolehUbahDiriSendiri);
  refuse(refuseLevel(actor, level, target.level));
  if (kode_toko !== target.kode_toko) {
    assertStoreAccess(actor, kode_toko);
    await checkToko(tx, kode_toko);
  }
  const after = { user_name: changes.user_name ?? target.user_name, level, kode_toko };
  await tx
    .update(users)
    .set({ ...after, updated_at: deps.clock.now() })
    .where(eq(users.user_id, target.user_id));
  return after;
}

/** Changes name, level and store of an active user. */
export async function editUser(
  deps: AppDeps,
  actor: CurrentUser,
  id: string,
  changes: UserChanges,
): Promise<{ message: string; data: UserRow }> {
  const edited = await deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target?.is_active) throw notFound(MESSAGES.dataTidakDitemukan);
    refuse(refuseManage(actor, target));
    const after = await applyChanges(tx, deps, actor, target, changes);
    await record(tx, deps, actor, 'UBAH_USER', {
      target: target.user_id,
      before: { user_name: target.user_name, level: target.level, kode_toko: target.kode_toko },
      after,
    });
    return { message: MESSAGES.dataBerhasilDiedit, data: (await findUser(tx, target.user_id)) as UserRow };
  });
  // A new level or store applies at the user's next request.
  await sessionsChanged(deps, { user_id: edited.data.user_id });
  return edited;
}

/** Deactivates a user: the account can no longer sign in and its open sessions end at once. */
export async function deactivateUser(deps: AppDeps, actor: CurrentUser, id: string): Promise<{ message: string }> {
  const user_id = await deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target?.is_active) throw notFound(MESSAGES.dataTidakDitemukan);
    if (target.user_id === actor.user_id) throw forbidden(MESSAGES.tidakBolehUbahDiriSendiri);
    refuse(refuseManage(actor, target));
    await tx.update(users).set({ is_active: false, updated_at: deps.clock.now() }).where(eq(users.user_id, target.user_id));
    await revokeSessions(tx, { user_id: target.user_id }, deps.clock.now());
    await record(tx, deps, actor, 'NONAKTIF_USER', { target: target.user_id });
    return target.user_id;
  });
  await sessionsChanged(deps, { user_id });
  return { message: MESSAGES.userBerhasilDinonaktifkan };
}

/** Activates a deactivated user again, with the changes of the add that found it when given. */
export async function reactivateUser(
  deps: AppDeps,
  actor: CurrentUser,
  id: string,
  changes: UserChanges | undefined,
): Promise<{ message: string; data: UserRow }> {
  const reactivated = await deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target) throw notFound(MESSAGES.dataTidakDitemukan);
    if (target.is_active) throw conflict(MESSAGES.dataSudahAktif);
    refuse(refuseManage(actor, target));
    const after = await applyChanges(tx, deps, actor, target, changes ?? {});
    await tx.update(users).set({ is_active: true }).where(eq(users.user_id, target.user_id));
    await record(tx, deps, actor, 'AKTIFKAN_USER', { target: target.user_id, after });
    return { message: MESSAGES.dataBerhasilDiaktifkan, data: (await findUser(tx, target.user_id)) as UserRow };
  });
  await sessionsChanged(deps, { user_id: reactivated.data.user_id });
  return reactivated;
}

/** OWN/SU set another user's password (argon2id); that user's sessions end. */
export async function resetPassword(deps: AppDeps, actor: CurrentUser, id: string, body: ResetPasswordBody): Promise<{ message: string }> {
  assertPassword(body.new_password, id);
  const password_hash = await hashPassword(body.new_password);
  const user_id = await deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target) throw notFound(MESSAGES.dataTidakDitemukan);
    refuse(refuseResetPassword(actor, target));
    await tx.update(users).set({ password_hash, updated_at: deps.clock.now() }).where(eq(users.user_id, target.user_id));
    await revokeSessions(tx, { user_id: target.user_id }, deps.clock.now());
    await record(tx, deps, actor, 'RESET_PASSWORD', { target: target.user_id });
    return target.user_id;
  });
  await sessionsChanged(deps, { user_id });
  return { message: MESSAGES.passwordBerhasilDireset };
}

/**
 * Lifts a user's login locks from every address and clears the failed-attempt counts (Data Users' 'Buka
 * Kunci Login'), within the actor's rights over that user. Audited as BUKA_KUNCI_LOGIN.
 */
export async function unlockLogin(deps: AppDeps, actor: CurrentUser, id: string): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target) throw notFound(MESSAGES.dataTidakDitemukan);
    refuse(refuseManage(actor, target));
    await clearLoginFailures(tx, target.user_id);
    await record(tx, deps, actor, 'BUKA_KUNCI_LOGIN', { target: target.user_id });
    return { message: MESSAGES.kunciLoginDibuka };
  });
}

async function storedMenus(q: Queryable, user_id: string): Promise<string[]> {
  const found = await q.select({ menu_name: user_menus.menu_name }).from(user_menus).where(eq(user_menus.user_id, user_id));
  return found.map((m) => m.menu_name);
}

/** The menus of a user (OWN/SU: every route). Staff see only their store's users. */
export async function getUserMenus(deps: AppDeps, actor: CurrentUser, id: string): Promise<{ data: UserMenus }> {
  const target = await findUser(deps.db, id);
  if (!target) throw notFound(MESSAGES.dataTidakDitemukan);
  assertStoreAccess(actor, target.kode_toko);
  const menus = isPrivilegedLevel(target.level) ? [...ALL_MENU_PATHS] : await storedMenus(deps.db, target.user_id);
  const order = new Map(ALL_MENU_PATHS.map((path, index) => [path, index]));
  menus.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { data: { ...target, menus } };
}

/**
 * Replaces a staff user's menus (OWN/SU only). The user's cached sessions are forgotten once it commits, so
 * the new rights apply to the user's next call. Audited as UBAH_HAK_AKSES with what was added and removed.
 */
export async function saveUserMenus(deps: AppDeps, actor: CurrentUser, id: string, body: SaveMenusBody): Promise<{ message: string }> {
  const user_id = await deps.db.transaction(async (tx) => {
    const target = await findUser(tx, id, true);
    if (!target) throw notFound(MESSAGES.dataTidakDitemukan);
    refuse(refuseMenus(actor, target));
    const before = new Set(await storedMenus(tx, target.user_id));
    const after = new Set(body.menus);
    const added = [...after].filter((m) => !before.has(m));
    const removed = [...before].filter((m) => !after.has(m));
    if (removed.length)
      await tx.delete(user_menus).where(and(eq(user_menus.user_id, target.user_id), inArray(user_menus.menu_name, removed)));
    if (added.length) await tx.insert(user_menus).values(added.map((menu_name) => ({ user_id: target.user_id, menu_name })));
    await record(tx, deps, actor, AUDIT_UBAH_HAK_AKSES_EVENT, { target: target.user_id, added, removed, total: after.size });
    return target.user_id;
  });
  await sessionsChanged(deps, { user_id });
  return { message: MESSAGES.hakAksesBerhasilDisimpan };
}

/**
 * Changes the signed-in user's password after checking the old one. Every other session of the user ends:
 * a password is changed because it may be known, and a session opened with the old one must not outlive it.
 * The session that changed it stays valid.
 */
export async function changeOwnPassword(deps: AppDeps, user: CurrentUser, body: ChangePasswordBody): Promise<{ message: string }> {
  const [row] = await deps.db.select({ password_hash: users.password_hash }).from(users).where(eq(users.user_id, user.user_id));
  if (!row || !(await verifyPassword(row.password_hash, body.password))) throw badRequest(MESSAGES.passwordLamaSalah);
  const problem = passwordProblem(body.new_password, user.user_id, MESSAGES.passwordBaruMinimal);
  if (problem) throw badRequest(problem);
  const password_hash = await hashPassword(body.new_password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash, updated_at: now }).where(eq(users.user_id, user.user_id));
    await revokeSessions(tx, { user_id: user.user_id, except_token_hash: user.tokenHash }, now);
    await tx.insert(audit_log).values({ event: 'GANTI_PASSWORD', user_id: user.user_id, kode_toko: user.kode_toko, created_at: now });
  });
  await sessionsChanged(deps, { user_id: user.user_id, except_token_hash: user.tokenHash });
  return { message: MESSAGES.passwordBerhasilDiubah };
}
