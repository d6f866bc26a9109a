// /database-member: the members of a store (or every store), searched by code, name, phone or NIK, with
// their birthday month, points, last visit and what they bought; paged on the server, exported to PDF and
// Excel. "BULAN INI" keeps the members whose birthday falls in the current month (the stores' calendar).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';

export const ULANG_TAHUN_BULAN_INI = 'BULAN INI';

export default defineReport({
  id: 'database-member',
  title: 'DATABASE MEMBER',
  menus: ['/database-member'],
  call: { method: 'GET', path: 'laporan/database-member' },
  fields: [
    FIELDS.toko,
    { name: 'cari', label: 'Cari Kode / Nama / No HP / NIK', kind: 'text' },
    { name: 'ulang_tahun', label: 'Ulang Tahun', kind: 'select', options: [ULANG_TAHUN_BULAN_INI], all: true },
  ],
  period: { kind: 'none' },
  storeField: 'kode_toko',
  loadOnOpen: true,
  pageSize: 50,
  columns: [
    { key: 'kode_member', label: 'Kode Member', total: 'label', width: 1.1, noWrap: true },
    { key: 'nama_member', label: 'Nama Member', width: 1.8 },
    { key: 'no_hp', label: 'No HP', width: 1.1, noWrap: true },
    { key: 'no_ktp', label: 'NIK', width: 1.4, noWrap: true },
    { key: 'tgl_lahir', label: 'Tanggal Lahir', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'kunjungan_terakhir', label: 'Kunjungan Terakhir', width: 1, noWrap: true },
    { key: 'jumlah_transaksi', label: 'Transaksi', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'total_belanja', label: 'Total Belanja', format: 'money', total: 'sum', width: 1.3 },
    { key: 'poin', label: 'Poin', format: 'qty', total: 'sum', width: 0.7 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
