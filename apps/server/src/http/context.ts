import type { Clock } from '../clock.ts';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { SessionCache } from '../auth/session-cache.ts';

/** Live events to browsers (socket.io rooms); a no-op until the socket server is attached. */
export interface Realtime {
  emitToRoom(room: string, event: string, payload: unknown): void;
}

/** What every service receives: the database, the clock, the settings and the live events. */
export interface AppDeps {
  db: Db;
  /** Which database answers: a hot query may take the shape its driver reads fastest. */
  dbKind: Database['kind'];
  clock: Clock;
  env: Env;
  realtime: Realtime;
  /** The signed-in sessions held in this process; every change to a session or its user's rights calls forget(). */
  sessions: SessionCache;
  /** The database handle itself, for what goes past queries: a backup's snapshot (absent: no backups here). */
  database?: Database;
}
