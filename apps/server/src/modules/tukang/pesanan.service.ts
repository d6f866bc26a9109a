// Custom orders: taken (/transaksi-pesanan), given to a craftsman (/pembagian-pesanan), finished
// (/pesanan-selesai: the piece and its shrink leave the craftsman's material), moved to another craftsman
// (/pindah-pesanan), reprinted (/cetak-ulang-pesanan), listed (/lihat-pesanan).
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  bahanTukangTidakCukup,
  buildSlip,
  fineGrams,
  MESSAGES,
  pembagianPesananSlip,
  pesananSlip,
  roundUpTo500,
  toGramString,
  type PembagianBody,
  type PesananBody,
  type PesananRow,
} from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { depositMoney } from '../../ledger/money-lines.ts';
import { orderDepositTarget, titipanForOrder } from '../titipan/index.ts';
import { actingStore, loadStore, PESANAN_DEPT, pesananPlace, postDocument } from '../../stock/index.ts';
import { assertGroup, groupPercent, loadTukang, saldoBahan, tukangPlace } from './bahan.service.ts';

const ORDER_COLUMNS =
  sql.raw(`p.no_pesanan, p.kode_toko, to_char(p.tgl_pesanan, 'YYYY-MM-DD') AS tgl_pesanan, to_char(p.tgl_jatuh_tempo, 'YYYY-MM-DD') AS tgl_jatuh_tempo,
  p.kode_member, p.nama_customer, p.alamat, p.no_hp, p.kode_group, p.total_harga::float8 AS total_harga, p.uang_muka::float8 AS uang_muka, p.status, p.kode_tukang,
  p.ongkos_tukang::float8 AS ongkos_tukang, p.berat_susut::text AS berat_susut, p.berat_selesai::text AS berat_selesai, p.susut_selesai::text AS susut_selesai,
  (SELECT b.kode_barcode FROM barang b WHERE b.no_pesanan = p.no_pesanan ORDER BY b.kode_barcode LIMIT 1) AS kode_barcode`);

type OrderHead = Omit<PesananRow, 'detail_barang'>;

/** An order with its pieces; `lock`: the order row is held until the transaction ends. */
async function readOrder(q: Queryable, no_pesanan: string, lock = false): Promise<PesananRow | null> {
  if (lock) await q.execute(sql`SELECT 1 FROM pesanan WHERE no_pesanan = ${no_pesanan} FOR UPDATE`);
  const [head] = await rows<OrderHead>(q, sql`SELECT ${ORDER_COLUMNS} FROM pesanan p WHERE p.no_pesanan = ${no_pesanan}`);
  if (!head) return null;
  const detail = await rows<PesananRow['detail_barang'][number]>(
    q,
    sql`SELECT line_no, kode_group, jenis_pesanan, deskripsi, attribut, size, perkiraan_berat::text AS perkiraan_berat, perkiraan_kadar,
               berat_atribut::text AS berat_atribut, harga_gram::float8 AS harga_gram, harga_atribut::float8 AS harga_atribut, sub_total::float8 AS sub_total
        FROM pesanan_detail WHERE no_pesanan = ${no_pesanan} ORDER BY line_no`,
  );
  return {
    ...normalise(head),
    detail_barang: detail.map((line) => ({
      ...line,
      perkiraan_berat: grams(line.perkiraan_berat),
      berat_atribut: grams(line.berat_atribut),
      harga_gram: Number(line.harga_gram),
      harga_atribut: Number(line.harga_atribut),
      sub_total: Number(line.sub_total),
    })),
  };
}

const grams = (value: string | null | undefined): string => toGramString(new Decimal(value ?? '0'));
function normalise(head: OrderHead): OrderHead {
  return {
    ...head,
    total_harga: Number(head.total_harga),
    uang_muka: Number(head.uang_muka),
    ongkos_tukang: Number(head.ongkos_tukang),
    berat_susut: grams(head.berat_susut),
    berat_selesai: grams(head.berat_selesai),
    susut_selesai: grams(head.susut_selesai),
  };
}

/** An order the user may see (staff: their store's), or 404 'No Pesanan Tidak Ada'. */
async function visibleOrder(q: Queryable, user: CurrentUser, no_pesanan: string, lock = false): Promise<PesananRow> {
  const order = await readOrder(q, no_pesanan, lock);
  if (!order) throw notFound(MESSAGES.noPesananTidakAda);
  assertStoreAccess(user, order.kode_toko);
  return order;
}

// ---------------------------------------------------------------- taking an order

export async function simpanPesanan(deps: AppDeps, user: CurrentUser, body: PesananBody) {
  if (body.kode_customer === '-' && !body.customer) throw badRequest(MESSAGES.customerHarusDiisi);
  const kategori = body.detail_barang[0]!.kode_group;
  if (body.detail_barang.some((item) => item.kode_group !== kategori)) throw badRequest(MESSAGES.kategoriPesananHarusSama);
  const items = body.detail_barang.map((item, index) => ({
    ...item,
    line_no: index + 1,
    sub_total: roundUpTo500(new Decimal(item.perkiraan_berat).times(item.harga_gram)) + item.harga_atribut,
  }));
  const total = items.reduce((sum, item) => sum + item.sub_total, 0);
  if (body.uang_muka > total) throw badRequest(MESSAGES.uangMukaMelebihiTotal);
  const pembayaran =
    body.pembayaran.length > 0 ? body.pembayaran : body.uang_muka > 0 ? [{ jenis_bayar: 'TUNAI', jumlah: body.uang_muka }] : [];
  if (pembayaran.reduce((sum, bayar) => sum + bayar.jumlah, 0) !== body.uang_muka) throw badRequest(MESSAGES.pembayaranTidakSesuai);
  // The order is a document of the kernel so its down payment posts to the money ledger in the same
  // transaction (into the drawer or method, owed on the order's TITIPAN); an order without one posts nothing
  // and writes no document, but still takes its number.
  const { order, store } = await postDocument(deps, user, {
    type: 'PESANAN',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      await assertGroup(tx, kategori);
      if (body.tgl_jatuh_tempo < store.tgl_system) throw badRequest(MESSAGES.tanggalJatuhTempoTidakValid);
      const no_pesanan = await number();
      await tx.execute(sql`INSERT INTO pesanan (no_pesanan, kode_toko, tgl_pesanan, tgl_jatuh_tempo, kode_member, nama_customer, alamat, no_hp, kode_group, total_harga, uang_muka, user_id)
                         VALUES (${no_pesanan}, ${store.kode_toko}, ${store.tgl_system}, ${body.tgl_jatuh_tempo}, ${body.kode_customer}, ${body.customer?.nama ?? body.kode_customer},
                                 ${body.customer?.alamat ?? '-'}, ${body.customer?.no_hp ?? '-'}, ${kategori}, ${total}, ${body.uang_muka}, ${user.user_id})`);
      for (const item of items) {
        await tx.execute(sql`INSERT INTO pesanan_detail (no_pesanan, line_no, kode_group, jenis_pesanan, deskripsi, attribut, size, perkiraan_berat, perkiraan_kadar, berat_atribut, harga_gram, harga_atribut, sub_total)
                           VALUES (${no_pesanan}, ${item.line_no}, ${item.kode_group}, ${item.jenis_pesanan}, ${item.deskripsi}, ${item.attribut}, ${item.size}, ${item.perkiraan_berat}::numeric,
                                   ${item.perkiraan_kadar}, ${item.berat_atribut}::numeric, ${item.harga_gram}, ${item.harga_atribut}, ${item.sub_total})`);
      }
      // Deposits: a TITIPAN line draws on the customer's deposit, capped at its balance (checked under its lock).
      const customer = {
        kode_member: body.kode_customer && body.kode_customer !== '-' ? body.kode_customer : null,
        no_hp: body.customer?.no_hp ?? null,
        nama: body.customer?.nama ?? null,
      };
      const drawn = pembayaran.filter((bayar) => bayar.jenis_bayar === 'TITIPAN');
      const titipan = drawn.length ? await titipanForOrder(tx, store.kode_toko, drawn, customer) : [];
      const paid = pembayaran.map((bayar) => ({
        jenis: bayar.jenis_bayar,
        jumlah: bayar.jumlah,
        ...(bayar.jenis_bayar === 'TITIPAN' ? { akun: titipan[drawn.indexOf(bayar)] } : {}),
      }));
      for (const [index, bayar] of pembayaran.entries()) {
        await tx.execute(
          sql`INSERT INTO pesanan_bayar (no_pesanan, line_no, jenis_bayar, jumlah) VALUES (${no_pesanan}, ${index + 1}, ${bayar.jenis_bayar}, ${bayar.jumlah})`,
        );
      }
      return {
        note: `UANG MUKA PESANAN ${no_pesanan}`,
        // Deposits: owed on the customer's deposit account (a member, or a walk-in with a phone), released into
        // the sale at hand-over from wherever it was posted (orders taken before: their order-number account).
        money: depositMoney(
          store.kode_toko,
          no_pesanan,
          paid,
          orderDepositTarget(store.kode_toko, no_pesanan, {
            kode_member: body.kode_customer,
            no_hp: body.customer?.no_hp ?? null,
            nama: body.customer?.nama ?? null,
          }),
        ),
        result: async () => ({ order: (await readOrder(tx, no_pesanan)) as PesananRow, store }),
      };
    },
  });
  const slip = buildSlip(pesananSlip, {
    shop: { nama_toko: store.nama_toko, alamat_toko: store.alamat_toko },
    ...order,
    items: order.detail_barang,
    pembayaran,
    user_id: user.user_id,
  });
  return { message: MESSAGES.pesananTersimpan, data: order, slip };
}

export async function pesananAvailable(deps: AppDeps, user: CurrentUser, no_pesanan: string) {
  const order = await visibleOrder(deps.db, user, no_pesanan);
  if (order.status !== 'OPEN') throw notFound(MESSAGES.noPesananTidakAda);
  return { message: MESSAGES.dataPesananTersedia, data: order };
}

export async function pesananDetail(deps: AppDeps, user: CurrentUser, no_pesanan: string) {
  return { message: MESSAGES.dataPesananTersedia, data: await visibleOrder(deps.db, user, no_pesanan) };
}

export async function lihatPesanan(
  deps: AppDeps,
  user: CurrentUser,
  query: { status: string; cari: string; page: number; kode_toko?: string },
) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const like = `%${query.cari.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`p.kode_toko = ${kode_toko} ${query.status === 'SEMUA' ? sql`` : sql`AND p.status = ${query.status}`}
    ${query.cari ? sql`AND (p.no_pesanan LIKE ${like} OR p.nama_customer LIKE ${like} OR p.kode_member LIKE ${like} OR p.no_hp LIKE ${like})` : sql``}`;
  const [count] = await rows<{ total: number }>(deps.db, sql`SELECT COUNT(*)::int AS total FROM pesanan p WHERE ${where}`);
  const data = await rows<OrderHead>(
    deps.db,
    sql`SELECT ${ORDER_COLUMNS} FROM pesanan p WHERE ${where} ORDER BY p.tgl_pesanan DESC, p.no_pesanan DESC LIMIT 50 OFFSET ${(query.page - 1) * 50}`,
  );
  return {
    message: data.length ? MESSAGES.dataPesananTersedia : MESSAGES.tidakAdaData,
    data: data.map(normalise),
    total: Number(count?.total ?? 0),
  };
}

// ---------------------------------------------------------------- distribution

async function distributionSlip(q: Queryable, order: PesananRow): Promise<string> {
  const store = await loadStore(q, order.kode_toko);
  const tukang = order.kode_tukang
    ? await loadTukang(q, order.kode_tukang).catch(() => ({ kode_tukang: order.kode_tukang as string, nama_tukang: '' }))
    : null;
  return buildSlip(pembagianPesananSlip, {
    shop: { nama_toko: store.nama_toko, alamat_toko: store.alamat_toko },
    no_pesanan: order.no_pesanan,
    tgl: order.tgl_pesanan,
    tgl_selesai: order.tgl_jatuh_tempo,
    tukang: tukang ? `${tukang.kode_tukang} ${tukang.nama_tukang}`.trim() : '-',
    kode_member: order.kode_member,
    nama_pemesan: order.nama_customer,
    alamat: order.alamat,
    telepon: order.no_hp,
    // The fee and the shrink allowed are the order's: printed on its first piece.
    keterangan: order.detail_barang.map((item, index) => ({
      kategori: item.kode_group,
      jenis_pesanan: item.jenis_pesanan,
      atribut: item.attribut,
      deskripsi: item.deskripsi,
      berat: item.perkiraan_berat,
      berat_susut: index === 0 ? order.berat_susut : '0.000',
      ongkos_tukang: index === 0 ? order.ongkos_tukang : 0,
      berat_atribut: item.berat_atribut,
      size: item.size,
    })),
  });
}

export async function pembagianPesanan(deps: AppDeps, user: CurrentUser, body: PembagianBody) {
  return deps.db.transaction(async (tx) => {
    const order = await visibleOrder(tx, user, body.no_pesanan, true);
    await actingStore(deps, tx, user, order.kode_toko);
    if (order.status !== 'OPEN') throw conflict(MESSAGES.pesananSudahDibagi);
    await loadTukang(tx, body.kode_tukang);
    await tx.execute(sql`UPDATE pesanan SET status = 'PROSES', kode_tukang = ${body.kode_tukang}, ongkos_tukang = ${body.ongkos_tukang}, berat_susut = ${body.berat_susut}::numeric,
                           tgl_bagi = (SELECT tgl_system FROM tokos WHERE kode_toko = ${order.kode_toko}) WHERE no_pesanan = ${body.no_pesanan}`);
    const updated = (await readOrder(tx, body.no_pesanan)) as PesananRow;
    return { message: MESSAGES.berhasilDisimpan, data: { no_pesanan: updated.no_pesanan, slip: await distributionSlip(tx, updated) } };
  });
}

export async function cetakUlangPesanan(deps: AppDeps, user: CurrentUser, no_pesanan: string) {
  const order = await visibleOrder(deps.db, user, no_pesanan);
  if (order.status === 'OPEN') throw conflict(MESSAGES.pesananBelumDibagi);
  return { message: MESSAGES.dataPesananTersedia, data: { no_pesanan, slip: await distributionSlip(deps.db, order) } };
}

// ---------------------------------------------------------------- finishing and moving

/** Records a change of the craftsman's BAHAN balance (the note row the material report reads). */
export async function writeBahanRow(
  tx: Tx,
  row: {
    no: string;
    trx_type: string;
    kode_toko: string;
    tgl_system: string;
    kode_tukang: string;
    jenis?: string;
    kode_group: string;
    jml_bahan: string;
    berat_susut?: string;
    saldo_akhir: string;
    no_ref?: string;
    keterangan?: string;
    kode_baki?: string;
    user_id: string;
  },
): Promise<void> {
  await tx.execute(sql`INSERT INTO tukang_bahan (no_tambah_tukar, trx_type, kode_toko, tgl_system, kode_tukang, jenis, kode_group, kode_baki, jml_bahan, berat_susut, saldo_akhir, no_ref, keterangan, user_id)
                       VALUES (${row.no}, ${row.trx_type}, ${row.kode_toko}, ${row.tgl_system}, ${row.kode_tukang}, ${row.jenis ?? 'BAHAN'}, ${row.kode_group}, ${row.kode_baki ?? ''},
                               ${row.jml_bahan}::numeric, ${row.berat_susut ?? '0'}::numeric, ${row.saldo_akhir}::numeric, ${row.no_ref ?? ''}, ${row.keterangan ?? ''}, ${row.user_id})`);
}

export async function pesananSelesai(
  deps: AppDeps,
  user: CurrentUser,
  body: { no_pesanan: string; berat_selesai: string; berat_susut: string },
) {
  const found = await visibleOrder(deps.db, user, body.no_pesanan);
  const done = await postDocument(deps, user, {
    type: 'PESANAN_SELESAI',
    alwaysPosts: true,
    toko: found.kode_toko,
    plan: async ({ tx, store, number }) => {
      const order = await visibleOrder(tx, user, body.no_pesanan, true);
      if (order.status === 'OPEN') throw conflict(MESSAGES.pesananBelumDibagi);
      if (order.status !== 'PROSES') throw conflict(MESSAGES.pesananSudahSelesai);
      const kode_tukang = order.kode_tukang as string;
      const used = new Decimal(body.berat_selesai).plus(body.berat_susut);
      const saldo = new Decimal((await saldoBahan(tx, store.kode_toko, kode_tukang, order.kode_group, 'BAHAN', true)) ?? '0');
      if (used.greaterThan(saldo)) throw conflict(bahanTukangTidakCukup(toGramString(saldo)));
      const from = tukangPlace(store.kode_toko, kode_tukang);
      const kadar = await groupPercent(tx, order.kode_group);
      const reason = `SELESAI ${order.no_pesanan}`.slice(0, 60);
      const no = await number();
      const susut = new Decimal(body.berat_susut);
      return {
        note: `Pesanan selesai ${order.no_pesanan} (${kode_tukang})`,
        lines: [
          { from, kode_group: order.kode_group, kode_dept: 'BAHAN', qty: 0, berat: toGramString(used), reason },
          {
            to: pesananPlace(order.no_pesanan, store.kode_toko),
            kode_group: order.kode_group,
            kode_dept: PESANAN_DEPT,
            qty: 1,
            berat: body.berat_selesai,
            reason,
          },
        ],
        // The shrink's fine grams are what the consumed material held less the piece's (no rounding lost).
        losses: susut.isZero()
          ? []
          : [
              {
                kode_toko: store.kode_toko,
                kode_group: order.kode_group,
                kode_dept: 'BAHAN',
                berat: body.berat_susut,
                berat_murni: toGramString(new Decimal(fineGrams(used, kadar)).minus(fineGrams(body.berat_selesai, kadar))),
                reason: `SUSUT ${order.no_pesanan}`.slice(0, 60),
              },
            ],
        after: async () => {
          await writeBahanRow(tx, {
            no,
            trx_type: 'PAKAI',
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_tukang,
            kode_group: order.kode_group,
            jml_bahan: body.berat_selesai,
            berat_susut: body.berat_susut,
            saldo_akhir: toGramString(saldo.minus(used)),
            no_ref: order.no_pesanan,
            keterangan: `PESANAN ${order.no_pesanan}`,
            user_id: user.user_id,
          });
          await tx.execute(sql`UPDATE pesanan SET status = 'SELESAI', berat_selesai = ${body.berat_selesai}::numeric, susut_selesai = ${body.berat_susut}::numeric,
                                 tgl_selesai = ${store.tgl_system}, no_selesai = ${no} WHERE no_pesanan = ${order.no_pesanan}`);
        },
        result: async () => ({ data: (await readOrder(tx, order.no_pesanan)) as PesananRow }),
      };
    },
  });
  return { message: MESSAGES.pesananSelesaiTersimpan, no_dokumen: done.no_dokumen, data: done.data };
}

export async function pindahPesanan(
  deps: AppDeps,
  user: CurrentUser,
  body: { no_pesanan: string; kode_tukang: string; berat_bahan: string },
) {
  const found = await visibleOrder(deps.db, user, body.no_pesanan);
  await loadTukang(deps.db, body.kode_tukang);
  const moved = await postDocument(deps, user, {
    type: 'PINDAH_PESANAN',
    toko: found.kode_toko,
    plan: async ({ tx, store, number }) => {
      const order = await visibleOrder(tx, user, body.no_pesanan, true);
      if (order.status !== 'PROSES') throw conflict(order.status === 'OPEN' ? MESSAGES.pesananBelumDibagi : MESSAGES.pesananSudahSelesai);
      const asal = order.kode_tukang as string;
      if (asal === body.kode_tukang) throw badRequest(MESSAGES.tukangTujuanSama);
      const berat = new Decimal(body.berat_bahan);
      const update = async (): Promise<void> => {
        await tx.execute(sql`UPDATE pesanan SET kode_tukang = ${body.kode_tukang} WHERE no_pesanan = ${order.no_pesanan}`);
      };
      if (berat.isZero()) return { lines: [], after: update, result: {} };
      // Both balances locked in code order: two moves between the same craftsmen never wait on each other.
      const [first, second] = [asal, body.kode_tukang].sort();
      const saldo: Record<string, Decimal> = {};
      for (const kode of [first!, second!])
        saldo[kode] = new Decimal((await saldoBahan(tx, store.kode_toko, kode, order.kode_group, 'BAHAN', true)) ?? '0');
      if (berat.greaterThan(saldo[asal]!)) throw conflict(bahanTukangTidakCukup(toGramString(saldo[asal]!)));
      const no = await number();
      const reason = `PINDAH ${order.no_pesanan}`.slice(0, 60);
      return {
        note: `Pindah pesanan ${order.no_pesanan} ${asal} → ${body.kode_tukang}`,
        lines: [
          {
            from: tukangPlace(store.kode_toko, asal),
            to: tukangPlace(store.kode_toko, body.kode_tukang),
            kode_group: order.kode_group,
            kode_dept: 'BAHAN',
            qty: 0,
            berat: body.berat_bahan,
            reason,
          },
        ],
        after: async () => {
          const common = {
            no,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_group: order.kode_group,
            jml_bahan: body.berat_bahan,
            no_ref: order.no_pesanan,
            user_id: user.user_id,
          };
          await writeBahanRow(tx, {
            ...common,
            trx_type: 'AMBIL',
            kode_tukang: asal,
            saldo_akhir: toGramString(saldo[asal]!.minus(berat)),
            keterangan: `PINDAH KE ${body.kode_tukang}`,
          });
          await writeBahanRow(tx, {
            ...common,
            trx_type: 'TAMBAH',
            kode_tukang: body.kode_tukang,
            saldo_akhir: toGramString(saldo[body.kode_tukang]!.plus(berat)),
            keterangan: `PINDAH DARI ${asal}`,
          });
          await update();
        },
        result: {},
      };
    },
  });
  return {
    message: MESSAGES.pesananBerhasilDipindah,
    no_dokumen: moved.no_dokumen,
    data: (await readOrder(deps.db, body.no_pesanan)) as PesananRow,
  };
}
