// Services (repairs): a customer's piece held in trust from intake to pick-up. Each step is a document of
// the kernel; what the screens show (customer, pieces, fee, dates, state, WhatsApp log) is this module's rows.
//
//   SERVICE (intake)     CUSTOMER → SERVIS:<no_service>   per piece (bulk, its category; fine grams from its
//                        purity when known, else the category's); the down payment: payment accounts +,
//                        the customer's TITIPAN − (what the shop owes the customer)
//   SERVICE_PROSES       no goods, no money: the state (and the craftsman) only
//   SERVICE_SELESAI      the difference per piece: material added EXTERNAL → SERVIS (a declared addition),
//                        a loss SERVIS → LOSS (declared); nothing when the weights did not change
//   SERVICE_AMBIL        everything at SERVIS:<no_service> → CUSTOMER (the place ends at exactly 0); the fee:
//                        payment accounts + (the rest), TITIPAN + (the down payment released, up to the fee),
//                        BATAS SERVIS − (the fee earned). A down payment larger than the fee stays on the deposit.
//   BATAL_SERVICE        everything at SERVIS:<no_service> → CUSTOMER; the down payment paid back in cash
//                        (TITIPAN +, KAS −) or kept on the customer's deposit (no money lines)
//
// The service row is locked first in every step, so two pick-ups (or a pick-up and a cancel) at once are
// serialised and the second one is refused by the state it finds.
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MEMBER_MESSAGES,
  MESSAGES,
  SERVICE_MESSAGES as SM,
  formatRupiah,
  pesanSiapDiambil,
  sumGrams,
  type BodyOf,
  type QueryOf,
  type servicesApi,
  type ServiceFull,
  type ServiceListRow,
  type StatusService,
} from '@kencana/core';
import Decimal from 'decimal.js';
import { storeToday } from '../../clock.ts';
import { recordApproval, verifyApproval } from '../../auth/approval.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertVisible, storeCondition } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { service_detail, service_log, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { akun, customerRef, type MoneyAccount } from '../../ledger/money-accounts.ts';
import { serviceAmbilMoney, serviceIntakeMoney, type PaidBy } from '../../ledger/money-lines.ts';
import { boundaryPlace, servisPlace } from '../../ledger/places.ts';
import type { DeclaredLoss, MovementLine } from '../../ledger/post-movements.ts';
import { loadStore, postDocument } from '../../stock/index.ts';
import { fotoDataUrl, storeUploadedFoto } from '../barang/index.ts';
import { titipanForSale } from '../titipan/index.ts';

/** The ledger's type (kode_dept) of a customer's piece held for service: it is no stock type of the shop. */
export const SERVIS_DEPT = 'SERVIS';

type Header = typeof services.$inferSelect;
type Detail = typeof service_detail.$inferSelect;

/** The service row, locked, or 404 (another store's: the same 404, a number must not tell that it exists). */
async function lockService(tx: Tx, user: CurrentUser, no_service: string): Promise<Header> {
  const [found] = await tx.select().from(services).where(eq(services.no_service, no_service)).for('update');
  assertVisible(user, found, (row) => row.kode_toko, SM.serviceTidakDitemukan);
  return found;
}

const piecesOf = (tx: Queryable, no_service: string): Promise<Detail[]> =>
  (tx as Tx).select().from(service_detail).where(eq(service_detail.no_service, no_service)).orderBy(asc(service_detail.line_no));

/** Refuses a step on a closed service with the reason it is closed. */
function assertOpen(header: Pick<Header, 'status'>): void {
  if (header.status === 'DIAMBIL') throw conflict(SM.serviceSudahDiambil);
  if (header.status === 'BATAL') throw conflict(SM.serviceSudahDibatalkan);
}

async function log(
  tx: Tx,
  header: Pick<Header, 'no_service'>,
  aksi: string,
  no_dokumen: string | null,
  keterangan: string,
  tgl_system: string,
  user: CurrentUser,
) {
  await tx.insert(service_log).values({ no_service: header.no_service, aksi, no_dokumen, keterangan, tgl_system, user_id: user.user_id });
}

/** What stays at the service's SERVIS place, per category and type: what a pick-up or cancel moves out. */
async function heldAt(tx: Tx, header: Header): Promise<MovementLine[]> {
  const place = servisPlace(header.no_service, header.kode_toko);
  const held = await rows<{ kode_group: string; kode_dept: string; qty: number; berat: string; berat_murni: string }>(
    tx,
    sql`SELECT kode_group, kode_dept, qty::int AS qty, berat::text AS berat, berat_murni::text AS berat_murni FROM stock_balances
        WHERE place = ${`${place.kind}:${header.no_service}`} AND place_kind = ${place.kind} AND (qty <> 0 OR berat <> 0 OR berat_murni <> 0)
        ORDER BY kode_group, kode_dept`,
  );
  return held.map((row) => ({
    from: place,
    to: boundaryPlace('CUSTOMER', header.kode_toko),
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    qty: Number(row.qty),
    berat: row.berat,
    berat_murni: row.berat_murni,
    reason: 'KEMBALI KE CUSTOMER',
  }));
}

const paidBy = (pembayaran: readonly { jenis: string; jumlah: number }[]): PaidBy[] =>
  pembayaran.map((p) => ({ jenis: p.jenis, jumlah: p.jumlah }));

/** POST services: the intake. */
export async function simpan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.simpan>) {
  const posted = await postDocument(deps, user, {
    type: 'SERVICE',
    toko: body.kode_toko ?? user.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store, number }) => {
      if (body.tgl_janji < store.tgl_system) throw badRequest(SM.tglJanjiSebelumHariIni);
      const customer = await customerOf(tx, body);
      const groups = [...new Set(body.detail.map((line) => line.kode_group))];
      const known = await rows<{ kode_group: string }>(
        tx,
        sql`SELECT kode_group FROM groups WHERE kode_group IN (${sql.join(
          groups.map((g) => sql`${g}`),
          sql`, `,
        )})`,
      );
      if (known.length !== groups.length) throw notFound(MESSAGES.kategoriTidakDitemukan);
      const no_service = await number();
      const place = servisPlace(no_service, store.kode_toko);
      const uang_muka = body.uang_muka ?? 0;
      const pembayaran = body.pembayaran?.length ? paidBy(body.pembayaran) : uang_muka > 0 ? [{ jenis: 'CASH', jumlah: uang_muka }] : [];
      const ref = customerRef(customer);
      return {
        note: `SERVICE ${customer.nama}`,
        total_harga: body.ongkos,
        lines: body.detail.map((line) => ({
          from: boundaryPlace('CUSTOMER', store.kode_toko),
          to: place,
          kode_group: line.kode_group,
          kode_dept: SERVIS_DEPT,
          qty: 1,
          berat: line.berat,
          ...(line.kadar ? { kadar: line.kadar } : {}),
          reason: 'SERVICE MASUK',
        })),
        money:
          uang_muka > 0
            ? serviceIntakeMoney(store.kode_toko, akun.titipan(store.kode_toko, ref, titipanName(customer)), no_service, pembayaran)
            : [],
        after: async () => {
          await tx.insert(services).values({
            no_service,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_member: customer.kode_member ?? null,
            nama_customer: customer.nama,
            no_hp: customer.no_hp,
            alamat: customer.alamat,
            ref_titipan: ref,
            ongkos: body.ongkos,
            uang_muka,
            tgl_janji: body.tgl_janji,
            status: 'MASUK',
            user_id: user.user_id,
          });
          await tx.insert(service_detail).values(
            body.detail.map((line, index) => ({
              no_service,
              line_no: index + 1,
              nama_barang: line.nama_barang,
              kode_group: line.kode_group,
              berat: line.berat,
              kadar: line.kadar ?? null,
              pekerjaan: line.pekerjaan,
            })),
          );
          await log(tx, { no_service }, 'MASUK', no_service, body.keterangan, store.tgl_system, user);
        },
        result: { uang_muka, tgl_system: store.tgl_system },
      };
    },
  });
  return {
    message: SM.serviceBerhasilDisimpan,
    data: { no_service: posted.no_dokumen, tgl_system: posted.tgl_system, uang_muka: posted.uang_muka, berat: posted.berat },
  };
}

interface Customer {
  kode_member?: string;
  nama: string;
  no_hp: string;
  alamat: string;
}

/** The member named (active, or 404), else the walk-in as typed. */
async function customerOf(tx: Tx, body: BodyOf<typeof servicesApi.simpan>): Promise<Customer> {
  if (body.kode_member) {
    const [member] = await rows<{ nama: string; no_hp: string | null; alamat: string | null }>(
      tx,
      sql`SELECT nama_member AS nama, no_hp, alamat FROM member WHERE kode_member = ${body.kode_member} AND is_active`,
    );
    if (!member) throw notFound(MEMBER_MESSAGES.memberTidakDitemukan);
    return { kode_member: body.kode_member, nama: member.nama, no_hp: member.no_hp ?? '', alamat: member.alamat ?? '' };
  }
  const customer = body.customer ?? { nama: '', no_hp: '', alamat: '' };
  return { nama: customer.nama, no_hp: customer.no_hp, alamat: customer.alamat };
}

/** The name staff read on the customer's deposit account: a member's name, a walk-in's name and phone. */
const titipanName = (customer: Customer): string => (customer.kode_member ? customer.nama : `${customer.nama} ${customer.no_hp}`.trim());

/** POST services/proses. */
export async function proses(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.proses>) {
  await postDocument(deps, user, {
    type: 'SERVICE_PROSES',
    load: (tx) => lockService(tx, user, body.no_service),
    toko: (_tx, header) => header.kode_toko,
    plan: async ({ tx, store, loaded: header }) => {
      assertOpen(header);
      if (header.status !== 'MASUK') throw conflict(header.status === 'SELESAI' ? SM.serviceSudahSelesai : SM.serviceSudahDiproses);
      if (body.kode_tukang) {
        const [found] = await rows<{ kode_tukang: string }>(
          tx,
          sql`SELECT kode_tukang FROM tukang WHERE kode_tukang = ${body.kode_tukang} AND is_active`,
        );
        if (!found) throw notFound(SM.tukangServiceTidakDitemukan);
      }
      return {
        after: async () => {
          await tx
            .update(services)
            .set({ status: 'DIPROSES', kode_tukang: body.kode_tukang ?? null, tgl_proses: store.tgl_system })
            .where(eq(services.no_service, header.no_service));
          await log(
            tx,
            header,
            'DIPROSES',
            null,
            body.kode_tukang ? `TUKANG ${body.kode_tukang} ${body.keterangan}`.trim() : body.keterangan,
            store.tgl_system,
            user,
          );
        },
        result: {},
      };
    },
  });
  return { message: SM.serviceDiproses, data: { no_service: body.no_service, status: 'DIPROSES' } };
}

/** POST services/selesai. */
export async function selesai(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.selesai>) {
  const posted = await postDocument(deps, user, {
    type: 'SERVICE_SELESAI',
    load: (tx) => lockService(tx, user, body.no_service),
    toko: (_tx, header) => header.kode_toko,
    plan: async ({ tx, store, number, loaded: header }) => {
      assertOpen(header);
      if (header.status === 'SELESAI') throw conflict(SM.serviceSudahSelesai);
      const pieces = await piecesOf(tx, header.no_service);
      if (pieces.length !== body.detail.length) throw badRequest(SM.jumlahBeratSelesaiTidakSesuai);
      const place = servisPlace(header.no_service, header.kode_toko);
      const lines: MovementLine[] = [];
      const losses: DeclaredLoss[] = [];
      const differences: string[] = [];
      pieces.forEach((piece, index) => {
        const out = body.detail[index]?.berat_selesai ?? piece.berat;
        const diff = new Decimal(out).minus(piece.berat);
        differences.push(diff.toFixed(3));
        const kadar = piece.kadar ? { kadar: piece.kadar } : {};
        if (diff.gt(0))
          lines.push({
            from: boundaryPlace('EXTERNAL', header.kode_toko),
            to: place,
            kode_group: piece.kode_group,
            kode_dept: SERVIS_DEPT,
            qty: 0,
            berat: diff.toFixed(3),
            ...kadar,
            reason: 'TAMBAHAN BAHAN SERVICE',
          });
        if (diff.lt(0)) {
          const lost = diff.neg().toFixed(3);
          lines.push({
            from: place,
            kode_group: piece.kode_group,
            kode_dept: SERVIS_DEPT,
            qty: 0,
            berat: lost,
            ...kadar,
            reason: 'SUSUT SERVICE',
          });
          losses.push({
            kode_toko: header.kode_toko,
            kode_group: piece.kode_group,
            kode_dept: SERVIS_DEPT,
            berat: lost,
            ...kadar,
            reason: 'SUSUT SERVICE',
          });
        }
      });
      const no_dokumen = lines.length ? await number() : null;
      return {
        note: `SERVICE SELESAI ${header.no_service}`,
        lines,
        losses,
        after: async () => {
          for (const [index, piece] of pieces.entries()) {
            await tx
              .update(service_detail)
              .set({ berat_selesai: body.detail[index]?.berat_selesai ?? piece.berat })
              .where(and(eq(service_detail.no_service, header.no_service), eq(service_detail.line_no, piece.line_no)));
          }
          await tx
            .update(services)
            .set({ status: 'SELESAI', ongkos_akhir: body.ongkos, tgl_selesai: store.tgl_system, no_selesai: no_dokumen })
            .where(eq(services.no_service, header.no_service));
          await log(
            tx,
            header,
            'SELESAI',
            no_dokumen,
            `ONGKOS ${formatRupiah(body.ongkos)} ${body.keterangan}`.trim(),
            store.tgl_system,
            user,
          );
        },
        result: { selisih: sumGrams(differences), sisa: Math.max(0, body.ongkos - header.uang_muka) },
      };
    },
  });
  return {
    message: SM.serviceSelesai,
    data: { no_service: body.no_service, no_dokumen: posted.no_dokumen, selisih: posted.selisih, sisa: posted.sisa },
  };
}

/** POST services/ambil. */
export async function ambil(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.ambil>) {
  const posted = await postDocument(deps, user, {
    type: 'SERVICE_AMBIL',
    alwaysPosts: true,
    load: (tx) => lockService(tx, user, body.no_service),
    toko: (_tx, header) => header.kode_toko,
    plan: async ({ tx, store, number, loaded: header }) => {
      assertOpen(header);
      if (header.status !== 'SELESAI') throw conflict(SM.serviceBelumSelesai);
      const ongkos = header.ongkos_akhir ?? header.ongkos;
      const released = Math.min(header.uang_muka, ongkos);
      const dibayar = body.pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
      if (dibayar !== ongkos - released) throw badRequest(SM.pembayaranServiceTidakSesuai);
      // A TITIPAN line spends the service customer's deposit (capped at its balance by the ledger's sign rule).
      const pembayaran: (PaidBy & { akun?: MoneyAccount })[] = [];
      for (const p of body.pembayaran)
        pembayaran.push(
          p.jenis === 'TITIPAN'
            ? { jenis: p.jenis, jumlah: p.jumlah, akun: await titipanForSale(tx, store.kode_toko, p.no_titipan ?? '', header) }
            : { jenis: p.jenis, jumlah: p.jumlah },
        );
      const lines = await heldAt(tx, header);
      const no_dokumen = await number();
      return {
        note: `SERVICE DIAMBIL ${header.no_service}`,
        total_harga: ongkos,
        lines,
        money: serviceAmbilMoney(store.kode_toko, akun.titipan(store.kode_toko, header.ref_titipan), header.no_service, {
          ongkos,
          released,
          pembayaran,
        }),
        after: async () => {
          await tx
            .update(services)
            .set({ status: 'DIAMBIL', tgl_ambil: store.tgl_system, no_ambil: no_dokumen })
            .where(eq(services.no_service, header.no_service));
          await log(tx, header, 'DIAMBIL', no_dokumen, `DIBAYAR ${formatRupiah(dibayar)}`, store.tgl_system, user);
        },
        result: { ongkos, uang_muka: header.uang_muka, dibayar, sisa_titipan: header.uang_muka - released },
      };
    },
  });
  const { no_dokumen, ongkos, uang_muka, dibayar, sisa_titipan } = posted;
  return { message: SM.serviceDiambil, data: { no_service: body.no_service, no_dokumen, ongkos, uang_muka, dibayar, sisa_titipan } };
}

/**
 * POST services/batal. Paying the down payment back in cash takes money out of the drawer, so it needs an
 * OWN/SU approval like a deposit refund (titipan/ambil), written to the audit log in the cancel's transaction;
 * keeping it on the customer's deposit needs none.
 */
export async function batal(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.batal>) {
  // Checked before the transaction: a refused password is counted even though the cancel rolls back.
  const approver = body.otorisasi ? await verifyApproval(deps, body.otorisasi) : null;
  const posted = await postDocument(deps, user, {
    type: 'BATAL_SERVICE',
    alwaysPosts: true,
    load: (tx) => lockService(tx, user, body.no_service),
    toko: (_tx, header) => header.kode_toko,
    plan: async ({ tx, store, number, loaded: header }) => {
      assertOpen(header);
      const dikembalikan = body.uang_muka === 'KEMBALI' ? header.uang_muka : 0;
      if (dikembalikan > 0 && !approver) throw forbidden(SM.kembaliUangMukaPerluOtorisasi);
      const lines = await heldAt(tx, header);
      const no_dokumen = await number();
      return {
        note: `BATAL SERVICE ${header.no_service}: ${body.alasan}`,
        lines,
        money:
          dikembalikan > 0
            ? [
                {
                  akun: akun.titipan(store.kode_toko, header.ref_titipan),
                  jumlah: dikembalikan,
                  keterangan: `KEMBALI UANG MUKA ${header.no_service}`,
                },
                { akun: akun.kas(store.kode_toko), jumlah: -dikembalikan, keterangan: `KEMBALI UANG MUKA ${header.no_service}` },
              ]
            : [],
        after: async () => {
          await tx
            .update(services)
            .set({
              status: 'BATAL',
              tgl_batal: store.tgl_system,
              no_batal: no_dokumen,
              alasan_batal: body.alasan,
              uang_muka_batal: body.uang_muka,
            })
            .where(eq(services.no_service, header.no_service));
          await log(tx, header, 'BATAL', no_dokumen, body.alasan, store.tgl_system, user);
          if (dikembalikan > 0 && approver && body.otorisasi)
            await recordApproval(tx, deps.clock.now(), {
              aksi: 'BATAL_SERVICE_KEMBALI',
              requester: user,
              approver,
              kode_toko: store.kode_toko,
              no_dokumen,
              nilai_hitung: header.uang_muka,
              nilai_input: dikembalikan,
              alasan: `${header.no_service}: ${body.otorisasi.alasan}`,
            });
        },
        result: { dikembalikan },
      };
    },
  });
  return {
    message: SM.serviceDibatalkan,
    data: { no_service: body.no_service, no_dokumen: posted.no_dokumen, dikembalikan: posted.dikembalikan },
  };
}

/** A phone number as wa.me wants it: digits, the country code 62 instead of a leading 0. */
export function waNumber(no_hp: string): string {
  const digits = no_hp.replace(/\D/g, '');
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return digits;
}

/** POST services/wa: the link, logged on the service. */
export async function wa(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof servicesApi.wa>) {
  return deps.db.transaction(async (tx) => {
    const header = await lockService(tx, user, body.no_service);
    if (!/\d/.test(header.no_hp)) throw badRequest(SM.noHpTidakAda);
    const store = await loadStore(tx, header.kode_toko);
    const sisa = Math.max(0, (header.ongkos_akhir ?? header.ongkos) - header.uang_muka);
    const pesan = pesanSiapDiambil(store.nama_toko, header.no_service, formatRupiah(sisa));
    const url = `https://wa.me/${waNumber(header.no_hp)}?text=${encodeURIComponent(pesan)}`;
    await log(tx, header, 'WHATSAPP', null, `KE ${header.no_hp}`, store.tgl_system, user);
    return { message: SM.pesanWaTercatat, data: { url, pesan } };
  });
}

const LIST_COLUMNS = sql`s.no_service, s.kode_toko, to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_system, s.kode_member, s.nama_customer, s.no_hp, s.alamat,
  s.status, to_char(s.tgl_janji, 'YYYY-MM-DD') AS tgl_janji, s.ongkos::int AS ongkos, s.ongkos_akhir::int AS ongkos_akhir, s.uang_muka::int AS uang_muka,
  s.kode_tukang, to_char(s.tgl_selesai, 'YYYY-MM-DD') AS tgl_selesai, to_char(s.tgl_ambil, 'YYYY-MM-DD') AS tgl_ambil,
  to_char(s.tgl_batal, 'YYYY-MM-DD') AS tgl_batal, s.user_id,
  (SELECT COUNT(*)::int FROM service_detail d WHERE d.no_service = s.no_service) AS qty,
  (SELECT COALESCE(SUM(d.berat), 0)::numeric(12,3)::text FROM service_detail d WHERE d.no_service = s.no_service) AS berat,
  (SELECT CASE WHEN COUNT(d.berat_selesai) = COUNT(*) THEN SUM(d.berat_selesai)::numeric(12,3)::text END FROM service_detail d WHERE d.no_service = s.no_service) AS berat_selesai`;

type RawRow = Omit<ServiceListRow, 'terlambat' | 'sisa'>;

const OPEN: StatusService[] = ['MASUK', 'DIPROSES', 'SELESAI'];
const openStatus = sql`s.status IN (${sql.join(
  OPEN.map((s) => sql`${s}`),
  sql`, `,
)})`;

function toRow(row: RawRow, today: string): ServiceListRow {
  const ongkos = Number(row.ongkos_akhir ?? row.ongkos);
  return {
    ...row,
    ongkos: Number(row.ongkos),
    ongkos_akhir: row.ongkos_akhir === null ? null : Number(row.ongkos_akhir),
    uang_muka: Number(row.uang_muka),
    qty: Number(row.qty),
    terlambat: (OPEN as string[]).includes(row.status) && row.tgl_janji < today,
    sisa: Math.max(0, ongkos - Number(row.uang_muka)),
  };
}

/** GET services: search by number, customer (name, phone, member), state, overdue; one page, newest first. */
export async function daftar(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof servicesApi.daftar>) {
  const today = storeToday(deps.clock, deps.env.TZ_STORE);
  const conditions: SQL[] = [storeCondition(user, sql`s.kode_toko`)];
  if (query.kode_toko) conditions.push(sql`s.kode_toko = ${query.kode_toko}`);
  if (query.cari) {
    const like = `%${query.cari.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(s.no_service ILIKE ${like} OR s.nama_customer ILIKE ${like} OR s.no_hp ILIKE ${like} OR COALESCE(s.kode_member, '') ILIKE ${like})`,
    );
  }
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  if (query.terlambat) conditions.push(sql`${openStatus} AND s.tgl_janji < ${today}::date`);
  const where = sql.join(conditions, sql` AND `);
  const page = query.page ?? 1;
  const page_size = query.page_size ?? 20;
  const [count] = await rows<{ total: number }>(deps.db, sql`SELECT COUNT(*)::int AS total FROM services s WHERE ${where}`);
  const found = await rows<RawRow>(
    deps.db,
    sql`SELECT ${LIST_COLUMNS} FROM services s WHERE ${where}
        ORDER BY s.tgl_system DESC, s.no_service DESC LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`,
  );
  return {
    message: MESSAGES.laporanTersedia,
    data: found.map((row) => toRow(row, today)),
    total: Number(count?.total ?? 0),
    page,
    page_size,
  };
}

/** GET services/:no_service. */
export async function detail(deps: AppDeps, user: CurrentUser, no_service: string): Promise<{ message: string; data: ServiceFull }> {
  const today = storeToday(deps.clock, deps.env.TZ_STORE);
  const [found] = await rows<
    RawRow & {
      nama_toko: string;
      alasan_batal: string | null;
      uang_muka_batal: string | null;
      no_selesai: string | null;
      no_ambil: string | null;
      no_batal: string | null;
    }
  >(
    deps.db,
    sql`SELECT ${LIST_COLUMNS}, t.nama_toko, s.alasan_batal, s.uang_muka_batal, s.no_selesai, s.no_ambil, s.no_batal
        FROM services s JOIN tokos t ON t.kode_toko = s.kode_toko WHERE s.no_service = ${no_service}`,
  );
  assertVisible(user, found, (row) => row.kode_toko, SM.serviceTidakDitemukan);
  const pieces = await rows<ServiceFull['detail'][number]>(
    deps.db,
    sql`SELECT line_no, nama_barang, kode_group, berat::numeric(12,3)::text AS berat, kadar, pekerjaan, berat_selesai::numeric(12,3)::text AS berat_selesai,
               (foto IS NOT NULL) AS foto
        FROM service_detail WHERE no_service = ${no_service} ORDER BY line_no`,
  );
  const riwayat = await rows<ServiceFull['riwayat'][number]>(
    deps.db,
    sql`SELECT aksi, no_dokumen, keterangan, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, user_id,
               to_char(waktu AT TIME ZONE ${deps.env.TZ_STORE}, 'YYYY-MM-DD HH24:MI:SS') AS waktu
        FROM service_log WHERE no_service = ${no_service} ORDER BY id`,
  );
  const keterangan = riwayat.find((r) => r.aksi === 'MASUK')?.keterangan ?? '';
  return {
    message: MESSAGES.laporanTersedia,
    data: {
      ...toRow(found, today),
      nama_toko: found.nama_toko,
      keterangan,
      alasan_batal: found.alasan_batal,
      uang_muka_batal: found.uang_muka_batal,
      no_selesai: found.no_selesai,
      no_ambil: found.no_ambil,
      no_batal: found.no_batal,
      detail: pieces.map((p) => ({
        ...p,
        line_no: Number(p.line_no),
        foto: p.foto === true || String(p.foto) === 't' || String(p.foto) === 'true',
      })),
      riwayat,
    },
  };
}

/** The key of a service piece's photo in the photo store (the folder "service", by number and line). */
export const fotoKey = (no_service: string, line_no: number): string => `service/${no_service}-${line_no}.jpg`;

/** A piece of a service the user may see (another store's: 404 like an unknown number), with its state. */
async function visiblePiece(deps: AppDeps, user: CurrentUser, no_service: string, line_no: number) {
  const [found] = await rows<{ kode_toko: string; status: string; foto: string | null }>(
    deps.db,
    sql`SELECT s.kode_toko, s.status, d.foto FROM services s JOIN service_detail d ON d.no_service = s.no_service
        WHERE s.no_service = ${no_service} AND d.line_no = ${line_no}`,
  );
  assertVisible(user, found, (row) => row.kode_toko, SM.serviceTidakDitemukan);
  return found;
}

/** POST services/foto/:no_service/:line_no: the piece's photo into the photo store, its key on the piece. */
export async function uploadFoto(
  deps: AppDeps,
  user: CurrentUser,
  params: { no_service: string; line_no: number },
  request: FastifyRequest,
) {
  const piece = await visiblePiece(deps, user, params.no_service, params.line_no);
  assertOpen(piece);
  const key = fotoKey(params.no_service, params.line_no);
  const size = await storeUploadedFoto(deps, request, key);
  await deps.db
    .update(service_detail)
    .set({ foto: key })
    .where(and(eq(service_detail.no_service, params.no_service), eq(service_detail.line_no, params.line_no)));
  return { message: MESSAGES.dataBerhasilDisimpan, data: { ...params, width: size.width, height: size.height } };
}

/** GET services/foto/:no_service/:line_no. */
export async function foto(deps: AppDeps, user: CurrentUser, params: { no_service: string; line_no: number }) {
  const piece = await visiblePiece(deps, user, params.no_service, params.line_no);
  const data_url = await fotoDataUrl(deps, piece.foto);
  if (!data_url) throw notFound(MESSAGES.fotoTidakDitemukan);
  return { data: { content_type: 'image/jpeg' as const, data_url } };
}
