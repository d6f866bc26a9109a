// `npm test`: every test. Format, lint and types, then the Vitest projects (core, the API on embedded PGlite,
// web components), then the web build's bundle-size budget (scripts/check-bundle.mjs) and the browser tests
// in Debian's Chromium against the built product.
// `npm test -- --skip-e2e` leaves the browser out (quick local loop).
import { ensureChromium } from './ensure-chromium.mjs';
import { buildWebIfNeeded, run } from './lib.mjs';

const skipE2e = process.argv.includes('--skip-e2e');
const step = (name) => console.log(`\n=== ${name} ===`);

try {
  if (!skipE2e) {
    step('browser for the end-to-end tests');
    await ensureChromium();
  }
  step('format (Prettier; `npm run format` rewrites)');
  await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  step('lint');
  await run('npx', ['eslint', '.', '--max-warnings', '0']);
  step('types');
  await run('node', ['scripts/typecheck.mjs']);
  step('unit, component and API tests (PGlite)');
  await run('npx', ['vitest', 'run']);
  if (!skipE2e) {
    step('web build');
    await buildWebIfNeeded();
    step('bundle size (initial JS ≤ 200 kB gzip)');
    await run('node', ['scripts/check-bundle.mjs']);
    step('end-to-end tests (Chromium)');
    await run('npm', ['test', '-w', 'e2e']);
  }
  console.log('\nAll tests passed.');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
