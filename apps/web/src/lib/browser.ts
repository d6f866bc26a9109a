// Full-page navigation goes through this object so tests can observe it (jsdom cannot navigate) and so
// every "reload to the login page" of the specification is one call.
export const browser = {
  /** Loads a path afresh: every in-memory state (query cache, sockets, dialogs) starts over. */
  goTo(path: string): void {
    window.location.assign(path);
  },
  /** Reloads the current page. */
  reload(): void {
    window.location.reload();
  },
};
