// The order stock opname (/stock-opname-pesanan): a craftsman's material of a category reconciled. Opening
// balance = his material now + what his finished, not yet counted orders used (finished weight + shrink);
// remaining = opening − used = his material now. He deposits what he has (back onto a tray as bulk BAHAN);
// the difference remaining − deposited is his recorded loss (or, negative, a gain), so his balance is zero.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { DOC_PREFIXES, fineGrams, MESSAGES, toGramString, type SoPesananBody, type SoPesananRow, type SoPrint } from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { printDate, renderReportPdf } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { DeclaredLoss, MovementLine } from '../../ledger/post-movements.ts';
import { previewDocNo } from '../../numbering/next-doc-no.ts';
import { bakiPlace, boundaryPlace, loadStore, loadTray, placeCode, postDocument } from '../../stock/index.ts';
import { assertGroup, groupPercent, loadTukang, saldoBahan, tukangPlace } from './bahan.service.ts';
import { writeBahanRow } from './pesanan.service.ts';

const g = (value: Decimal | string): string => toGramString(new Decimal(value));

export async function noStockOpname(deps: AppDeps, user: CurrentUser) {
  const store = await loadStore(deps.db, user.kode_toko);
  return {
    message: MESSAGES.dataPesananTersedia,
    no_so_pesanan: await previewDocNo(deps.db, DOC_PREFIXES.SO_PESANAN, store.kode_toko, store.tgl_system),
    tanggal: store.tgl_system,
  };
}

/** Fine grams of the craftsman's BAHAN balance (the ledger's), read under the balance's lock already taken. */
async function fineBahan(q: Queryable, kode_toko: string, kode_tukang: string, kode_group: string): Promise<string> {
  const [row] = await rows<{ berat_murni: string }>(
    q,
    sql`SELECT berat_murni::text AS berat_murni FROM stock_balances WHERE place = ${placeCode(tukangPlace(kode_toko, kode_tukang))} AND kode_group = ${kode_group} AND kode_dept = 'BAHAN'`,
  );
  return row?.berat_murni ?? '0';
}

/** The craftsman's finished orders of the category that no stock opname counted yet. */
async function uncounted(q: Queryable, kode_toko: string, kode_tukang: string, kode_group: string, lock = false): Promise<SoPesananRow[]> {
  const found = await rows<SoPesananRow>(
    q,
    sql`SELECT p.no_pesanan AS _id, p.no_pesanan, p.kode_tukang, p.kode_group,
               COALESCE((SELECT d.deskripsi FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan ORDER BY d.line_no LIMIT 1), '-') AS deskripsi,
               p.berat_selesai::text AS berat_selesai, p.susut_selesai::text AS berat_susut, p.ongkos_tukang::float8 AS ongkos
        FROM pesanan p
        WHERE p.kode_toko = ${kode_toko} AND p.kode_tukang = ${kode_tukang} AND p.kode_group = ${kode_group}
          AND p.status IN ('SELESAI', 'DISERAHKAN') AND p.no_so_pesanan IS NULL
        ORDER BY p.no_pesanan ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return found.map((row) => ({ ...row, berat_selesai: g(row.berat_selesai), berat_susut: g(row.berat_susut), ongkos: Number(row.ongkos) }));
}

/** The opname's figures from the books: opening balance, used, shrink, remaining. */
function figures(saldo: Decimal, orders: readonly SoPesananRow[]) {
  const pakai = orders.reduce((sum, row) => sum.plus(row.berat_selesai), new Decimal(0));
  const susut = orders.reduce((sum, row) => sum.plus(row.berat_susut), new Decimal(0));
  const ongkos = orders.reduce((sum, row) => sum + row.ongkos, 0);
  return { saldo_awal: saldo.plus(pakai).plus(susut), pakai, susut, ongkos, sisa: saldo };
}

export async function dataStockOpname(
  deps: AppDeps,
  user: CurrentUser,
  query: { kode_tukang: string; kode_group: string; kode_toko?: string },
) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const store = await loadStore(deps.db, kode_toko);
  const orders = await uncounted(deps.db, kode_toko, query.kode_tukang, query.kode_group);
  const saldo = new Decimal((await saldoBahan(deps.db, kode_toko, query.kode_tukang, query.kode_group, 'BAHAN')) ?? '0');
  return {
    message: MESSAGES.dataPesananTersedia,
    no_so_pesanan: await previewDocNo(deps.db, DOC_PREFIXES.SO_PESANAN, kode_toko, store.tgl_system),
    saldo_awal: g(figures(saldo, orders).saldo_awal),
    data_so: orders,
  };
}

export async function simpanStockOpname(deps: AppDeps, user: CurrentUser, body: SoPesananBody) {
  const tray = await loadTray(deps.db, body.kode_baki);
  const kode_toko = assertStoreAccess(user, body.kode_toko ?? tray.kode_toko);
  if (tray.kode_toko !== kode_toko) throw badRequest(MESSAGES.bakiTidakDitemukan);
  const tukang = await loadTukang(deps.db, body.kode_tukang);
  await assertGroup(deps.db, body.kode_group);
  const posted = await postDocument(deps, user, {
    type: 'SO_PESANAN',
    alwaysPosts: true,
    toko: kode_toko,
    plan: async ({ tx, store, number }) => {
      const saldo = new Decimal((await saldoBahan(tx, store.kode_toko, body.kode_tukang, body.kode_group, 'BAHAN', true)) ?? '0');
      const orders = await uncounted(tx, store.kode_toko, body.kode_tukang, body.kode_group, true);
      const f = figures(saldo, orders);
      // What the screen showed must still be the books: the same orders and the same opening balance (a second
      // submit of the same count, or a count made stale by a later note, is refused).
      const seen = [...body.stockOpnames].sort().join(',');
      if (seen !== orders.map((row) => row.no_pesanan).join(',') || !f.saldo_awal.equals(body.saldo_awal))
        throw conflict(MESSAGES.stockOpnameSudahDiposting);
      if (orders.length === 0 && saldo.isZero()) throw conflict(MESSAGES.tidakAdaPesananSelesai);
      const setor = new Decimal(body.setor);
      const selisih = f.sisa.minus(setor);
      const from = tukangPlace(store.kode_toko, body.kode_tukang);
      const to = bakiPlace(tray.kode_baki);
      const reason = `SO PESANAN ${body.kode_tukang}`.slice(0, 60);
      const lines: MovementLine[] = [];
      const losses: DeclaredLoss[] = [];
      // The opname empties his balance in grams and in fine grams: the line that takes the last of it carries the
      // fine grams left (the rounding of every earlier line included), so nothing stays behind.
      const fineLeft = new Decimal(await fineBahan(tx, store.kode_toko, body.kode_tukang, body.kode_group));
      const kadar = await groupPercent(tx, body.kode_group);
      if (selisih.greaterThan(0)) {
        // A loss: what he deposited goes to the tray; the rest leaves his balance as a recorded loss.
        const lossFine = new Decimal(fineGrams(selisih, kadar));
        const depositFine = Decimal.max(fineLeft.minus(lossFine), 0);
        const restFine = fineLeft.minus(depositFine);
        if (setor.greaterThan(0))
          lines.push({
            from,
            to,
            kode_group: body.kode_group,
            kode_dept: 'BAHAN',
            qty: 0,
            berat: g(setor),
            berat_murni: g(depositFine),
            reason,
          });
        lines.push({
          from,
          kode_group: body.kode_group,
          kode_dept: 'BAHAN',
          qty: 0,
          berat: g(selisih),
          berat_murni: g(restFine),
          reason: `SELISIH ${reason}`.slice(0, 60),
        });
        losses.push({
          kode_toko: store.kode_toko,
          kode_group: body.kode_group,
          kode_dept: 'BAHAN',
          berat: g(selisih),
          berat_murni: g(restFine),
          reason: `SELISIH ${reason}`.slice(0, 60),
        });
      } else {
        // All he held goes to the tray; a gain (more deposited than he held) comes back from the LOSS boundary.
        lines.push({
          from,
          to,
          kode_group: body.kode_group,
          kode_dept: 'BAHAN',
          qty: 0,
          berat: g(f.sisa),
          berat_murni: g(fineLeft),
          reason,
        });
        if (selisih.lessThan(0))
          lines.push({
            from: boundaryPlace('LOSS', store.kode_toko),
            to,
            kode_group: body.kode_group,
            kode_dept: 'BAHAN',
            qty: 0,
            berat: g(selisih.neg()),
            reason: `LEBIH ${reason}`.slice(0, 60),
          });
      }
      const no = await number();
      const print: SoPrint = {
        no_persekot: no,
        tanggal: store.tgl_system,
        tukang: `${tukang.kode_tukang} - ${tukang.nama_tukang}`,
        kode_kategori: body.kode_group,
        rows: orders.map((row) => ({
          no_pesanan: row.no_pesanan,
          berat_pakai: row.berat_selesai,
          berat_susut: row.berat_susut,
          ongkos: row.ongkos,
        })),
        total_pakai: g(f.pakai),
        total_awal_bahan: g(f.saldo_awal),
        total_sisa_bahan: g(f.sisa),
        total_setor_bahan: g(setor),
        total_susut: g(f.susut),
        total_ongkos: f.ongkos,
        selisih: g(selisih),
      };
      return {
        note: `SO pesanan ${body.kode_tukang} ${body.kode_group}`,
        lines,
        losses,
        after: async () => {
          await tx.execute(sql`INSERT INTO so_pesanan (no_so_pesanan, kode_toko, tgl_system, kode_tukang, kode_group, saldo_awal, berat_pakai, susut_pakai, ongkos, berat_sisa, setor, selisih, kode_baki, user_id)
                               VALUES (${no}, ${store.kode_toko}, ${store.tgl_system}, ${body.kode_tukang}, ${body.kode_group}, ${g(f.saldo_awal)}::numeric, ${g(f.pakai)}::numeric,
                                       ${g(f.susut)}::numeric, ${f.ongkos}, ${g(f.sisa)}::numeric, ${g(setor)}::numeric, ${g(selisih)}::numeric, ${tray.kode_baki}, ${user.user_id})`);
          if (orders.length) {
            await tx.execute(
              sql`UPDATE pesanan SET no_so_pesanan = ${no} WHERE no_pesanan IN (${sql.join(
                orders.map((row) => sql`${row.no_pesanan}`),
                sql`, `,
              )})`,
            );
          }
          await writeBahanRow(tx, {
            no,
            trx_type: 'SETOR',
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_tukang: body.kode_tukang,
            kode_group: body.kode_group,
            kode_baki: tray.kode_baki,
            jml_bahan: g(setor),
            berat_susut: g(selisih),
            saldo_akhir: '0',
            keterangan: 'STOCK OPNAME PESANAN',
            user_id: user.user_id,
          });
        },
        result: { print },
      };
    },
  });
  return { message: MESSAGES.stockOpnameBerhasil, no_dokumen: posted.no_dokumen, data: posted.print };
}

/** The opname's PDF: its orders, then the balance figures (spec 001 §9 print fields). */
export async function stockOpnamePdf(deps: AppDeps, user: CurrentUser, no_so_pesanan: string): Promise<{ fileName: string; pdf: Buffer }> {
  const [so] = await rows<{
    kode_toko: string;
    tgl_system: string;
    kode_tukang: string;
    kode_group: string;
    saldo_awal: string;
    berat_pakai: string;
    susut_pakai: string;
    ongkos: number;
    berat_sisa: string;
    setor: string;
    selisih: string;
  }>(
    deps.db,
    sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_tukang, kode_group, saldo_awal::text AS saldo_awal, berat_pakai::text AS berat_pakai,
               susut_pakai::text AS susut_pakai, ongkos::float8 AS ongkos, berat_sisa::text AS berat_sisa, setor::text AS setor, selisih::text AS selisih
        FROM so_pesanan WHERE no_so_pesanan = ${no_so_pesanan}`,
  );
  if (!so) throw notFound(MESSAGES.dataYangAndaCariTidakAda);
  assertStoreAccess(user, so.kode_toko);
  const store = await loadStore(deps.db, so.kode_toko);
  const tukang = await rows<{ nama_tukang: string }>(deps.db, sql`SELECT nama_tukang FROM tukang WHERE kode_tukang = ${so.kode_tukang}`);
  const orders = await rows<{ no_pesanan: string; berat_pakai: string; berat_susut: string; ongkos: number }>(
    deps.db,
    sql`SELECT no_pesanan, berat_selesai::text AS berat_pakai, susut_selesai::text AS berat_susut, ongkos_tukang::float8 AS ongkos FROM pesanan WHERE no_so_pesanan = ${no_so_pesanan} ORDER BY no_pesanan`,
  );
  const summary = (label: string, value: string) => ({ no_pesanan: label, berat_pakai: value, berat_susut: '-', ongkos: '-' });
  const pdf = await renderReportPdf({
    title: 'STOCK OPNAME PESANAN',
    shop: { nama_toko: store.nama_toko, alamat_toko: store.alamat_toko },
    period: `No SO : ${no_so_pesanan}   Tanggal : ${so.tgl_system}   Tukang : ${so.kode_tukang} - ${tukang[0]?.nama_tukang ?? ''}   Kategori : ${so.kode_group}`,
    columns: [
      { key: 'no_pesanan', label: 'No Pesanan', width: 3 },
      { key: 'berat_pakai', label: 'Berat Pakai', format: 'grams' },
      { key: 'berat_susut', label: 'Berat Susut', format: 'grams' },
      { key: 'ongkos', label: 'Ongkos', format: 'money' },
    ],
    rows: [
      ...orders.map((row) => ({ ...row, ongkos: Number(row.ongkos) })),
      { no_pesanan: 'TOTAL PAKAI', berat_pakai: g(so.berat_pakai), berat_susut: g(so.susut_pakai), ongkos: Number(so.ongkos) },
      summary('TOTAL AWAL BAHAN', g(so.saldo_awal)),
      summary('TOTAL SISA BAHAN', g(so.berat_sisa)),
      summary('TOTAL SETOR BAHAN', g(so.setor)),
      summary('SELISIH', g(so.selisih)),
    ],
    totals: {},
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  });
  return { fileName: `stock_opname_pesanan_${no_so_pesanan}.pdf`, pdf };
}
