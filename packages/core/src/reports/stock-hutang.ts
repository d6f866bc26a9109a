// /laporan-stock-hutang: the collateral held for loans and the principal lent against it, per store and
// business day over a period — opening, in (loans taken), out (redeemed, cancelled, taken over; a partial
// redemption's principal paid), closing — in pieces, grams and rupiah; then the day's open loans by how far
// past their due date they are (their principal), and the pieces held valued at today's buy-back price
// against the principal (the shop's cover). Read from the ledgers (GADAI places, PIUTANG accounts), so
// closing = opening + in − out and each day's opening is the day before's closing by construction. The
// last row of a store is its position at the end date.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'stock-hutang',
  title: 'LAPORAN STOCK HUTANG',
  menus: ['/laporan-stock-hutang'],
  call: { method: 'GET', path: 'laporan/stock-hutang' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'awal_qty', label: 'Awal Pcs', format: 'qty', width: 0.6 },
    { key: 'awal_berat', label: 'Awal Gram', format: 'grams', decimals: 3 },
    { key: 'awal_pokok', label: 'Awal Pokok', format: 'money', width: 1.3 },
    { key: 'masuk_qty', label: 'Masuk Pcs', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'masuk_berat', label: 'Masuk Gram', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'masuk_pokok', label: 'Masuk Pokok', format: 'money', total: 'sum', width: 1.3 },
    { key: 'keluar_qty', label: 'Keluar Pcs', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'keluar_berat', label: 'Keluar Gram', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'keluar_pokok', label: 'Keluar Pokok', format: 'money', total: 'sum', width: 1.3 },
    { key: 'akhir_qty', label: 'Akhir Pcs', format: 'qty', width: 0.6 },
    { key: 'akhir_berat', label: 'Akhir Gram', format: 'grams', decimals: 3 },
    { key: 'akhir_pokok', label: 'Akhir Pokok', format: 'money', width: 1.3 },
    { key: 'belum_jatuh_tempo', label: 'Belum Jatuh Tempo', format: 'money', width: 1.3 },
    { key: 'telat_1_30', label: 'Telat 1-30 Hari', format: 'money', width: 1.2 },
    { key: 'telat_31_60', label: 'Telat 31-60 Hari', format: 'money', width: 1.2 },
    { key: 'telat_60', label: 'Telat > 60 Hari', format: 'money', width: 1.2 },
    { key: 'nilai_jaminan', label: 'Nilai Jaminan Hari Ini', format: 'money', width: 1.4 },
    { key: 'selisih', label: 'Nilai - Pokok', format: 'money', width: 1.3 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
  pageSize: 200,
});
