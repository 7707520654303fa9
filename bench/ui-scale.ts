// UI-scale bench: loads a 10,000-message session with a 5 MB tool result, and one with 10,000 exchanges, into the built app in
// headless Chromium; prints the time to first render, scroll frame times and the longest task (medians of several runs; nothing is asserted).
import type { Browser, Page } from '@playwright/test';
import type { EngineState, Exchange, TimelineEntry } from '@loopscope/engine/types';
import { seed001Config } from '@loopscope/seed-scenarios';
import { launchChromium, serveBuiltApp } from './built-app.ts';
import { median, type BenchLine, type BenchModule } from './lib.ts';

const MESSAGES = 10_000;
const CALLS_PER_STEP = 9;
const BIG_RESULT_BYTES = 5 * 1024 * 1024;
const RUNS = 3;
const SCROLL_FRAMES = 120;
const EXCHANGES = 10_000;

/** A session shaped like a long agent run: steps of 9 parallel calls and their results, one result of 5 MB. */
export function bigSession(): EngineState {
  const config = seed001Config();
  const messages: TimelineEntry[] = [
    {
      id: 'm0',
      style: 'chat',
      kind: 'system',
      wire: { role: 'system', content: config.systemPrompt },
      provenance: { kind: 'config' },
      firstSentInStep: 1,
    },
    {
      id: 'm1',
      style: 'chat',
      kind: 'user',
      wire: { role: 'user', content: config.userMessage },
      provenance: { kind: 'config' },
      firstSentInStep: 1,
    },
  ];
  const exchanges: Exchange[] = [];
  let step = 1;
  let bigDone = false;
  // MESSAGES - 1 here: the final answer below makes it exactly MESSAGES.
  while (messages.length < MESSAGES - 1) {
    const exchangeId = `ex${step}`;
    exchanges.push({
      id: exchangeId,
      step,
      attempt: 0,
      method: 'POST',
      url: 'http://mock.loopscope.local/v1/chat/completions',
      requestHeaders: { 'content-type': 'application/json' },
      requestBody: null,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{"object":"chat.completion"}',
      streamed: false,
      events: [],
      startedAt: step * 1000,
      durationMs: 40,
      state: 'done',
      error: null,
    });
    const calls = Array.from({ length: CALLS_PER_STEP }, (_, i) => ({
      id: `call_${step}_${i}`,
      type: 'function' as const,
      function: { name: 'get_weather', arguments: `{"city": "City ${step}-${i}", "unit": "celsius"}` },
    }));
    messages.push({
      id: `a${step}`,
      style: 'chat',
      kind: 'assistant',
      wire: { role: 'assistant', content: null, tool_calls: calls },
      provenance: { kind: 'response', exchangeId },
      firstSentInStep: step + 1,
    });
    for (const call of calls) {
      if (messages.length >= MESSAGES - 1) break;
      const big: boolean = !bigDone && messages.length > MESSAGES / 2;
      bigDone ||= big;
      const content = big
        ? JSON.stringify({ rows: 'x'.repeat(BIG_RESULT_BYTES) })
        : `{"city": "${call.function.name} ${call.id}", "temperature": ${step % 35}, "unit": "°C", "condition": "Sunny", "humidity": 50}`;
      messages.push({
        id: `t${call.id}`,
        style: 'chat',
        kind: 'tool-result',
        wire: { role: 'tool', tool_call_id: call.id, content },
        provenance: { kind: 'tool-result', exchangeId, toolCallId: call.id },
        firstSentInStep: step + 1,
      });
    }
    step++;
  }
  messages.push({
    id: 'final',
    style: 'chat',
    kind: 'assistant',
    wire: { role: 'assistant', content: 'Done: **10,000** messages later.' },
    provenance: { kind: 'response', exchangeId: `ex${step - 1}` },
    firstSentInStep: null,
  });
  const branch = {
    id: 'b0',
    parentId: null,
    forkIndex: null,
    label: 'Original',
    messages,
    exchanges,
    status: 'done' as const,
    stopReason: 'finish_reason: stop',
    steps: exchanges.length,
  };
  return {
    config,
    branches: { b0: branch },
    branchOrder: ['b0'],
    activeBranchId: 'b0',
    breakpoints: false,
    pending: null,
    notice: null,
  };
}

/** The same session with 10,000 recorded exchanges (an agent that retried and looped a lot), for the inspector's list. */
export function manyExchangesSession(count = EXCHANGES): EngineState {
  const state = bigSession();
  const branch = state.branches.b0!;
  const template = branch.exchanges[0]!;
  const exchanges = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `ex${i + 1}`,
    step: i + 1,
    startedAt: (i + 1) * 1000,
  }));
  return { ...state, branches: { b0: { ...branch, exchanges, steps: count } } };
}

/** Scrolls an element 900 px per frame and returns each frame's duration and the longest task the browser reported. */
async function scrollFrames(page: Page, selector: string): Promise<{ frames: number[]; longestTask: number }> {
  return page.evaluate(
    async ({ selector, count }) => {
      const el = document.querySelector(selector) as HTMLElement;
      el.scrollTop = 0;
      let longestTask = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const deltas: number[] = [];
      let last = performance.now();
      for (let i = 0; i < count; i++) {
        el.scrollTop += 900;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        deltas.push(now - last);
        last = now;
      }
      observer.disconnect();
      return { frames: deltas, longestTask };
    },
    { selector, count: SCROLL_FRAMES },
  );
}

/** One run: fresh page, load the snapshot, time until the last card is painted, then scroll frame by frame. */
async function runOnce(
  browser: Browser,
  url: string,
  snapshot: EngineState,
): Promise<{ firstRender: number; frames: number[]; longestTask: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // tsx compiles the evaluated callbacks with esbuild's keepNames, which calls a `__name` helper the page lacks.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(url);
  await page.waitForFunction(() => window.__loopscopeBench !== undefined);
  const firstRender = await page.evaluate(async (state) => {
    const t0 = performance.now();
    window.__loopscopeBench!.loadSnapshot(state);
    const lastLabel = `messages[${state.branches.b0!.messages.length - 1}], assistant`;
    // First render = the timeline shows the newest card and the browser has painted it.
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector(`[aria-label="${lastLabel}"]`)
          ? requestAnimationFrame(() => resolve())
          : requestAnimationFrame(check);
      check();
    });
    return performance.now() - t0;
  }, snapshot);
  const { frames, longestTask } = await scrollFrames(page, '[data-testid="timeline"]');
  await page.close();
  return { firstRender, frames, longestTask };
}

/** One run with 10,000 exchanges: load, wait for the inspector's list to draw its last row, then scroll the list. */
async function exchangeListRun(
  browser: Browser,
  url: string,
  snapshot: EngineState,
): Promise<{ frames: number[]; longestTask: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(url);
  await page.waitForFunction(() => window.__loopscopeBench !== undefined);
  await page.evaluate((state) => window.__loopscopeBench!.loadSnapshot(state), snapshot);
  // Rows tell their position in the whole list: one drawn with 10,000 as the size means the list is up.
  await page.locator(`[role="listbox"][aria-label="HTTP exchanges"] [aria-setsize="${EXCHANGES}"]`).first().waitFor();
  const result = await scrollFrames(page, '[role="listbox"][aria-label="HTTP exchanges"]');
  await page.close();
  return result;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

const bench: BenchModule = {
  title: `UI scale: ${MESSAGES.toLocaleString('en-US')} messages with one ${BIG_RESULT_BYTES / 1024 / 1024} MB tool result, and ${EXCHANGES.toLocaleString('en-US')} exchanges (headless Chromium, built app)`,
  async run(): Promise<BenchLine[]> {
    const snapshot = bigSession();
    const server = await serveBuiltApp();
    const browser = await launchChromium();
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, server.url, snapshot));
      const many = manyExchangesSession();
      const lists = [];
      for (let i = 0; i < RUNS; i++) lists.push(await exchangeListRun(browser, server.url, many));
      const frames = `${SCROLL_FRAMES} frames × ${RUNS} runs, 900 px per frame`;
      return [
        {
          name: 'time to first render after loading the session',
          value: median(runs.map((r) => r.firstRender)),
          unit: 'ms',
          note: `median of ${RUNS}`,
        },
        {
          name: 'timeline scroll frame time, median',
          value: median(runs.map((r) => median(r.frames))),
          unit: 'ms',
          note: frames,
        },
        {
          name: 'timeline scroll frame time, 95th percentile',
          value: median(runs.map((r) => p95(r.frames))),
          unit: 'ms',
          note: `median of ${RUNS} runs`,
        },
        {
          name: 'timeline scroll, longest frame',
          value: Math.max(...runs.map((r) => Math.max(...r.frames))),
          unit: 'ms',
          note: `worst of ${RUNS} runs; longest task ${Math.max(...runs.map((r) => r.longestTask)).toFixed(0)} ms`,
        },
        {
          name: `exchange list (${EXCHANGES.toLocaleString('en-US')}) scroll frame time, median`,
          value: median(lists.map((r) => median(r.frames))),
          unit: 'ms',
          note: frames,
        },
        {
          name: 'exchange list scroll, longest frame',
          value: Math.max(...lists.map((r) => Math.max(...r.frames))),
          unit: 'ms',
          note: `worst of ${RUNS} runs; longest task ${Math.max(...lists.map((r) => r.longestTask)).toFixed(0)} ms (0: none over 50 ms)`,
        },
      ];
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default bench;
