// Every route of the menu, exact and case-sensitive, each through the screen registry; the login page at
// '/'; anything else is the not-found page.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ALL_ROUTES } from '@kencana/core';
import { NotFoundPage } from './not-found-page.tsx';
import { ProtectedLayout } from './protected-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';
import { ScreenLoading, ScreenRoute } from './screen-route.tsx';

const LoginPage = lazy(() => import('../modules/auth/login-page.tsx'));

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
    element: <ProtectedLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...ALL_ROUTES.map(
        (route): RouteObject => ({ path: route.path, caseSensitive: true, element: <ScreenRoute route={route} /> }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
