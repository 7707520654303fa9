// Makes sure a Chromium for the e2e tests exists: CHROMIUM_PATH, /usr/bin/chromium, or Debian's package installed as root.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';
const wanted = process.env.CHROMIUM_PATH;

if (wanted) {
  if (!existsSync(wanted)) {
    console.error(`CHROMIUM_PATH is set to ${wanted}, but no file is there.`);
    process.exit(1);
  }
} else if (!existsSync(DEFAULT_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error('No Chromium found: run "sudo apt-get install chromium" (Debian) or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.log('Installing Debian\'s chromium for the end-to-end tests (once per machine)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(DEFAULT_PATH)) {
    console.error('apt-get finished, but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
}
