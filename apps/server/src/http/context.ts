import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';

/** Live events to browsers (socket.io rooms); a no-op until the socket server is attached. */
export interface Realtime {
  emitToRoom(room: string, event: string, payload: unknown): void;
}

/** What every service receives: the database, the clock, the settings and the live events. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  env: Env;
  realtime: Realtime;
}
