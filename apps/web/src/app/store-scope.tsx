// The screens of one store: when the session starts acting for another store (the header's 'Toko Aktif', here
// or in another tab of the same session), the open screen is taken down, everything cached for the store it
// showed is dropped, and the screen is shown again for the new store: no list, balance or draft of the old store
// stays on it, and every query asks the server again, which answers for the new store.
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ScreenLoading } from './screen-loading.tsx';

export function StoreScope({ kode_toko, children }: { kode_toko: string; children: ReactNode }) {
  const client = useQueryClient();
  const [shown, setShown] = useState(kode_toko);
  useEffect(() => {
    if (shown === kode_toko) return;
    // The screen has unmounted (its drafts with it): what only it used is inactive now. The frame's own queries
    // (the session, the store list) stay; they do not depend on the store.
    client.removeQueries({ type: 'inactive' });
    setShown(kode_toko);
  }, [client, kode_toko, shown]);
  if (shown !== kode_toko) return <ScreenLoading />;
  return <Fragment key={shown}>{children}</Fragment>;
}
