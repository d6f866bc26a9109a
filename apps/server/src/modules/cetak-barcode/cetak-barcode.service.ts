import { sql } from 'drizzle-orm';
import { MESSAGES, SEMUA } from '@kencana/core';
import type { LabelItem, LabelSize } from '@kencana/core/contracts/cetak-barcode';
import { assertVisible, storeFilter } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { renderBarcodeLabelsPdf } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { kindIn } from '../../stock/index.ts';

/** Items listed per filter: enough for a tray; narrow the filter for more. */
export const LIST_LIMIT = 500;

const COLUMNS = sql`b.kode_barcode, b.nama_barang, b.kode_toko, b.kode_gudang, b.kode_baki, b.kode_group, b.kode_dept,
  b.kadar, b.kadar_cetak, b.berat::text AS berat, b.lokasi_kind`;

type Row = LabelItem & { lokasi_kind: string | null };

const given = (v?: string) => (v && v !== SEMUA ? v : null);

function toItem({ lokasi_kind: _kind, ...item }: Row): LabelItem {
  return item;
}

/** Items on trays by filter, staff held to their store. */
export async function listLabelItems(
  deps: AppDeps,
  user: CurrentUser,
  filter: { kode_toko?: string; kode_gudang?: string; kode_baki?: string; kode_group?: string; kode_dept?: string },
): Promise<{ data: LabelItem[]; total: number }> {
  const toko = storeFilter(user, filter.kode_toko);
  const where = sql`${kindIn(sql`b.lokasi_kind`, ['BAKI'])}
    AND (${toko}::text IS NULL OR b.kode_toko = ${toko})
    AND (${given(filter.kode_gudang)}::text IS NULL OR b.kode_gudang = ${given(filter.kode_gudang)})
    AND (${given(filter.kode_baki)}::text IS NULL OR b.kode_baki = ${given(filter.kode_baki)})
    AND (${given(filter.kode_group)}::text IS NULL OR b.kode_group = ${given(filter.kode_group)})
    AND (${given(filter.kode_dept)}::text IS NULL OR b.kode_dept = ${given(filter.kode_dept)})`;
  const [count] = await rows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM barang b WHERE ${where}`);
  const found = await rows<Row>(
    deps.db,
    sql`SELECT ${COLUMNS} FROM barang b WHERE ${where} ORDER BY b.kode_baki, b.kode_barcode LIMIT ${LIST_LIMIT}`,
  );
  return { data: found.map(toItem), total: Number(count?.n ?? 0) };
}

async function loadItems(deps: AppDeps, codes: readonly string[]): Promise<Map<string, Row>> {
  if (codes.length === 0) return new Map();
  const found = await rows<Row>(
    deps.db,
    sql`SELECT ${COLUMNS} FROM barang b WHERE b.kode_barcode IN (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [row.kode_barcode, row]));
}

function assertLabellable(user: CurrentUser, code: string, row: Row | undefined): LabelItem {
  // Another store's item is "not found" for staff, as if it were not there.
  assertVisible(user, row, (record) => record.kode_toko, `${MESSAGES.barangTidakDiTemukan} (${code})`);
  if (row.lokasi_kind !== 'BAKI') throw unprocessable(`${MESSAGES.barangBelumDiBaki} (${code})`);
  return toItem(row);
}

/** One scanned item, if it can be labelled (on a tray of a store the user may see). */
export async function findLabelItem(deps: AppDeps, user: CurrentUser, kode_barcode: string): Promise<{ data: LabelItem }> {
  const code = kode_barcode.slice(0, 8);
  const items = await loadItems(deps, [code]);
  return { data: assertLabellable(user, code, items.get(code)) };
}

/** The labels PDF of the chosen items, in the order given, with their ledger weights of now. */
export async function printLabels(deps: AppDeps, user: CurrentUser, body: { kode_barcodes: string[]; ukuran: LabelSize }): Promise<Buffer> {
  const codes = [...new Set(body.kode_barcodes)];
  const items = await loadItems(deps, codes);
  const labels = codes.map((code) => assertLabellable(user, code, items.get(code)));
  return renderBarcodeLabelsPdf(labels, body.ukuran);
}
