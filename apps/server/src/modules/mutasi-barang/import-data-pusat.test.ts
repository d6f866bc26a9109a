import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMN_NOTES, IMPORT_COLUMNS, MESSAGES, tidakBolehKosong } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { buildGroup, buildJenis } from '../../testing/factories.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';
import { balance, item, openGoodsApp, writeCounts, type Client, type GoodsWorld } from '../../testing/goods-fixtures.ts';
import { parseCsv } from './import-data-pusat.service.ts';

let t: TestApp;
let owner: Client;
let kasir: Client;
let ownerToken: string;
let w: GoodsWorld;
/** Category, type, tray and store codes of the world the files name. */
let C: {
  g1: string;
  d1: string;
  d1b: string;
  g2: string;
  d2: string;
  d2b: string;
  g3: string;
  d3: string;
  A: string;
  B: string;
  C: string;
  D: string;
  other: string;
  home: string;
};
beforeAll(async () => {
  w = await openGoodsApp();
  ({ t, owner, kasir } = w);
  ownerToken = w.ownerUser.token;
  // A third category at 1,960,000 a gram.
  const g3 = (await buildGroup(t, { harga: 1_960_000, persentase: '91.60' })).kode_group;
  const d3 = (await buildJenis(t, { kode_group: g3 })).kode_dept;
  C = {
    g1: w.cat.kode_group,
    d1: w.cat.kode_dept,
    d1b: w.cat.kode_dept2,
    g2: w.cat2.kode_group,
    d2: w.cat2.kode_dept,
    d2b: w.cat2.kode_dept2,
    g3,
    d3,
    A: w.home.A,
    B: w.home.B,
    C: w.home.C,
    D: w.home.D,
    other: w.branch.B,
    home: w.home.kode_toko,
  };
});
afterAll(async () => {
  await t.close();
});

const HEADER = [
  'Kode Barcode',
  'nama_barang',
  'KODE_GROUP',
  'kode_dept',
  'kode_baki',
  'tipe_barang',
  'berat',
  'kadar',
  'nama_atribut',
  'harga_jual',
];
type Row = Array<string | number>;

async function xlsx(data: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(HEADER);
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('import data pusat', () => {
  it('reads CSV with quotes, semicolons and line breaks', () => {
    expect(parseCsv('\uFEFFa;b;c\r\n1;"x;y";"say ""hi"""\n2;"two\nlines";3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
      ['2', 'two\nlines', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('checks a file row by row and refuses it whole when a row is rejected, writing nothing', async () => {
    const file = await xlsx([
      ['', 'Cincin Impor A', C.g1, C.d1, C.A, 'A', 2.25, '75', '', ''],
      ['', '', C.g1, C.d1, C.A, 'A', 1.5, '75', '', ''],
      ['', 'Gelang Salah Jenis', C.g1, C.d2, C.C, 'SP', '5.000', '75', '', ''],
      ['', 'Kalung Minus', C.g3, C.d3, C.other, 'A', '-3', '91.6', '', ''],
      ['ABC', 'Anting Kode Pendek', C.g1, C.d1b, 'NOPE', 'X', '1.2345', '40K', '', 'mahal'],
    ]);
    const check = (await owner.upload('import-data-pusat/cek', { name: 'pusat.xlsx', type: XLSX_TYPE, data: file })).json().data;
    expect(check).toMatchObject({ total: 5, diterima: 1, berat: '2.250' });
    expect(check.ditolak).toEqual([
      { baris: 3, kode_barcode: '-', alasan: [tidakBolehKosong('Nama Barang')] },
      { baris: 4, kode_barcode: '-', alasan: [MESSAGES.jenisTidakSesuaiKategori] },
      { baris: 5, kode_barcode: '-', alasan: [MESSAGES.aksesTokoLainDitolak, `${MESSAGES.beratTidakValid} (berat)`] },
      {
        baris: 6,
        kode_barcode: 'ABC',
        alasan: [
          MESSAGES.kodeBarcodeMinimal8,
          MESSAGES.bakiTidakDitemukan,
          MESSAGES.tipeBarangTidakValid,
          `${MESSAGES.beratTidakValid} (berat)`,
          MESSAGES.kadarTidakValid,
          MESSAGES.nilaiHarusAngka,
        ],
      },
    ]);
    const before = await writeCounts(t.db);
    const refused = await owner.upload('import-data-pusat', { name: 'pusat.xlsx', type: XLSX_TYPE, data: file });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: MESSAGES.importDitolak, details: { total: 5, ditolak: check.ditolak } });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('imports a clean file in one document: given barcodes kept, others generated, prices computed', async () => {
    const file = await xlsx([
      ['IMPT2345', 'Cincin Impor A', C.g1, C.d1, C.A, 'A', 2.25, '75', 'Mata Biru', ''],
      ['', 'Kalung Impor B', C.g2, C.d2b, C.B, 'SP', '10.125', '99.9', '', 25_000_000],
      ['', 'Gelang Impor C', C.g3, C.d3, C.C, 'a', '7', '22K', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
    ]);
    const trayA = await balance(t.db, `BAKI:${C.A}`, C.g1, C.d1);
    const response = await owner.upload('import-data-pusat', { name: 'pusat.xlsx', type: XLSX_TYPE, data: file });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: MESSAGES.dataBerhasilDisimpan, qty: 3, berat: '19.375' });
    expect(body.no_dokumen).toMatch(new RegExp(`^IMP-${C.home}-261122-\\d{4}$`));
    expect(body.kode_barcode[0]).toBe('IMPT2345');
    expect(body.kode_barcode[1]).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await item(t.db, 'IMPT2345')).toMatchObject({ lokasi: `BAKI:${C.A}`, berat: '2.250', nama_barang: 'CINCIN IMPOR A' });
    expect((await balance(t.db, `BAKI:${C.A}`, C.g1, C.d1)).qty).toBe(trayA.qty + 1);
    const prices = await rows<{ kode_barcode: string; harga_jual: string }>(
      t.db,
      sql`SELECT kode_barcode, harga_jual::text AS harga_jual FROM barang WHERE kode_barcode IN (${sql.join(
        body.kode_barcode.map((c: string) => sql`${c}`),
        sql`, `,
      )}) ORDER BY nama_barang`,
    );
    // 2.25 × 1,520,000 = 3,420,000; explicit 25,000,000; 7 × 1,960,000 = 13,720,000.
    expect(prices.map((p) => Number(p.harga_jual))).toEqual([3_420_000, 13_720_000, 25_000_000]);
    const report = (await owner.post('tambah-barang/report', { tgl_from: '2026-11-22', tgl_to: '2026-11-22' })).json();
    expect(report.data.filter((row: { sumber: string }) => row.sumber === 'IMPORT')).toHaveLength(3);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    const again = await owner.upload('import-data-pusat', { name: 'pusat.xlsx', type: XLSX_TYPE, data: file });
    expect(again.statusCode).toBe(422);
    expect(again.json().details.ditolak).toEqual([{ baris: 2, kode_barcode: 'IMPT2345', alasan: [MESSAGES.barcodeSudahAda] }]);
  });

  it('imports a semicolon CSV the same way', async () => {
    const csv = [
      'kode_barcode;nama_barang;kode_group;kode_dept;kode_baki;tipe_barang;berat;kadar',
      `;"Liontin ""Hati""";${C.g2};${C.d2};${C.D};SP;0.875;70`,
      `CSVA2345;Anting Csv;${C.g1};${C.d1b};${C.D};A;1.1;37.5`,
      '',
    ].join('\r\n');
    const response = await owner.upload('import-data-pusat', { name: 'pusat.csv', type: 'text/csv', data: Buffer.from(csv) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qty: 2, berat: '1.975' });
    expect(await item(t.db, 'CSVA2345')).toMatchObject({ lokasi: `BAKI:${C.D}`, berat: '1.100' });
    const [named] = await rows<{ nama_barang: string }>(t.db, sql`SELECT nama_barang FROM barang WHERE nama_barang LIKE 'LIONTIN%HATI%'`);
    expect(named?.nama_barang).toBe('LIONTIN "HATI"');
  });

  it('hands out a template whose filled first sheet (or CSV header) imports as it is', async () => {
    const response = await owner.get('import-data-pusat/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="template_import_data_pusat.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [data, notes] = workbook.worksheets;
    expect(data?.getRow(1).values).toEqual([undefined, ...IMPORT_COLUMNS]);
    expect(notes?.rowCount).toBe(1 + IMPORT_COLUMNS.length);
    expect(notes?.getRow(2).values).toEqual([undefined, 'kode_barcode', '-', IMPORT_COLUMN_NOTES.kode_barcode]);
    expect(notes?.getRow(3).values).toEqual([undefined, 'nama_barang', 'YA', IMPORT_COLUMN_NOTES.nama_barang]);
    const row: Record<string, string> = {
      nama_barang: 'Cincin Template',
      kode_group: C.g1,
      kode_dept: C.d1,
      kode_baki: C.A,
      tipe_barang: 'A',
      berat: '1.750',
      kadar: '75',
    };
    data?.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? ''));
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const check = (await owner.upload('import-data-pusat/cek', { name: 'template.xlsx', type: XLSX_TYPE, data: filled })).json().data;
    expect(check).toEqual({ total: 1, diterima: 1, berat: '1.750', ditolak: [] });

    const csv = await owner.get('import-data-pusat/template?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(`${IMPORT_COLUMNS.join(',')}\r\n`);
    const denied = await kasir.get('import-data-pusat/template');
    expect(denied.statusCode).toBe(403);
  });

  it('refuses files that are not XLSX or CSV, empty files, and users without the menu', async () => {
    const png = await owner.upload('import-data-pusat/cek', {
      name: 'foto.png',
      type: 'image/png',
      data: Buffer.from('\x89PNG\r\n\x1a\n'),
    });
    expect([png.statusCode, png.json().message]).toEqual([400, MESSAGES.fileHarusXlsxAtauCsv]);
    const broken = await owner.upload('import-data-pusat/cek', {
      name: 'rusak.xlsx',
      type: XLSX_TYPE,
      data: Buffer.from('PK\x03\x04garbage'),
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, MESSAGES.fileHarusXlsxAtauCsv]);
    const headerOnly = await owner.upload('import-data-pusat/cek', {
      name: 'kosong.csv',
      type: 'text/csv',
      data: Buffer.from('nama_barang,berat\n'),
    });
    expect([headerOnly.statusCode, headerOnly.json().message]).toEqual([400, MESSAGES.fileTidakBerisiData]);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/v1/import-data-pusat/cek', headers: bearer(ownerToken), payload: {} });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, MESSAGES.fileHarusXlsxAtauCsv]);
    const denied = await kasir.upload('import-data-pusat', { name: 'pusat.csv', type: 'text/csv', data: Buffer.from('nama_barang\nX\n') });
    expect([denied.statusCode, denied.json().message]).toEqual([403, MESSAGES.aksesDitolak]);
  });
});

it('keeps every ledger invariant', async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
});
