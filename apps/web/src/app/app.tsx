import { lazy, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { IS_PRODUCTION_BUILD } from '../lib/env.ts';
import { ConnectivityWatcher } from './connectivity.tsx';
import { AppProviders } from './providers.tsx';

// The service worker exists only in a production build.
const UpdatePrompt = IS_PRODUCTION_BUILD ? lazy(() => import('./update-prompt.tsx')) : null;

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ConnectivityWatcher />
      {UpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </AppProviders>
  );
}
