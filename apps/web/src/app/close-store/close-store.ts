// The close of day, without its dialogs: join the store's progress room over the socket, ask the server
// to close, and sort the answer into what the screen must do next.
import type { Socket } from 'socket.io-client';
import { MESSAGES, systemApi } from '@kencana/core';
import { CLOSE_SOCKET_EVENTS, CloseProgressSchema } from '@kencana/core/contracts/system';
import { ApiError, ConnectionError, callApi } from '../../lib/api.ts';
import { connectSocket } from '../../lib/socket.ts';

/** How long the start event may wait for the server's ack before the close goes ahead without progress. */
export const ACK_TIMEOUT_MS = 5000;
/** The close snapshots the whole day's ledger: it may take longer than the usual 5 s. */
export const CLOSE_TIMEOUT_MS = 120_000;

/** Answers that mean another account has already closed (or is closing) the store. */
const CLOSED_ELSEWHERE: readonly string[] = [MESSAGES.invalidTokenLower, MESSAGES.invalidToken, MESSAGES.errorSedangDalamProsesTutupToko];

export type CloseOutcome =
  | { kind: 'closed'; message: string; tgl_system_lama: string; tgl_system_baru: string }
  /** Another account closed the store: tell the user, then sign out. */
  | { kind: 'closed-elsewhere' }
  /** HTTP 422: the server refused this close; ask again. */
  | { kind: 'ask-again'; message: string }
  | { kind: 'failed'; message: string }
  /** The server could not be reached; its blocking dialog is on screen. */
  | { kind: 'unreachable' };

export interface CloseStoreDeps {
  connect: () => Pick<Socket, 'on' | 'timeout' | 'disconnect'>;
  close: () => Promise<{ message: string; tgl_system_lama: string; tgl_system_baru: string }>;
}

const defaultDeps: CloseStoreDeps = {
  connect: () => connectSocket(),
  close: () => callApi(systemApi.closeStore, { body: { PROSES: 'close' } }, { handleUnauthorized: false, timeoutMs: CLOSE_TIMEOUT_MS }),
};

/** Sorts a failed close into the next step of the screen. */
export function classifyCloseError(error: unknown): CloseOutcome {
  if (error instanceof ConnectionError) return { kind: 'unreachable' };
  if (error instanceof ApiError) {
    if (CLOSED_ELSEWHERE.includes(error.message)) return { kind: 'closed-elsewhere' };
    if (error.status === 422) return { kind: 'ask-again', message: error.message };
    return { kind: 'failed', message: error.message || MESSAGES.terjadiKesalahanSaatRequestData };
  }
  return { kind: 'failed', message: MESSAGES.terjadiKesalahanSaatRequestData };
}

/**
 * Closes the signed-in user's store. Progress events of this store are passed to onProgress while the
 * server works. A socket that cannot join in time only costs the progress bar, never the close.
 */
export async function runCloseStore(
  kodeToko: string,
  onProgress: (percent: number) => void,
  deps: CloseStoreDeps = defaultDeps,
): Promise<CloseOutcome> {
  const socket = deps.connect();
  socket.on(CLOSE_SOCKET_EVENTS.progress, (payload: unknown) => {
    const parsed = CloseProgressSchema.safeParse(payload);
    if (parsed.success && parsed.data.kode_toko === kodeToko) onProgress(parsed.data.percent);
  });
  try {
    try {
      await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(CLOSE_SOCKET_EVENTS.start, { kode_toko: kodeToko });
    } catch {
      // No ack: the close goes on; only the live percentage is lost.
    }
    const answer = await deps.close();
    return { kind: 'closed', ...answer };
  } catch (error) {
    return classifyCloseError(error);
  } finally {
    socket.disconnect();
  }
}
