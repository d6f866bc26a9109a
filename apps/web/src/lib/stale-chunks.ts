// Screens are loaded lazily, by hashed file names. After the shop's server is updated, a page opened before
// the update asks for files that no longer exist: the lazy screen would fail to load. Vite reports that as
// `vite:preloadError`; the page then reloads once to get the new version. A reload that fails the same way
// within a minute is not repeated (the server is missing the files, not the page out of date). Offline, a
// failed load is the network, not an update: no reload (the connectivity notice shows; its OK reloads later).
const RELOADED_AT = 'kencana:stale-reload-at';
const RETRY_AFTER_MS = 60_000;

export function reloadOnStaleChunks(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!target.navigator.onLine) return;
    const last = Number(target.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < RETRY_AFTER_MS) return;
    event.preventDefault();
    target.sessionStorage.setItem(RELOADED_AT, String(now()));
    target.location.reload();
  });
}
