// The built web app as a shop's slow line gets it: hashed files compressed (brotli or gzip, from the
// siblings the build writes) and kept a year; index.html, the service worker and client routes asked again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildStore, buildUser } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
let web: FastifyInstance;
let dist: string;
const SCRIPT = `console.log(${JSON.stringify('kencana '.repeat(400))});\n`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
  const js = path.join(dist, 'assets/index-AbC123.js');
  fs.writeFileSync(js, SCRIPT);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets/plain-XyZ789.css'), 'body{color:red}');
  ({ app: web } = await buildApp({
    db: t.db,
    dbKind: t.deps.dbKind,
    env: { ...t.env, WEB_DIST: dist },
    clock: t.deps.clock,
    serveWeb: true,
  }));
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends hashed scripts compressed, brotli first, and cached for a year as immutable', async () => {
    const br = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('still serves a hashed file that has no compressed siblings, cached for a year', async () => {
    const css = await web.inject({ method: 'GET', url: '/assets/plain-XyZ789.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{color:red}');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks again for index.html, the service worker and every client route', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/dashboard', '/kirim-barang']) {
      const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('compresses a large API answer (brotli, else gzip) and leaves a small one as it is', async () => {
    const store = await buildStore(t);
    const owner = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
    // The sign-in answer carries the owner's whole menu: a few kilobytes of JSON.
    const signIn = (encoding?: string) =>
      web.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { user_id: owner.user_id, password: owner.password },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await signIn();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const menu = (body: string) => (JSON.parse(body) as { data: { menu: unknown[] } }).data.menu;

    const br = await signIn('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(menu(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(menu(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await signIn('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(menu(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(menu(plain.body));

    const small = await web.inject({ method: 'GET', url: '/api/v1/tidak-ada', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a build file that is not there with 404, not the app (a page from before an update reloads)', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/screen-Old123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('answers an unknown API path with 404, not the app', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
  });
});
