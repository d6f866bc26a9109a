// Every route of the menu, exact and case-sensitive, each through the screen registry; the login page at
// '/'; anything else is the not-found page.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ALL_ROUTES } from '@kencana/core';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error.tsx';
import { ScreenLoading } from './screen-loading.tsx';

// The login page and the signed-in frame (shell, close of day, password dialog, socket) load on demand, so the
// first load of the login page carries neither the frame nor any screen.
const LoginPage = lazy(() => import('../modules/auth/login-page.tsx'));
const ProtectedLayout = lazy(async () => ({ default: (await import('./protected-layout.tsx')).ProtectedLayout }));
const ScreenRoute = lazy(async () => ({ default: (await import('./screen-route.tsx')).ScreenRoute }));

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Suspense fallback={<ScreenLoading />}>
        <LoginPage />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
  },
  {
    element: (
      <Suspense fallback={<ScreenLoading />}>
        <ProtectedLayout />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      ...ALL_ROUTES.map((route): RouteObject => ({
        path: route.path,
        caseSensitive: true,
        element: (
          <Suspense fallback={<ScreenLoading />}>
            <ScreenRoute route={route} />
          </Suspense>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
