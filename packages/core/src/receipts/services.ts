// Slips of the services: the intake slip the customer keeps (the service number as a barcode), the finish
// slip (weight out and the difference), the pick-up slip (the fee, the down payment, what was paid) and the
// cancel slip. One layout, 40 columns; the number is printed as an ESC/POS Code 128 barcode above its text.
import { sumGrams } from '../domain/grams.ts';
import { formatGrams } from '../format/index.ts';
import { slipHeader, type SlipShop } from './header.ts';
import { blank, buildSlip, center, defineSlip, field, pair, rule, slipGrams, slipMoney, text } from './slip.ts';

/** Which slip of a service. */
export type JenisSlipService = 'MASUK' | 'SELESAI' | 'AMBIL' | 'BATAL';

const JUDUL: Record<JenisSlipService, string> = {
  MASUK: 'TANDA TERIMA SERVICE',
  SELESAI: 'SERVICE SELESAI',
  AMBIL: 'PENGAMBILAN SERVICE',
  BATAL: 'BATAL SERVICE',
};

/** Copies per slip: the customer keeps the intake and pick-up slips (Kencana's names). */
export const SERVICE_SLIP_COPIES = ['CUSTOMER', 'INTERNAL'] as const;

export interface ServiceSlipData {
  shop: SlipShop;
  jenis: JenisSlipService;
  no_service: string;
  /** The document of this step (the finish, pick-up or cancel document), when it has one. */
  no_dokumen?: string | null;
  tanggal: string;
  nama_customer: string;
  no_hp: string;
  kode_member?: string | null;
  tgl_janji: string;
  detail: readonly {
    nama_barang: string;
    kode_group: string;
    berat: string;
    kadar?: string | null;
    pekerjaan: string;
    berat_selesai?: string | null;
  }[];
  ongkos: number;
  uang_muka: number;
  /** Pick-up: paid now (the fee less the down payment). */
  dibayar?: number;
  /** Cancel: the down payment paid back in cash (else kept on the customer's deposit). */
  dikembalikan?: number;
  alasan?: string | null;
  user_id: string;
}

/** The marker line the barcode replaces (its human-readable text stays below); the loan slip uses it too. */
export const BARCODE_MARK = '@@BARCODE@@';

const beratTotal = (values: readonly string[]): string => formatGrams(sumGrams(values), 3);

export const serviceSlip = defineSlip<ServiceSlipData>({
  copies: SERVICE_SLIP_COPIES,
  body: (d) => {
    const selesai = d.jenis !== 'MASUK' && d.detail.every((line) => line.berat_selesai);
    const sisa = Math.max(0, d.ongkos - d.uang_muka);
    return [
      ...slipHeader(d.shop, JUDUL[d.jenis]),
      text(BARCODE_MARK),
      center(d.no_service),
      blank(),
      field('No Service', d.no_service),
      ...(d.no_dokumen && d.no_dokumen !== d.no_service ? [field('No Dokumen', d.no_dokumen)] : []),
      field('Tanggal', d.tanggal),
      field('Customer', d.nama_customer, { wrap: 40 }),
      ...(d.kode_member ? [field('Member', d.kode_member)] : []),
      ...(d.no_hp ? [field('No HP', d.no_hp)] : []),
      field('Janji', d.tgl_janji),
      rule(),
      ...d.detail.flatMap((line, index) => [
        text(`${index + 1}. ${line.nama_barang} (${line.kode_group}${line.kadar ? ` ${line.kadar}` : ''})`),
        pair('   Berat Masuk', `${slipGrams(line.berat)} gr`),
        ...(selesai && line.berat_selesai ? [pair('   Berat Selesai', `${slipGrams(line.berat_selesai)} gr`)] : []),
        text(`   Kerja: ${line.pekerjaan}`),
      ]),
      rule(),
      pair('Total Berat', `${beratTotal(d.detail.map((line) => line.berat))} gr`),
      ...(selesai ? [pair('Total Berat Selesai', `${beratTotal(d.detail.map((line) => line.berat_selesai ?? '0'))} gr`)] : []),
      pair(d.jenis === 'MASUK' ? 'Estimasi Ongkos' : 'Ongkos', slipMoney(d.ongkos)),
      pair('Uang Muka', slipMoney(d.uang_muka)),
      ...(d.jenis === 'AMBIL'
        ? [pair('Dibayar', slipMoney(d.dibayar ?? sisa))]
        : d.jenis === 'BATAL'
          ? []
          : [pair('Sisa', slipMoney(sisa))]),
      ...(d.jenis === 'BATAL'
        ? [
            pair('Uang Muka Dikembalikan', slipMoney(d.dikembalikan ?? 0)),
            ...((d.dikembalikan ?? 0) < d.uang_muka ? [text('Uang muka disimpan sebagai titipan.')] : []),
            field('Alasan', d.alasan ?? '-', { wrap: 40 }),
          ]
        : []),
      rule(),
      ...(d.jenis === 'MASUK' ? [text('Bawa tanda terima ini saat mengambil barang.')] : []),
      blank(),
      text(`User: ${d.user_id}`),
    ];
  },
});

/** ESC/POS: centre, barcode height and width, Code 128 (set B) of `value`, back to the left. */
export function escPosBarcode(value: string): string {
  const data = `{B${value}`;
  return `\x1ba\x01\x1dh\x50\x1dw\x02\x1dk\x49${String.fromCharCode(data.length)}${data}\n\x1ba\x00`;
}

/** The slip's file content: {@link serviceSlip} with the service number as a Code 128 barcode on each copy. */
export function buildServiceSlip(data: ServiceSlipData): string {
  return buildSlip(serviceSlip, data).split(`${BARCODE_MARK}\n`).join(escPosBarcode(data.no_service));
}

/** The slip as a person reads it (the screen's preview, a test): the barcode line left out. */
export function serviceSlipText(data: ServiceSlipData): string {
  return buildSlip(serviceSlip, data).split(`${BARCODE_MARK}\n`).join('');
}
