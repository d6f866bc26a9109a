// What the counter screens read: a scanned piece priced for today, the list of sales (/lihat-penjualan,
// /batal-penjualan), one sale in full (reprint), its nota PDF, and the nota's per-store setting.
import { sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  type PenjualanDetail,
  type PenjualanRow,
  type penjualanApi,
  type SettingNota,
  type BodyOf,
  type QueryOf,
} from '@kencana/core';
import { assertStoreAccess, assertVisible, isPrivileged } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { setting_nota } from '../../db/schema/index.ts';
import { printDate, renderNotaPenjualanPdf } from '../../documents/index.ts';
import { fileStoreFor } from '../../files/file-store.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { loadStore, readItems } from '../../stock/index.ts';
import { assertHargaHariIni, counterSettings } from '../setting-system/index.ts';
import { diskonMaksPersen, hargaEmasOf } from './penjualan.service.ts';

/** A photo from the file store as a data: URL, or null when there is none (or the store cannot give it). */
async function fotoDataUrl(deps: AppDeps, key: string | null): Promise<string | null> {
  if (!key) return null;
  const data = await fileStoreFor(deps.env)
    .get(key)
    .catch(() => null);
  return data ? `data:image/jpeg;base64,${data.toString('base64')}` : null;
}

/** A scanned piece as the counter shows it: on a tray of the store, priced at today's gold price. */
export async function barangJual(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof penjualanApi.barangJual>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const store = await loadStore(deps.db, kode_toko);
  const item = (await readItems(deps.db, [query.kode_barcode], { lock: false })).get(query.kode_barcode);
  if (!item) throw notFound(`${MESSAGES.barangTidakDiTemukan} (${query.kode_barcode})`);
  if (item.lokasi_kind === 'SOLD') throw conflict(`${PM.barangSudahTerjual} (${item.kode_barcode})`);
  if (item.kode_toko !== kode_toko) throw conflict(`${PM.barangBukanTokoIni} (${item.kode_barcode})`);
  if (item.lokasi_kind !== 'BAKI' || !item.kode_baki) throw conflict(`${MESSAGES.barangTidakDiBaki} (${item.kode_barcode})`);
  const [extra] = await rows<{
    nama_group: string;
    nama_dept: string;
    nama_atribut: string;
    ongkos: string;
    harga_atribut: string;
    foto: string | null;
  }>(
    deps.db,
    sql`SELECT COALESCE(g.nama_group, '') AS nama_group, COALESCE(j.nama_dept, '') AS nama_dept, b.nama_atribut, b.ongkos::text AS ongkos,
               b.harga_atribut::text AS harga_atribut, b.foto
        FROM barang b LEFT JOIN groups g ON g.kode_group = b.kode_group LEFT JOIN jenis j ON j.kode_dept = b.kode_dept
        WHERE b.kode_barcode = ${item.kode_barcode}`,
  );
  // The daily price gate refuses the scan already; the gold part is rounded by the chain's rule.
  const { setting, kategori_harga } = await counterSettings(deps.db, store.kode_toko);
  await assertHargaHariIni(deps.db, store.tgl_system, [item.kode_group], setting);
  const { harga_per_gram, harga_emas } = await hargaEmasOf(deps.db, item, store.tgl_system, kategori_harga, setting.pembulatan_jual);
  return {
    data: {
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      kode_group: item.kode_group,
      nama_group: extra?.nama_group ?? '',
      kode_dept: item.kode_dept,
      nama_dept: extra?.nama_dept ?? '',
      kode_baki: item.kode_baki,
      berat: item.berat,
      kadar: item.kadar,
      nama_atribut: extra?.nama_atribut ?? '-',
      harga_per_gram,
      harga_emas,
      ongkos: Number(extra?.ongkos ?? 0),
      harga_atribut: Number(extra?.harga_atribut ?? 0),
      // The same limit the save applies.
      diskon_maks_persen: isPrivileged(user) ? 100 : Number(diskonMaksPersen(setting, user.level)),
      pembulatan_jual: setting.pembulatan_jual,
      foto: await fotoDataUrl(deps, extra?.foto ?? null),
    },
  };
}

const ROW_COLUMNS = sql.raw(`p.no_faktur_jual, to_char(p.tgl_system, 'YYYY-MM-DD') AS tgl_system, p.kode_toko, p.kode_sales, p.kode_member,
  p.nama_customer, p.no_hp, p.total_harga::text AS total_harga, p.status, p.user_id,
  (SELECT count(*) FROM penjualan_detail d WHERE d.no_faktur_jual = p.no_faktur_jual)::int AS qty,
  (SELECT COALESCE(sum(d.berat), 0)::numeric(12,3)::text FROM penjualan_detail d WHERE d.no_faktur_jual = p.no_faktur_jual) AS berat`);

type RawRow = Omit<PenjualanRow, 'total_harga' | 'status'> & { total_harga: string; status: string };
const toRow = (r: RawRow): PenjualanRow => ({ ...r, total_harga: Number(r.total_harga), status: r.status === 'BATAL' ? 'BATAL' : 'OPEN' });

/** Sales of a store, newest first, filtered by period, number, member, barcode; paged on the server. */
export async function daftarPenjualan(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof penjualanApi.daftarPenjualan>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const where: SQL[] = [sql`p.kode_toko = ${kode_toko}`];
  if (query.tgl_from) where.push(sql`p.tgl_system >= ${query.tgl_from}::date`);
  if (query.tgl_to) where.push(sql`p.tgl_system <= ${query.tgl_to}::date`);
  if (query.no_faktur_jual) where.push(sql`p.no_faktur_jual = ${query.no_faktur_jual}`);
  if (query.kode_member) where.push(sql`p.kode_member = ${query.kode_member} AND p.kode_member <> ''`);
  if (query.kode_barcode)
    where.push(sql`p.no_faktur_jual IN (SELECT no_faktur_jual FROM penjualan_detail WHERE kode_barcode = ${query.kode_barcode})`);
  const condition = sql.join(where, sql` AND `);
  const [count] = await rows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM penjualan p WHERE ${condition}`);
  const found = await rows<RawRow>(
    deps.db,
    sql`SELECT ${ROW_COLUMNS} FROM penjualan p WHERE ${condition}
        ORDER BY p.tgl_system DESC, p.no_faktur_jual DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  );
  return { message: found.length ? PM.dataPenjualanTersedia : PM.dataPenjualanTidakAda, data: found.map(toRow), total: count?.n ?? 0 };
}

/** One sale in full (header, pieces, payments), if the user may see it. */
export async function loadPenjualan(q: Queryable, user: CurrentUser, no_faktur_jual: string, timeZone: string): Promise<PenjualanDetail> {
  const [head] = await rows<
    RawRow & {
      alamat: string;
      nama_sales: string;
      nama_toko: string;
      alamat_toko: string;
      total_bayar: string;
      kembalian: string;
      poin: number;
      no_batal: string;
      alasan_batal: string;
      jam: string;
    }
  >(
    q,
    sql`SELECT ${ROW_COLUMNS}, p.alamat, COALESCE(s.nama_sales, '') AS nama_sales, t.nama_toko, t.alamat_toko, p.total_bayar::text AS total_bayar,
               p.kembalian::text AS kembalian, p.poin, p.no_batal, p.alasan_batal, to_char(p.created_at AT TIME ZONE ${timeZone}, 'HH24:MI') AS jam
        FROM penjualan p JOIN tokos t ON t.kode_toko = p.kode_toko LEFT JOIN sales s ON s.kode_sales = p.kode_sales
        WHERE p.no_faktur_jual = ${no_faktur_jual}`,
  );
  assertVisible(user, head, (record) => record.kode_toko, PM.penjualanTidakDitemukan);
  const lines = await rows<{
    kode_barcode: string;
    nama_barang: string;
    kode_group: string;
    kode_dept: string;
    kode_baki: string;
    berat: string;
    kadar: string;
    harga_per_gram: string;
    harga_emas: string;
    ongkos: string;
    harga_atribut: string;
    diskon: string;
    harga: string;
    ppn_dasar: string;
    ppn_persen: string;
    ppn: string;
  }>(
    q,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_baki, berat::text AS berat, kadar, harga_per_gram::text AS harga_per_gram,
               harga_emas::text AS harga_emas, ongkos::text AS ongkos, harga_atribut::text AS harga_atribut, diskon::text AS diskon, harga::text AS harga,
               ppn_dasar, trim(trailing '.' from trim(trailing '0' from ppn_persen::text)) AS ppn_persen, ppn::text AS ppn
        FROM penjualan_detail WHERE no_faktur_jual = ${no_faktur_jual} ORDER BY line_no`,
  );
  const bayar = await rows<{
    jenis: PenjualanDetail['pembayaran'][number]['jenis'];
    jumlah: string;
    kode_bank: string;
    kode_marketplace: string;
    no_referensi: string;
  }>(
    q,
    sql`SELECT jenis, jumlah::text AS jumlah, kode_bank, kode_marketplace, no_referensi FROM penjualan_bayar WHERE no_faktur_jual = ${no_faktur_jual} ORDER BY id`,
  );
  return {
    ...toRow(head),
    alamat: head.alamat,
    nama_sales: head.nama_sales,
    nama_toko: head.nama_toko,
    alamat_toko: head.alamat_toko,
    total_bayar: Number(head.total_bayar),
    kembalian: Number(head.kembalian),
    poin: head.poin,
    no_batal: head.no_batal,
    alasan_batal: head.alasan_batal,
    jam: head.jam,
    detail_barang: lines.map((l) => ({
      ...l,
      harga_per_gram: Number(l.harga_per_gram),
      harga_emas: Number(l.harga_emas),
      ongkos: Number(l.ongkos),
      harga_atribut: Number(l.harga_atribut),
      diskon: Number(l.diskon),
      harga: Number(l.harga),
      ppn: Number(l.ppn),
    })),
    pembayaran: bayar.map((b) => ({ ...b, jumlah: Number(b.jumlah) })),
  };
}

export async function detailPenjualan(deps: AppDeps, user: CurrentUser, no_faktur_jual: string) {
  return { data: await loadPenjualan(deps.db, user, no_faktur_jual, deps.env.TZ_STORE) };
}

/** The nota's setting of a store (defaults: empty texts, A5). */
export async function settingNotaOf(q: Queryable, kode_toko: string): Promise<SettingNota> {
  const [row] = await rows<SettingNota>(
    q,
    sql`SELECT kode_toko, header, footer, syarat_buyback, ukuran_kertas FROM setting_nota WHERE kode_toko = ${kode_toko}`,
  );
  return row ?? { kode_toko, header: '', footer: '', syarat_buyback: '', ukuran_kertas: 'A5' };
}

export async function getSettingNota(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof penjualanApi.getSettingNota>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  await loadStore(deps.db, kode_toko);
  return { data: await settingNotaOf(deps.db, kode_toko) };
}

export async function simpanSettingNota(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof penjualanApi.simpanSettingNota>) {
  const kode_toko = assertStoreAccess(user, body.kode_toko);
  await loadStore(deps.db, kode_toko);
  const values = {
    header: body.header,
    footer: body.footer,
    syarat_buyback: body.syarat_buyback,
    ukuran_kertas: body.ukuran_kertas,
    updated_by: user.user_id,
    updated_at: sql`now()`,
  };
  await deps.db
    .insert(setting_nota)
    .values({ kode_toko, ...values })
    .onConflictDoUpdate({ target: setting_nota.kode_toko, set: values });
  return { message: PM.settingNotaBerhasil, data: await settingNotaOf(deps.db, kode_toko) };
}

/** The nota PDF of a sale on the store's paper, each piece with its photo. */
export async function notaPenjualanPdf(deps: AppDeps, user: CurrentUser, no_faktur_jual: string) {
  const sale = await loadPenjualan(deps.db, user, no_faktur_jual, deps.env.TZ_STORE);
  const setting = await settingNotaOf(deps.db, sale.kode_toko);
  const codes = sale.detail_barang.map((l) => l.kode_barcode);
  const fotoKeys = codes.length
    ? await rows<{ kode_barcode: string; foto: string | null }>(
        deps.db,
        sql`SELECT kode_barcode, foto FROM barang WHERE kode_barcode IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      )
    : [];
  const fotos = new Map<string, string | null>();
  for (const row of fotoKeys) fotos.set(row.kode_barcode, await fotoDataUrl(deps, row.foto));
  const pdf = await renderNotaPenjualanPdf({
    sale,
    setting,
    fotos,
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  });
  return { fileName: `nota-${sale.no_faktur_jual}.pdf`, pdf };
}
