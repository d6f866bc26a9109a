// One instance of the product for the bench's scaling run: the API on the PostgreSQL bench database, its sessions
// and socket events shared through Redis (REDIS_URL), the bench's business day as its clock, listening on INSTANCE_PORT.
// Prints "ready <port>" once it listens (INSTANCE_PORT 0: a free one). Started by run.ts, one process per instance, as a chain deploys them.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { benchClock, benchEnv, benchUrl } from './generate.ts';

// INSTANCE_PORT, not PORT: the product's settings refuse port 0, and 0 here asks for a free one.
const port = Number(process.env.INSTANCE_PORT ?? 0);
// As shipped: logging at info (benchEnv silences it for the in-process figures), REDIS_URL from the caller.
const env = { ...benchEnv('postgres'), LOG_LEVEL: 'info' as const };
const database = await openDatabase({ url: benchUrl(), dataDir: null });
// The log goes where a deployment's goes (here: nowhere), formatted all the same: the shipped cost per request.
const { app } = await buildApp({ db: database.db, dbKind: database.kind, env, clock: benchClock(), logStream: { write: () => undefined } });
await app.listen({ port, host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as AddressInfo).port}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
