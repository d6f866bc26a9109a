// The live socket: same origin, path /socket.io, authenticated by the session token.
import { io, type Socket } from 'socket.io-client';
import { getToken } from './session.ts';

/** Opens a socket carrying the session token; the caller disconnects it when done. */
export function connectSocket(token: string | null = getToken()): Socket {
  return io({ path: '/socket.io', auth: { token: token ?? '' } });
}
