// kencana/role-literals (eslint.config.js) through ESLint itself, with the repository's own config: it refuses a
// warehouse code, a place code or a place-kind comparison spelled by hand in production code, lets the other
// vocabularies spelled with the same letters pass, and its lists are core's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PLACE_KIND_CODES, ROLE_LITERALS } from '@kencana/core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'kencana/role-literals';
const SERVICE = path.join(ROOT, 'apps/server/src/modules/probe/probe.service.ts');
const SCREEN = path.join(ROOT, 'apps/web/src/modules/probe/probe-page.tsx');

const eslint = new ESLint({ cwd: ROOT });

/** The rule's findings (message ids, in order) for `code` linted as the file `filePath`. */
async function findings(code: string, filePath = SERVICE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A snippet that does not parse would pass vacuously: fail on it instead.
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.messageId ?? m.message);
}

describe('kencana/role-literals', () => {
  it('refuses warehouse codes, place codes and place-kind comparisons spelled by hand', async () => {
    const violations = `
      declare const sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
      declare const tray: { kode_baki: string; kode_gudang: string };
      export const isSorting = tray.kode_gudang === 'SS';
      export const waiting = sql\`SELECT 1 FROM stock_balances WHERE kode_gudang LIKE 'SP%'\`;
      export const damaged = sql\`SELECT 1 FROM stock_balances WHERE kode_gudang = 'RUSAK'\`;
      export const place = \`BAKI:\${tray.kode_baki}\`;
      export const joined = sql\`SELECT 'BAKI:' || k.kode_baki FROM baki k\`;
      export const trays = sql\`SELECT 1 FROM stock_balances WHERE place_kind = 'BAKI'\`;
    `;
    expect(await findings(violations)).toEqual(['code', 'sqlCode', 'sqlCode', 'placeCode', 'placeCode', 'kindCompare']);
    expect(await findings(`export const tray = { kode_gudang: 'KC' }; export const Sel = () => <select value="SP-LN" />;`, SCREEN)).toEqual(
      ['code', 'code'],
    );
  });

  it('lets code through that names warehouses by role and kinds through the helpers, and other vocabularies', async () => {
    const clean = `
      import { hasWarehouseRole, WAREHOUSE } from '@kencana/core';
      declare const sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
      declare const kindIn: (column: unknown, kinds: string[]) => unknown;
      declare const stockPlace: (kind: 'RUSAK' | 'SEPUH', ref: string, kode_toko: string) => unknown;
      declare const tray: { kode_baki: string; kode_gudang: string };
      export type Jenis = 'KB' | 'KC';
      export const isSorting = hasWarehouseRole(tray.kode_gudang, 'SORT_REFINE');
      export const display = WAREHOUSE.DISPLAY;
      export const damaged = stockPlace('RUSAK', 'KS-T01-261122-0001', 'T01');
      export const trays = sql\`SELECT 1 FROM stock_balances WHERE \${kindIn(sql\`place_kind\`, ['BAKI'])}\`;
      export const KIRIM_SEPUH = { prefix: 'KS', nama: 'KIRIM SEPUH' };
      export const tray01 = 'KC01A';
      export const message = 'Kode Gudang Harus SP, RUSAK, SP-LN, SP-BOS Atau SP-PBRK';
    `;
    expect(await findings(clean)).toEqual([]);
  });

  it('leaves tests and the map itself alone: they spell the codes as the specification does', async () => {
    const spelled = `export const tray = { kode_gudang: 'SS', place: \`BAKI:\${'SS01'}\` };`;
    expect(await findings(spelled, path.join(ROOT, 'apps/server/src/modules/probe/probe.test.ts'))).toEqual([]);
    expect(await findings(spelled, path.join(ROOT, 'packages/core/src/domain/warehouse-roles.ts'))).toEqual([]);
  });

  it("refuses exactly the spellings core's map owns and the place kinds core knows", async () => {
    const config = (await eslint.calculateConfigForFile(SERVICE)) as {
      rules: Record<string, [unknown, { codes: string[]; placeKinds: string[] }]>;
    };
    const [, options] = config.rules[RULE]!;
    expect([...options.codes].sort()).toEqual([...ROLE_LITERALS].sort());
    expect([...options.placeKinds].sort()).toEqual([...PLACE_KIND_CODES].sort());
    const each = ROLE_LITERALS.map((code, index) => `export const c${index} = '${code}';`).join('\n');
    expect(await findings(each)).toEqual(ROLE_LITERALS.map(() => 'code'));
  });
});
