// /laporan-saldo-barang-aktif: the balance of every shipment of bulk goods (KB from the owner, KC from
// labelling) sent in a period: awal (sent), input (entered as items), sisa, and OPEN/CLOSE.
import { MESSAGES } from '../messages.ts';
import { defineReport } from './define.ts';
import { SHIPMENT_KINDS } from '../domain/warehouse-roles.ts';

export default defineReport({
  id: 'saldo-barang-aktif',
  title: 'LAPORAN SALDO BARANG AKTIF',
  menus: ['/laporan-saldo-barang-aktif'],
  call: { method: 'POST', path: 'krmbrgbos/report/saldo' },
  fields: [
    { name: 'tgl_awal', label: 'Tanggal Awal', kind: 'date', required: MESSAGES.tanggalAwalTidakBolehKosong },
    { name: 'tgl_akhir', label: 'Tanggal Akhir', kind: 'date', required: MESSAGES.tanggalAkhirTidakBolehKosong },
    { name: 'jenis', label: 'Jenis Stock', kind: 'select', options: SHIPMENT_KINDS },
    { name: 'kode_labeling', label: 'Kode Labeling', kind: 'select', source: 'labeling', all: true },
    { name: 'status', label: 'Status', kind: 'select', options: ['ALL', 'OPEN', 'CLOSE'] },
  ],
  period: { kind: 'range', from: 'tgl_awal', to: 'tgl_akhir' },
  columns: [
    { key: 'no_kirim_bos', label: 'No Kirim', total: 'label', width: 2, noWrap: true },
    { key: 'tgl_kirim', label: 'Tanggal', width: 1.2, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.8 },
    { key: 'kode_labeling', label: 'Labeling', width: 0.9 },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'qty_awal', label: 'Qty Awal', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_awal', label: 'Berat Awal', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_input', label: 'Qty Input', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_input', label: 'Berat Input', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_sisa', label: 'Qty Sisa', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_sisa', label: 'Berat Sisa', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'status', label: 'Status', width: 0.8 },
  ],
  texts: { success: MESSAGES.laporanSaldoAktifTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
