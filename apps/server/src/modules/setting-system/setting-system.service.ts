// /settingsystem: the chain's settings (kept in Para System under fixed keys, typed by core's
// domain/setting-system.ts) and one store's (setting_system_toko: PKP). A save writes only what changed and
// appends one UBAH_SETTING row per save to the audit log — who, and each key's old and new value — which
// /laporan-otorisasi lists.
import { sql } from 'drizzle-orm';
import {
  KATEGORI_HARGA_KEY,
  MESSAGES,
  perubahanSetting,
  SETTING_SYSTEM_KEYS,
  SETTING_SYSTEM_LABELS,
  SETTING_SYSTEM_MESSAGES as SM,
  settingFromParams,
  settingToParams,
  type BodyOf,
  type settingSystemApi,
  type SettingSystemToko,
  type SettingSystemValues,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertStoreAccess, isPrivileged } from '../../auth/policy.ts';
import { forbidden } from '../../http/errors.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { audit_log } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { loadStore } from '../../stock/index.ts';
import { saveParaSystem } from '../masters/index.ts';

/** The chain's settings as the counter applies them: Para System's values, defaults where none is readable. */
export async function chainSettings(q: Queryable): Promise<SettingSystemValues> {
  const found = await rows<{ key: string; value: string }>(
    q,
    sql`SELECT key, value FROM para_system WHERE is_active AND key IN (${sql.join(
      SETTING_SYSTEM_KEYS.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return settingFromParams(Object.fromEntries(found.map((row) => [row.key, row.value])));
}

/** What a sale reads of the settings, once per sale: the chain's values, the price rule and the store's PKP flag. */
export interface CounterSettings {
  setting: SettingSystemValues;
  /** Para System kategori_harga (see pricing/gold-price.ts kategoriHarga): null when none is active. */
  kategori_harga: string | null;
  pkp: boolean;
}

// The store's PKP flag rides in the same answer under a key none of the Para System rows read here can have.
const PKP_ROW = '#pkp';

/**
 * The counter's settings in one statement (a sale's save read them in four before: the chain's values, the
 * price rule, the discount limit and the PKP flag, each its own round trip inside the sale's transaction).
 */
export async function counterSettings(q: Queryable, kode_toko: string): Promise<CounterSettings> {
  const found = await rows<{ key: string; value: string }>(
    q,
    sql`SELECT key, value FROM para_system WHERE is_active AND key IN (${sql.join(
      [...SETTING_SYSTEM_KEYS, KATEGORI_HARGA_KEY].map((key) => sql`${key}`),
      sql`, `,
    )})
        UNION ALL SELECT ${PKP_ROW}, CASE WHEN pkp THEN 'true' ELSE 'false' END FROM setting_system_toko WHERE kode_toko = ${kode_toko}`,
  );
  const params = Object.fromEntries(found.map((row) => [row.key, row.value]));
  return {
    setting: settingFromParams(params),
    kategori_harga: params[KATEGORI_HARGA_KEY] ?? null,
    pkp: params[PKP_ROW] === 'true',
  };
}

/** Whether a store is PKP (no row: not PKP). */
export async function isPkp(q: Queryable, kode_toko: string): Promise<boolean> {
  const [row] = await rows<{ pkp: boolean | string }>(q, sql`SELECT pkp FROM setting_system_toko WHERE kode_toko = ${kode_toko}`);
  return row?.pkp === true || row?.pkp === 't';
}

async function storeSettings(q: Queryable, kode_toko: string): Promise<SettingSystemToko> {
  const store = await loadStore(q, kode_toko);
  return { kode_toko: store.kode_toko, nama_toko: store.nama_toko, pkp: await isPkp(q, store.kode_toko) };
}

export async function getSettingSystem(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined) {
  const toko = assertStoreAccess(user, kode_toko);
  return { data: { system: await chainSettings(deps.db), toko: await storeSettings(deps.db, toko) } };
}

type SimpanBody = BodyOf<typeof settingSystemApi.simpanSettingSystem>;

/**
 * Saves the chain's settings and one store's in one transaction. Only the values that differ are written
 * (and audited); a save that changes nothing still answers the current settings. The chain's settings apply to
 * every store, so a change of any of them needs OWN/SU (403 for another level, whatever its menus, and nothing is
 * saved); a store's own PKP flag stays with its staff who hold the menu.
 */
export async function simpanSettingSystem(deps: AppDeps, user: CurrentUser, body: SimpanBody) {
  const kode_toko = assertStoreAccess(user, body.toko.kode_toko);
  const system = await deps.db.transaction(async (tx) => {
    // Serialises two saves at once, so each audit row's "old" is what the other left.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('setting_system'))`);
    const before = settingToParams(await chainSettings(tx));
    const after = settingToParams(body.system as SettingSystemValues);
    const changes: { key: string; lama: string; baru: string }[] = [];
    for (const key of SETTING_SYSTEM_KEYS) {
      if (before[key] === after[key]) continue;
      if (!isPrivileged(user)) throw forbidden(MESSAGES.hanyaOwnSuSettingSeluruhToko);
      changes.push({ key, lama: before[key], baru: after[key] });
      await saveParaSystem(tx, key, after[key], SETTING_SYSTEM_LABELS[key]);
    }
    const store = await storeSettings(tx, kode_toko);
    if (store.pkp !== body.toko.pkp) {
      changes.push({ key: `pkp ${kode_toko}`, lama: String(store.pkp), baru: String(body.toko.pkp) });
      await tx.execute(
        sql`INSERT INTO setting_system_toko (kode_toko, pkp, updated_by, updated_at)
            VALUES (${kode_toko}, ${body.toko.pkp}, ${user.user_id}, ${deps.clock.now().toISOString()})
            ON CONFLICT (kode_toko) DO UPDATE SET pkp = EXCLUDED.pkp, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      );
    }
    if (changes.length > 0)
      await tx.insert(audit_log).values({
        event: 'UBAH_SETTING',
        user_id: user.user_id,
        kode_toko,
        detail: {
          keterangan: changes
            .map((c) => perubahanSetting(c.key, c.lama, c.baru))
            .join('; ')
            .slice(0, 1000),
          perubahan: changes,
        },
        created_at: deps.clock.now(),
      });
    return { changed: changes.length > 0, data: { system: await chainSettings(tx), toko: await storeSettings(tx, kode_toko) } };
  });
  return { message: system.changed ? SM.settingBerhasilDisimpan : SM.tidakAdaPerubahan, data: system.data };
}
