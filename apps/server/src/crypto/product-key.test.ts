import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProductKey, parseProductKey, PRODUCT_KEY_FILE } from './product-key.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('product key', () => {
  it('is made once on first start, kept in DATA_DIR readable by its owner only, and read back the same', () => {
    const dataDir = tempDir();
    const first = loadProductKey({ dataDir });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, PRODUCT_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadProductKey({ dataDir }).equals(first)).toBe(true);
  });

  it('takes KENCANA_DATA_KEY as base64 or hex and writes no file then', () => {
    const dataDir = tempDir();
    const key = Buffer.alloc(32, 7);
    expect(loadProductKey({ dataDir, KENCANA_DATA_KEY: key.toString('base64') }).equals(key)).toBe(true);
    expect(loadProductKey({ dataDir, KENCANA_DATA_KEY: key.toString('hex') }).equals(key)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, PRODUCT_KEY_FILE))).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => parseProductKey('c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseProductKey('zz'.repeat(32))).toThrow(/32 bytes/);
  });
});
