// Who takes a backup when: one at a time per server process ('Cadangkan Sekarang' while one runs is refused;
// the close of day's and the schedule's wait or skip), the close of day's a short while after the close (a
// chain's evening closes, one after another, make one backup, not twenty), and the schedule's every few hours
// counted from the last backup recorded, so a restart does not reset it. The schedule and the close's backups
// start only when the server starts them (server.ts): the test suite's many closes take none.
import type { PemicuBackup } from '@kencana/core';
import { BACKUP_MESSAGES } from '@kencana/core';
import { takeBackup, type BackupOutcome } from '../../backup/take-backup.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { backupSetting, lastBackupStarted, recordBackup } from './backup-records.ts';

interface State {
  running: Promise<BackupOutcome> | null;
  /** Started by startBackupSchedule: closes and the clock take backups. */
  schedule: { stop(): void; closeDelayMs: number; closeTimer: NodeJS.Timeout | null } | null;
}

const states = new WeakMap<AppDeps, State>();
const stateOf = (deps: AppDeps): State => {
  let state = states.get(deps);
  if (!state) {
    state = { running: null, schedule: null };
    states.set(deps, state);
  }
  return state;
};

/**
 * Takes a backup now and records it. A manual one while another runs is refused (409); the others wait for the
 * running one and answer it.
 */
export async function runBackup(deps: AppDeps, pemicu: PemicuBackup, user_id: string): Promise<BackupOutcome> {
  const state = stateOf(deps);
  if (!deps.database) throw unprocessable(BACKUP_MESSAGES.tidakTersedia);
  if (state.running) {
    if (pemicu === 'MANUAL') throw conflict(BACKUP_MESSAGES.sedangBerjalan);
    return state.running;
  }
  const database = deps.database;
  const job = (async () => {
    const setting = await backupSetting(deps.db);
    const outcome = await takeBackup({ database, env: deps.env, clock: deps.clock, pemicu, setting });
    await recordBackup(deps.db, outcome, user_id);
    return outcome;
  })();
  state.running = job;
  try {
    return await job;
  } finally {
    state.running = null;
  }
}

/** Called by the close of day once it is committed: a backup follows shortly when the owner asked for one. */
export function backupAfterClose(deps: AppDeps): void {
  const schedule = states.get(deps)?.schedule;
  if (!schedule) return;
  if (schedule.closeTimer) clearTimeout(schedule.closeTimer);
  schedule.closeTimer = setTimeout(() => {
    if (!schedule) return;
    schedule.closeTimer = null;
    void (async () => {
      if (!(await backupSetting(deps.db)).saat_tutup) return;
      // A close during a running backup: that one may have missed it, so one more after it.
      if (stateOf(deps).running) await stateOf(deps).running!.catch(() => undefined);
      await runBackup(deps, 'TUTUP', '');
    })().catch((error: unknown) => console.warn(`backup after close failed: ${error instanceof Error ? error.message : String(error)}`));
  }, schedule.closeDelayMs);
  schedule.closeTimer.unref();
}

/**
 * Starts the backups that need nobody: after every close of day and every `jadwal_jam` hours. Answers the stop.
 * `tickMs` is how often the schedule looks at the clock; `closeDelayMs` how long after a close its backup waits.
 */
export function startBackupSchedule(deps: AppDeps, options: { tickMs?: number; closeDelayMs?: number } = {}): () => void {
  const state = stateOf(deps);
  if (!deps.database) return () => undefined;
  const tick = async () => {
    if (state.running) return;
    const setting = await backupSetting(deps.db);
    if (setting.jadwal_jam === 0) return;
    const last = await lastBackupStarted(deps.db);
    if (last && deps.clock.now().getTime() - last.getTime() < setting.jadwal_jam * 3_600_000) return;
    await runBackup(deps, 'JADWAL', '');
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => console.warn(`scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`));
  }, options.tickMs ?? 60_000);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    if (state.schedule?.closeTimer) clearTimeout(state.schedule.closeTimer);
    state.schedule = null;
  };
  state.schedule = { stop, closeDelayMs: options.closeDelayMs ?? 30_000, closeTimer: null };
  return stop;
}

/** Waits for the backup this process is taking, if any (a clean shutdown does not cut an archive in half). */
export async function backupSettled(deps: AppDeps): Promise<void> {
  await states.get(deps)?.running?.catch(() => undefined);
}
