// Makes sure a Chromium for the e2e tests exists (CHROMIUM_PATH, Debian's headless shell, installed as root when missing),
// and a Korean font, so Korean screenshots show Hangul instead of empty boxes (Debian's fonts-nanum, installed as root).
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * Debian's chromium-headless-shell: the same Chromium without the desktop browser around it, which Playwright itself runs
 * for headless tests. A test here costs half the browser CPU it costs in the full /usr/bin/chromium.
 */
const DEFAULT_PATH = '/usr/bin/chromium-headless-shell';
const wanted = process.env.CHROMIUM_PATH;
const canInstall =
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  existsSync('/etc/debian_version') &&
  existsSync('/usr/bin/apt-get');
let updated = false;

function aptInstall(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { stdio: 'inherit', env });
}

/** Whether fontconfig knows a font with Korean glyphs (fc-list ships with fontconfig, which Chromium depends on). */
function hasKoreanFont() {
  try {
    return execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return existsSync('/usr/share/fonts/truetype/nanum') && readdirSync('/usr/share/fonts/truetype/nanum').length > 0;
  }
}

if (wanted) {
  if (!existsSync(wanted)) {
    console.error(`CHROMIUM_PATH is set to ${wanted}, but no file is there.`);
    process.exit(1);
  }
} else if (!existsSync(DEFAULT_PATH)) {
  if (!canInstall) {
    console.error(
      'No Chromium found: run "sudo apt-get install chromium-headless-shell" (Debian) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium-headless-shell for the end-to-end tests (once per machine)...");
  aptInstall('chromium-headless-shell');
  if (!existsSync(DEFAULT_PATH)) {
    console.error(`apt-get finished, but ${DEFAULT_PATH} is still missing.`);
    process.exit(1);
  }
}

if (!hasKoreanFont()) {
  if (canInstall) {
    console.log("Installing Debian's fonts-nanum so Korean text renders in the e2e screenshots (once per machine)...");
    aptInstall('fonts-nanum');
  } else {
    // Korean pages still work without it; only their screenshots show boxes, so this is a warning, not a failure.
    console.warn(
      'No Korean font found: Korean screenshots will show boxes. Run "sudo apt-get install fonts-nanum" (Debian).',
    );
  }
}
