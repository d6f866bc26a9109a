// Small helpers shared by the start, test and dev scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, inheriting the terminal; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Newest modification time of any file under the given folders (skipping node_modules and dist). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach((dir) => walk(path.join(root, dir)));
  return newest;
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/core/src',
];

/** Builds the web app when it was never built or a source is newer than the build. */
export async function buildWebIfNeeded() {
  const built = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(webSources.filter((p) => !p.includes('.'))),
    ...webSources.filter((p) => p.includes('.')).map((p) => fs.statSync(path.join(root, p)).mtimeMs),
  );
  if (built >= sources) return;
  console.log('Kencana: building the web app…');
  await run('npm', ['run', 'build', '-w', 'apps/web']);
}
