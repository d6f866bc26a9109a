import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Db } from '../db/client.ts';
import { findSessionUser, type CurrentUser } from './current-user.ts';

/**
 * Whose cached sessions a change makes stale: one token, one user's (optionally but the one that asked), every
 * user of a store, or all (a store's name or date changed, a direct edit).
 */
export type SessionScope = { token_hash: string } | { user_id: string; except_token_hash?: string } | { kode_toko: string } | { all: true };

export interface SessionCacheOptions {
  /** Sessions kept (least recently used go first). */
  max: number;
  /** How long an entry is believed without asking the database: a safety net, not the revocation path. */
  ttlMs: number;
}

interface Entry {
  user: CurrentUser;
  /** The session's own end (ms since epoch), checked against the app's clock on every hit. */
  expiresAt: number;
  /** performance.now() when read from the database. */
  readAt: number;
}

interface Logger {
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

const CHANNEL = 'kencana:sessions';
/** Each instance answers a forget on this channel once it has dropped the entries. */
const ACK_CHANNEL = 'kencana:sessions:ack';
/** How long a forget waits for the other instances' answers (one that does not answer is down or stuck). */
const ACK_TIMEOUT_MS = 2_000;

/**
 * The session every request proves, kept in this process so a request does not pay a database query for it.
 *
 * Exactness: every change to what a session says (revoked, password reset, deactivated, menus, level, store,
 * the store's date or name) calls forget() after its transaction commits; forget drops the entries in its
 * scope and moves a generation counter, and a database read that began before the move is not stored, so a
 * read racing the commit cannot put the old answer back. With Redis the scope is published and every other
 * instance forgets it too, before the revoking request has answered. While that channel is down (not yet
 * subscribed, reconnecting) the cache is bypassed: every request asks the database, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** False while a cross-instance channel is configured but not listening: nothing is served or stored. */
  private listening = true;
  private channel: { publish(scope: SessionScope): Promise<void>; close(): Promise<void> } | null = null;
  private readonly instance = randomUUID();
  /** Sessions that exist only in this process (the start's warm-up, warm-up.ts), whatever the cache's settings. */
  private readonly pinned = new Map<string, CurrentUser>();

  constructor(
    private readonly db: Db,
    private readonly options: SessionCacheOptions,
  ) {}

  private get enabled(): boolean {
    return this.options.ttlMs > 0 && this.listening;
  }

  /** The user behind a live session token hash (as findSessionUser), from the cache when it holds it. */
  async find(hash: string, now: Date): Promise<CurrentUser | null> {
    const pin = this.pinned.get(hash);
    if (pin) return pin;
    if (this.enabled) {
      const hit = this.entries.get(hash);
      if (hit) {
        this.entries.delete(hash);
        if (performance.now() - hit.readAt < this.options.ttlMs && now.getTime() < hit.expiresAt) {
          this.entries.set(hash, hit); // most recently used last
          return hit.user;
        }
      }
    }
    const generation = this.generation;
    const readAt = performance.now();
    const found = await findSessionUser(this.db, hash, now);
    if (found && this.enabled && generation === this.generation) {
      const { expires_at, ...user } = found;
      this.entries.set(hash, { user, expiresAt: expires_at.getTime(), readAt });
      if (this.entries.size > this.options.max) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    if (!found) return null;
    const { expires_at: _expires, ...user } = found;
    return user;
  }

  /** Drops the scope's entries here and, with Redis, on every other instance. Call after the change commits. */
  async forget(scope: SessionScope): Promise<void> {
    this.forgetHere(scope);
    await this.channel?.publish(scope);
  }

  /** Drops the scope's entries in this process only. */
  forgetHere(scope: SessionScope): void {
    this.generation++;
    if ('all' in scope) {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) {
      const user = entry.user;
      const stale =
        'token_hash' in scope
          ? hash === scope.token_hash
          : 'kode_toko' in scope
            ? user.kode_toko === scope.kode_toko
            : user.user_id === scope.user_id && hash !== scope.except_token_hash;
      if (stale) this.entries.delete(hash);
    }
  }

  /** Holds a session that has no database row until unpin (the warm-up's own calls). */
  pin(hash: string, user: CurrentUser): void {
    this.pinned.set(hash, user);
  }

  unpin(hash: string): void {
    this.pinned.delete(hash);
  }

  /** How many sessions are held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Joins the instances sharing REDIS_URL: forget() publishes, and what another instance publishes is forgotten
   * here. The cache serves nothing until the subscription is live, and stops serving (and empties) whenever the
   * subscriber's connection drops, since a revocation sent meanwhile would be missed.
   */
  async connect(url: string, log: Logger): Promise<void> {
    if (this.options.ttlMs <= 0) return;
    this.listening = false;
    const pub = createClient({ url });
    const sub = pub.duplicate();
    const down = () => {
      this.listening = false;
      this.forgetHere({ all: true });
    };
    pub.on('error', (error: unknown) => log.warn({ err: error }, 'session cache: redis publisher error'));
    sub.on('error', (error: unknown) => {
      down();
      log.warn({ err: error }, 'session cache: redis subscriber error, sessions read from the database');
    });
    sub.on('end', down);
    sub.on('reconnecting', down);
    // A forget waits until every other instance has said it dropped the entries: the revoking request answers
    // only then, so the user's next request, wherever the balancer sends it, is refused.
    const waiting = new Map<string, { acked: number; expected: number | null; done: () => void }>();
    const settle = (wait: { acked: number; expected: number | null; done: () => void }) => {
      if (wait.expected !== null && wait.acked >= wait.expected) wait.done();
    };
    const listener = (message: string) => {
      let parsed: { from: string; id: string; scope: SessionScope };
      try {
        parsed = JSON.parse(message) as typeof parsed;
      } catch {
        this.forgetHere({ all: true });
        return;
      }
      if (parsed.from === this.instance) return;
      this.forgetHere(parsed.scope);
      pub.publish(ACK_CHANNEL, parsed.id).catch((error: unknown) => log.warn({ err: error }, 'session cache: could not answer a forget'));
    };
    const onAck = (id: string) => {
      const wait = waiting.get(id);
      if (!wait) return;
      wait.acked++;
      settle(wait);
    };
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL, listener);
      await sub.subscribe(ACK_CHANNEL, onAck);
    } catch (error) {
      log.error({ err: error }, 'session cache: redis unreachable, sessions read from the database');
      await Promise.all([pub, sub].map((client) => client.disconnect().catch(() => undefined)));
      return;
    }
    // node-redis subscribes again after a reconnect before it reports ready.
    sub.on('ready', () => {
      this.forgetHere({ all: true });
      this.listening = true;
    });
    this.listening = true;
    this.channel = {
      publish: async (scope) => {
        const id = randomUUID();
        let timer: NodeJS.Timeout | undefined;
        try {
          const answered = new Promise<boolean>((resolve) => {
            const wait = { acked: 0, expected: null as number | null, done: () => resolve(true) };
            waiting.set(id, wait);
            timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
          });
          // PUBLISH answers how many subscribers got it, this instance's own included; an answer may come first.
          const receivers = await pub.publish(CHANNEL, JSON.stringify({ from: this.instance, id, scope }));
          const wait = waiting.get(id);
          if (!wait) return;
          wait.expected = Math.max(0, receivers - 1);
          settle(wait);
          if (!(await answered))
            log.warn({ scope, expected: wait.expected, acked: wait.acked }, 'session cache: an instance did not answer a forget');
        } catch (error) {
          // The change has committed; the other instances' entries end with their TTL at the latest.
          log.error({ err: error, scope }, 'session cache: could not tell the other instances');
        } finally {
          clearTimeout(timer);
          waiting.delete(id);
        }
      },
      close: async () => {
        await Promise.all([pub, sub].map((client) => client.quit().catch(() => undefined)));
      },
    };
  }

  async close(): Promise<void> {
    this.listening = false;
    this.entries.clear();
    await this.channel?.close();
    this.channel = null;
  }
}
