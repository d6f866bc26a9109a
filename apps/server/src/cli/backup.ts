// `npm run backup`: one backup now, from the command line — the PostgreSQL operator's (pg_dump of the database
// plus the stored files, pg_dump of the server's major version or newer on PATH or in PG_BIN_DIR), or an
// embedded database's while its server is stopped (a running server takes its own: 'Cadangkan Sekarang' on the
// owner's page, after every close of day and on its schedule). The archive goes where the server's would
// (BACKUP_DIR, the owner's second folder, S3), proven the same way, and is recorded for the owner's page.
import { sql } from 'drizzle-orm';
import { takeBackup } from '../backup/take-backup.ts';
import { systemClock } from '../clock.ts';
import { openDatabase, pendingMigrations, rows } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { backupSetting, recordBackup } from '../modules/backup/index.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  console.error("Server sedang berjalan? Pakai 'Cadangkan Sekarang' di halaman Audit Pemilik.");
  process.exit(1);
});
let code = 0;
try {
  const [table] = await rows<{ ok: boolean }>(database.db, sql`SELECT to_regclass('public.backups') IS NOT NULL AS ok`);
  // A database this release has not migrated yet is proven by its counts: the invariants read the current schema.
  const current = (await pendingMigrations(database.db)) === 0;
  const outcome = await takeBackup({
    database,
    env,
    clock: systemClock,
    pemicu: 'CLI',
    setting: await backupSetting(database.db),
    invariants: current,
    verifyInline: true,
  });
  if (table?.ok) await recordBackup(database.db, outcome, '');
  if (!outcome.file) {
    console.error(`Pencadangan gagal: ${outcome.keterangan}`);
    code = 1;
  } else {
    console.info(`${outcome.file}: ${outcome.bytes} bytes, ${outcome.baris} baris, ${outcome.berkas} berkas, sha256 ${outcome.sha256}`);
    for (const t of outcome.tujuan) console.info(`  ${t.tujuan} ${t.lokasi}: ${t.ok ? 'ok' : 'GAGAL'} ${t.keterangan}`);
    console.info(outcome.verified ? `terverifikasi (${outcome.verifikasi_ms} ms)` : `TIDAK TERVERIFIKASI: ${outcome.keterangan}`);
    if (!outcome.verified) code = 1;
  }
} finally {
  await database.close();
}
process.exit(code);
