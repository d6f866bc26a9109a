// The sales invoice (nota) a customer keeps: on the store's nota paper (A5 portrait by default, from
// /settingNota), the store's header, the invoice number as a Code 128 barcode and a QR code (the buy-back
// counter scans either), the customer (with their address when known) and sales person, each piece with its photo, weight, purity and
// price, the totals and payments with change, the buy-back terms and the footer.
import { formatGrams, formatRupiah, labelPpn, purityText, ringkasPpn, type PenjualanDetail, type SettingNota } from '@kencana/core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { code128Png } from './barcode-labels.ts';
import { mm, renderPdf } from './pdf-engine.ts';
import { stampFooter, type PrintStamp } from './print-stamp.ts';

export interface NotaPenjualan {
  sale: PenjualanDetail;
  setting: SettingNota;
  /** Photos by barcode as data: URLs (JPEG); missing → a blank box. */
  fotos: ReadonlyMap<string, string | null>;
  stamp: PrintStamp;
}

const PAPER: Record<SettingNota['ukuran_kertas'], { width: number; height: number }> = {
  A4: { width: mm(210), height: mm(297) },
  A5: { width: mm(148), height: mm(210) },
  A6: { width: mm(105), height: mm(148) },
};

export const NOTA_TEXT = {
  judul: 'NOTA PENJUALAN',
  batal: 'DIBATALKAN',
  noFaktur: 'No Faktur',
  tanggal: 'Tanggal',
  customer: 'Customer',
  alamat: 'Alamat',
  sales: 'Sales',
  kasir: 'Kasir',
  total: 'TOTAL',
  bayar: 'Bayar',
  kembalian: 'Kembalian',
  poin: 'Poin',
  syarat: 'Syarat Jual Kembali',
} as const;

const money = (n: number) => formatRupiah(n);

/** Renders the nota of one sale. */
export async function renderNotaPenjualanPdf(nota: NotaPenjualan): Promise<Buffer> {
  const { sale, setting } = nota;
  const paper = PAPER[setting.ukuran_kertas] ?? PAPER.A5;
  const margin = mm(8);
  const small = paper.width < mm(120);
  const available = paper.width - margin * 2;
  const barcode = await code128Png(sale.no_faktur_jual);
  const foto = small ? 34 : 46;
  const right = { alignment: 'right' as const };

  const ppn = ringkasPpn(sale.detail_barang);
  const pieceRows: TableCell[][] = sale.detail_barang.map((line, index) => {
    const image = nota.fotos.get(line.kode_barcode);
    const price: string[] = [`Emas ${money(line.harga_emas)}`];
    if (line.ongkos) price.push(`Ongkos ${money(line.ongkos)}`);
    if (line.harga_atribut) price.push(`Atribut ${money(line.harga_atribut)}`);
    if (line.diskon) price.push(`Diskon -${money(line.diskon)}`);
    // A PKP store's PPN inside the price, at the piece's rate.
    if (line.ppn) price.push(`DPP ${money(line.harga - line.ppn)}`, `${labelPpn(line.ppn_persen)} ${money(line.ppn)}`);
    return [
      { text: String(index + 1), ...right },
      image ? { image, fit: [foto, foto] } : { text: '', margin: [0, foto / 2, 0, foto / 2] },
      {
        stack: [
          { text: line.nama_barang, bold: true },
          { text: `${line.kode_barcode}  ·  ${line.kode_group} / ${line.kode_dept}`, color: '#555' },
          { text: `Berat ${formatGrams(line.berat, 3)} gr  ·  Kadar ${purityText(line.kadar)}`, color: '#222' },
          { text: price.join('  ·  '), fontSize: 6.5, color: '#555' },
        ],
      },
      { text: money(line.harga), bold: true, ...right },
    ];
  });

  const payRows: Content[] = sale.pembayaran.map((p) => ({
    columns: [
      { text: [p.jenis, p.kode_bank, p.kode_marketplace, p.no_referensi].filter(Boolean).join(' '), width: '*' },
      { text: money(p.jumlah), width: 90, ...right },
    ],
  }));
  const totalLine = (label: string, value: string, bold = false): Content => ({
    columns: [
      { text: label, width: '*', bold },
      { text: value, width: 90, bold, ...right },
    ],
  });

  return renderPdf({
    pageSize: { width: paper.width, height: paper.height },
    pageMargins: [margin, margin, margin, mm(12)],
    info: { title: `${NOTA_TEXT.judul} ${sale.no_faktur_jual}`, author: nota.stamp.user_id, creator: 'Kencana' },
    defaultStyle: { fontSize: small ? 6.5 : 7.5 },
    footer: stampFooter(nota.stamp, margin),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: sale.nama_toko, fontSize: small ? 10 : 13, bold: true },
              { text: sale.alamat_toko || '-' },
              ...(setting.header
                ? [{ text: setting.header, margin: [0, 2, 0, 0] as [number, number, number, number], italics: true }]
                : []),
            ],
          },
          { width: small ? 44 : 58, qr: sale.no_faktur_jual, fit: small ? 44 : 58, alignment: 'right' } as Content,
        ],
      },
      {
        text: sale.status === 'BATAL' ? `${NOTA_TEXT.judul} — ${NOTA_TEXT.batal}` : NOTA_TEXT.judul,
        bold: true,
        fontSize: small ? 9 : 11,
        alignment: 'center',
        margin: [0, 4, 0, 2],
      },
      { image: barcode, width: Math.min(available * 0.6, 220), height: 26, alignment: 'center' },
      { text: sale.no_faktur_jual, alignment: 'center', margin: [0, 1, 0, 4] },
      {
        columns: [
          {
            width: '*',
            stack: [
              `${NOTA_TEXT.tanggal}: ${sale.tgl_system} ${sale.jam}`,
              `${NOTA_TEXT.customer}: ${[sale.kode_member, sale.nama_customer].filter(Boolean).join(' - ') || '-'}`,
              ...(sale.alamat.trim() ? [`${NOTA_TEXT.alamat}: ${sale.alamat}`] : []),
              ...(sale.no_hp ? [`No HP: ${sale.no_hp}`] : []),
            ],
          },
          {
            width: '*',
            stack: [
              `${NOTA_TEXT.sales}: ${[sale.kode_sales, sale.nama_sales].filter(Boolean).join(' - ')}`,
              `${NOTA_TEXT.kasir}: ${sale.user_id}`,
            ],
            alignment: 'right',
          },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        table: { headerRows: 0, dontBreakRows: true, widths: [10, foto, '*', small ? 56 : 70], body: pieceRows },
        layout: { hLineWidth: () => 0.4, vLineWidth: () => 0, hLineColor: () => '#b8c0c8', paddingTop: () => 3, paddingBottom: () => 3 },
      },
      {
        margin: [0, 4, 0, 0],
        stack: [
          totalLine(`${NOTA_TEXT.total} (${sale.qty} pcs, ${formatGrams(sale.berat, 3)} gr)`, money(sale.total_harga), true),
          ...(ppn.ppn ? [totalLine('Total DPP', money(ppn.dpp)), totalLine('Total PPN', money(ppn.ppn))] : []),
          ...payRows,
          totalLine(NOTA_TEXT.bayar, money(sale.total_bayar)),
          totalLine(NOTA_TEXT.kembalian, money(sale.kembalian), true),
          ...(sale.poin ? [totalLine(NOTA_TEXT.poin, String(sale.poin))] : []),
        ],
      },
      ...(setting.syarat_buyback
        ? [
            {
              margin: [0, 6, 0, 0] as [number, number, number, number],
              stack: [
                { text: NOTA_TEXT.syarat, bold: true },
                { text: setting.syarat_buyback, fontSize: small ? 5.5 : 6.5 },
              ],
            },
          ]
        : []),
      ...(setting.footer
        ? [{ text: setting.footer, alignment: 'center' as const, margin: [0, 6, 0, 0] as [number, number, number, number] }]
        : []),
    ],
  });
}
