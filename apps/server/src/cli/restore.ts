// `npm run restore -- <archive> [--data-dir DIR | --database-url URL] [--key-file FILE]`: an archive back into a
// fresh place — an embedded archive into an empty DATA_DIR (by default the product's own, ./data), a PostgreSQL
// archive into an empty database (by default DATABASE_URL) — refusing one that holds a database or that a running
// server owns, then the full audit. The key: KENCANA_DATA_KEY, --key-file, or a kencana.key already put in DIR.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readArchiveHeader } from '../backup/archive.ts';
import { redactUrl } from '../backup/pg-tools.ts';
import { restoreArchive, restoreKeySource, type RestoreTarget } from '../backup/restore.ts';
import { parseProductKey, PRODUCT_KEY_FILE } from '../crypto/product-key.ts';
import { loadEnv } from '../env.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, 'key-file': { type: 'string' } },
});
const archive = positionals[0];
if (!archive || positionals.length > 1 || (values['data-dir'] && values['database-url'])) {
  console.error('Pakai: npm run restore -- <arsip.kbak> [--data-dir FOLDER | --database-url URL] [--key-file kencana.key]');
  process.exit(2);
}
const env = loadEnv();
try {
  const header = await readArchiveHeader(archive);
  const target: RestoreTarget =
    header.jenis === 'pglite'
      ? { dataDir: path.resolve(values['data-dir'] ?? env.dataDir) }
      : { url: values['database-url'] ?? env.DATABASE_URL ?? '' };
  if ('url' in target && !target.url) throw new Error('--database-url (atau DATABASE_URL) harus diisi untuk arsip PostgreSQL');
  const keyText = restoreKeySource({
    envKey: env.KENCANA_DATA_KEY,
    keyFile: values['key-file'],
    dataDir: 'dataDir' in target ? target.dataDir : env.dataDir,
  });
  const productKey = parseProductKey(keyText);
  console.info(`memulihkan ke ${'dataDir' in target ? target.dataDir : redactUrl(target.url)}`);
  const result = await restoreArchive(archive, {
    productKey,
    target,
    env,
    pgTools: { binDir: env.PG_BIN_DIR },
    log: (line) => console.info(line),
  });
  // The restored product must find the same key on its start (personal data is encrypted with it too).
  if ('dataDir' in target && !env.KENCANA_DATA_KEY) {
    const keyFile = path.join(target.dataDir, PRODUCT_KEY_FILE);
    if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, `${productKey.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  const baris = Object.values(result.tabel).reduce((a, b) => a + b, 0);
  console.info(
    `selesai: ${baris} baris di ${Object.keys(result.tabel).length} tabel, ${result.berkas} berkas (arsip ${result.manifest.dibuat})`,
  );
  if (result.pelanggaran.length > 0) {
    console.error(`AUDIT: ${result.pelanggaran.length} pelanggaran`);
    for (const line of result.pelanggaran.slice(0, 20)) console.error(`  ${line}`);
    process.exit(1);
  }
  console.info('audit penuh: semua pemeriksaan hijau');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
