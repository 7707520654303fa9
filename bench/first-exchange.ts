// Bench: the seed run's first and second exchange durations in the built app, Run pressed as soon as it shows and after a pause.
import type { Browser } from '@playwright/test';
import { launchChromium, serveBuiltApp } from './built-app.ts';
import { median, type BenchLine, type BenchModule } from './lib.ts';

const RUNS = 3;
/** A person reads the first screen for a while before pressing Run; the tokenizer loads in that idle time. */
const READING_MS = 2000;

/** One fresh browser context (empty cache, like a first visit): open, optionally wait, Run, and read both durations. */
async function seedRun(browser: Browser, url: string, waitMs: number): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await run.waitFor();
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await run.click();
  await page.getByTestId('run-status').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
  const durations = await page.evaluate(() => window.__loopscopeBench!.exchangeDurations());
  await context.close();
  return [durations[0] ?? NaN, durations[1] ?? NaN];
}

const bench: BenchModule = {
  title: `First request in the page: seed run exchange durations (built app, headless Chromium, fresh cache, median of ${RUNS})`,
  async run(): Promise<BenchLine[]> {
    const server = await serveBuiltApp();
    const browser = await launchChromium();
    try {
      const lines: BenchLine[] = [];
      for (const [label, wait] of [
        ['Run pressed at once', 0],
        [`Run pressed after ${READING_MS / 1000} s`, READING_MS],
      ] as const) {
        const runs: [number, number][] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await seedRun(browser, server.url, wait));
        lines.push(
          { name: `first exchange, ${label}`, value: median(runs.map((r) => r[0])), unit: 'ms' },
          { name: `second exchange, ${label}`, value: median(runs.map((r) => r[1])), unit: 'ms' },
        );
      }
      return lines;
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default bench;
