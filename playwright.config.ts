// Playwright configuration: Debian's Chromium (its headless shell) against the built app, served by the compiled server (`npm run build` first).
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { E2E_LAUNCH_TOKEN } from './e2e/launch-token.ts';

const PORT = Number(process.env.E2E_PORT ?? 5174);
/** One worker per core: each test owns its page and the mock's state lives in that page, so tests share nothing. */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(4, availableParallelism())));

/** Debian's headless shell unless CHROMIUM_PATH says otherwise; `npm run test:e2e` installs it when missing. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The spec files that share the server's capture log (see `projects`). */
const CAPTURE_LOG_SPECS = [/live\.spec\.ts$/, /live-history\.spec\.ts$/, /loop-tests\.spec\.ts$/];

/** Flags that keep Chromium from reaching for the network on its own (the machine has none). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The tests' Chromium: the flags above, and how V8 compiles. A test's page lives seconds: V8's optimizing compilers
 * (Maglev, TurboFan) compile its hot functions on background threads for a speed-up the page rarely lives to use. Their
 * tiers run the same JavaScript (only how fast differs), so the pages run on the interpreter and the baseline compiler:
 * about 18% less CPU for the e2e lane (five runs side by side of the playground and responses specs, 159 → 130 CPU-s on
 * average; docs/development.md). `E2E_JS_FLAGS` overrides. The bench's first-page timing keeps V8's defaults.
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--js-flags=${process.env.E2E_JS_FLAGS ?? '--max-opt=1'}`];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 720 },
    // The specs name controls by their English accessible names: pin the browser language (the app follows it).
    locale: 'en-US',
    // A trace records DOM snapshots and screencast frames on every action of every test, failing or not: a third of the
    // suite's CPU on two cores. `E2E_TRACE=1` turns it back on to debug a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // 'only-on-failure' screenshots every page at every context close, passing or not, and throws the picture away after a
    // pass: about 0.6 CPU-s per test. The fixture in e2e/fixtures.ts takes the picture only when a test has failed.
    screenshot: 'off',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: E2E_CHROMIUM_ARGS,
    },
  },
  // The specs that clear and read the server's one capture log (/live, loop tests, the store's history) would wipe each
  // other's captures if two ran at once: they share one worker; everything else runs in parallel beside them. Listed
  // first, so they start at once beside the app's tests instead of running alone on one worker at the end of the run.
  projects: [
    { name: 'capture-log', testMatch: CAPTURE_LOG_SPECS, workers: 1 },
    { name: 'app', testIgnore: CAPTURE_LOG_SPECS },
  ],
  webServer: {
    // The compiled server starts in well under a second (no TypeScript compiler at run time); `npm run build` makes it.
    command: 'node build/server/cli.js',
    // The capture proxy forwards to the embedded mock: nothing leaves the machine.
    // A fixed launch token, so the stdio spec opens the app as the link `npm start` prints does (e2e/launch-token.ts).
    // A store in memory: e2e runs keep nothing in the user's data directory.
    env: {
      PORT: String(PORT),
      LOOPSCOPE_UPSTREAM: 'mock',
      LOOPSCOPE_LAUNCH_TOKEN: E2E_LAUNCH_TOKEN,
      LOOPSCOPE_DB: ':memory:',
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
