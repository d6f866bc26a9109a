// The browser tests drive Debian's Chromium (Playwright's own browser download does not work on these
// machines). Installs it with apt-get when it is missing; as root directly, otherwise through sudo.
import fs from 'node:fs';
import { run } from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log('Kencana: installing Debian chromium for the browser tests…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await apt(['update']).catch(() => undefined);
  await run(
    asRoot ? 'apt-get' : 'sudo',
    [...(asRoot ? [] : ['apt-get']), 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation', 'poppler-utils'],
    { env },
  );
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
