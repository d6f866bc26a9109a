// The one service behind every master list: list, look up, add, edit, soft-delete and re-activate records
// of the table a core definition names, reading and writing exactly the definition's fields. Table and
// column names come from the definitions (code), never from a request; values always go as parameters.
import { sql, type SQL } from 'drizzle-orm';
import {
  dataSudahAda,
  dataSudahDihapus,
  isFixedField,
  IN_USE_RULES,
  keysOf,
  listedFields,
  MASTER_LIST,
  MASTERS,
  masihDipakai,
  MESSAGES,
  refOf,
  rowId,
  rowLabel,
  rowRef,
  SEMUA,
  tidakDitemukan,
  type MasterBody,
  type MasterDefinition,
  type MasterField,
} from '@kencana/core';
import { assertStoreAccess, isPrivileged, storeFilter } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { audit_log } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { sessionsChanged } from '../auth/index.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors.ts';
import { IN_USE_CHECKS } from './in-use.ts';

/** A record as the API answers it: the definition's fields (numbers as numbers) and is_active. */
export type MasterRecord = Record<string, string | number | boolean | null>;

const col = (name: string) => sql.identifier(name);
const isWhole = (f: MasterField) => f.type === 'rupiah' || f.type === 'int';

/** The id column compared with a path id: a generated id is a number. */
function idCondition(def: MasterDefinition, id: string): SQL {
  if (def.generatedId) {
    if (!/^\d{1,15}$/.test(id)) return sql`false`;
    return sql`${col(def.id)} = ${Number(id)}`;
  }
  return sql`${col(def.id)} = ${id}`;
}

// Every value is read as text so both drivers (pg gives int8 as text, PGlite as a number; dates as Date
// objects or text) answer the same; whole numbers are turned back into numbers in toRecord.
function selectColumns(def: MasterDefinition): SQL {
  const parts = listedFields(def).map((f) => sql`${col(f.name)}::text AS ${col(f.name)}`);
  if (def.generatedId) parts.unshift(sql`${col(def.id)}::text AS ${col(def.id)}`);
  parts.push(sql`is_active`);
  return sql.join(parts, sql`, `);
}

function toRecord(def: MasterDefinition, raw: Record<string, unknown>): MasterRecord {
  const record: MasterRecord = {};
  if (def.generatedId) record[def.id] = Number(raw[def.id]);
  for (const f of listedFields(def)) {
    const value = raw[f.name];
    record[f.name] = value === null || value === undefined ? null : isWhole(f) ? Number(value) : String(value);
  }
  record.is_active = raw.is_active === true || raw.is_active === 't';
  // The specification's `_id`: what the edit/delete paths take, so a client that sends it back is understood.
  if (def.specId) record._id = String(raw[def.id] ?? '');
  return record;
}

function orderBy(def: MasterDefinition): SQL {
  const order = def.order ?? keysOf(def);
  return sql.join(
    order.map((o) => (o.startsWith('-') ? sql`${col(o.slice(1))} DESC` : sql`${col(o)}`)),
    sql`, `,
  );
}

export interface ListOptions {
  /** Store filter of store-scoped lists: a code, SEMUA for every store; default the user's store. */
  kode_toko?: string;
  /** Only records whose field equals the value. */
  field?: string;
  value?: string;
  includeInactive?: boolean;
}

/** A master list, active records only unless asked, in the definition's order. */
export async function listMaster(
  deps: AppDeps,
  def: MasterDefinition,
  user: CurrentUser,
  options: ListOptions = {},
): Promise<MasterRecord[]> {
  const where: SQL[] = [];
  if (!options.includeInactive) where.push(sql`is_active`);
  if (options.field !== undefined) where.push(sql`${col(options.field)} = ${options.value ?? ''}`);
  if (def.storeScoped) {
    const toko = listStore(user, options.field === def.id ? SEMUA : options.kode_toko);
    if (toko) where.push(sql`kode_toko = ${toko}`);
  }
  const found = await rows<Record<string, unknown>>(
    deps.db,
    sql`SELECT ${selectColumns(def)} FROM ${col(def.table)}
        ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
        ORDER BY ${orderBy(def)}`,
  );
  return found.map((r) => toRecord(def, r));
}

/**
 * The store a read of a store-scoped list shows, as every other read: staff only their own (naming another
 * store is refused, SEMUA means their own); OWN/SU the one named, or every store (null) for SEMUA. A
 * lookup by the id asks SEMUA: OWN/SU find a tray of any store, staff only one of theirs.
 */
function listStore(user: CurrentUser, requested: string | undefined): string | null {
  const toko = requested?.trim().toUpperCase() || user.kode_toko;
  if (toko === SEMUA) return storeFilter(user, SEMUA);
  return assertStoreAccess(user, toko);
}

async function findById(q: Queryable, def: MasterDefinition, id: string, lock = false): Promise<MasterRecord | null> {
  const [raw] = await rows<Record<string, unknown>>(
    q,
    sql`SELECT ${selectColumns(def)} FROM ${col(def.table)} WHERE ${idCondition(def, id)} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return raw ? toRecord(def, raw) : null;
}

async function findByKeys(q: Queryable, def: MasterDefinition, values: MasterBody): Promise<MasterRecord | null> {
  const conditions = keysOf(def).map((k) => sql`${col(k)} = ${values[k] as string}`);
  const [raw] = await rows<Record<string, unknown>>(
    q,
    sql`SELECT ${selectColumns(def)} FROM ${col(def.table)} WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return raw ? toRecord(def, raw) : null;
}

/** Every select over another list must name an active record of it. */
async function checkReferences(q: Queryable, def: MasterDefinition, values: MasterBody): Promise<void> {
  for (const field of def.fields) {
    const value = values[field.name];
    if (!field.list || value === null || value === undefined || value === '') continue;
    const target = MASTERS[field.list];
    const [found] = await rows<{ ok: number }>(
      q,
      sql`SELECT 1 AS ok FROM ${col(target.table)} WHERE ${col(refOf(target))} = ${String(value)} AND is_active`,
    );
    if (!found) throw badRequest(tidakDitemukan(field.label, String(value)));
  }
}

/**
 * Why a record may not be deleted: a named rule of the definition, or an active record referencing it.
 * `ref` is the value others store for it (its id, or its name for attributes and factories).
 */
async function inUseBy(q: Queryable, def: MasterDefinition, ref: string): Promise<string | null> {
  for (const rule of def.inUse ?? []) {
    if (await IN_USE_CHECKS[rule](q, ref)) return IN_USE_RULES[rule];
  }
  for (const other of MASTER_LIST) {
    for (const field of other.fields.filter((f) => f.list === def.key)) {
      const [found] = await rows<{ ok: number }>(
        q,
        sql`SELECT 1 AS ok FROM ${col(other.table)} WHERE ${col(field.name)} = ${ref} AND is_active LIMIT 1`,
      );
      if (found) return other.noun;
    }
  }
  return null;
}

/** Staff add and change only their store's records of a store-scoped list (or of one scoped for writing: Master Toko). */
function scopeRecord(def: MasterDefinition, user: CurrentUser, kode_toko: unknown): string | undefined {
  if (!def.storeScoped && !def.writesOwnStore) return undefined;
  return assertStoreAccess(user, typeof kode_toko === 'string' ? kode_toko : null);
}

/** A chain-wide list (Para System) is changed by OWN/SU only, whatever the menus of another level. */
function assertMayChange(def: MasterDefinition, user: CurrentUser): void {
  if (def.chainWide && !isPrivileged(user)) throw forbidden(MESSAGES.hanyaOwnSuSettingSeluruhToko);
}

async function record(tx: Tx, deps: AppDeps, user: CurrentUser, event: string, def: MasterDefinition, detail: Record<string, unknown>) {
  await tx.insert(audit_log).values({
    event,
    user_id: user.user_id,
    kode_toko: user.kode_toko,
    detail: { master: def.key, ...detail },
    created_at: deps.clock.now(),
  });
}

const required = (found: MasterRecord | null): MasterRecord => {
  if (!found) throw notFound(MESSAGES.dataTidakDitemukan);
  return found;
};

/** Fields set to the business date of the record's store (the record's kode_toko, else the user's). */
async function stampBusinessDates(tx: Tx, def: MasterDefinition, user: CurrentUser, values: MasterBody): Promise<void> {
  const stamped = def.fields.filter((f) => f.businessDate);
  if (stamped.length === 0) return;
  const kode_toko = typeof values.kode_toko === 'string' && values.kode_toko ? values.kode_toko : user.kode_toko;
  const [store] = await rows<{ tgl_system: string }>(
    tx,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${kode_toko}`,
  );
  for (const field of stamped) values[field.name] = store?.tgl_system ?? user.tgl_system;
}

/**
 * Adds a record. A key held by an active record is refused; a key held by a deleted one is refused with
 * the DELETED text and the record's id, so the screen can offer to re-activate it.
 */
export async function addMaster(
  deps: AppDeps,
  def: MasterDefinition,
  user: CurrentUser,
  body: MasterBody,
): Promise<{ message: string; data: MasterRecord }> {
  assertMayChange(def, user);
  const values: MasterBody = { ...body };
  if (def.storeScoped) values.kode_toko = scopeRecord(def, user, values.kode_toko);
  try {
    return await deps.db.transaction(async (tx) => {
      const existing = await findByKeys(tx, def, values);
      if (existing) {
        const label = rowLabel(def, existing);
        if (existing.is_active) throw conflict(dataSudahAda(def.noun, label));
        throw new AppError(409, dataSudahDihapus(def.noun, label), { id: rowId(def, existing) });
      }
      await checkReferences(tx, def, values);
      await stampBusinessDates(tx, def, user, values);
      const fields = def.fields.filter((f) => values[f.name] !== undefined);
      const [inserted] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO ${col(def.table)} (${sql.join(
          fields.map((f) => col(f.name)),
          sql`, `,
        )})
            VALUES (${sql.join(
              fields.map((f) => sql`${values[f.name] as string | number | null}`),
              sql`, `,
            )})
            RETURNING ${col(def.id)}::text AS id`,
      );
      const id = inserted?.id ?? '';
      await record(tx, deps, user, 'MASTER_TAMBAH', def, { id });
      return { message: MESSAGES.dataBerhasilDisimpan, data: required(await findById(tx, def, id)) };
    });
  } catch (error) {
    // Two people adding the same key at once: the unique key decides, the second is told it exists.
    if (isUniqueViolation(error))
      throw conflict(
        dataSudahAda(
          def.noun,
          keysOf(def)
            .map((k) => String(values[k] ?? ''))
            .join(' '),
        ),
      );
    throw error;
  }
}

async function update(tx: Tx, def: MasterDefinition, id: string, values: MasterBody, activate: boolean): Promise<void> {
  const sets = def.fields
    .filter((f) => values[f.name] !== undefined && !isFixedField(def, f) && !f.createOnly)
    .map((f) => sql`${col(f.name)} = ${values[f.name] as string | number | null}`);
  if (activate) sets.push(sql`is_active = true`);
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE ${col(def.table)} SET ${sql.join(sets, sql`, `)} WHERE ${idCondition(def, id)}`);
}

/**
 * Changes the editable fields of an active record. Keys and fixed fields never change, except the keys of
 * a definition with editableKeys (a rename), which may not take a key another record holds.
 */
export async function editMaster(
  deps: AppDeps,
  def: MasterDefinition,
  user: CurrentUser,
  id: string,
  body: MasterBody,
): Promise<{ message: string; data: MasterRecord }> {
  assertMayChange(def, user);
  const values = { ...body };
  try {
    const edited = await deps.db.transaction(async (tx) => {
      const current = await findById(tx, def, id, true);
      if (!current?.is_active) throw notFound(MESSAGES.dataTidakDitemukan);
      scopeRecord(def, user, current.kode_toko);
      if (def.editableKeys) {
        const other = await findByKeys(tx, def, { ...current, ...values });
        if (other && rowId(def, other) !== rowId(def, current)) throw conflict(dataSudahAda(def.noun, rowLabel(def, other)));
      }
      await checkReferences(tx, def, values);
      await update(tx, def, id, values, false);
      await record(tx, deps, user, 'MASTER_EDIT', def, { id, ...(def.editableKeys ? { sebelum: rowLabel(def, current) } : {}) });
      return { message: MESSAGES.dataBerhasilDiedit, data: required(await findById(tx, def, id)) };
    });
    await storeChanged(deps, def);
    return edited;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        dataSudahAda(
          def.noun,
          keysOf(def)
            .map((k) => String(values[k] ?? ''))
            .join(' '),
        ),
      );
    throw error;
  }
}

/** Soft-deletes a record that nothing uses any more. */
export async function deleteMaster(deps: AppDeps, def: MasterDefinition, user: CurrentUser, id: string): Promise<{ message: string }> {
  assertMayChange(def, user);
  const deleted = await deps.db.transaction(async (tx) => {
    const current = await findById(tx, def, id, true);
    if (!current?.is_active) throw notFound(MESSAGES.dataTidakDitemukan);
    scopeRecord(def, user, current.kode_toko);
    const usedBy = await inUseBy(tx, def, rowRef(def, current));
    if (usedBy) throw conflict(masihDipakai(def.noun, rowLabel(def, current), usedBy));
    await tx.execute(sql`UPDATE ${col(def.table)} SET is_active = false WHERE ${idCondition(def, id)}`);
    await record(tx, deps, user, 'MASTER_HAPUS', def, { id });
    return { message: MESSAGES.dataBerhasilDiHapus };
  });
  await storeChanged(deps, def);
  return deleted;
}

/** Brings a deleted record back, with the values of the add that found it when given. */
export async function reactivateMaster(
  deps: AppDeps,
  def: MasterDefinition,
  user: CurrentUser,
  id: string,
  body: MasterBody | undefined,
): Promise<{ message: string; data: MasterRecord }> {
  assertMayChange(def, user);
  const reactivated = await deps.db.transaction(async (tx) => {
    const current = required(await findById(tx, def, id, true));
    if (current.is_active) throw conflict(MESSAGES.dataSudahAktif);
    scopeRecord(def, user, current.kode_toko);
    const values: MasterBody = { ...current, ...(body ?? {}) };
    await checkReferences(tx, def, values);
    await update(tx, def, id, body ?? {}, true);
    await record(tx, deps, user, 'MASTER_AKTIFKAN', def, { id });
    return { message: MESSAGES.dataBerhasilDiaktifkan, data: required(await findById(tx, def, id)) };
  });
  await storeChanged(deps, def);
  return reactivated;
}

/** A store's name and address travel in every session of its users: a changed store record is forgotten by the session cache. */
async function storeChanged(deps: AppDeps, def: MasterDefinition): Promise<void> {
  if (def.table === 'tokos') await sessionsChanged(deps, { all: true });
}
