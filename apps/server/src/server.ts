import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { loadEnv } from './env.ts';
import { backupSettled, startBackupSchedule } from './modules/backup/index.ts';
import { attachSocketServer } from './realtime/socket.ts';
import { warmUp } from './warm-up.ts';

// The process entry: `npm start` runs this after building the web app.
const env = loadEnv();
// A refusal at start (another server holds DATA_DIR, a database that cannot be reached) is said in one
// line, not as a stack trace.
const database = await prepareDatabase(env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const { app, deps, relay } = await buildApp({ db: database.db, dbKind: database.kind, database, env, clock: systemClock, serveWeb: true });
const sockets = await attachSocketServer(app, deps);
relay.target = sockets.realtime;

// The first cashiers must not pay for a cold process (seconds on the embedded database): warmed before listening.
await app.ready();
const warmed = await warmUp(app, deps).catch((error: unknown) => {
  app.log.warn({ err: error }, 'warm-up failed; serving cold');
  return null;
});
if (warmed) app.log.info(`warmed up in ${Math.round(warmed.ms)} ms (${warmed.calls} calls)`);
await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Kencana at http://localhost:${env.PORT} (${database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL'})`);
// Backups after every close of day and every few hours (Setting System), into DATA_DIR/backups and beyond.
const stopBackups = startBackupSchedule(deps);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    stopBackups();
    await sockets.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    // A backup being written finishes first: its snapshot is taken already, its archive would be left half.
    await backupSettled(deps);
    await database.close().catch(() => undefined);
    process.exit(0);
  });
}
