// Close of day at size (not a timed test): one store with BENCH_CLOSE_GOODS (50,000) goods on its trays, in a
// database of its own generated fresh on every run (the close moves the store's date, so a run cannot repeat on
// the same books). A day of BENCH_CLOSE_SALES (200) sales goes through the API, the day's cash is counted as
// staff count it, then POST system/close is timed through the product's Fastify app in process (inject: no
// client or socket charged). The close snapshots the day's balances and stores the day's audit; the run fails
// unless the snapshot holds every piece on the trays and the stored audit finds the books whole.
// `npm run bench` runs it per target (--json: the figures as the last line) into docs/BENCHMARKS.md.
//
//   npx tsx apps/server/bench/close-day.ts [pglite|postgres] [--json]
import { sql } from 'drizzle-orm';

// The generator reads its size when it is loaded: one store of BENCH_CLOSE_GOODS goods, in its own folder and
// PostgreSQL database, never the main bench's.
process.env.BENCH_GOODS = process.env.BENCH_CLOSE_GOODS ?? '50000';
process.env.BENCH_STORES = '1';
process.env.BENCH_DIR ??= '.tmp/bench-close';
process.env.BENCH_DB_NAME = 'kencana_bench_close';
const { BENCH_GOODS, BENCH_TODAY, benchClock, benchEnv, generate, openBench } = await import('./generate.ts');
const { buildApp } = await import('../src/app.ts');
const { rows } = await import('../src/db/client.ts');
const { kindIn } = await import('../src/stock/kinds.ts');

type Target = 'pglite' | 'postgres';
const KODE_TOKO = 'T01';
/** The day's sales before the close (BENCH_CLOSE_SALES). */
const SALES = Number(process.env.BENCH_CLOSE_SALES ?? 200);

async function main(target: Target): Promise<void> {
  const database = await openBench(target, true);
  try {
    let start = performance.now();
    await generate(database, () => undefined);
    console.log(
      `${target}: ${BENCH_GOODS.toLocaleString('en')} goods generated for ${KODE_TOKO} in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    const { app } = await buildApp({ db: database.db, dbKind: database.kind, env: benchEnv(target), clock: benchClock() });
    try {
      const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<T> => {
        const res = await app.inject({
          method,
          url: `/api/v1/${url}`,
          payload: payload as object,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return res.json() as T;
      };
      const { token } = await call<{ token: string }>('POST', 'users/login', undefined, { user_id: 'owner', password: 'owner123' });
      // The day's trade before the close: SALES sales of one piece each from the store's trays, through the API.
      const pieces = await rows<{ kode_barcode: string }>(
        database.db,
        sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${KODE_TOKO} AND ${kindIn(sql`lokasi_kind`, ['BAKI'])}
            ORDER BY md5(kode_barcode) LIMIT ${SALES}`,
      );
      for (const { kode_barcode } of pieces)
        await call('POST', 'penjualan', token, {
          kode_sales: 'S001',
          customer: { nama: 'BENCH', no_hp: '', alamat: '' },
          detail_barang: [{ kode_barcode }],
          pembayaran: [{ jenis: 'CASH', jumlah: 999_000_000 }],
        });
      // The day's cash, counted blind with nothing in hand: the demo drawer's difference waits for the owner's
      // approval, which books it, as a shop's would.
      const counted = await call<{ data: { status: string } }>('POST', 'hitung-kas', token, {
        tgl_system: BENCH_TODAY,
        uang: [{ jenis: 'CASH', jumlah: 0 }],
      });
      if (counted.data.status === 'MENUNGGU_OTORISASI')
        await call('POST', 'hitung-kas/otorisasi', token, {
          tgl_system: BENCH_TODAY,
          otorisasi: { user_id: 'owner', password: 'owner123', alasan: 'BENCHMARK TUTUP TOKO' },
        });
      const [onTrays] = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM barang WHERE kode_toko = ${KODE_TOKO} AND ${kindIn(sql`lokasi_kind`, ['BAKI'])}`,
      );
      start = performance.now();
      await call('POST', 'system/close', token, { PROSES: 'close' });
      const closeMs = performance.now() - start;
      const [closed] = await rows<{ total_qty: number; ok: boolean }>(
        database.db,
        sql`SELECT c.total_qty::int AS total_qty, a.ok FROM eod_closes c
            LEFT JOIN audit_harian a ON a.kode_toko = c.kode_toko AND a.tgl_system = c.tgl_system
            WHERE c.kode_toko = ${KODE_TOKO} AND c.tgl_system = ${BENCH_TODAY}::date`,
      );
      if (!closed) throw new Error('no close row after the close');
      if (closed.total_qty < (onTrays?.n ?? 0)) throw new Error(`the snapshot holds ${closed.total_qty} pieces, the trays ${onTrays?.n}`);
      if (closed.ok === false) throw new Error("the close's stored audit flags the books");
      const figures = { target, pieces: Number(onTrays?.n ?? 0), sales: SALES, seconds: closeMs / 1000, snapshot: closed.total_qty };
      if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
      else
        console.log(
          `${target}: close of day of a ${Number(onTrays?.n).toLocaleString('en')}-piece store after ${SALES} sales: ${(closeMs / 1000).toFixed(2)} s (goal ≤ 5 s); snapshot ${closed.total_qty.toLocaleString('en')} pieces, audit ${closed.ok === null ? 'not stored' : 'whole'}`,
        );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

await main((process.argv[2] as Target | undefined) ?? 'pglite');
