// The screen registry: route path → lazily loaded screen module (default export, no props).
// A later issue adds its screen with one entry here; every other route shows the placeholder page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/dashboard': () => import('../modules/dashboard/dashboard-page.tsx'),
};

const loadPlaceholder: ScreenLoader = () => import('../modules/placeholder/placeholder-page.tsx');

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** True when a path has its own screen (not the placeholder). */
export function hasScreen(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

/** The lazy component of a path's screen, created once per path. */
export function screenFor(path: string): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(path);
  if (!screen) {
    screen = lazy(SCREENS[path] ?? loadPlaceholder);
    lazyScreens.set(path, screen);
  }
  return screen;
}
