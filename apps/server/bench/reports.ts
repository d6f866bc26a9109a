// Every report's JSON (not a timed test): each report of the registry (modules/reports/queries) called as its
// screen calls it — the owner (every store), page 1 — once with the screen's defaults (today) and, for a report
// with a period, over the last 31 days; each call beside the same two statements run directly on the same
// database as the call runs them, side by side (the totals over every row and the page: reports.service.ts
// reportStatements; on PostgreSQL each on a connection of its own, on PGlite in turn), alternating call and
// SQL BENCH_REPORT_RUNS times after a warm-up. Through the product's Fastify app in process (inject: the HTTP
// floor is the main bench's). On whichever bench database BENCH_DB_NAME / BENCH_DIR name — the year-long chain
// (year.ts) when `npm run bench` finds it. A report refused for its defaults (a choice the person must make
// first) is listed with its status.
//
//   npx tsx apps/server/bench/reports.ts [pglite|postgres] [--json]
import { sql } from 'drizzle-orm';
import { addDays, reportsApi, type ReportParams } from '@kencana/core';
import { defaultParams } from '@kencana/core/reports/define';
import { buildApp } from '../src/app.ts';
import { findSessionUser } from '../src/auth/current-user.ts';
import { tokenHash } from '../src/auth/tokens.ts';
import { rows } from '../src/db/client.ts';
import { loadReportQueries, reportStatements } from '../src/modules/reports/index.ts';
import { quantile } from './quantile.ts';
import { BENCH_TODAY, benchClock, benchEnv, goodsCount, openBench, type Target } from './generate.ts';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
/** Only these reports (BENCH_REPORTS=id,id), for a quick look at one; every report when unset. */
const ONLY = (process.env.BENCH_REPORTS ?? '').split(',').filter(Boolean);
/** BENCH_EXPLAIN=1 prints each statement's plan as it ran (EXPLAIN ANALYZE, BUFFERS): the profile of a slow report. */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

export interface ReportTiming {
  target: Target;
  report: string;
  variant: string;
  status: number;
  total_rows: number;
  api: { p50: number; p99: number };
  sql: { p50: number; p99: number };
}

async function main(target: Target, json: boolean): Promise<void> {
  const database = await openBench(target);
  try {
    if ((await goodsCount(database)) === 0) throw new Error(`${target}: the bench database is empty: generate it first`);
    const clock = benchClock();
    const { app, deps } = await buildApp({ db: database.db, dbKind: database.kind, env: benchEnv(target), clock });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: 'owner', password: 'owner123' } });
      if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
      const token = (login.json() as { token: string }).token;
      const user = await findSessionUser(database.db, tokenHash(token), clock.now());
      if (!user) throw new Error('the owner could not sign in');
      const timings: ReportTiming[] = [];
      for (const query of await loadReportQueries()) {
        const def = query.report;
        if (ONLY.length > 0 && !ONLY.includes(def.id)) continue;
        const endpoint = reportsApi.reportEndpoint(def);
        const variants: Array<{ variant: string; params: ReportParams }> = [{ variant: 'today', params: defaultParams(def, BENCH_TODAY) }];
        if (def.period.kind === 'range')
          variants.push({
            variant: '31 days',
            params: { ...defaultParams(def, BENCH_TODAY), [def.period.from]: addDays(BENCH_TODAY, -30), [def.period.to]: BENCH_TODAY },
          });
        for (const { variant, params } of variants) {
          // The screen's call: its parameters and page 1.
          const input = { ...params, page: 1 };
          const call = () =>
            app.inject({
              method: endpoint.method,
              url: `/api/v1/${endpoint.path}`,
              headers: { authorization: `Bearer ${token}` },
              ...(endpoint.method === 'POST'
                ? { payload: input }
                : { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }),
            });
          const first = await call();
          if (first.statusCode !== 200) {
            timings.push({
              target,
              report: def.id,
              variant,
              status: first.statusCode,
              total_rows: 0,
              api: { p50: NaN, p99: NaN },
              sql: { p50: NaN, p99: NaN },
            });
            continue;
          }
          const statements = await reportStatements(deps, user, query, params, 1);
          if (EXPLAIN) {
            for (const statement of [statements.totals, statements.page]) {
              const plan = await rows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
              console.log(`${target} ${def.id} (${variant}) plan:\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`);
            }
          }
          const api: number[] = [];
          const raw: number[] = [];
          for (let run = 0; run < RUNS; run++) {
            let start = performance.now();
            const answer = await call();
            api.push(performance.now() - start);
            if (answer.statusCode !== 200) throw new Error(`${def.id}: HTTP ${answer.statusCode} ${answer.body.slice(0, 200)}`);
            start = performance.now();
            await Promise.all([rows(database.db, statements.totals), rows(database.db, statements.page)]);
            raw.push(performance.now() - start);
          }
          const total_rows = (first.json() as { total_rows: number }).total_rows;
          timings.push({
            target,
            report: def.id,
            variant,
            status: 200,
            total_rows,
            api: { p50: quantile(api, 0.5), p99: quantile(api, 0.99) },
            sql: { p50: quantile(raw, 0.5), p99: quantile(raw, 0.99) },
          });
          console.log(
            `${target} ${def.id} (${variant}): ${total_rows} rows, API p50 ${quantile(api, 0.5).toFixed(1)} ms, SQL ${quantile(raw, 0.5).toFixed(1)} ms`,
          );
        }
      }
      // The owner's page: the chain's audit of the business day and today's valuation (several statements each:
      // no single SQL to set beside them). A page that flags the generated books is no figure: the run fails.
      for (const [report, url] of [
        ["owner's page: audit (every store, today)", `/api/v1/audit-pemilik?kode_toko=SEMUA&tgl_from=${BENCH_TODAY}&tgl_to=${BENCH_TODAY}`],
        ["owner's page: valuation", '/api/v1/audit-pemilik/valuasi'],
      ] as const) {
        if (ONLY.length > 0 && !ONLY.includes('owner-page')) break;
        const times: number[] = [];
        for (let run = 0; run <= RUNS; run++) {
          const start = performance.now();
          const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          if (run > 0) times.push(performance.now() - start);
          if (answer.statusCode !== 200) throw new Error(`${url}: HTTP ${answer.statusCode} ${answer.body.slice(0, 200)}`);
          const data = (answer.json() as { data: { ok?: boolean; toko?: Array<{ kode_toko: string; pelanggaran: unknown[] }> } }).data;
          if (data.ok === false)
            throw new Error(
              `${url}: the chain is flagged: ${JSON.stringify(data.toko?.filter((t) => t.pelanggaran.length > 0).slice(0, 3))}`,
            );
        }
        timings.push({
          target,
          report,
          variant: 'today',
          status: 200,
          total_rows: 0,
          api: { p50: quantile(times, 0.5), p99: quantile(times, 0.99) },
          sql: { p50: NaN, p99: NaN },
        });
        console.log(`${target} ${report}: p50 ${quantile(times, 0.5).toFixed(1)} ms`);
      }
      const [counts] = await rows<{ documents: number; stock: number; money: number }>(
        database.db,
        sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM stock_movements)::int AS stock,
                   (SELECT count(*) FROM money_entries)::int AS money`,
      );
      if (json) console.log(JSON.stringify({ target, counts, timings }));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

await main((process.argv[2] ?? 'pglite') as Target, process.argv.includes('--json'));
