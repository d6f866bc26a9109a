// What the settings change at the counter, called by the sale, the buy-back and the exchange inside their
// own transactions: the daily price gate and the PPN of a PKP store's sale lines.
import { sql } from 'drizzle-orm';
import { hitungPpn, SETTING_SYSTEM_MESSAGES as SM, tarifPpn, type DasarPpn, type SettingSystemValues } from '@kencana/core';
import { rows, type Queryable } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { kindIn } from '../../stock/index.ts';
import { chainSettings, isPkp } from './setting-system.service.ts';

/**
 * The daily price gate: when the chain requires it, every category a sale or buy-back prices must have its
 * Harga Emas row dated the store's business date; otherwise 409 naming the categories still missing
 * (the category's older price or its Master Group price is not used). Off: nothing is checked.
 */
export async function assertHargaHariIni(
  q: Queryable,
  tgl_system: string,
  kode_groups: readonly string[],
  setting?: SettingSystemValues,
): Promise<void> {
  const groups = [...new Set(kode_groups)];
  if (groups.length === 0 || !(setting ?? (await chainSettings(q))).wajib_harga_harian) return;
  const priced = await rows<{ kode_group: string }>(
    q,
    sql`SELECT kode_group FROM harga_emas
        WHERE is_active AND tgl_berlaku = ${tgl_system}::date AND harga > 0
          AND kode_group IN (${sql.join(
            groups.map((g) => sql`${g}`),
            sql`, `,
          )})`,
  );
  const have = new Set(priced.map((row) => row.kode_group));
  const missing = groups.filter((g) => !have.has(g)).sort();
  if (missing.length > 0) throw conflict(`${SM.hargaHariIniBelumDiisi} (${missing.join(', ')})`);
}

/**
 * How the shop acquired each piece, read from its ledger history: FAKTUR when it entered the chain from the
 * outside (a supplier's or head office's goods: Tambah Barang, Import Data Pusat, a KB shipment fed from
 * outside), NON_FAKTUR when it was made from gold the shop holds (labelling refined buy-back gold, a
 * craftsman's work, a KC shipment) or ever came back from a customer. Unknown history counts as NON_FAKTUR:
 * the higher rate is the safe side of a tax return.
 */
export async function dasarPerolehan(q: Queryable, codes: readonly string[]): Promise<Map<string, Exclude<DasarPpn, 'JASA'>>> {
  if (codes.length === 0) return new Map();
  const found = await rows<{ kode_barcode: string; dari_luar: boolean | string; dari_customer: boolean | string }>(
    q,
    sql`SELECT c.kode_barcode,
          COALESCE(${kindIn(sql`asal.place_kind`, ['EXTERNAL'])}
            OR (${kindIn(sql`asal.place_kind`, ['KIRIMAN'])} AND ${kindIn(sql`sumber.place_kind`, ['EXTERNAL'])}), false) AS dari_luar,
          EXISTS (SELECT 1 FROM stock_movements m WHERE m.kode_barcode = c.kode_barcode AND m.qty < 0
                  AND ${kindIn(sql`m.place_kind`, ['CUSTOMER'])}) AS dari_customer
        FROM (VALUES ${sql.join(
          codes.map((code) => sql`(${code})`),
          sql`, `,
        )}) AS c(kode_barcode)
        -- The place the piece first came out of (the out-row of its first movement)…
        LEFT JOIN LATERAL (SELECT m.place, m.place_kind FROM stock_movements m
                           WHERE m.kode_barcode = c.kode_barcode AND m.qty < 0 ORDER BY m.id LIMIT 1) asal ON true
        -- …and, for a shipment, where the shipment's goods first came from.
        LEFT JOIN LATERAL (SELECT o.place_kind FROM stock_movements i
                           JOIN stock_movements o ON o.doc_no = i.doc_no AND o.line_no = i.line_no AND o.qty < 0
                           WHERE i.place = asal.place AND i.qty > 0 ORDER BY i.id LIMIT 1) sumber ON true`,
  );
  const yes = (v: boolean | string) => v === true || v === 't';
  return new Map(found.map((row) => [row.kode_barcode, yes(row.dari_luar) && !yes(row.dari_customer) ? 'FAKTUR' : 'NON_FAKTUR']));
}

/** A sale line's PPN as stored: basis ('' when the store is not PKP), rate and amount inside the price. */
export interface PpnBaris {
  ppn_dasar: string;
  ppn_persen: string;
  ppn: number;
}

/**
 * The PPN of each line of a sale at the time of sale: a PKP store's piece at the rate of its acquisition
 * basis, the amount inside the price (the price and the money do not change); a store that is not PKP: none.
 */
export async function ppnPenjualan(
  q: Queryable,
  kode_toko: string,
  lines: readonly { kode_barcode: string; harga: number }[],
  /** The settings the caller already read (counterSettings): nothing is read again. */
  known?: { setting: SettingSystemValues; pkp: boolean },
): Promise<PpnBaris[]> {
  const pkp = known ? known.pkp : await isPkp(q, kode_toko);
  if (!pkp) return lines.map(() => ({ ppn_dasar: '', ppn_persen: '0', ppn: 0 }));
  const values = known?.setting ?? (await chainSettings(q));
  const basis = await dasarPerolehan(
    q,
    lines.map((line) => line.kode_barcode),
  );
  return lines.map((line) => {
    const dasar = basis.get(line.kode_barcode) ?? 'NON_FAKTUR';
    const persen = tarifPpn(values, dasar);
    return { ppn_dasar: dasar, ppn_persen: persen, ppn: hitungPpn(line.harga, persen).ppn };
  });
}
