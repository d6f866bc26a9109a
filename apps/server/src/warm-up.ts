import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ALL_MENU_PATHS } from '@kencana/core';
import { findSessionUser, type CurrentUser } from './auth/current-user.ts';
import { dummyHash, verifyPassword } from './auth/passwords.ts';
import { tokenHash } from './auth/tokens.ts';
import { rows } from './db/client.ts';
import { warmReportPdf } from './documents/index.ts';
import type { AppDeps } from './http/context.ts';

/**
 * Before the server listens, it answers the counter's hot calls once itself, so the first cashiers do not pay
 * for what a fresh process does once: the embedded database's first read of each table and its plans, the
 * session statement's preparation, the routes' first validation and serialisation. Read-only: the calls run as
 * the chain's first owner under a token that exists only in this process's session cache and is dropped after,
 * and nothing is written. A database without an owner (a fresh install before create-owner) warms only the
 * session statement.
 */
export async function warmUp(app: FastifyInstance, deps: AppDeps): Promise<{ ms: number; calls: number }> {
  const started = performance.now();
  // The report PDF worker starts on its own thread while the calls below warm this one.
  const pdfWorker = warmReportPdf().catch((error: unknown) => app.log.warn({ err: error }, 'report PDF worker not warmed'));
  const now = deps.clock.now();
  await findSessionUser(deps.db, 'warm-up', now);
  // The sign-in: its password check (argon2's first use) and the tables it reads and writes, only read here.
  await verifyPassword(await dummyHash(), 'warm-up');
  for (const table of ['users', 'login_attempts', 'sessions', 'audit_log'])
    await deps.db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} LIMIT 1`);
  const [owner] = await rows<
    Omit<CurrentUser, 'menus' | 'tokenHash' | 'privileged'> & { kode_barcode: string | null; tujuan: string | null }
  >(
    deps.db,
    sql`SELECT u.user_id, u.user_name, u.level, u.kode_toko, t.nama_toko, t.alamat_toko, to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system,
               (SELECT b.kode_barcode FROM barang b WHERE b.kode_toko = u.kode_toko LIMIT 1) AS kode_barcode,
               (SELECT o.kode_toko FROM tokos o WHERE o.kode_toko <> u.kode_toko AND o.is_active ORDER BY o.kode_toko LIMIT 1) AS tujuan
        FROM users u JOIN tokos t ON t.kode_toko = u.kode_toko
        WHERE u.is_active AND u.level IN ('OWN', 'SU') ORDER BY u.level DESC, u.user_id LIMIT 1`,
  );
  if (!owner) {
    await pdfWorker;
    return { ms: performance.now() - started, calls: 0 };
  }
  const token = randomBytes(32).toString('hex');
  const user: CurrentUser = {
    user_id: owner.user_id,
    user_name: owner.user_name,
    level: owner.level,
    kode_toko: owner.kode_toko,
    kode_toko_asal: owner.kode_toko,
    nama_toko: owner.nama_toko,
    alamat_toko: owner.alamat_toko,
    tgl_system: owner.tgl_system,
    menus: ALL_MENU_PATHS,
    tokenHash: tokenHash(token),
    privileged: true,
  };
  const code = owner.kode_barcode ?? 'ZZZZZZZZ';
  const calls = [
    'users/me',
    `barang/open/kode-barcode?limit=100&kode_barcode=${code}`,
    `barang/open/kode-barcode?limit=100&kode_barcode=${code}&kode_toko=${owner.kode_toko}`,
    // Goods are sent to another store: a chain of one has no send-goods list to warm.
    ...(owner.tujuan ? [`barang/get/query?kode_baki=SEMUA&kode_group=SEMUA&kode_dept=SEMUA&tujuan=${owner.tujuan}&limit=50`] : []),
  ];
  deps.sessions.pin(user.tokenHash, user);
  try {
    // Twice: the second pass meets the plans the first one made, as a cashier's second call would.
    for (let pass = 0; pass < 2; pass++)
      for (const url of calls) await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });
  } finally {
    deps.sessions.unpin(user.tokenHash);
  }
  await pdfWorker;
  return { ms: performance.now() - started, calls: calls.length * 2 };
}
