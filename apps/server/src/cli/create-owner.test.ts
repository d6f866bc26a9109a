// The create-owner command applies core's password rule, the same one as the API: the first owner is the account
// most worth guessing, so the terminal is no way around the rule.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-owner.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-create-owner-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function createOwner(password: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', script, '--user-id', 'budi', '--name', 'Budi', '--toko', 'T01', '--nama-toko', 'TOKO BUDI'],
    {
      env: { ...process.env, KENCANA_OWNER_PASSWORD: password, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('npm run create-owner', () => {
  it('refuses what the API refuses, with the same messages', () => {
    for (const [password, message] of [
      ['1234567', MESSAGES.passwordMinimal],
      ['12345678', MESSAGES.passwordTerlaluUmum],
      ['budi-emas-99', MESSAGES.passwordMengandungUserId],
    ] as const) {
      const run = createOwner(password);
      expect([password, run.status, run.stderr.trim()]).toEqual([password, 2, message]);
    }
  });

  it('creates the owner with a password the rule accepts', () => {
    const run = createOwner('cincin-kawin-7');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Owner budi dibuat');
  });
});
