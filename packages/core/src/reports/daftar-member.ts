// /laporan-daftar-member: the members registered at a store (or every store) in a period, with their
// contact, birth date and points balance.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'daftar-member',
  title: 'LAPORAN DAFTAR MEMBER',
  menus: ['/laporan-daftar-member'],
  call: { method: 'GET', path: 'laporan/daftar-member' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_daftar', label: 'Tanggal Daftar', total: 'label', width: 1, noWrap: true },
    { key: 'kode_member', label: 'Kode Member', width: 1.1, noWrap: true },
    { key: 'nama_member', label: 'Nama Member', width: 1.8 },
    { key: 'no_ktp', label: 'NIK', width: 1.4, noWrap: true },
    { key: 'no_hp', label: 'No HP', width: 1.1, noWrap: true },
    { key: 'alamat', label: 'Alamat', width: 2.2 },
    { key: 'tgl_lahir', label: 'Tanggal Lahir', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'poin', label: 'Poin', format: 'qty', total: 'sum', width: 0.7 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
