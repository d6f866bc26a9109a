// Vitest setup for the web project (jsdom). Fills the gaps of jsdom that Mantine and mantine-datatable
// touch, and unmounts every rendered tree after each test (vitest runs without globals, so
// @testing-library's automatic cleanup never registers itself).
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// Mantine's color-scheme and media-query hooks, and mantine-datatable, which hides a column whose media
// query does not match (the empty query of an ordinary column must match, as it does in browsers). Width
// queries are answered against window.innerWidth (jsdom: 1024); colour scheme and motion prefer defaults.
function toPx(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'px' ? n : n * 16;
}

function matchesFeature(feature: string): boolean {
  const f = feature.trim().toLowerCase();
  if (f === '' || f === 'all' || f === 'screen') return true;
  const width = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(f);
  if (width) {
    const limit = toPx(width[2] ?? '0', width[3] ?? 'px');
    return width[1] === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
  }
  return false;
}

/** Evaluates a media query list: any comma-separated query whose every `and` part matches. */
function evaluateMediaQuery(query: string): boolean {
  if (query.trim() === '') return true;
  return query.split(',').some((q) => {
    const text = q.trim().toLowerCase();
    const negated = text.startsWith('not ');
    const result = text
      .replace(/^(not|only)\s+/, '')
      .split(/\s+and\s+/)
      .every(matchesFeature);
    return negated ? !result : result;
  });
}

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: evaluateMediaQuery(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// ScrollArea, charts (ResponsiveContainer) and the data table measure their boxes.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = ResizeObserverStub;
  globalThis.ResizeObserver = ResizeObserverStub;
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (typeof window.IntersectionObserver === 'undefined') {
  window.IntersectionObserver = IntersectionObserverStub;
  globalThis.IntersectionObserver = IntersectionObserverStub;
}

// Combobox and Select scroll the active option into view.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
if (typeof Element.prototype.scrollTo !== 'function') {
  Element.prototype.scrollTo = () => {};
}
window.scrollTo = () => {};

// Floating UI (popovers, menus, tooltips) and pointer-driven components.
if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// jsdom's getComputedStyle rejects the pseudo-element argument Mantine passes; drop it.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

// File downloads (CSV export, PDF and XLSX) create object URLs, which jsdom does not implement.
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = vi.fn(() => 'blob:mock');
}
if (typeof URL.revokeObjectURL !== 'function') {
  URL.revokeObjectURL = vi.fn();
}

// jsdom logs "Not implemented: navigation" when a download anchor is clicked: such clicks do nothing here.
const originalAnchorClick = HTMLAnchorElement.prototype.click;
HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement): void {
  if (this.hasAttribute('download')) return;
  originalAnchorClick.call(this);
};

// A stubbed server answer that does not match its contract would test the screen against data the real
// server never sends: the API client warns about it, and here that warning fails the test it came from.
const contractMismatches: string[] = [];
const originalWarn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && args[0].includes('does not match its contract')) {
    contractMismatches.push(`${args[0]}: ${JSON.stringify(args[1])}`);
  }
  originalWarn(...args);
};
afterEach(() => {
  const found = contractMismatches.splice(0);
  if (found.length > 0) throw new Error(found.join('\n'));
});
