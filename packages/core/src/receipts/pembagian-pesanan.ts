// The order distribution slip of /pembagian-pesanan (spec 001 §3: no_pesanan, tgl, tgl_selesai, tukang,
// kode_member, nama_pemesan, alamat, telepon, keterangan lines). Printed twice; the address and the item
// texts wrap at 20 columns (spec 001 §9).
import { slipHeader, type SlipShop } from './header.ts';
import { defineSlip, field, rule, slipGrams, slipMoney, SLIP_COPIES, type SlipBlock } from './slip.ts';

export interface PesananItem {
  kategori: string;
  jenis_pesanan: string;
  atribut: string;
  deskripsi: string;
  berat: string;
  berat_susut: string;
  ongkos_tukang: number;
  berat_atribut: string;
  size: string;
}

export interface PembagianPesananSlipData {
  shop: SlipShop;
  no_pesanan: string;
  tgl: string;
  tgl_selesai: string;
  tukang: string;
  kode_member: string;
  nama_pemesan: string;
  alamat: string;
  telepon: string;
  keterangan: readonly PesananItem[];
}

/** Columns of the value part on this slip (spec 001 §9). */
export const PESANAN_WRAP = 20;

const f = (label: string, value: string): SlipBlock => field(label, value || '-', { labelWidth: 14, wrap: PESANAN_WRAP });

export const pembagianPesananSlip = defineSlip<PembagianPesananSlipData>({
  copies: SLIP_COPIES.pembagianPesanan,
  body: (d) => [
    ...slipHeader(d.shop, 'PEMBAGIAN PESANAN'),
    f('No Pesanan', d.no_pesanan),
    f('Tanggal', d.tgl),
    f('Tgl Selesai', d.tgl_selesai),
    f('Tukang', d.tukang),
    f('Kode Member', d.kode_member),
    f('Pemesan', d.nama_pemesan),
    f('Alamat', d.alamat),
    f('Telepon', d.telepon),
    ...d.keterangan.flatMap((item, index) => [
      rule(),
      f(`Barang ${index + 1}`, `${item.kategori} ${item.jenis_pesanan}`),
      f('Deskripsi', item.deskripsi),
      f('Atribut', item.atribut),
      f('Size', item.size),
      f('Berat', `${slipGrams(item.berat)} gr`),
      f('Berat Susut', `${slipGrams(item.berat_susut)} gr`),
      f('Berat Atribut', `${slipGrams(item.berat_atribut)} gr`),
      f('Ongkos', slipMoney(item.ongkos_tukang)),
    ]),
    rule(),
  ],
});
