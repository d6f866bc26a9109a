// PostgreSQL's own tools for a server deployment: pg_dump (the custom format, compressed, restorable with
// pg_restore into any newer server) and pg_restore, and a scratch database for the verification. They must be of
// the server's major version or newer: PG_BIN_DIR names their folder when PATH does not hold the right ones.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export interface PgTools {
  /** PG_BIN_DIR: the folder of pg_dump and pg_restore; unset: PATH. */
  binDir?: string | undefined;
}

function tool(tools: PgTools, name: 'pg_dump' | 'pg_restore'): string {
  return tools.binDir ? path.join(tools.binDir, name) : name;
}

/** A connection string without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

function run(tools: PgTools, name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool(tools, name), args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return reject(new Error(`${name} tidak ditemukan: pasang klien PostgreSQL (versi server atau lebih baru) atau isi PG_BIN_DIR`));
      const text = String(stderr).trim().split('\n').slice(-3).join(' ');
      reject(new Error(`${name}: ${text || error.message}`));
    });
  });
}

/** pg_dump of the database at an exported snapshot (pg_export_snapshot) into `file`, custom format. */
export function pgDump(tools: PgTools, url: string, snapshot: string, file: string): Promise<void> {
  return run(tools, 'pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--snapshot=${snapshot}`,
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** pg_restore of a custom-format dump into an empty database, all or nothing (one transaction). */
export function pgRestore(tools: PgTools, file: string, url: string): Promise<void> {
  return run(tools, 'pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}

/**
 * A new, empty database beside the one in `url` (same server, same role: it needs CREATEDB), dropped by the
 * answer's drop(). The verification restores each archive into one.
 */
export async function scratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kencana_verifikasi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
