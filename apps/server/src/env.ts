import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env: every setting is parsed and documented here (README lists them).
const EnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded PGlite database and stored files. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when set, PGlite is not used. */
  DATABASE_URL: z.string().optional(),
  /**
   * Which proxies may tell the client's address through X-Forwarded-For (the login limits count per address).
   * Unset or 'false': none, the socket's address counts, so a client cannot pick a new address per request.
   * A comma-separated list of proxy addresses, CIDRs or proxy-addr's names (127.0.0.1,10.0.0.0/8, loopback):
   * only a request arriving from one of those is believed. 'true' believes any sender: only behind a proxy
   * every request must pass and that overwrites the header. No hop count: Fastify trusts nothing for one,
   * since a count cannot tell the proxy from a client that sends a header of its own.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): boolean | string[] => {
      const text = value?.trim() ?? '';
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      const list = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (
        list.every((part) =>
          /^(((\d{1,3}\.){3}\d{1,3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/.test(part),
        )
      )
        return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: false, true, or proxy addresses/CIDRs separated by commas' });
      return z.NEVER;
    }),
  /**
   * Sign-ins accepted per minute from one address (a shop's PCs behind one router share it), on top of the
   * per-account lock. The browser test suite, many users from one machine, raises it.
   */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Redis for socket.io events shared by several server instances. */
  REDIS_URL: z.string().optional(),
  /** The stores' time zone: "today" for the business-date rules. */
  TZ_STORE: z.string().default('Asia/Jakarta'),
  /** Seed the demo chain into an empty database on start (set false for a real deployment). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Tests only: a PostgreSQL server on which each API test file creates (and drops) its own database. */
  TEST_DATABASE_URL: z.string().optional(),
  /** Tests only: the Redis server the multi-instance socket test relays through. */
  TEST_REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /**
   * How long (ms) a signed-in session is believed without asking the database. Every revocation and change of
   * rights empties it at once (across instances through REDIS_URL); this is only the safety net for a change made
   * outside the application (SQL by hand). 0 turns the cache off.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of stored files (item photos) on local disk; defaults to DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /**
   * S3-compatible storage for item photos (AWS S3, MinIO, Cloudflare R2, Wasabi…): used instead of the local
   * disk when S3_ENDPOINT and S3_BUCKET are both set.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** A folder in the bucket every stored file goes under (photos: <prefix>/barang/<kode_barcode>.jpg). */
  S3_PREFIX: z.string().default(''),
  /**
   * The chain's secret key (32 bytes, base64 or hex): personal data at rest and backups are encrypted with it.
   * Unset: the embedded default makes one in DATA_DIR/kencana.key on first start. Servers sharing a PostgreSQL
   * database must all be given the same one.
   */
  KENCANA_DATA_KEY: z.string().min(1).optional(),
  /** Where backup archives are written first; defaults to DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /**
   * A backup is taken before a start migrates a database that holds data (and the start refuses when it fails).
   * 'false' only where the operator archives the database otherwise (PostgreSQL continuous archiving).
   */
  BACKUP_BEFORE_MIGRATE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The folder of pg_dump and pg_restore (of the server's major version or newer); unset: found on PATH. */
  PG_BIN_DIR: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), as MinIO needs; false: virtual-hosted (bucket.endpoint/key). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

/**
 * The first owner's password for `npm run create-owner` run without a terminal (KENCANA_OWNER_PASSWORD).
 * Kept out of {@link Env}, which the whole application carries: a password has no business there.
 */
export function ownerPasswordFromEnv(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.KENCANA_OWNER_PASSWORD || undefined;
}

/** Reads and validates the environment once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.parse(source);
  return { ...parsed, dataDir: path.resolve(parsed.DATA_DIR) };
}
