// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload, which
// proxies /api and /socket.io to it. Open http://localhost:5173.
import { run } from './lib.mjs';

await Promise.all([run('npx', ['tsx', 'watch', 'apps/server/src/server.ts']), run('npm', ['run', 'dev', '-w', 'apps/web'])]).catch(
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
