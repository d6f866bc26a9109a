// The owner's page on the benchmark chain (not a timed test): GET audit-pemilik for the whole chain over the
// business day, and GET audit-pemilik/valuasi, each timed through the product's Fastify app in process
// (inject, so no client or socket is charged), after one warm-up call. Uses the database `npm run bench`
// generates (1,000,000 goods unless BENCH_GOODS says otherwise).
//
//   npx tsx apps/server/bench/owner-page.ts [pglite|postgres]
import { buildApp } from '../src/app.ts';
import { BENCH_GOODS, BENCH_TODAY, benchClock, benchEnv, generate, goodsCount, openBench, type Target } from './generate.ts';

const RUNS = Number(process.env.BENCH_OWNER_RUNS ?? 5);

async function main(target: Target): Promise<void> {
  const database = await openBench(target);
  try {
    if ((await goodsCount(database)) < BENCH_GOODS) await generate(database);
    const { app } = await buildApp({ db: database.db, dbKind: database.kind, env: benchEnv(target), clock: benchClock() });
    const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: 'owner', password: 'owner123' } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const urls = [`/api/v1/audit-pemilik?kode_toko=SEMUA&tgl_from=${BENCH_TODAY}&tgl_to=${BENCH_TODAY}`, '/api/v1/audit-pemilik/valuasi'];
    for (const url of urls) {
      const times: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        // The page must answer a clean chain as clean: a fast page that flags the generated books is no figure.
        const data = (res.json() as { data: { ok?: boolean; toko?: Array<{ kode_toko: string; pelanggaran: unknown[] }> } }).data;
        if (data.ok === false) {
          const broken = data.toko?.filter((t) => t.pelanggaran.length > 0);
          throw new Error(
            `${url}: the generated chain is flagged: ${JSON.stringify(broken?.map((t) => [t.kode_toko, t.pelanggaran.slice(0, 2)]))}`,
          );
        }
        if (run > 0) times.push(ms);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${target} ${url.split('?')[0]}: p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (${RUNS} runs)`,
      );
    }
    await app.close();
  } finally {
    await database.close();
  }
}

await main((process.argv[2] as Target | undefined) ?? 'pglite');
