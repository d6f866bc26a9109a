// /validasi-hutang: the day's loan documents (HUTANG, BAYAR_HUTANG, BATAL_HUTANG, SITA_HUTANG) with the money
// each moved through the drawer (CASH) or the transfer clearing (TRANSFER), read from the money ledger; the
// supervisor counts the money of a selection and validates it once it matches, once per document. Not a
// change of the books, so usable while the store's day is not closed.
import { sql } from 'drizzle-orm';
import { HUTANG_VALIDASI_MESSAGES as V, MESSAGES, type BodyOf, type QueryOf, type ValidasiHutangRow, type hutangApi } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertStoreAccess } from '../../auth/policy.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { hutang_validasi } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import type { MoneyAccountKind } from '../../ledger/money-accounts.ts';
import { documentTypeIn, loadStore } from '../../stock/index.ts';

const HUTANG_DOCS = ['HUTANG', 'BAYAR_HUTANG', 'BATAL_HUTANG', 'SITA_HUTANG'] as const;
const KAS: MoneyAccountKind = 'KAS';
const KLIRING: MoneyAccountKind = 'KLIRING';

/** The day's documents; `jam` in the stores' time zone (Asia/Jakarta), as every validation screen shows it. */
async function dayRows(q: Queryable, kode_toko: string, tgl_system: string, tz: string): Promise<ValidasiHutangRow[]> {
  const found = await rows<{
    no_dokumen: string;
    doc_type: string;
    no_hutang: string | null;
    nama_customer: string | null;
    jam: string;
    user_id: string;
    cash: string;
    transfer: string;
    validasi_oleh: string | null;
  }>(
    q,
    sql`SELECT d.doc_no AS no_dokumen, d.doc_type, COALESCE(h.no_hutang, b.no_hutang, hr.no_hutang) AS no_hutang,
               COALESCE(h.nama_customer, hb.nama_customer, hr.nama_customer) AS nama_customer,
               to_char(d.created_at AT TIME ZONE ${tz}, 'HH24:MI') AS jam, d.user_id,
               COALESCE((SELECT SUM(e.jumlah) FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE e.doc_no = d.doc_no AND a.kind = ${KAS}), 0)::text AS cash,
               COALESCE((SELECT SUM(e.jumlah) FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE e.doc_no = d.doc_no AND a.kind = ${KLIRING}), 0)::text AS transfer,
               v.user_id AS validasi_oleh
        FROM documents d
        LEFT JOIN hutang h ON h.doc_no = d.doc_no AND h.no_hutang = d.doc_no
        LEFT JOIN hutang_bayar b ON b.no_bayar = d.doc_no
        LEFT JOIN hutang hb ON hb.no_hutang = b.no_hutang
        LEFT JOIN hutang hr ON hr.no_hutang = d.reverses_doc_no
        LEFT JOIN hutang_validasi v ON v.no_dokumen = d.doc_no
        WHERE d.kode_toko = ${kode_toko} AND d.tgl_system = ${tgl_system}::date AND ${documentTypeIn(sql`d.doc_type`, HUTANG_DOCS)}
        ORDER BY d.created_at, d.doc_no`,
  );
  return found.map((row) => ({
    no_dokumen: row.no_dokumen,
    doc_type: row.doc_type,
    no_hutang: row.no_hutang ?? '',
    nama_customer: row.nama_customer ?? '',
    jam: row.jam,
    user_id: row.user_id,
    uang: [
      { jenis: 'CASH', jumlah: Number(row.cash) },
      { jenis: 'TRANSFER', jumlah: Number(row.transfer) },
    ].filter((u) => u.jumlah !== 0),
    divalidasi: row.validasi_oleh !== null,
    validasi_oleh: row.validasi_oleh ?? '',
  }));
}

/** GET hutang/validasi. */
export async function dataValidasiHutang(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof hutangApi.dataValidasiHutang>) {
  const store = await loadStore(deps.db, assertStoreAccess(user, query.kode_toko));
  const tgl_system = query.tgl_system ?? store.tgl_system;
  return {
    message: MESSAGES.laporanTersedia,
    data: { kode_toko: store.kode_toko, tgl_system, rows: await dayRows(deps.db, store.kode_toko, tgl_system, deps.env.TZ_STORE) },
  };
}

/** POST hutang/validasi — the selection of the store's business day, when the counted money matches. */
export async function validasiHutang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof hutangApi.validasiHutang>) {
  const store = await loadStore(deps.db, assertStoreAccess(user, body.kode_toko));
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`validasi-hutang:${store.kode_toko}`}))`);
    const day = new Map((await dayRows(tx, store.kode_toko, store.tgl_system, deps.env.TZ_STORE)).map((row) => [row.no_dokumen, row]));
    const chosen = [...new Set(body.no_dokumen)].map((no) => {
      const row = day.get(no);
      if (!row) throw conflict(`${V.bukanTransaksiHutang} (${no})`);
      if (row.divalidasi) throw conflict(`${V.sudahDivalidasi} (${no})`);
      return row;
    });
    for (const jenis of ['CASH', 'TRANSFER']) {
      const expected = chosen.reduce((sum, row) => sum + (row.uang.find((u) => u.jenis === jenis)?.jumlah ?? 0), 0);
      const counted = body.uang.filter((u) => u.jenis === jenis).reduce((sum, u) => sum + u.jumlah, 0);
      if (expected !== counted) throw conflict(`${V.uangTidakSesuai} (${jenis}: Rp ${expected.toLocaleString('id-ID')})`);
    }
    await tx.insert(hutang_validasi).values(
      chosen.map((row) => ({
        no_dokumen: row.no_dokumen,
        kode_toko: store.kode_toko,
        tgl_system: store.tgl_system,
        user_id: user.user_id,
      })),
    );
    return { message: V.validasiBerhasil, data: { divalidasi: chosen.length } };
  });
}
