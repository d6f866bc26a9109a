// The server the browser tests run against: the built product on a fresh embedded database (a new
// PGlite folder per run, demo chain seeded), on its own port.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const dataDir = path.join(root, '.tmp', 'e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
await run('npx', ['tsx', 'apps/server/src/server.ts'], {
  // Every browser test signs in from this one machine: the per-address sign-in rate is a shop's, not a suite's.
  env: {
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3100',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'true',
    LOGIN_RATE_PER_MINUTE: '600',
  },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
