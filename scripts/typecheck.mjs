// Type-checks every workspace with the one TypeScript of the root (STACK.md: 6.0.3, pinned once).
import { run } from './lib.mjs';

const projects = ['packages/core', 'apps/server', 'apps/web', 'e2e'];
await Promise.all(projects.map((project) => run('npx', ['tsc', '-p', project, '--noEmit']))).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
