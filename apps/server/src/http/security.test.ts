// Headers every answer must carry, and the proxy setting: which sender may name the client's address, since the
// login limits count per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control: no-store on every API answer', () => {
  it('is set on a signed-in answer, on the login answer, and on error answers (400, 401, 403, 404)', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) }),
      t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: 'kasir', password: 'kasir123' } }),
      t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id: '', password: 'x' } }),
      t.app.inject({ method: 'GET', url: '/api/v1/users/me' }),
      t.app.inject({ method: 'GET', url: '/api/v1/system/audit', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada', headers: bearer(token) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 401, 403, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('Content-Security-Policy', () => {
  it('lets the page connect to its own origin only (no ws:/wss: to any host)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:/);
  });
});

describe('security headers', () => {
  it('are the same on every answer: signed in, refused, not found, and the web app', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/v1/users/me' }),
      t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/' }),
    ]);
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy'];
    const first = answers[0]!.headers;
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(first['content-security-policy'])).toContain("default-src 'self'");
    for (const answer of answers) for (const name of names) expect(answer.headers[name], name).toBe(first[name]);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless configured; takes a list of proxy addresses/CIDRs', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadEnv({ TRUST_PROXY: 'semua' })).toThrow(/TRUST_PROXY/);
    // A hop count cannot tell a proxy from a client that sends the header itself: refused, not guessed.
    expect(() => loadEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});
