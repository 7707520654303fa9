// What the suites with their own dependencies (producers/, clients/) share: installing their packages when missing and
// starting the built server on a free port against the embedded mock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `npm ci` in a suite's folder when it has no node_modules yet (from the local cache first); exits on failure. */
export function installOwnDependencies(folder) {
  if (existsSync(join(folder, 'node_modules'))) return;
  const install = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

/**
 * Starts `build/server/cli.js` on a free port with the mock upstream; resolves once it serves, with its origin. Its store
 * is the default SQLite file, in a data directory of its own: suites that run side by side (and the user's own
 * ~/.local/share/loopscope) would otherwise share one store, and one suite's exports would carry the other's captures.
 */
export async function startBuiltServer() {
  const dataHome = mkdtempSync(join(tmpdir(), 'loopscope-suite-data-'));
  const server = spawn(process.execPath, [join(root, 'build/server/cli.js'), '--port', '0', '--upstream', 'mock'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, XDG_DATA_HOME: dataHome, LOOPSCOPE_DB: '' },
  });
  server.on('exit', () => rmSync(dataHome, { recursive: true, force: true }));
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const found = /Loopscope is running at (http:\/\/localhost:\d+)/.exec(out);
      if (found) resolve(found[1].replace('localhost', '127.0.0.1'));
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code} before serving`)));
  });
  return { server, origin };
}
