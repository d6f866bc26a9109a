// The server's module rule as lint enforces it (kencana/boundaries in eslint.config.js): a module uses another
// only through its face (index.ts); the composition layers (demo, cli, testing) likewise, the app also through
// each module's routes file; the shared layers (stock, points, …) never import a module. Each case lints a
// file that is not on disk at a real path of the tree, so the rule is the one every commit is checked with.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The kencana/boundaries messages of a one-line file at `file` (repository-relative) importing `spec`. */
async function crossings(file: string, spec: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${spec}';\nexport const y = x;\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'kencana/boundaries').map((m) => m.message);
}

describe('kencana/boundaries: modules through their faces', () => {
  it("refuses a module reaching into another module's files, whatever way the path is written", async () => {
    for (const spec of [
      '../penjualan/penjualan.service.ts',
      '../../modules/penjualan/penjualan.service.ts',
      '@kencana/server/src/modules/penjualan/penjualan.service.ts',
      '../penjualan',
    ]) {
      const found = await crossings('apps/server/src/modules/tukar/probe.ts', spec);
      expect(found, spec).toHaveLength(1);
      expect(found[0]).toContain('A module is used through its face');
    }
  });

  it("accepts another module's index.ts and the module's own files", async () => {
    expect(await crossings('apps/server/src/modules/tukar/probe.ts', '../penjualan/index.ts')).toEqual([]);
    expect(await crossings('apps/server/src/modules/tukar/probe.ts', './tukar.service.ts')).toEqual([]);
    expect(await crossings('apps/server/src/modules/tukar/probe.ts', '../../stock/index.ts')).toEqual([]);
  });

  it('holds the composition layers (demo, cli, testing) to the faces; the app may also register a routes file', async () => {
    for (const file of ['apps/server/src/demo/probe.ts', 'apps/server/src/cli/probe.ts', 'apps/server/src/testing/probe.ts']) {
      expect(await crossings(file, '../modules/kiriman/shipment.ts'), file).toHaveLength(1);
      expect(await crossings(file, '../modules/kiriman/index.ts'), file).toEqual([]);
    }
    expect(await crossings('apps/server/src/app.ts', './modules/kiriman/kiriman.routes.ts')).toEqual([]);
    expect(await crossings('apps/server/src/app.ts', './modules/kiriman/shipment.ts')).toHaveLength(1);
  });

  it('refuses any module import, even a face, from a shared layer (the kernel, points, …)', async () => {
    for (const file of ['apps/server/src/stock/probe.ts', 'apps/server/src/points/probe.ts', 'apps/server/src/ledger/probe.ts']) {
      const found = await crossings(file, '../modules/kiriman/index.ts');
      expect(found, file).toHaveLength(1);
      expect(found[0]).toContain('A shared server layer never imports a module');
    }
  });
});

describe('import-x/no-cycle: no import cycle', () => {
  it('refuses two files that import each other (the rule resolves our .ts imports and parses TypeScript)', async () => {
    // The rule follows imports on disk, so the probe is two real files, removed again whatever happens.
    const dir = fs.mkdtempSync(path.join(ROOT, 'apps/server/src/cycle-probe-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): unknown => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): unknown => a;\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kencana/file-names: kebab-case file names', () => {
  const named = async (file: string) => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'kencana/file-names').map((m) => m.message);
  };

  it('refuses a PascalCase or snake_case name and suggests the kebab-case one', async () => {
    expect(await named('apps/web/src/components/inputs/MoneyInput.tsx')).toEqual([
      "File names are kebab-case ('MoneyInput.tsx' → 'money-input.tsx').",
    ]);
    expect(await named('apps/server/src/ledger/money_ledger.ts')).toHaveLength(1);
  });

  it('accepts kebab-case words followed by the kinds of the file', async () => {
    for (const file of [
      'apps/web/src/components/inputs/money-input.tsx',
      'apps/server/src/ledger/money.property.test.ts',
      'apps/web/src/vite-env.d.ts',
    ])
      expect(await named(file), file).toEqual([]);
  });
});
