// Test helpers of the goods API tests: a small HTTP client over inject, item finders and payload builders.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rows, type Db } from '../../db/client.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  upload(url: string, file: { name: string; type: string; data: Buffer | Uint8Array }): Promise<LightMyRequestResponse>;
}

/** A test app on the demo chain with the owner's and the cashier's clients, as each goods test file starts. */
export async function openGoodsApp(): Promise<{ t: TestApp; owner: Client; kasir: Client }> {
  const t = await createTestApp();
  const owner = client(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  const kasir = client(t, (await loginAs(t.app, 'kasir', 'kasir123')).token);
  return { t, owner, kasir };
}

/** Calls /api/v1/<url> with the token. */
export function client(t: TestApp, token: string): Client {
  const headers = bearer(token);
  return {
    get: (url) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers }),
    post: (url, payload) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload: payload as object }),
    put: (url, payload) => t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers, payload: payload as object }),
    del: (url) => t.app.inject({ method: 'DELETE', url: `/api/v1/${url}`, headers }),
    upload: (url, file) => {
      const boundary = `----kencana${Math.random().toString(16).slice(2)}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([head, Buffer.from(file.data), tail]),
      });
    },
  };
}

export interface ItemInfo {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_toko: string | null;
  kode_baki: string | null;
  lokasi: string | null;
  berat: string;
  kadar: string;
}

const ITEM = sql.raw(`kode_barcode, nama_barang, kode_group, kode_dept, kode_toko, kode_baki, lokasi, berat::text AS berat, kadar`);

/** Items on a tray, in barcode order. */
export async function itemsOn(db: Db, kode_baki: string, take = 100): Promise<ItemInfo[]> {
  return rows<ItemInfo>(db, sql`SELECT ${ITEM} FROM barang WHERE lokasi = ${`BAKI:${kode_baki}`} ORDER BY kode_barcode LIMIT ${take}`);
}

export async function item(db: Db, kode_barcode: string): Promise<ItemInfo> {
  const [found] = await rows<ItemInfo>(db, sql`SELECT ${ITEM} FROM barang WHERE kode_barcode = ${kode_barcode}`);
  if (!found) throw new Error(`no item ${kode_barcode}`);
  return found;
}

/** Rows of the tables a refused call must not touch: documents, ledger, items, item lines, shipments. */
export interface WriteCounts {
  documents: number;
  movements: number;
  barang: number;
  mutasi: number;
  kirim: number;
  terima: number;
  cucian: number;
  timbang: number;
  opname: number;
  barang_hash: string;
}

export async function writeCounts(db: Db): Promise<WriteCounts> {
  const [row] = await rows<WriteCounts>(
    db,
    sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM stock_movements)::int AS movements,
               (SELECT count(*) FROM barang)::int AS barang, (SELECT count(*) FROM barang_mutasi)::int AS mutasi,
               (SELECT count(*) FROM kirim_barang)::int AS kirim, (SELECT count(*) FROM terima_barang)::int AS terima,
               (SELECT count(*) FROM cucian)::int AS cucian, (SELECT count(*) FROM timbang_baki)::int AS timbang,
               (SELECT count(*) FROM stock_opname_barang)::int AS opname,
               (SELECT md5(string_agg(kode_barcode || coalesce(lokasi, '') || berat::text || kode_group || kode_dept, ',' ORDER BY kode_barcode)) FROM barang) AS barang_hash`,
  );
  return row as WriteCounts;
}

/** Ledger balance (qty, grams) of a place and category/type. */
export async function balance(db: Db, place: string, kode_group?: string, kode_dept?: string): Promise<{ qty: number; berat: string }> {
  const [row] = await rows<{ qty: number; berat: string }>(
    db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances
        WHERE place = ${place} ${kode_group ? sql`AND kode_group = ${kode_group}` : sql``} ${kode_dept ? sql`AND kode_dept = ${kode_dept}` : sql``}`,
  );
  return { qty: Number(row?.qty ?? 0), berat: row?.berat ?? '0.000' };
}

/** A complete add-goods form for a 17K ring on the given tray. */
export function barangForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kode_kategori: '17K',
    kode_jenis: 'CIN17',
    kode_lokasi_toko: 'KC01A',
    tipe_barang: 'A',
    nama_barang: 'Cincin 17K Polos Uji',
    berat: '2.500',
    berat_asli: '2.500',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    tujuan: 'T01',
    berat_cad: '0',
    berat_susut: '0.050',
    susut_tukang: '0.100',
    nama_atribut: 'Batu Zirkon',
    berat_atribut: '0.120',
    berat_bandrol: '0.200',
    berat_plastik: '0.100',
    ...overrides,
  };
}

/** A minimal JPEG (SOI, APP0, a frame header of the size, EOI), padded to `bytes` when asked. */
export function tinyJpeg(width: number, height: number, bytes = 0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const core = Buffer.from([0xff, 0xd8, ...app0, ...sof]);
  const padding = Math.max(0, bytes - core.length - 2);
  return Buffer.concat([core, Buffer.alloc(padding, 0), Buffer.from([0xff, 0xd9])]);
}
