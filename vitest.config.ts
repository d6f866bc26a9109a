import { defineConfig } from 'vitest/config';

// One runner, three projects: pure core, the API against a real database, web components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The empty and the demo database built once and dumped; each test file starts from a copy.
          globalSetup: ['src/testing/global-setup.ts'],
          // PGlite per test file is memory-hungry; two cores, two workers.
          maxWorkers: 2,
          // Each file builds its own app and database, and no module keeps state between apps: the app's
          // modules are loaded once per worker instead of once per file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
