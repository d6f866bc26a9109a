// Slips of incoming stock: the owner's send (/kirim-dari-barang-bos and its reprint, 2 copies INTERNAL and
// LABEL, data.nota of krmbrgbos/simpan) and the cashier's close of shipments (/validasi-inputan and the
// reprint of /laporan-validasi-validasi-inputan, the validation copies INTERNAL and LABEL).
import type { NotaKirimBos, ValidasiInputRow } from '../contracts/kiriman.ts';
import { sumGrams } from '../domain/grams.ts';
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipGrams, SLIP_COPIES, table, text } from './slip.ts';

export const kirimBarangBosSlip = defineSlip<{ shop: SlipShop; nota: NotaKirimBos; user_id: string }>({
  copies: SLIP_COPIES.kirimBarangBos,
  body: ({ shop, nota, user_id }) => [
    ...slipHeader(shop, 'KIRIM BARANG DARI BOS'),
    field('No Kirim', nota.no_kirim_bos),
    field('Tanggal', nota.tgl_kirim),
    field('Toko', `${nota.kode_toko} - ${nota.nama_toko}`),
    field('Baki', nota.baki),
    field('Kadar', nota.kadar),
    field('Sales', nota.sales_pabrik),
    rule(),
    field('Kategori', nota.kategori),
    field('Jenis', nota.jenis),
    field('Keterangan', nota.keterangan),
    field('Asal', nota.asal),
    rule(),
    pair('Qty Kirim', String(nota.qty_kirim)),
    pair('Berat Kirim', `${slipGrams(nota.berat_kirim)} gr`),
    rule(),
    blank(),
    text(`User: ${user_id}`),
  ],
});

export const validasiInputSlip = defineSlip<{ shop: SlipShop; rows: readonly ValidasiInputRow[]; user_id: string }>({
  copies: SLIP_COPIES.validasi,
  body: ({ shop, rows, user_id }) => {
    const first = rows[0];
    return [
      ...slipHeader(shop, `VALIDASI INPUTAN ${first?.jenis ?? ''}`.trim()),
      field('No Validasi', first?.no_validasi ?? '-'),
      field('Tanggal', first?.tgl_validasi ?? '-'),
      rule(),
      ...rows.flatMap((row) => [
        field('No Kirim', row.no_kirim),
        table(
          [{ width: 8 }, { width: 5, align: 'right' }, { width: 25, align: 'right' }],
          [
            ['Kirim', String(row.qty), `${slipGrams(row.berat)} gr`],
            ['Input', String(row.qty_input), `${slipGrams(row.berat_input)} gr`],
            ['Kembali', String(row.qty_kembali), `${slipGrams(row.berat_kembali)} gr`],
          ],
        ),
        rule(),
      ]),
      pair('Total Input', `${slipGrams(sumGrams(rows.map((r) => r.berat_input)))} gr`),
      pair('Total Kembali', `${slipGrams(sumGrams(rows.map((r) => r.berat_kembali)))} gr`),
      blank(),
      text(`User: ${user_id}`),
    ];
  },
});

/** The owner's goods sent to the refiner (/kirim-sepuh-dari-barang-bos): the dispatch's 3 copies. */
export interface KirimSepuhBosSlipData {
  shop: SlipShop;
  no_sepuh: string;
  tanggal: string;
  tukang: string;
  lines: readonly { kode_group: string; kode_dept: string; asal_barang: string; qty: number; berat: string }[];
  user_id: string;
}

export const kirimSepuhBosSlip = defineSlip<KirimSepuhBosSlipData>({
  copies: SLIP_COPIES.kirimSepuh,
  body: (d) => [
    ...slipHeader(d.shop, 'KIRIM SEPUH DARI BARANG BOS'),
    field('No Sepuh', d.no_sepuh),
    field('Tanggal', d.tanggal),
    field('Tukang', d.tukang),
    rule(),
    table(
      [{ width: 14 }, { width: 5, align: 'right' }, { width: 19, align: 'right' }],
      d.lines.map((line) => [`${line.kode_dept}`, String(line.qty), `${slipGrams(line.berat)} gr`]),
    ),
    rule(),
    pair('Total Qty', String(d.lines.reduce((sum, line) => sum + line.qty, 0))),
    pair('Total Berat', `${slipGrams(sumGrams(d.lines.map((line) => line.berat)))} gr`),
    blank(),
    text(`User: ${d.user_id}`),
  ],
});
