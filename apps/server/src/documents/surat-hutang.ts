// The loan letter (surat perjanjian hutang gadai) the borrower keeps and signs, A5 portrait: the store, the
// loan's number as a Code 128 barcode (the counter scans it to pay), the borrower (NIK, name, address,
// phone), each pledged piece with its weight, purity and value at the day's price, the maximum and the
// amount lent, the interest per month and per period, the term and due date, the rules of extension,
// grace, penalty and take-over, and the two signatures.
import { bungaUntuk, formatGrams, formatRupiah, HARI_PER_PERIODE, purityText, type HutangDetail, type SettingHutang } from '@kencana/core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { code128Png } from './barcode-labels.ts';
import { mm, renderPdf } from './pdf-engine.ts';
import { stampFooter, type PrintStamp } from './print-stamp.ts';

export interface SuratHutang {
  loan: HutangDetail;
  shop: { nama_toko: string; alamat_toko: string };
  /** The chain's grace days and penalty (the loan keeps its own interest period). */
  setting: SettingHutang;
  stamp: PrintStamp;
}

export const SURAT_HUTANG_TEXT = {
  judul: 'SURAT PERJANJIAN HUTANG GADAI',
  batal: 'DIBATALKAN',
  nasabah: 'Data Nasabah',
  barang: 'Barang Jaminan',
  pinjaman: 'Pinjaman',
  ketentuan: 'Ketentuan',
  nasabahTtd: 'Nasabah',
  tokoTtd: 'Toko',
} as const;

const A5 = { width: mm(148), height: mm(210) };
const money = (n: number) => formatRupiah(n);
const right = { alignment: 'right' as const };
/** A stored percentage without its trailing zeros ("2.00" → "2", "80.50" → "80.5"). */
const persen = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** Renders the loan letter of one loan. */
export async function renderSuratHutangPdf(surat: SuratHutang): Promise<Buffer> {
  const { shop, setting } = surat;
  const loan = { ...surat.loan, bunga_persen: persen(surat.loan.bunga_persen), taksiran_persen: persen(surat.loan.taksiran_persen) };
  const margin = mm(9);
  const hari = HARI_PER_PERIODE[loan.periode_bunga];
  const periode = loan.periode_bunga === 'BULAN' ? 'bulan (30 hari)' : '15 hari';
  const bungaPeriode = bungaUntuk(loan.jumlah_pinjaman, loan.bunga_persen, loan.periode_bunga, 1);
  const dendaPeriode = bungaUntuk(loan.jumlah_pinjaman, setting.hutang_denda_persen, 'BULAN', 1);
  const barcode = await code128Png(loan.no_hutang);
  const field = (label: string, value: string): Content => ({
    columns: [
      { text: label, width: 78 },
      { text: `: ${value}`, width: '*' },
    ],
  });
  const section = (title: string): Content => ({ text: title, bold: true, margin: [0, 6, 0, 2] });

  const header: TableCell[] = ['No', 'Nama Barang', 'Kategori', 'Berat (gr)', 'Kadar', 'Nilai'].map((text, index) => ({
    text,
    bold: true,
    ...(index >= 3 ? right : {}),
  }));
  const pieces: TableCell[][] = loan.detail_barang.map((line) => [
    { text: String(line.line_no), ...right },
    { text: [line.nama_barang, line.kode_barcode ? ` (${line.kode_barcode})` : ''].join('') },
    { text: `${line.kode_group} / ${line.kode_dept}` },
    { text: formatGrams(line.berat, 3), ...right },
    { text: purityText(line.kadar), ...right },
    { text: money(line.nilai), ...right },
  ]);
  const total: TableCell[] = [
    { text: '', border: [false, true, false, false] },
    { text: 'TOTAL', bold: true, colSpan: 2 },
    {},
    { text: formatGrams(loan.total_berat, 3), bold: true, ...right },
    { text: '' },
    { text: money(loan.nilai_taksiran), bold: true, ...right },
  ];

  const rules = [
    `Bunga ${loan.bunga_persen}% per bulan, dihitung per ${periode} yang sudah berjalan (${money(bungaPeriode)} per ${hari} hari atas pinjaman ini), dibulatkan ke atas kelipatan Rp 500. Pelunasan pada hari pinjaman tetap dikenakan bunga satu periode.`,
    `Jangka waktu ${loan.lama_hari} hari, jatuh tempo ${loan.tgl_jatuh_tempo}. Perpanjangan: membayar bunga (dan denda bila ada), jatuh tempo mundur ${loan.lama_hari} hari.`,
    `Masa tenggang ${setting.hutang_masa_tenggang} hari setelah jatuh tempo. Setelah itu dikenakan denda ${setting.hutang_denda_persen}% dari pokok per periode ${hari} hari yang berjalan (${money(dendaPeriode)} per periode atas pinjaman ini), dibulatkan ke atas kelipatan Rp 500.`,
    'Pembayaran dibagi berurutan: denda, bunga, lalu pokok. Pembayaran sebagian menutup surat ini dan membuka hutang baru untuk sisa pokok dengan taksiran harga hari itu.',
    'Barang jaminan disimpan terpisah dari barang dagangan toko dan dikembalikan kepada nasabah saat pelunasan, dengan membawa surat ini dan KTP.',
    'Bila lewat jatuh tempo dan masa tenggang serta sudah diberitahukan, toko berhak mengambil alih barang jaminan pada nilai yang dinyatakan; selisih terhadap hutang dibukukan.',
  ];

  return renderPdf({
    pageSize: A5,
    pageMargins: [margin, margin, margin, mm(12)],
    info: { title: `${SURAT_HUTANG_TEXT.judul} ${loan.no_hutang}`, author: surat.stamp.user_id, creator: 'Kencana' },
    defaultStyle: { fontSize: 7.5 },
    footer: stampFooter(surat.stamp, margin),
    content: [
      { text: shop.nama_toko, fontSize: 12, bold: true },
      { text: shop.alamat_toko || '-' },
      {
        text: loan.status === 'BATAL' ? `${SURAT_HUTANG_TEXT.judul} — ${SURAT_HUTANG_TEXT.batal}` : SURAT_HUTANG_TEXT.judul,
        bold: true,
        fontSize: 10.5,
        alignment: 'center',
        margin: [0, 5, 0, 2],
      },
      { image: barcode, width: 190, height: 24, alignment: 'center' },
      { text: loan.no_hutang, alignment: 'center', margin: [0, 1, 0, 2] },
      field('Tanggal', loan.tgl_system),
      ...(loan.no_hutang_asal ? [field('Lanjutan dari', loan.no_hutang_asal)] : []),
      section(SURAT_HUTANG_TEXT.nasabah),
      field('NIK', loan.no_ktp),
      field('Nama', [loan.kode_member, loan.nama_customer].filter(Boolean).join(' - ')),
      field('Alamat', loan.alamat || '-'),
      field('No HP', loan.no_hp || '-'),
      section(SURAT_HUTANG_TEXT.barang),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [12, '*', 52, 42, 30, 62], body: [header, ...pieces, total] },
        layout: { hLineWidth: () => 0.4, vLineWidth: () => 0, hLineColor: () => '#b8c0c8', paddingTop: () => 2, paddingBottom: () => 2 },
      },
      section(SURAT_HUTANG_TEXT.pinjaman),
      field('Nilai Taksiran', money(loan.nilai_taksiran)),
      field('Maksimal Pinjaman', `${money(loan.maks_pinjaman)} (${loan.taksiran_persen}% dari taksiran)`),
      {
        columns: [
          { text: 'Jumlah Pinjaman', width: 78, bold: true },
          { text: `: ${money(loan.jumlah_pinjaman)}`, width: '*', bold: true },
        ],
      },
      field('Bunga', `${loan.bunga_persen}% per bulan, dihitung per ${periode}`),
      field('Jangka Waktu', `${loan.lama_hari} hari`),
      {
        columns: [
          { text: 'Jatuh Tempo', width: 78, bold: true },
          { text: `: ${loan.tgl_jatuh_tempo}`, width: '*', bold: true },
        ],
      },
      section(SURAT_HUTANG_TEXT.ketentuan),
      { ol: rules, fontSize: 6.5 },
      {
        margin: [0, 14, 0, 0],
        columns: [
          {
            width: '*',
            alignment: 'center',
            stack: [SURAT_HUTANG_TEXT.nasabahTtd, { text: ' ', margin: [0, 22, 0, 0] }, `( ${loan.nama_customer} )`],
          },
          {
            width: '*',
            alignment: 'center',
            stack: [SURAT_HUTANG_TEXT.tokoTtd, { text: ' ', margin: [0, 22, 0, 0] }, `( ${shop.nama_toko} / ${loan.user_id} )`],
          },
        ],
      },
    ],
  });
}
