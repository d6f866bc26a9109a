import { defineMaster } from './define.ts';

/** Buy-back conditions: the % cut from the gold value when the shop buys a piece back in that condition. */
export const kondisiPembelian = defineMaster({
  key: 'kondisi_pembelian',
  route: '/master-kondisi-pembelian',
  noun: 'Kondisi Pembelian',
  table: 'kondisi_pembelian',
  id: 'kode_kondisi_beli',
  fields: [
    { name: 'kode_kondisi_beli', label: 'Kode Kondisi', type: 'code', width: 140 },
    { name: 'nama_kondisi_beli', label: 'Nama Kondisi', type: 'text' },
    { name: 'potongan_persen', label: 'Potongan (%)', type: 'percent', width: 130 },
  ],
  api: { base: 'parabeli', by: 'by-kode-kondisi' },
});
