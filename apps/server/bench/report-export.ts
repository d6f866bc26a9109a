// Measures the report exports at volume: 50,000 items on a tray, exported through the HTTP export call of
// /laporan-barang-detail as XLSX (streamed) and, up to its cap, as PDF. Prints time, file size and the
// peak resident memory of the process while each export runs.
// npx tsx apps/server/bench/report-export.ts [rows]   (TEST_DATABASE_URL=… to run on PostgreSQL)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { WAREHOUSE } from '@kencana/core';
import { bakiPlace, placeCode } from '../src/ledger/places.ts';
import { bearer, createTestApp, loginAs } from '../src/testing/test-app.ts';

const ROWS = Number(process.argv[2] ?? 50_000);
/** A display tray of the seeded demo chain's T01. */
const TRAY = `${WAREHOUSE.DISPLAY}01A`;
const t = await createTestApp();
await t.db.execute(sql`
  INSERT INTO barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_toko, kode_gudang, kode_baki, lokasi, lokasi_kind, berat, kadar, harga_jual)
  SELECT 'Z' || lpad(i::text, 7, '0'), 'CINCIN 17K UJI BEBAN ' || i, '17K', 'CIN17', 'T01', ${WAREHOUSE.DISPLAY}, ${TRAY}, ${placeCode(bakiPlace(TRAY))}, 'BAKI',
         ((i % 9000) / 1000.0 + 1)::numeric(12,3), '75', 1000000 + i
  FROM generate_series(1, ${ROWS}) AS i`);
const { token } = await loginAs(t.app, 'owner', 'owner123');

async function measure(label: string, url: string): Promise<void> {
  if (global.gc) global.gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const start = performance.now();
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const ms = performance.now() - start;
  loop.disable();
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `${label}: HTTP ${response.statusCode}, ${(ms / 1000).toFixed(1)} s, ${(response.rawPayload.length / 1024 / 1024).toFixed(1)} MB file, ` +
      `RSS ${mb(before)} → peak ${mb(peak)} MB (+${mb(peak - before)} MB), longest event-loop stall ${(loop.max / 1e6).toFixed(0)} ms${response.statusCode === 200 ? '' : ` ${response.body}`}`,
  );
}

console.log(`${ROWS} extra items on KC01A (${t.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
await measure('screen page (100 rows + totals)', '/api/v1/laporan/barang-detail?kode_toko=T01&page=1');
await measure(`XLSX ${ROWS + 70} rows`, '/api/v1/laporan/barang-detail/export?format=xlsx&kode_toko=T01');
await measure(`PDF  ${ROWS + 70} rows`, '/api/v1/laporan/barang-detail/export?format=pdf&kode_toko=T01');
await t.close();
