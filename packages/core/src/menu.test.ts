/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_MENU_PATHS, ALL_ROUTES, BEYOND_SPEC_PATHS, LOGIN_ROUTE, MENU_GROUPS, findRoute } from './menu.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The specification is kept in the repository (docs/spec), so CI checks against it on a clean checkout.
const inventoryFile = join(repoRoot, 'docs', 'spec', 'inventory.json');

interface InventoryRoute {
  path: string;
  title: string;
}

function loadInventoryRoutes(): InventoryRoute[] {
  let text: string;
  try {
    text = readFileSync(inventoryFile, 'utf8');
  } catch {
    throw new Error(`Specification inventory missing: ${inventoryFile}`);
  }
  return (JSON.parse(text) as { routes: InventoryRoute[] }).routes;
}

const inventory = loadInventoryRoutes();
const screens = inventory.filter((r) => r.path !== '/');

describe('menu', () => {
  it('holds every inventory route except the login page, and only the named screens beyond it', () => {
    expect(screens).toHaveLength(140);
    const specified = ALL_MENU_PATHS.filter((path) => !BEYOND_SPEC_PATHS.includes(path));
    expect(specified).toHaveLength(140);
    expect([...specified].sort()).toEqual(screens.map((r) => r.path).sort());
    for (const path of BEYOND_SPEC_PATHS) expect(ALL_MENU_PATHS, path).toContain(path);
  });

  it('uses the inventory titles', () => {
    const titleByPath = new Map(inventory.map((r) => [r.path, r.title]));
    for (const route of ALL_ROUTES.filter((r) => !BEYOND_SPEC_PATHS.includes(r.path)))
      expect(route.title, route.path).toBe(titleByPath.get(route.path));
    expect(LOGIN_ROUTE.title).toBe(titleByPath.get('/'));
  });

  it('has unique paths and non-empty labels', () => {
    expect(new Set(ALL_MENU_PATHS).size).toBe(ALL_MENU_PATHS.length);
    for (const route of ALL_ROUTES) expect(route.label.trim(), route.path).not.toBe('');
    expect(new Set(MENU_GROUPS.map((g) => g.key)).size).toBe(MENU_GROUPS.length);
  });

  it('finds routes by exact path', () => {
    expect(findRoute('/')).toBe(LOGIN_ROUTE);
    expect(findRoute('/dashboard')?.title).toBe('DASHBOARD');
    expect(findRoute('/master-toko')?.title).toBe('MASTER TOKO');
    expect(findRoute('/no-such-screen')).toBeUndefined();
    expect(findRoute('/master-toko/')).toBeUndefined();
    expect(findRoute('')).toBeUndefined();
  });
});
