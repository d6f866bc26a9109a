// Signed-in part of the app: checks the login day on every screen change, refreshes the session data
// (menu list, business date) from the server, and frames the screen in the shell.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authApi } from '@kencana/core';
import { SessionDataSchema } from '@kencana/core/contracts/auth';
import { useApiQuery } from '../lib/api.ts';
import { clearSession, enforceLoginDay, getToken, updateSessionData, useSession } from '../lib/session.ts';
import { CloseStoreProvider } from './close-store/close-store-provider.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { StoreScope } from './store-scope.tsx';

/** How often the session data is read again (another account may close the store meanwhile). */
const SESSION_REFRESH_MS = 2 * 60_000;

export function ProtectedLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  // The stored session in full against its contract (the first load checks only its shape): one an older
  // version wrote, or one edited by hand, signs out instead of reaching a screen.
  const valid = session !== null && SessionDataSchema.safeParse(session).success;
  const signedIn = valid && getToken() !== null;
  useEffect(() => {
    if (session !== null && !valid) clearSession();
  }, [session, valid]);

  useEffect(() => {
    enforceLoginDay();
  }, [pathname]);

  // No master lists at start: each screen loads the lists it uses, on demand (lib/master-lists.ts).

  const me = useApiQuery(authApi.me, undefined, {
    enabled: signedIn,
    refetchInterval: SESSION_REFRESH_MS,
    staleTime: 0,
  });
  useEffect(() => {
    if (me.data) updateSessionData(me.data.data);
  }, [me.data]);

  if (!signedIn) return <Navigate to="/" replace />;
  return (
    <CloseStoreProvider>
      <AppLayout session={session}>
        <StoreScope kode_toko={session.kode_toko}>
          <Outlet />
        </StoreScope>
      </AppLayout>
    </CloseStoreProvider>
  );
}
