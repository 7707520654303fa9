// The one test fixture every e2e spec uses: it fails a test on off-machine requests, console errors and axe violations.
import { test as base, expect, type CDPSession, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every(
        (el) => !el.checkVisibility() || Number(getComputedStyle(el).opacity) >= 1,
      ),
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
  const name = testInfo.titlePath
    .join(' ')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 120);
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
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules(exclude)
    .analyze();
}

/**
 * axe costs 1-2 s of renderer CPU per scan, and most tests end on a screen another test has already ended on: each
 * distinct screen is scanned once per run. A screen is the page's path plus its major view state (theme, language, a
 * narrow or wide window, open dialogs, selected tabs, checked radios, pressed toggles, whether anything ran and whether an
 * error shows); every other test on the same screen skips the scan. Workers share the record through one marker file per
 * screen in the run's output folder (created exclusively, so two workers never both skip). `E2E_AXE_EVERY=1` scans at the
 * end of every test, as before.
 */
const SCAN_EVERY_TEST = Boolean(process.env.E2E_AXE_EVERY);

/** What makes one screen differ from another for axe; numbers are left out (request 2 and request 3 are one screen). */
function screenKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const digitless = (text: string | null | undefined) =>
      (text ?? '').replace(/\s+/g, ' ').trim().replace(/\d+/g, '#').slice(0, 60);
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const names = (selector: string, name: (el: Element) => string) =>
      [...new Set([...document.querySelectorAll(selector)].filter(shown).map(name))].sort().join(',');
    const labelOf = (el: Element) =>
      digitless(
        el.getAttribute('aria-label') ??
          document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ??
          el.querySelector('h1, h2, h3')?.textContent,
      );
    const radioName = (el: Element) =>
      digitless(
        (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).value,
      );
    const root = document.documentElement;
    return JSON.stringify({
      path: location.pathname,
      theme: root.dataset.theme ?? '',
      lang: root.lang,
      wide: window.innerWidth >= 1000,
      dialogs: names('dialog[open], [role="dialog"], [role="alertdialog"]', labelOf),
      tabs: names('[role="tab"][aria-selected="true"]', (el) => digitless(el.textContent)),
      radios: names('input[type="radio"]:checked, [role="radio"][aria-checked="true"]', radioName),
      // Named toggles (a body view, a focus mode, breakpoints) change the screen; a numbered one (the selected request's
      // separator, a card's link to its exchange) only marks which item is selected.
      pressed: names('[aria-pressed="true"]', (el) => digitless(el.getAttribute('aria-label') ?? el.textContent))
        .split(',')
        .filter((name) => !name.includes('#'))
        .join(','),
      ran: document.querySelector('[role="listbox"] [role="option"]') !== null,
      alert: [...document.querySelectorAll('[role="alert"]')].some(
        (el) => shown(el) && (el.textContent ?? '').trim() !== '',
      ),
    });
  });
}

/** Whether this worker is the first in the run to reach `key` (and so must scan it): one exclusive marker file per key. */
function firstVisit(key: string, testInfo: TestInfo): boolean {
  if (SCAN_EVERY_TEST) return true;
  const dir = join(testInfo.project.outputDir, '.axe-screens');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(
      join(dir, createHash('sha1').update(key).digest('hex')),
      `${key}\n${testInfo.titlePath.join(' › ')}\n`,
      { flag: 'wx' },
    );
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * axe over the screen the page shows, unless this run has scanned that screen already: serious and critical violations
 * fail the test. Journeys call it (fixture `scanScreen`) after steps that reach a new screen; every test ends with one.
 */
async function scanIfNew(
  page: Page,
  axeExclude: string[],
  testInfo: TestInfo,
): Promise<{ scanned: boolean; settleMs: number; axeMs: number }> {
  const t0 = Date.now();
  // At rest first: a dialog caught mid fade-out would name a screen the page is leaving.
  await settleAnimations(page);
  const settled = Date.now();
  // Excluded rules make a different scan, so a screen scanned with exclusions does not stand for one without.
  const key = `${await screenKey(page)} ${axeExclude.join(',')}`;
  if (!firstVisit(key, testInfo)) return { scanned: false, settleMs: settled - t0, axeMs: 0 };
  const results = await axeScan(page, axeExclude);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe found serious or critical accessibility violations on ${key}`).toEqual([]);
  return { scanned: true, settleMs: settled - t0, axeMs: Date.now() - settled };
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
async function checkPageAtRest(
  page: Page,
  run: { offMachine: string[]; axeExclude: string[]; testInfo: TestInfo; bodyMs: number; cdp: CDPSession | null },
): Promise<void> {
  expect(run.offMachine, 'the page requested something outside 127.0.0.1').toEqual([]);
  if (!page.url().startsWith('http')) return;
  const cdp = run.cdp;
  const before = cdp ? await rendererMetrics(cdp) : null;
  const scan = await scanIfNew(page, run.axeExclude, run.testInfo);
  if (PROFILE_FILE && cdp && before) {
    const after = await rendererMetrics(cdp);
    const cpu = Object.fromEntries(
      Object.entries(before).map(([k, v]) => [
        k,
        { body: Math.round(v * 1000), axe: Math.round(((after[k] ?? v) - v) * 1000) },
      ]),
    );
    const profile = {
      test: run.testInfo.title,
      bodyMs: run.bodyMs,
      scanned: scan.scanned,
      settleMs: scan.settleMs,
      axeMs: scan.axeMs,
      cpu,
      loads: await slowLoads(page),
    };
    appendFileSync(PROFILE_FILE, `${JSON.stringify(profile)}\n`);
  }
}

interface Guards {
  /** With E2E_SHOTS set, save a screenshot of the viewport under e2e/.artifacts/screens/<name>.png for people to look at. */
  shot: (name: string, page?: Page) => Promise<void>;
  /** Tests that provoke an error on purpose list the console messages they expect here. */
  allowConsoleError: (pattern: RegExp) => void;
  /** Extra axe rules to skip for one test, with a reason in the test. Empty by default. */
  axeExclude: string[];
  /** In a journey, after a step that reaches a new screen: axe scans it unless this run has already (see scanIfNew). */
  scanScreen: (target?: Page) => Promise<void>;
}

export const test = base.extend<Guards & { guards: void }>({
  axeExclude: [[], { option: true }],
  scanScreen: async ({ page, axeExclude }, use, testInfo) => {
    await use(async (target = page) => {
      await scanIfNew(target, axeExclude, testInfo);
    });
  },
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
