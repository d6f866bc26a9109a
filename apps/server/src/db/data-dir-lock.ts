// One process per embedded database folder. PGlite is a single-process Postgres: two servers opened on the
// same DATA_DIR both start, each with its own copy in memory, and each overwrites the other's writes on
// disk, so acknowledged writes vanish. A lock file holding the owner's PID makes the second one refuse to
// start; several servers share a PostgreSQL server (DATABASE_URL) instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@kencana/core';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'pglite.lock';

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const [pid, host] = fs.readFileSync(file, 'utf8').split('\n');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, host: host?.trim() ?? '' } : null;
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** True when a process of that id runs on this machine (EPERM: it runs under another account). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The refusal: which folder, which process holds it, and what to do instead. */
export function dataDirInUseMessage(dataDir: string, pid: number | string): string {
  return MESSAGES.dataDirDipakai.replace('{dir}', dataDir).replace('{pid}', String(pid));
}

/**
 * Takes the folder's lock (an O_EXCL create of DATA_DIR/pglite.lock holding our PID and host) or throws
 * the catalogue's message. A lock left by a process that no longer runs on this host is stale and is
 * taken over. A lock from another host cannot be checked, so it is respected (a shared network folder).
 * Returns the release, also run at process exit so a normal exit never leaves a lock behind.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = `${process.pid}\n${os.hostname()}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, me, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        // Only our own lock: never remove one another process took over after us.
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // A lock being written this instant reads empty: held, unless it has stayed empty for seconds.
      const stale = owner ? owner.host === os.hostname() && !isAlive(owner.pid) : ageMs(file) > 5_000;
      if (!stale || attempt > 0) throw new Error(dataDirInUseMessage(dataDir, owner?.pid ?? '?'), { cause: error });
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(dataDirInUseMessage(dataDir, '?'));
}
