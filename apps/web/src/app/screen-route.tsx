// One route of the menu: page title, access gate, store-day gate, then the lazily loaded screen.
import { Suspense } from 'react';
import type { MenuRoute } from '@kencana/core';
import { canAccess, isDateGated } from '../lib/access.ts';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useToday } from '../lib/use-today.ts';
import { AccessDenied, StoreDayNotice } from './gates.tsx';
import { ScreenLoading } from './screen-loading.tsx';
import { screenFor } from './screens.ts';

export function ScreenRoute({ route }: { route: MenuRoute }) {
  const session = useSession();
  const today = useToday();
  useDocumentTitle(session ? `${session.nama_toko} | ${route.title}` : route.title);
  if (!session) return null; // the protected layout sends the user to login
  if (!canAccess(session, route.path)) return <AccessDenied />;
  if (isDateGated(session.tgl_system, today, route.path)) return <StoreDayNotice />;
  const Screen = screenFor(route.path);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen key={route.path} />
    </Suspense>
  );
}
