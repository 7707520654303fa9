// The one test fixture every e2e spec uses: it fails a test on off-machine requests, console errors and axe violations.
import { test as base, expect, type CDPSession, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';

const SCREENS_DIR = 'e2e/.artifacts/screens';
/** Screenshots are for people to look at, so a plain `npm test` skips them; `E2E_SHOTS=1` saves them. */
const SAVE_SHOTS = Boolean(process.env.E2E_SHOTS);

/** Only the machine itself may be asked for anything: no CDN, no font host, no call home. */
export function isLocalUrl(raw: string): boolean {
  if (raw.startsWith('data:') || raw.startsWith('blob:') || raw.startsWith('about:')) return true;
  const url = new URL(raw);
  return url.hostname === '127.0.0.1';
}

/**
 * axe judges contrast from computed colours, so a card caught mid fade-in fails it; scan the page once it is at rest.
 * Motion drives some animations through WAAPI and some through inline styles, so wait for both to finish.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running') &&
      // Only what is drawn: a hidden element (a closed editor hover card) is not fading and axe does not judge it.
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((el) => !el.checkVisibility() || Number(getComputedStyle(el).opacity) >= 1),
    undefined,
    { timeout: 5_000 },
  );
}

/** `E2E_PROFILE=file.jsonl` appends where each test spent its time: its own steps, settling, axe and the page's loads. */
const PROFILE_FILE = process.env.E2E_PROFILE;
/**
 * `E2E_CPU_PROFILE=folder` saves each test's page JavaScript profile there (`.cpuprofile`, opens in DevTools);
 * `npx tsx scripts/cpu-profile-summary.ts folder` adds them up by source line through the build's source maps.
 */
const CPU_PROFILE_DIR = process.env.E2E_CPU_PROFILE;

/** The page's main-thread time so far, in seconds: all tasks, script, layout and style (Chromium's Performance domain). */
async function rendererMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const wanted = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
  return Object.fromEntries(metrics.filter((m) => wanted.includes(m.name)).map((m) => [m.name, m.value]));
}

/** Samples every half millisecond: fine enough for a React commit, coarse enough to keep the test's own pace. */
async function startCpuProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

/** The test body's profile (axe's scan comes after and is left out), named after the spec file and the test. */
async function saveCpuProfile(cdp: CDPSession, dir: string, testInfo: TestInfo): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  const name = testInfo.titlePath.join(' ').replace(/[^\w.-]+/g, '-').slice(0, 120);
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
}

/** The slowest resources of the page (URL tail and milliseconds), read from the browser's resource timing. */
async function slowLoads(page: Page): Promise<[string, number][]> {
  if (!page.url().startsWith('http')) return [];
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => [e.name.split('/').pop() ?? e.name, Math.round(e.duration)] as [string, number])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5),
  );
}

/**
 * axe over the page as it is, reporting violations only. Legacy mode runs axe in the page itself: the default mode opens
 * a second page to merge per-frame results, which cost 4-6 s per test here; the app has no cross-origin frames to merge.
 * Listing passes and incomplete checks (the default) takes as long again and nobody reads them.
 */
function axeScan(page: Page, exclude: string[]) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).disableRules(exclude).analyze();
}

/** The picture Playwright's own 'only-on-failure' would take, taken only when the test has failed (see playwright.config.ts). */
async function attachFailureShot(page: Page, testInfo: TestInfo): Promise<void> {
  if (page.isClosed()) return;
  const path = testInfo.outputPath('test-failed-1.png');
  const taken = await page.screenshot({ path, timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (taken) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
}

/** What every test leaves behind must hold: nothing asked of another machine, and no serious axe finding once at rest. */
async function checkPageAtRest(page: Page, run: { offMachine: string[]; axeExclude: string[]; testInfo: TestInfo; bodyMs: number; cdp: CDPSession | null }): Promise<void> {
  expect(run.offMachine, 'the page requested something outside 127.0.0.1').toEqual([]);
  if (!page.url().startsWith('http')) return;
  const bodyEnded = Date.now();
  await settleAnimations(page);
  const settled = Date.now();
  const cdp = run.cdp;
  const before = cdp ? await rendererMetrics(cdp) : null;
  const results = await axeScan(page, run.axeExclude);
  if (PROFILE_FILE && cdp && before) {
    const after = await rendererMetrics(cdp);
    const cpu = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, { body: Math.round(v * 1000), axe: Math.round(((after[k] ?? v) - v) * 1000) }]));
    const profile = { test: run.testInfo.title, bodyMs: run.bodyMs, settleMs: settled - bodyEnded, axeMs: Date.now() - settled, cpu, loads: await slowLoads(page) };
    appendFileSync(PROFILE_FILE, `${JSON.stringify(profile)}\n`);
  }
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, 'axe found serious or critical accessibility violations').toEqual([]);
}

interface Guards {
  /** With E2E_SHOTS set, save a screenshot of the viewport under e2e/.artifacts/screens/<name>.png for people to look at. */
  shot: (name: string, page?: Page) => Promise<void>;
  /** Tests that provoke an error on purpose list the console messages they expect here. */
  allowConsoleError: (pattern: RegExp) => void;
  /** Extra axe rules to skip for one test, with a reason in the test. Empty by default. */
  axeExclude: string[];
}

export const test = base.extend<Guards & { guards: void }>({
  axeExclude: [[], { option: true }],
  shot: async ({ page }, use) => {
    if (SAVE_SHOTS) mkdirSync(SCREENS_DIR, { recursive: true });
    await use(async (name, target = page) => {
      if (SAVE_SHOTS) await target.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage: false });
    });
  },
  allowConsoleError: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`Uncaught: ${err.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(errors, 'the page logged console errors').toEqual([]);
    },
    { auto: true },
  ],
  guards: [
    async ({ page, axeExclude }, use, testInfo) => {
      const offMachine: string[] = [];
      page.on('request', (req) => {
        if (!isLocalUrl(req.url())) offMachine.push(`${req.method()} ${req.url()}`);
      });
      // Chromium counts main-thread time (E2E_PROFILE) and samples the page's JavaScript (E2E_CPU_PROFILE) from here.
      const cdp = PROFILE_FILE || CPU_PROFILE_DIR ? await page.context().newCDPSession(page) : null;
      await cdp?.send('Performance.enable');
      if (cdp && CPU_PROFILE_DIR) await startCpuProfile(cdp);
      const started = Date.now();
      await use();
      if (cdp && CPU_PROFILE_DIR) await saveCpuProfile(cdp, CPU_PROFILE_DIR, testInfo);
      if (testInfo.status !== testInfo.expectedStatus) return attachFailureShot(page, testInfo);
      try {
        await checkPageAtRest(page, { offMachine, axeExclude, testInfo, bodyMs: Date.now() - started, cdp });
      } catch (error) {
        await attachFailureShot(page, testInfo);
        throw error;
      }
    },
    { auto: true },
  ],
});

export { expect };
