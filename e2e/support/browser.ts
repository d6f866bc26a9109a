// Debian's Chromium, started the way this kind of machine needs (STACK.md, gotcha 8): Playwright's own
// browser download does not work here, and without these flags Chromium dials out to Google's hosts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
