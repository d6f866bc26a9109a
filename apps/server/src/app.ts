import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES, MESSAGES } from '@kencana/core';
import type { Clock } from './clock.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { AppDeps, Realtime } from './http/context.ts';
import { SessionCache } from './auth/session-cache.ts';
import { clientErrorHandler, refuseNulBytes, refusalOf } from './http/edge.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { InvariantBreach } from './http/errors.ts';
import { signedInUser } from './http/route.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { barangRoutes } from './modules/barang/barang.routes.ts';
import { kirimBarangRoutes } from './modules/kirim-barang/kirim-barang.routes.ts';
import { mutasiBarangRoutes } from './modules/mutasi-barang/mutasi-barang.routes.ts';
import { tukangRoutes } from './modules/tukang/tukang.routes.ts';
import { penjualanRoutes } from './modules/penjualan/penjualan.routes.ts';
import { kirimanRoutes } from './modules/kiriman/kiriman.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { cetakBarcodeRoutes } from './modules/cetak-barcode/cetak-barcode.routes.ts';
import { mastersRoutes } from './modules/masters/masters.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { pembelianRoutes } from './modules/pembelian/pembelian.routes.ts';
import { tukarRoutes } from './modules/tukar/tukar.routes.ts';
// Cash, bank and money sent to head office.
import { keuanganRoutes } from './modules/keuangan/keuangan.routes.ts';
// Deposits (titipan)
import { titipanRoutes } from './modules/titipan/titipan.routes.ts';
import { sepuhanRoutes } from './modules/sepuhan/sepuhan.routes.ts';
// The chain's settings (/settingsystem).
import { settingSystemRoutes } from './modules/setting-system/setting-system.routes.ts';
// The owner's page (audit, PPATK watch).
import { pemilikRoutes } from './modules/pemilik/pemilik.routes.ts';
// Hutang
import { hutangRoutes } from './modules/hutang/hutang.routes.ts';
// Services
import { servicesRoutes } from './modules/services/services.routes.ts';
// Backups
import { backupRoutes } from './modules/backup/backup.routes.ts';

export interface BuildAppOptions {
  db: Db;
  dbKind: Database['kind'];
  env: Env;
  clock: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the log lines go (stdout unless given; a test reads them). */
  logStream?: { write(line: string): void };
  /** The database handle (its snapshot is what a backup archives); without it the backup endpoints refuse. */
  database?: Database;
}

/** Live events go nowhere until socket.io is attached (server.ts); tests may attach a recorder. */
export class RealtimeRelay implements Realtime {
  target: Realtime | null = null;
  emitToRoom(room: string, event: string, payload: unknown): void {
    this.target?.emitToRoom(room, event, payload);
  }
}

/** Builds the Fastify application: API under /api/v1 and, optionally, the web app. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; deps: AppDeps; relay: RealtimeRelay }> {
  const relay = new RealtimeRelay();
  const sessions = new SessionCache(options.db, { max: 10_000, ttlMs: options.env.SESSION_CACHE_MS });
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind,
    env: options.env,
    clock: options.clock,
    realtime: relay,
    sessions,
    ...(options.database ? { database: options.database } : {}),
  };
  const app = Fastify({
    logger:
      options.env.LOG_LEVEL === 'silent'
        ? false
        : { level: options.env.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Believing any X-Forwarded-For lets a client pick a new address per request and escape every
    // per-address limit; only configured proxies are trusted (env.ts TRUST_PROXY).
    trustProxy: options.env.TRUST_PROXY,
    // Oversize headers and broken request lines: Indonesian JSON, not Node's text.
    clientErrorHandler,
    // One line per request (below), not Fastify's two: at info the pair cost a quarter of the lookup's capacity.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (['info', 'debug', 'trace'].includes(options.env.LOG_LEVEL))
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          user: signedInUser(request)?.user_id,
        },
        'request',
      );
    });
  // Several instances forget a revoked session together through Redis (auth/session-cache.ts).
  if (options.env.REDIS_URL) await sessions.connect(options.env.REDIS_URL, app.log);
  app.addHook('onClose', () => sessions.close());
  // Every route as it is registered, with its contract: the contract fuzzer walks this list, so a new
  // endpoint is fuzzed the day it is added.
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: options.url, endpoint: options.config?.endpoint });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  addSecurityHeaders(app, {
    // The SPA loads its own bundles and the socket from the same origin only: 'self' covers same-origin
    // ws:/wss: in current browsers, so no other host can be reached by an injected script.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
  });
  // A coarse per-address limit; the per-account login lock lives in the auth service.
  await app.register(rateLimit, {
    global: false,
  });
  // Uploads (item photos, head-office files): one file per request; each route sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 20, fileSize: IMPORT_MAX_BYTES } });

  // A NUL byte anywhere in the path, the query or the body: 400 naming the field, for every route.
  app.addHook('preValidation', refuseNulBytes);

  // API answers carry users' data and session-bound lists: no browser or shared cache may keep them (a
  // back button on a shop PC after logout, a proxy in between). Errors included, so onSend, not the routes.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Every refusal answers { message } in Indonesian from the catalogue (http/edge.ts); the rest is a 500.
  app.setErrorHandler((error, request, reply) => {
    const refusal = refusalOf(error);
    if (error instanceof InvariantBreach) request.log.error({ breach: error.breach }, 'document refused by its post-write check');
    if (refusal) return reply.status(refusal.status).send({ ...refusal.extra, message: refusal.message });
    request.log.error(error);
    return reply.status(500).send({ message: MESSAGES.terjadiKesalahanServer });
  });

  await app.register(async (api) => {
    // API answers (a report page, the goods list) go compressed over a shop's slow line. Brotli at quality 4:
    // the default 11 costs more server time than it saves on the wire for JSON made per request. Only compressible
    // types (JSON, text): PDFs and spreadsheets are compressed already. Registered in the API's scope: the web
    // app's files carry their compressed siblings from the build, which @fastify/static sends as they are.
    await api.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    authRoutes(api, deps);
    systemRoutes(api, deps);
    await reportsRoutes(api, deps);
    cetakBarcodeRoutes(api, deps);
    barangRoutes(api, deps);
    kirimBarangRoutes(api, deps);
    mutasiBarangRoutes(api, deps);
    tukangRoutes(api, deps);
    penjualanRoutes(api, deps);
    kirimanRoutes(api, deps);
    mastersRoutes(api, deps);
    usersRoutes(api, deps);
    memberRoutes(api, deps);
    pembelianRoutes(api, deps);
    tukarRoutes(api, deps);
    // Cash, bank and money sent to head office.
    keuanganRoutes(api, deps);
    sepuhanRoutes(api, deps);
    // The chain's settings (/settingsystem).
    settingSystemRoutes(api, deps);
    // The owner's page (audit, PPATK watch).
    pemilikRoutes(api, deps);
    // Hutang
    hutangRoutes(api, deps);
    // Services
    servicesRoutes(api, deps);
    // Deposits (titipan)
    titipanRoutes(api, deps);
    // Backups
    backupRoutes(api, deps);
    // The API reference generated from the contracts (/api/docs).
    await registerApiDocs(api);
    api.all('/api/*', async (_request, reply) => reply.status(404).send({ message: MESSAGES.halamanTidakDitemukan }));
  });

  // Without the web app (API tests, a server whose web is not built) an unknown path still answers in
  // Indonesian instead of Fastify's "Route GET:/x not found".
  const servesWeb = options.serveWeb ? await serveWebApp(app, options.env) : false;
  if (!servesWeb) app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.halamanTidakDitemukan }));
  return { app, deps, relay };
}

/**
 * Vite names what it emits under assets/ by content hash: a name never changes meaning, so a browser keeps it
 * a year without asking. Everything else (index.html, the service worker, the manifest) is asked again each
 * time, so a new version is seen at once.
 */
export function webCacheControl(relativePath: string): string {
  return /^assets[\\/]/.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves the built web app; false when it is not built. */
async function serveWebApp(app: FastifyInstance, env: Env): Promise<boolean> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(env.WEB_DIST ?? path.join(here, '../../web/dist'));
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built at ${root}; run npm run build`);
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br/.gz beside each text file (apps/web/scripts/precompress.mjs); a file without them
    // goes out as it is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', webCacheControl(path.relative(root, filePath)));
    },
  });
  // Every client-side route answers with the app; the service worker must never be cached stale.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ message: MESSAGES.halamanTidakDitemukan });
    // A build file that is not there (a page opened before an update asks for an old screen file): 404, so the
    // page sees a failed load and reloads to the new version, instead of HTML where a script was expected.
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ message: MESSAGES.halamanTidakDitemukan });
    return reply.sendFile('index.html');
  });
  return true;
}
