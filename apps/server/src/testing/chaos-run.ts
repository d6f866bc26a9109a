// `npm run chaos`: the long chaos run on the PostgreSQL server — CHAOS_OPS (default 10,000) random operations
// by 20 users on a fresh database created on the server of DATABASE_URL (or the local default) and dropped
// after, then every check of the suite's chaos test; prints the counts per kind and exits 1 on any problem.
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { chaosSeed, formatCounts, runChaos } from './chaos.ts';
import { independentCheck, missingAcknowledged, ownerPageBreaks } from './chaos-check.ts';
import { createTestApp, TEST_TODAY } from './test-app.ts';

// The test app makes its own database on the server named here (never writes to the database named itself).
process.env.TEST_DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ops = Number(process.env.CHAOS_OPS ?? 10_000);
const seed = chaosSeed();
console.log(`chaos: seed ${seed} (rerun with CHAOS_SEED=${seed}), ${ops} operations on ${new URL(process.env.TEST_DATABASE_URL).host}`);

const t = await createTestApp();
let failed = false;
try {
  const report = await runChaos(t, { ops, seed, log: (line) => console.log(line) });
  console.log(formatCounts(report));
  const results: Array<[string, string[]]> = [
    ['5xx answers', report.serverErrors],
    ['refusals off the catalogue', report.offCatalogue],
    ['kinds never accepted', Object.entries(report.counts).flatMap(([kind, c]) => (c.ok === 0 ? [kind] : []))],
    ['product invariants', (await checkLedgerInvariants(t.db)).map((v) => `${v.rule}: ${v.detail}`)],
    ["owner's page", (await ownerPageBreaks(t, TEST_TODAY)).breaks],
    ['independent SQL check', await independentCheck(t.db)],
    ['acknowledged writes missing', await missingAcknowledged(t.db, report.acknowledged)],
  ];
  console.log(`acknowledged writes: ${report.acknowledged.length}`);
  for (const [name, problems] of results) {
    console.log(`${name}: ${problems.length}`);
    for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
    if (problems.length > 0) failed = true;
  }
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
