// Slips of the Sepuhan chain (40 columns + cut): the purchase sort and its reprint (INTERNAL, LABEL), the
// refining sort (INTERNAL, LABEL), the dispatch to the refiner (Internal, Owner, Tukang, with selisih_gr),
// the receipt from the refiner (INTERNAL, LABEL, TUKANG) and the labelling send (INTERNAL, LABEL, TUKANG).
import type {
  BuktiKirimLabeling,
  BuktiKirimSepuh,
  BuktiSortirPembelian,
  BuktiSortirSepuh,
  BuktiTerimaSepuh,
} from '../contracts/sepuhan/index.ts';
import { compareGrams } from '../domain/grams.ts';
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipGrams, SLIP_COPIES, table, text } from './slip.ts';

type WithShop<D> = { shop: SlipShop; user_id: string } & D;
const gr = (value: string) => `${slipGrams(value)} gr`;
const jenisTable = (rows: readonly { jenis: string; qty: number; berat: string }[]) =>
  table(
    [{ width: 14 }, { width: 6, align: 'right' }, { width: 18, align: 'right' }],
    [['Jenis', 'Qty', 'Berat'], ...rows.map((row) => [row.jenis, String(row.qty), gr(row.berat)])],
  );
const footer = (user_id: string) => [rule(), blank(), text(`User: ${user_id}`)];

export const sortirPembelianSlip = defineSlip<WithShop<{ bukti: BuktiSortirPembelian }>>({
  copies: SLIP_COPIES.sortirPembelian,
  body: ({ shop, user_id, bukti }) => [
    ...slipHeader(shop, 'SORTIR PEMBELIAN'),
    field('No Sortir', bukti.no_sortir),
    field('Tanggal', bukti.tgl_sortir),
    field('Toko', bukti.kode_toko),
    field('Gudang', bukti.kode_gudang),
    field('Baki', bukti.kode_baki),
    field('Kondisi', bukti.kondisi),
    field('Kategori', bukti.kode_group),
    rule(),
    jenisTable(bukti.jenis),
    rule(),
    pair('Total Qty', String(bukti.qty_sepuh)),
    pair('Total Berat', gr(bukti.berat_sepuh)),
    ...footer(user_id),
  ],
});

export const sortirSepuhSlip = defineSlip<WithShop<{ bukti: BuktiSortirSepuh }>>({
  copies: SLIP_COPIES.reprintSortir,
  body: ({ shop, user_id, bukti }) => [
    ...slipHeader(shop, 'SORTIR SEPUH'),
    field('No Sortir', bukti.no_sortir),
    field('Tanggal', bukti.tgl_sortir),
    field('Baki', bukti.kode_baki),
    field('Kondisi', bukti.kondisi),
    field('Kategori', bukti.kode_group),
    field('Dari Sortir', bukti.no_sortir_asal.join(', ') || '-'),
    rule(),
    jenisTable(bukti.jenis),
    rule(),
    pair('Qty SP', String(bukti.qty_sp)),
    pair('Berat SP', gr(bukti.berat_sp)),
    ...footer(user_id),
  ],
});

export const kirimSepuhSlip = defineSlip<WithShop<{ bukti: BuktiKirimSepuh }>>({
  copies: SLIP_COPIES.kirimSepuh,
  body: ({ shop, user_id, bukti }) => [
    ...slipHeader(shop, 'KIRIM SEPUH'),
    field('No Sepuh', bukti.no_sepuh),
    field('Tanggal', bukti.tgl_sepuh),
    field('Tukang', bukti.tukang),
    rule(),
    ...bukti.jenis.flatMap((line) => [
      field('Jenis', `${line.jenis} (${line.kode_baki})`),
      table(
        [{ width: 10 }, { width: 6, align: 'right' }, { width: 22, align: 'right' }],
        [
          ['Beli', String(line.qty_beli), gr(line.berat_beli)],
          ['Sepuh', String(line.qty_sepuh), gr(line.berat_sepuh)],
          ['Rusak', String(line.qty_rusak), gr(line.berat_rusak)],
        ],
      ),
    ]),
    rule(),
    pair('Total Berat', gr(bukti.berat_total)),
    pair('Total Sepuh', gr(bukti.berat_sepuh_total)),
    pair('Total Rusak', gr(bukti.berat_rusak_total)),
    pair('Selisih', gr(bukti.selisih_gr)),
    ...footer(user_id),
  ],
});

export const terimaSepuhSlip = defineSlip<WithShop<{ bukti: BuktiTerimaSepuh }>>({
  copies: SLIP_COPIES.terimaSepuh,
  body: ({ shop, user_id, bukti }) => [
    ...slipHeader(shop, 'TERIMA SEPUH'),
    field('No Terima', bukti.no_terima_sepuh),
    field('No Sepuh', bukti.no_sepuh),
    field('Tanggal', bukti.tgl_system),
    field('Tukang', bukti.tukang),
    rule(),
    ...bukti.bukti_jenis.flatMap((line) => [
      field('Jenis', `${line.jenis} (${line.baki.join(', ')})`),
      table(
        [{ width: 10 }, { width: 6, align: 'right' }, { width: 22, align: 'right' }],
        [
          ['Kirim', String(line.qty_sepuh), gr(line.berat_sepuh)],
          ['Timbang', '', gr(line.berat_timbangan)],
          ['Terima', String(line.qty_terima), gr(line.berat_terima)],
          ['Rusak', String(line.qty_rusak), gr(line.berat_rusak)],
          ['Selisih', '', gr(line.berat_selisih)],
        ],
      ),
    ]),
    rule(),
    pair('Total Selisih', gr(bukti.berat_selisih)),
    ...footer(user_id),
  ],
});

export const kirimLabelingSlip = defineSlip<WithShop<{ bukti: BuktiKirimLabeling }>>({
  copies: SLIP_COPIES.kirimLabeling,
  body: ({ shop, user_id, bukti }) => [
    ...slipHeader(shop, 'KIRIM LABELING'),
    field('No Kirim', bukti.no_kirim_stock),
    field('Tanggal', bukti.tgl_kirim),
    field('No Terima', bukti.no_terima_sepuh),
    field('Cabang', bukti.cabang),
    field('Baki Tujuan', bukti.baki_tujuan),
    field('Tipe', bukti.tipe_barang),
    rule(),
    table(
      [{ width: 10 }, { width: 8 }, { width: 4, align: 'right' }, { width: 15, align: 'right' }],
      [
        ['Baki', 'Jenis', 'Qty', 'Berat'],
        ...bukti.baki.map((line) => [line.baki, line.jenis, String(line.qty_kirim), gr(line.berat_kirim)]),
      ],
    ),
    rule(),
    pair(
      'Berat Atribut',
      gr(bukti.baki.reduce((sum, line) => (compareGrams(line.berat_atribut, '0') > 0 ? line.berat_atribut : sum), '0')),
    ),
    ...footer(user_id),
  ],
});
