// /laporan-pindah-barang: items moved inside a store in a period — scanned to a tray (/pindah-barang), a
// whole tray (/pindah-barang-satu-baki) and display goods back to sorting (/pindah-sortir). The
// specification lists the screen only; the call is Kencana's own.
import { MESSAGES } from '../messages.ts';
import { DOCUMENT_TYPES } from '../domain/stock.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** The kinds of move as the report shows them: the names of their document types. */
export const JENIS_PINDAH = [
  DOCUMENT_TYPES.PINDAH_BARANG.nama,
  DOCUMENT_TYPES.PINDAH_BAKI.nama,
  DOCUMENT_TYPES.PINDAH_SORTIR.nama,
] as const;

export default defineReport({
  id: 'pindah-barang',
  title: 'LAPORAN PINDAH BARANG',
  menus: ['/laporan-pindah-barang'],
  call: { method: 'POST', path: 'pindah-barang/report' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    FIELDS.baki,
    { name: 'jenis_pindah', label: 'Jenis Pindah', kind: 'select', options: JENIS_PINDAH, all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1 },
    { key: 'no_pindah', label: 'No Pindah', width: 1.9 },
    { key: 'jenis_pindah', label: 'Jenis', width: 1.4 },
    { key: 'kode_barcode', label: 'Barcode', width: 1.1 },
    { key: 'nama_barang', label: 'Nama Barang', width: 2.4 },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'kode_dept', label: 'Jenis Barang', width: 1 },
    { key: 'kode_baki_asal', label: 'Baki Asal', width: 1 },
    { key: 'kode_baki_tujuan', label: 'Baki Tujuan', width: 1 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'user_id', label: 'User', width: 0.9 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
