// Two servers on one embedded database folder would both start and lose each other's writes: the second must refuse.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.ts';
import { loadEnv } from '../env.ts';
import { dataDirInUseMessage, LOCK_FILE } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const envFor = (dataDir: string) => ({
  ...loadEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
  DATABASE_URL: undefined,
});

describe('one process per embedded database folder', () => {
  it('refuses a second open of the same DATA_DIR with a clear message naming the holder; after close it opens', async () => {
    const dataDir = tempDataDir();
    const env = envFor(dataDir);
    const first = await prepareDatabase(env);
    expect(fs.readFileSync(path.join(env.dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await expect(prepareDatabase(env)).rejects.toThrow(dataDirInUseMessage(env.dataDir, process.pid));
    expect(dataDirInUseMessage(env.dataDir, process.pid)).toContain('DATABASE_URL');
    await first.close();
    expect(fs.existsSync(path.join(env.dataDir, LOCK_FILE))).toBe(false);
    const again = await prepareDatabase(env);
    await again.close();
  });

  it('refuses another process (a second npm start) while this one holds the folder', async () => {
    const dataDir = tempDataDir();
    const env = envFor(dataDir);
    const held = await prepareDatabase(env);
    const client = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts');
    const code = `import(${JSON.stringify(client)}).then((m) => m.openDatabase({ dataDir: ${JSON.stringify(env.dataDir)} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`;
    const second = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { encoding: 'utf8', timeout: 60_000 });
    expect(second.status).toBe(3);
    expect(second.stderr.trim()).toBe(dataDirInUseMessage(env.dataDir, process.pid));
    await held.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = tempDataDir();
    const env = envFor(dataDir);
    const gone = spawnSync(process.execPath, ['-e', '']);
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(path.join(env.dataDir, LOCK_FILE), `${gone.pid}\n${os.hostname()}\n`);
    const database = await prepareDatabase(env);
    expect(fs.readFileSync(path.join(env.dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await database.close();
  });
});
