// Importing goods from the head office's file (/import-data-pusat): an .xlsx (first sheet) or a .csv (comma
// or semicolon separated), first row the column names. Every row is validated; a file with any rejected
// row is refused whole with the list of rows and reasons; a clean file becomes one IMPORT_BARANG ledger
// document putting every item on its tray.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  BARANG_LABELS,
  BARCODE_PATTERN,
  hitungHargaJual,
  IMPORT_COLUMN_NOTES,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED,
  isGramString,
  isKadar,
  ITEM_TYPES,
  MESSAGES,
  parseGrams,
  sumGrams,
  tidakBolehKosong,
  toGramString,
  type ImportDitolak,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Tx } from '../../db/client.ts';
import type { barang } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { goldPricePerGram, kategoriHarga } from '../../pricing/gold-price.ts';
import { actingStore, bakiPlace, boundaryPlace, newItemMutasi, postDocument, purityOf, type Store } from '../../stock/index.ts';
import { insertItems, newBarcode, readUpload } from '../barang/index.ts';

type Cells = Record<string, string>;

/** A cell of a sheet as text: numbers in their shortest decimal form (1.25, never 1.2500000001 from a float sum). */
function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
  }
  return String(value).trim();
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(MESSAGES.fileHarusXlsxAtauCsv);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const result: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) values.push(cellText(row.getCell(column).value));
    result[rowNumber - 1] = values;
  });
  return Array.from(result, (row) => row ?? []);
}

/**
 * RFC 4180 CSV (quotes, doubled quotes, line breaks inside quotes) through papaparse, comma or semicolon as the
 * header line shows (a spreadsheet saved in an Indonesian locale writes semicolons). Every line is a row, blank
 * ones included, so a row's number is its line in the file; a final line break ends the last row.
 */
export function parseCsv(text: string): string[][] {
  // One line ending for papaparse, which takes the first one it sees for the whole file (an edited export mixes them).
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = body.split('\n', 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const { data } = Papa.parse<string[]>(body, { delimiter, newline: '\n', skipEmptyLines: false, transform: (value) => value.trim() });
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '' && body.endsWith('\n')) data.pop();
  return data;
}

/** The data rows of an uploaded file as column-name → text, with their row numbers in the file. */
async function readRows(request: FastifyRequest): Promise<Array<{ baris: number; cells: Cells }>> {
  const upload = await readUpload(request, IMPORT_MAX_BYTES, MESSAGES.fileTerlaluBesar);
  if (!upload || upload.data.length === 0) throw badRequest(MESSAGES.fileHarusXlsxAtauCsv);
  const name = upload.filename.toLowerCase();
  const isZip = upload.data[0] === 0x50 && upload.data[1] === 0x4b;
  let table: string[][];
  if (isZip && (name.endsWith('.xlsx') || !name.endsWith('.csv'))) table = await readXlsx(upload.data);
  else if (name.endsWith('.csv') || upload.mimetype.includes('csv') || upload.mimetype === 'text/plain')
    table = parseCsv(upload.data.toString('utf8'));
  else throw badRequest(MESSAGES.fileHarusXlsxAtauCsv);

  const header = (table[0] ?? []).map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
  const known = new Set<string>(IMPORT_COLUMNS);
  const result: Array<{ baris: number; cells: Cells }> = [];
  for (let index = 1; index < table.length; index++) {
    const values = table[index] ?? [];
    if (values.every((value) => value.trim() === '')) continue;
    const cells: Cells = {};
    header.forEach((column, position) => {
      if (known.has(column)) cells[column] = (values[position] ?? '').trim();
    });
    result.push({ baris: index + 1, cells });
  }
  if (result.length === 0) throw badRequest(MESSAGES.fileTidakBerisiData);
  if (result.length > IMPORT_MAX_ROWS) throw badRequest(MESSAGES.barisTerlaluBanyak);
  return result;
}

const LABELS: Record<string, string> = {
  nama_barang: BARANG_LABELS.nama_barang,
  kode_group: BARANG_LABELS.kode_kategori,
  kode_dept: BARANG_LABELS.kode_jenis,
  kode_baki: BARANG_LABELS.kode_lokasi_toko,
  tipe_barang: BARANG_LABELS.tipe_barang,
  berat: BARANG_LABELS.berat,
  kadar: BARANG_LABELS.kadar,
};

interface ValidRow {
  baris: number;
  kode_barcode: string | null;
  values: Omit<typeof barang.$inferInsert, 'kode_barcode'>;
  kode_baki: string;
}

/** Validates every row against the masters and the store; nothing is written. */
async function validate(
  tx: Tx,
  store: Store,
  input: Array<{ baris: number; cells: Cells }>,
): Promise<{ valid: ValidRow[]; ditolak: ImportDitolak[] }> {
  const groups = new Map(
    (await rows<{ kode_group: string }>(tx, sql`SELECT kode_group FROM groups WHERE is_active`)).map((row) => [row.kode_group, true]),
  );
  const types = new Map(
    (await rows<{ kode_dept: string; kode_group: string }>(tx, sql`SELECT kode_dept, kode_group FROM jenis WHERE is_active`)).map((row) => [
      row.kode_dept,
      row.kode_group,
    ]),
  );
  const trays = new Map(
    (await rows<{ kode_baki: string; kode_toko: string }>(tx, sql`SELECT kode_baki, kode_toko FROM baki WHERE is_active`)).map((row) => [
      row.kode_baki,
      row.kode_toko,
    ]),
  );
  const stores = new Set(
    (await rows<{ kode_toko: string }>(tx, sql`SELECT kode_toko FROM tokos WHERE is_active`)).map((row) => row.kode_toko),
  );
  const fileCodes = input.map((row) => (row.cells.kode_barcode ?? '').toUpperCase()).filter((code) => code !== '');
  const taken = new Set(
    fileCodes.length
      ? (
          await rows<{ kode_barcode: string }>(
            tx,
            sql`SELECT kode_barcode FROM barang WHERE kode_barcode IN (${sql.join(
              fileCodes.map((code) => sql`${code}`),
              sql`, `,
            )})`,
          )
        ).map((row) => row.kode_barcode)
      : [],
  );
  const rule = await kategoriHarga(tx);
  const prices = new Map<string, number | null>();
  const seen = new Set<string>();
  const valid: ValidRow[] = [];
  const ditolak: ImportDitolak[] = [];

  for (const { baris, cells } of input) {
    const up = (key: string) => (cells[key] ?? '').toUpperCase();
    const alasan: string[] = [];
    for (const column of IMPORT_REQUIRED) if (!cells[column]) alasan.push(tidakBolehKosong(LABELS[column] ?? column));
    const kode_barcode = up('kode_barcode') || null;
    if (kode_barcode) {
      if (!BARCODE_PATTERN.test(kode_barcode)) alasan.push(MESSAGES.kodeBarcodeMinimal8);
      else if (taken.has(kode_barcode)) alasan.push(MESSAGES.barcodeSudahAda);
      else if (seen.has(kode_barcode)) alasan.push(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
      seen.add(kode_barcode);
    }
    const kode_group = up('kode_group');
    const kode_dept = up('kode_dept');
    const kode_baki = up('kode_baki');
    if (kode_group && !groups.has(kode_group)) alasan.push(MESSAGES.kategoriTidakDitemukan);
    if (kode_dept && (types.get(kode_dept) ?? null) !== kode_group) alasan.push(MESSAGES.jenisTidakSesuaiKategori);
    if (kode_baki) {
      const owner = trays.get(kode_baki);
      if (!owner) alasan.push(MESSAGES.bakiTidakDitemukan);
      else if (owner !== store.kode_toko) alasan.push(MESSAGES.aksesTokoLainDitolak);
    }
    const tipe = up('tipe_barang');
    if (tipe && !(ITEM_TYPES as readonly string[]).includes(tipe)) alasan.push(MESSAGES.tipeBarangTidakValid);
    const grams: Record<string, string> = {};
    for (const column of ['berat', 'berat_asli', 'berat_atribut', 'berat_bandrol', 'berat_plastik'] as const) {
      const text = cells[column] ?? '';
      if (text === '') continue;
      if (!isGramString(text) || text.startsWith('-')) alasan.push(`${MESSAGES.beratTidakValid} (${column})`);
      else grams[column] = toGramString(parseGrams(text));
    }
    if (grams.berat && parseGrams(grams.berat).isZero()) alasan.push(MESSAGES.beratHarusLebihDariNol);
    const kadar = up('kadar');
    if (kadar && !isKadar(kadar)) alasan.push(MESSAGES.kadarTidakValid);
    const kadar_modal = up('kadar_modal') || kadar;
    if (up('kadar_modal') && !isKadar(kadar_modal)) alasan.push(`${MESSAGES.kadarTidakValid} (kadar_modal)`);
    const tujuan = up('tujuan') || store.kode_toko;
    if (!stores.has(tujuan)) alasan.push(MESSAGES.tokoTidakDitemukan);
    const hargaText = cells.harga_jual ?? '';
    if (hargaText !== '' && !/^\d{1,15}$/.test(hargaText)) alasan.push(MESSAGES.nilaiHarusAngka);

    if (alasan.length) {
      ditolak.push({ baris, kode_barcode: kode_barcode ?? '-', alasan });
      continue;
    }
    let harga_jual = hargaText ? Number(hargaText) : 0;
    if (!harga_jual) {
      if (!prices.has(kode_group)) prices.set(kode_group, (await goldPricePerGram(tx, kode_group, store.tgl_system))?.harga ?? null);
      harga_jual = hitungHargaJual({ hargaPerGram: prices.get(kode_group) ?? 0, berat: grams.berat as string, kadar, kategoriHarga: rule });
    }
    valid.push({
      baris,
      kode_barcode,
      kode_baki,
      values: {
        nama_barang: up('nama_barang').slice(0, 150),
        kode_barang: kode_dept,
        kode_intern: up('kode_intern').slice(0, 30) || '-',
        kode_group,
        kode_dept,
        tipe_barang: tipe,
        berat: grams.berat as string,
        berat_asli: grams.berat_asli ?? (grams.berat as string),
        berat_awal: grams.berat as string,
        berat_atribut: grams.berat_atribut ?? '0',
        berat_bandrol: grams.berat_bandrol ?? '0',
        berat_plastik: grams.berat_plastik ?? '0',
        kadar,
        kadar_cetak: (up('kadar_cetak') || kadar).slice(0, 10),
        kadar_modal,
        nama_atribut: up('nama_atribut').slice(0, 60) || '-',
        harga_jual,
        harga_skrg: harga_jual,
        tgl_last_beli: store.tgl_system,
        tujuan,
      },
    });
  }
  return { valid, ditolak };
}

/**
 * The file's barcodes, with a fresh code for every row without one: drawn until it is neither in the file
 * nor in the database (at a million items a random code is taken about once in a million draws).
 */
async function assignBarcodes(tx: Tx, given: ReadonlyArray<string | null>): Promise<string[]> {
  const used = new Set(given.filter((code): code is string => code !== null));
  const codes = given.map((code) => code ?? '');
  let missing = codes.flatMap((code, index) => (code === '' ? [index] : []));
  while (missing.length) {
    for (const index of missing) {
      let code = newBarcode();
      while (used.has(code)) code = newBarcode();
      used.add(code);
      codes[index] = code;
    }
    const drawn = missing.map((index) => codes[index] as string);
    const taken = new Set(
      (
        await rows<{ kode_barcode: string }>(
          tx,
          sql`SELECT kode_barcode FROM barang WHERE kode_barcode IN (${sql.join(
            drawn.map((code) => sql`${code}`),
            sql`, `,
          )})`,
        )
      ).map((row) => row.kode_barcode),
    );
    missing = missing.filter((index) => taken.has(codes[index] as string));
  }
  return codes;
}

/** Checks a file row by row; nothing is written. */
export async function cekImport(deps: AppDeps, user: CurrentUser, request: FastifyRequest) {
  const input = await readRows(request);
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user);
    const { valid, ditolak } = await validate(tx, store, input);
    return {
      data: { total: input.length, diterima: valid.length, berat: sumGrams(valid.map((row) => row.values.berat as string)), ditolak },
    };
  });
}

/** Imports a file all-or-nothing (see the module comment). */
export async function importDataPusat(deps: AppDeps, user: CurrentUser, request: FastifyRequest) {
  const input = await readRows(request);
  const imported = await postDocument(deps, user, {
    type: 'IMPORT_BARANG',
    alwaysPosts: true,
    toko: null,
    plan: async ({ tx, store }) => {
      const { valid, ditolak } = await validate(tx, store, input);
      if (ditolak.length) throw new AppError(422, MESSAGES.importDitolak, { details: { total: input.length, ditolak } });

      const codes = await assignBarcodes(
        tx,
        valid.map((row) => row.kode_barcode),
      );
      for (let start = 0; start < valid.length; start += 500) {
        const chunk = valid
          .slice(start, start + 500)
          .map((row, index) => ({ ...row.values, kode_barcode: codes[start + index] as string }));
        const inserted = await insertItems(tx, chunk);
        // A code taken meanwhile (another import, an add): refuse the file rather than renumber behind the user's back.
        if (inserted.length !== chunk.length) throw conflict(MESSAGES.barcodeSudahAda);
      }
      const from = boundaryPlace('EXTERNAL', store.kode_toko);
      const purity = new Map<string, string>();
      for (const row of valid) {
        const key = `${row.values.kadar ?? ''}\u0000${row.values.kode_group}`;
        if (!purity.has(key)) purity.set(key, await purityOf(tx, row.values.kadar ?? '', row.values.kode_group));
      }
      return {
        note: 'Import data pusat',
        lines: valid.map((row, index) => ({
          from,
          to: bakiPlace(row.kode_baki),
          kode_group: row.values.kode_group,
          kode_dept: row.values.kode_dept,
          qty: 1,
          berat: row.values.berat as string,
          kadar: purity.get(`${row.values.kadar ?? ''}\u0000${row.values.kode_group}`),
          kode_barcode: codes[index] as string,
          reason: 'IMPORT DATA PUSAT',
        })),
        history: valid.map((row, index) =>
          newItemMutasi(
            {
              ...row.values,
              kode_barcode: codes[index] as string,
              berat: row.values.berat as string,
              harga_jual: Number(row.values.harga_jual ?? 0),
            },
            bakiPlace(row.kode_baki),
            `IMPORT BARIS ${row.baris}`,
          ),
        ),
        result: { kode_barcode: codes },
      };
    },
  });
  return {
    message: MESSAGES.dataBerhasilDisimpan,
    no_dokumen: imported.no_dokumen,
    qty: imported.qty,
    berat: imported.berat,
    kode_barcode: imported.kode_barcode,
  };
}

/** Labels of the template's instructions sheet. */
const TEMPLATE_TEXT = {
  data: 'DATA',
  petunjuk: 'PETUNJUK',
  kolom: 'Kolom',
  wajib: 'Wajib',
  keterangan: 'Keterangan',
  ya: 'YA',
  tidak: '-',
} as const;

/**
 * The file to fill: the column names of IMPORT_COLUMNS as the first row of the first sheet (or the CSV's
 * header line), and in the spreadsheet an instructions sheet naming the required columns and what each holds.
 */
export async function importTemplate(format: 'xlsx' | 'csv'): Promise<{ fileName: string; body: Buffer }> {
  if (format === 'csv') return { fileName: 'template_import_data_pusat.csv', body: Buffer.from(`${IMPORT_COLUMNS.join(',')}\r\n`, 'utf8') };
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kencana';
  const data = workbook.addWorksheet(TEMPLATE_TEXT.data, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.addRow([...IMPORT_COLUMNS]);
  data.getRow(1).font = { bold: true };
  data.columns.forEach((column, index) => {
    column.width = Math.max(12, (IMPORT_COLUMNS[index]?.length ?? 10) + 4);
    // Codes and weights stay text, so "0012" or "1.250" keep their form.
    column.numFmt = '@';
  });
  const notes = workbook.addWorksheet(TEMPLATE_TEXT.petunjuk);
  notes.addRow([TEMPLATE_TEXT.kolom, TEMPLATE_TEXT.wajib, TEMPLATE_TEXT.keterangan]).font = { bold: true };
  const required = new Set<string>(IMPORT_REQUIRED);
  for (const column of IMPORT_COLUMNS)
    notes.addRow([column, required.has(column) ? TEMPLATE_TEXT.ya : TEMPLATE_TEXT.tidak, IMPORT_COLUMN_NOTES[column]]);
  notes.columns = [{ width: 16 }, { width: 8 }, { width: 70 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return { fileName: 'template_import_data_pusat.xlsx', body: Buffer.from(buffer as ArrayBuffer) };
}
