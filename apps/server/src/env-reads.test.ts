// The lint rule that keeps the environment in one file per application, run through the repository's own
// lint configuration: a deliberate stray read is refused, the env files themselves pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function envProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'settings/env-reads').map((message) => message.message);
}

describe('settings/env-reads', () => {
  it('refuses process.env outside the server env.ts, and takes it there', async () => {
    const stray = await envProblems('apps/server/src/modules/x/x.service.ts', 'export const port = process.env.PORT;\n');
    expect(stray).toEqual([
      'process.env is read only in apps/server/src/env.ts: add the setting there (validated, with its default) and import it.',
    ]);
    expect(await envProblems('apps/server/src/cli/x.ts', 'export const all = { ...process.env };\n')).toHaveLength(1);
    expect(await envProblems('apps/server/src/env.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });

  it("refuses import.meta.env outside the web's lib/env.ts", async () => {
    expect(await envProblems('apps/web/src/modules/x/x-page.tsx', 'export const prod = import.meta.env.PROD;\n')).toHaveLength(1);
    expect(await envProblems('apps/web/src/lib/env.ts', 'export const prod = import.meta.env.PROD;\n')).toEqual([]);
  });

  it('refuses any read in core, which is pure', async () => {
    const problems = await envProblems('packages/core/src/domain/x.ts', 'export const tz = process.env.TZ;\n');
    expect(problems).toEqual(['process.env is not read here: core is pure, settings come from the application that calls it.']);
  });
});
