// The product's secret key: what customers' personal data (NIK) is encrypted with at rest, what its blind
// index is keyed with, and what backup archives are encrypted with. One key per chain, so every instance that
// shares a PostgreSQL database must be given the same one (KENCANA_DATA_KEY); the embedded default makes one
// on first start and keeps it beside its database in DATA_DIR, where a backup of DATA_DIR alone would carry
// it — so the backups (which are encrypted with it) never include the key file, and the README tells the
// owner to keep a copy of it somewhere else.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key file's name inside DATA_DIR (embedded default, when KENCANA_DATA_KEY is not set). */
export const PRODUCT_KEY_FILE = 'kencana.key';

const KEY_BYTES = 32;

export interface ProductKeySource {
  /** KENCANA_DATA_KEY: 32 bytes as base64 (44 characters) or hex (64 characters). */
  KENCANA_DATA_KEY?: string | undefined;
  /** DATA_DIR resolved: where the generated key is kept when none is given. */
  dataDir: string;
}

/** Decodes a key given as base64 or hex; anything but exactly 32 bytes is refused. */
export function parseProductKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(trimmed) && bytes.toString('base64') !== trimmed))
    throw new Error('KENCANA_DATA_KEY: 32 bytes as base64 (44 characters) or hex (64 characters)');
  return bytes;
}

/**
 * The chain's key: KENCANA_DATA_KEY when set, else DATA_DIR/kencana.key, created (mode 0600) when missing.
 * Synchronous: it is read once at start, before the server listens.
 */
export function loadProductKey(source: ProductKeySource): Buffer {
  if (source.KENCANA_DATA_KEY) return parseProductKey(source.KENCANA_DATA_KEY);
  const file = path.join(source.dataDir, PRODUCT_KEY_FILE);
  try {
    return parseProductKey(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(source.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseProductKey(fs.readFileSync(file, 'utf8'));
  }
}
