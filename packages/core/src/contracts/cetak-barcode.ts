import { z } from 'zod';
import { GramsSchema } from './common.ts';
import { code, optionalCode } from './fields.ts';
import { endpoint, menus } from './endpoint.ts';
import { FileResponseSchema } from './reports.ts';
import { MESSAGES, harusDiisi } from '../messages.ts';

/** Label stock the shops use, in millimetres (width × height); one label per PDF page. */
export const LABEL_SIZES = {
  '50x25': { width: 50, height: 25, label: '50 x 25 mm' },
  '40x20': { width: 40, height: 20, label: '40 x 20 mm' },
  '38x25': { width: 38, height: 25, label: '38 x 25 mm' },
  '60x30': { width: 60, height: 30, label: '60 x 30 mm' },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const LABEL_SIZE_KEYS = Object.keys(LABEL_SIZES) as [LabelSize, ...LabelSize[]];
export const DEFAULT_LABEL_SIZE: LabelSize = '50x25';
export const MAX_LABELS = 1000;

/** An item that can be labelled: on a tray, with the ledger's weight. */
export const LabelItemSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_toko: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar: z.string(),
  /** The purity as printed on the item ('17K'); the label shows it, or the purity in percent. */
  kadar_cetak: z.string(),
  berat: GramsSchema,
});
export type LabelItem = z.infer<typeof LabelItemSchema>;

/** Items on trays by filter (tray, warehouse, category, type); at most 500, in barcode order. */
export const listBarang = endpoint({
  method: 'GET',
  path: 'cetak-barcode/barang',
  query: z.object({
    kode_toko: optionalCode(10),
    kode_gudang: optionalCode(20),
    kode_baki: optionalCode(20),
    kode_group: optionalCode(20),
    kode_dept: optionalCode(20),
  }),
  response: z.object({ data: z.array(LabelItemSchema), total: z.number().int() }),
  access: menus('/cetak-barcode'),
});

/** One scanned item: 'Barang Tidak Di Temukan' or 'Barang Tidak Berada Di Baki' when it cannot be labelled. */
export const findBarang = endpoint({
  method: 'GET',
  path: 'cetak-barcode/barang/:kode_barcode',
  params: z.object({ kode_barcode: code(harusDiisi('Kode Barcode'), 20) }),
  response: z.object({ data: LabelItemSchema }),
  access: menus('/cetak-barcode'),
});

export const PrintLabelsBodySchema = z.object({
  kode_barcodes: z
    .array(code(harusDiisi('Kode Barcode'), 20))
    .min(1, { message: MESSAGES.belumAdaBarangDipilih })
    .max(MAX_LABELS, { message: MESSAGES.terlaluBanyakLabel }),
  ukuran: z.enum(LABEL_SIZE_KEYS).default(DEFAULT_LABEL_SIZE),
});

/** The labels as a PDF: one page per label, sized to the label stock. */
export const printLabels = endpoint({
  method: 'POST',
  path: 'cetak-barcode/label',
  body: PrintLabelsBodySchema,
  response: FileResponseSchema,
  // Also right after goods are added, edited or imported (the new barcode's label).
  access: menus('/cetak-barcode', '/terima-barang', '/data-barang', '/import-data-pusat'),
});
