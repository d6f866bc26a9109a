// The report exports at volume (not a timed test): BENCH_EXPORT_ROWS (50,000) extra items on display tray KC01A
// of the seeded demo chain, exported whole through the HTTP export call of /laporan-barang-detail as XLSX
// (streamed), and PDF_EXTRA (2,000) on tray KC01C exported as a PDF (the tray's filter). Each export is timed
// through the product's Fastify app in process (inject: no client or socket charged), with the process's peak
// resident memory while it runs and its longest event-loop stall. The run fails unless every export answers 200.
// `npm run bench` runs it per target (--json: the figures as the last line) into
// docs/BENCHMARKS.md.
//
//   npx tsx apps/server/bench/report-export.ts [pglite|postgres] [--json]
import { sql } from 'drizzle-orm';
import { WAREHOUSE } from '@kencana/core';
import { bakiPlace, placeCode } from '../src/ledger/places.ts';
import { rows } from '../src/db/client.ts';
import { warmReportPdf } from '../src/documents/index.ts';
import { kindIn } from '../src/stock/kinds.ts';
import { bearer, createTestApp, loginAs } from '../src/testing/test-app.ts';
import type { Target } from './generate.ts';

const target = (process.argv[2] ?? 'pglite') as Target;
if (target !== 'pglite' && target !== 'postgres') throw new Error('usage: report-export.ts [pglite|postgres] [--json]');
// createTestApp makes (and drops) a database of its own on the server TEST_DATABASE_URL names; else in-memory PGlite.
if (target === 'postgres')
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
else delete process.env.TEST_DATABASE_URL;

const XLSX_EXTRA = Number(process.env.BENCH_EXPORT_ROWS ?? 50_000);
const PDF_EXTRA = 2_000;
/** The period of the tick that samples memory and event-loop stalls, ms. */
const TICK_MS = 5;
/** Display trays of the seeded demo chain's T01: the big one for the spreadsheet, a small one for the PDF. */
const XLSX_TRAY = `${WAREHOUSE.DISPLAY}01A`;
const PDF_TRAY = `${WAREHOUSE.DISPLAY}01C`;

export interface ExportFigures {
  format: 'xlsx' | 'pdf';
  rows: number;
  seconds: number;
  fileMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  stallMs: number;
}

const t = await createTestApp();
try {
  async function fill(tray: string, prefix: string, count: number): Promise<void> {
    await t.db.execute(sql`
      INSERT INTO barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_toko, kode_gudang, kode_baki, lokasi, lokasi_kind, berat, kadar, harga_jual)
      SELECT ${prefix} || lpad(i::text, 7, '0'), 'CINCIN 17K UJI BEBAN ' || i, '17K', 'CIN17', 'T01', ${WAREHOUSE.DISPLAY}, ${tray}, ${placeCode(bakiPlace(tray))}, 'BAKI',
             ((i % 9000) / 1000.0 + 1)::numeric(12,3), '75', 1000000 + i
      FROM generate_series(1, ${count}) AS i`);
  }
  await fill(XLSX_TRAY, 'Z', XLSX_EXTRA);
  await fill(PDF_TRAY, 'Y', PDF_EXTRA);
  const onTray = async (tray: string | null) => {
    const [row] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'T01' AND ${kindIn(sql`lokasi_kind`, ['BAKI'])} AND (${tray}::text IS NULL OR kode_baki = ${tray})`,
    );
    return Number(row?.n ?? 0);
  };
  const { token } = await loginAs(t.app, 'owner', 'owner123');
  // As the server's start does (warm-up.ts): the report PDF worker is running before the first person asks.
  await warmReportPdf();

  async function measure(format: 'xlsx' | 'pdf', expectedRows: number, query: string): Promise<ExportFigures> {
    if (global.gc) global.gc();
    const mb = (n: number) => n / 1024 / 1024;
    const before = process.memoryUsage.rss();
    let peak = before;
    // A 5 ms tick samples the memory and times the gaps between its own runs: the longest gap, less the tick, is
    // how long any other request waited. (perf_hooks' monitorEventLoopDelay reported 10 ms across a 1.8 s render.)
    let last = performance.now();
    let stallMs = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      stallMs = Math.max(stallMs, now - last - TICK_MS);
      last = now;
      peak = Math.max(peak, process.memoryUsage.rss());
    }, TICK_MS);
    const start = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/laporan/barang-detail/export?format=${format}&${query}`,
      headers: bearer(token),
    });
    const seconds = (performance.now() - start) / 1000;
    // The tick after a stall runs once the work yields: let it run before reading the figures.
    await new Promise((resolve) => setTimeout(resolve, 4 * TICK_MS));
    clearInterval(tick);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (response.statusCode !== 200) throw new Error(`${format} export: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
    return {
      format,
      rows: expectedRows,
      seconds,
      fileMb: mb(response.rawPayload.length),
      rssBeforeMb: mb(before),
      rssPeakMb: mb(peak),
      stallMs,
    };
  }

  const figures = [
    await measure('xlsx', await onTray(null), 'kode_toko=T01'),
    await measure('pdf', await onTray(PDF_TRAY), `kode_toko=T01&kode_baki=${PDF_TRAY}`),
  ];
  if (process.argv.includes('--json')) console.log(JSON.stringify({ target, exports: figures }));
  else
    for (const e of figures)
      console.log(
        `${target}: ${e.format.toUpperCase()} of ${e.rows.toLocaleString('en')} rows: ${e.seconds.toFixed(2)} s, ${e.fileMb.toFixed(1)} MB file, ` +
          `RSS ${e.rssBeforeMb.toFixed(0)} → peak ${e.rssPeakMb.toFixed(0)} MB, longest event-loop stall ${e.stallMs.toFixed(0)} ms`,
      );
} finally {
  await t.close();
}
