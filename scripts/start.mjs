// `npm start`: builds the web app if needed, then serves the product and the API (PGlite in ./data by
// default; DATABASE_URL for a PostgreSQL server). Settings: see README.md.
import { buildWebIfNeeded, run } from './lib.mjs';

await buildWebIfNeeded();
await run('npx', ['tsx', 'apps/server/src/server.ts']).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
