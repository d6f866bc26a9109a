// Live gold prices: when Master Harga Emas changes (the server announces it to every signed-in socket), a
// counter screen fetches its prices again, so a price set in the morning reaches a cashier already serving.
import { useEffect, useRef } from 'react';
import { HARGA_EMAS_SOCKET_EVENT } from '@kencana/core/contracts/setting-system';
import { connectSocket } from './socket.ts';

/** Calls `onChange` each time a gold price is added, changed or removed anywhere in the chain. */
export function useHargaEmasBerubah(onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const socket = connectSocket();
    const handler = () => latest.current();
    socket.on(HARGA_EMAS_SOCKET_EVENT, handler);
    return () => {
      socket.off(HARGA_EMAS_SOCKET_EVENT, handler);
      socket.disconnect();
    };
  }, []);
}
