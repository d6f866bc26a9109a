import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks.ts';

/** A window whose location.reload is observable (jsdom's cannot be replaced). */
function fakeWindow() {
  const target = new EventTarget() as unknown as Window & { reloads: number; navigator: { onLine: boolean } };
  const storage = new Map<string, string>();
  Object.assign(target, {
    reloads: 0,
    navigator: { onLine: true },
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    location: { reload: () => (target.reloads += 1) },
  });
  return target;
}
const staleChunk = () => new Event('vite:preloadError', { cancelable: true });

afterEach(() => vi.restoreAllMocks());

describe('reloadOnStaleChunks', () => {
  it('reloads the page once when a lazy screen’s file is gone after an update, and not again within a minute', () => {
    const target = fakeWindow();
    let clock = 1_000_000;
    reloadOnStaleChunks(target, () => clock);
    const first = staleChunk();
    target.dispatchEvent(first);
    expect(target.reloads).toBe(1);
    expect(first.defaultPrevented).toBe(true);

    clock += 5_000;
    const again = staleChunk();
    target.dispatchEvent(again);
    expect(target.reloads).toBe(1);
    expect(again.defaultPrevented).toBe(false);

    clock += 60_000;
    target.dispatchEvent(staleChunk());
    expect(target.reloads).toBe(2);
  });

  it('does not reload while offline: the failed load is the network, not an update', () => {
    const target = fakeWindow();
    target.navigator.onLine = false;
    reloadOnStaleChunks(target, () => 1_000_000);
    const failed = staleChunk();
    target.dispatchEvent(failed);
    expect(target.reloads).toBe(0);
    expect(failed.defaultPrevented).toBe(false);
  });
});
