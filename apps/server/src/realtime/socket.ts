import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { CLOSE_SOCKET_EVENTS, closeRoom } from '@kencana/core/contracts/system';
import { CHAIN_ROOM } from '@kencana/core/contracts/setting-system';
// The owner's page: the full re-check's progress room (OWN/SU only).
import { AUDIT_ROOM, AUDIT_SOCKET_EVENTS } from '@kencana/core/contracts/pemilik';
import { tokenHash } from '../auth/tokens.ts';
import type { AppDeps, Realtime } from '../http/context.ts';

/**
 * Attaches socket.io to the HTTP server. A socket must carry a live session token; emitting
 * 'start-closed-store' joins the store's close room, where the close of day reports its progress.
 * With REDIS_URL the rooms are shared by every server instance (Redis adapter).
 */
export async function attachSocketServer(app: FastifyInstance, deps: AppDeps): Promise<{ realtime: Realtime; close(): Promise<void> }> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: Array<ReturnType<typeof createClient>> = [];
  if (deps.env.REDIS_URL) {
    const pub = createClient({ url: deps.env.REDIS_URL });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const user = token ? await deps.sessions.find(tokenHash(token), deps.clock.now()).catch(() => null) : null;
    if (!user) return next(new Error('Invalid Token.'));
    socket.data.kode_toko = user.kode_toko;
    socket.data.privileged = user.privileged;
    next();
  });
  io.on('connection', (socket) => {
    // Chain-wide announcements (a new gold price) reach every open screen.
    void socket.join(CHAIN_ROOM);
    socket.on(CLOSE_SOCKET_EVENTS.start, async (_payload: unknown, ack?: (ok: boolean) => void) => {
      await socket.join(closeRoom(socket.data.kode_toko as string));
      if (typeof ack === 'function') ack(true);
    });
    // The owner's page: OWN/SU follow the full re-check's progress.
    socket.on(AUDIT_SOCKET_EVENTS.start, async (_payload: unknown, ack?: (ok: boolean) => void) => {
      if (socket.data.privileged === true) await socket.join(AUDIT_ROOM);
      if (typeof ack === 'function') ack(socket.data.privileged === true);
    });
  });
  return {
    realtime: { emitToRoom: (room, event, payload) => void io.to(room).emit(event, payload) },
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
