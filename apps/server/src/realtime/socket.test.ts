import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { CLOSE_SOCKET_EVENTS } from '@kencana/core/contracts/system';
import { buildApp } from '../app.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { attachSocketServer } from './socket.ts';
import { countAsBooked } from '../testing/hitung-kas.ts';

// Two server instances over one database and one Redis, as behind a load balancer: the browser's socket
// is on one, its close request lands on the other, and the progress still reaches the browser.
let t: TestApp;
const instances: Array<{ url: string; close: () => Promise<void> }> = [];

async function startInstance(): Promise<{ url: string; close: () => Promise<void> }> {
  const env = { ...t.env, REDIS_URL: t.env.TEST_REDIS_URL };
  const { app, deps, relay } = await buildApp({ db: t.db, dbKind: t.deps.dbKind, env, clock: t.deps.clock });
  const sockets = await attachSocketServer(app, { ...deps, env });
  relay.target = sockets.realtime;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await sockets.close();
      await app.close();
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  instances.push(await startInstance(), await startInstance());
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await t.close();
});

describe('live close-of-day progress across server instances', () => {
  it('refuses a socket without a live session token', async () => {
    const socket = connect(instances[0]?.url ?? '', { auth: { token: 'bukan-token' }, transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Invalid Token.');
    socket.disconnect();
  });

  it('delivers 0…100 to a socket on instance A while instance B closes the store', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const kasir = await loginAs(t.app, 'kasir', 'kasir123');
    const socket: Socket = connect(a.url, { auth: { token: kasir.token }, transports: ['websocket'], reconnection: false });
    const percents: number[] = [];
    socket.on(CLOSE_SOCKET_EVENTS.progress, (payload: { kode_toko: string; percent: number }) => {
      if (payload.kode_toko === 'T02') percents.push(payload.percent);
    });
    await socket.timeout(5000).emitWithAck(CLOSE_SOCKET_EVENTS.start, { kode_toko: 'T02' });

    // The day's cash is counted first (the close refuses a day without its count), by the owner for T02.
    await countAsBooked(t, (await loginAs(t.app, 'owner', 'owner123')).token, 'T02');
    const response = await fetch(`${b.url}/api/v1/system/close`, {
      method: 'POST',
      headers: { ...bearer(kasir.token), 'content-type': 'application/json' },
      body: JSON.stringify({ PROSES: 'close' }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => percents.at(-1), { timeout: 5000 }).toBe(100);
    expect(percents[0]).toBe(0);
    expect(percents.length).toBeGreaterThan(3);
    socket.disconnect();
  });
});
