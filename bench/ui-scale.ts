// UI-scale bench: loads a 10,000-message session with a 5 MB tool result into the built app in headless Chromium and
// prints the time to first render and scroll frame times (medians of several runs; nothing is asserted).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import type { EngineState, Exchange, TimelineEntry } from '../src/engine/types.ts';
import { seed001Config } from '../src/seed-scenarios/index.ts';
import { createServerApp } from '../src/server/app.ts';
import { median, type BenchLine, type BenchModule } from './lib.ts';

const MESSAGES = 10_000;
const CALLS_PER_STEP = 9;
const BIG_RESULT_BYTES = 5 * 1024 * 1024;
const RUNS = 3;
const SCROLL_FRAMES = 120;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** A session shaped like a long agent run: steps of 9 parallel calls and their results, one result of 5 MB. */
export function bigSession(): EngineState {
  const config = seed001Config();
  const messages: TimelineEntry[] = [
    { id: 'm0', style: 'chat', kind: 'system', wire: { role: 'system', content: config.systemPrompt }, provenance: { kind: 'config' }, firstSentInStep: 1 },
    { id: 'm1', style: 'chat', kind: 'user', wire: { role: 'user', content: config.userMessage }, provenance: { kind: 'config' }, firstSentInStep: 1 },
  ];
  const exchanges: Exchange[] = [];
  let step = 1;
  let bigDone = false;
  // MESSAGES - 1 here: the final answer below makes it exactly MESSAGES.
  while (messages.length < MESSAGES - 1) {
    const exchangeId = `ex${step}`;
    exchanges.push({
      id: exchangeId, step, attempt: 0, method: 'POST', url: 'http://mock.loopscope.local/v1/chat/completions',
      requestHeaders: { 'content-type': 'application/json' }, requestBody: null, status: 200, responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{"object":"chat.completion"}', streamed: false, events: [], startedAt: step * 1000, durationMs: 40, state: 'done', error: null,
    });
    const calls = Array.from({ length: CALLS_PER_STEP }, (_, i) => ({ id: `call_${step}_${i}`, type: 'function' as const, function: { name: 'get_weather', arguments: `{"city": "City ${step}-${i}", "unit": "celsius"}` } }));
    messages.push({ id: `a${step}`, style: 'chat', kind: 'assistant', wire: { role: 'assistant', content: null, tool_calls: calls }, provenance: { kind: 'response', exchangeId }, firstSentInStep: step + 1 });
    for (const call of calls) {
      if (messages.length >= MESSAGES - 1) break;
      const big: boolean = !bigDone && messages.length > MESSAGES / 2;
      bigDone ||= big;
      const content = big
        ? JSON.stringify({ rows: 'x'.repeat(BIG_RESULT_BYTES) })
        : `{"city": "${call.function.name} ${call.id}", "temperature": ${step % 35}, "unit": "°C", "condition": "Sunny", "humidity": 50}`;
      messages.push({ id: `t${call.id}`, style: 'chat', kind: 'tool-result', wire: { role: 'tool', tool_call_id: call.id, content }, provenance: { kind: 'tool-result', exchangeId, toolCallId: call.id }, firstSentInStep: step + 1 });
    }
    step++;
  }
  messages.push({ id: 'final', style: 'chat', kind: 'assistant', wire: { role: 'assistant', content: 'Done: **10,000** messages later.' }, provenance: { kind: 'response', exchangeId: `ex${step - 1}` }, firstSentInStep: null });
  const branch = { id: 'b0', parentId: null, forkIndex: null, label: 'Original', messages, exchanges, status: 'done' as const, stopReason: 'finish_reason: stop', steps: exchanges.length };
  return { config, branches: { b0: branch }, branchOrder: ['b0'], activeBranchId: 'b0', breakpoints: false, pending: null, notice: null };
}

async function startServer(): Promise<{ url: string; close(): void }> {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(`${dist}/index.html`)) execSync('npx vite build', { stdio: 'ignore', cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const app = createServerApp({ staticRoot: dist });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({ url: `http://127.0.0.1:${info.port}/?bench`, close: () => server.close() });
    });
  });
}

/** One run: fresh page, load the snapshot, time until the last card is painted, then scroll frame by frame. */
async function runOnce(browser: Browser, url: string, snapshot: EngineState): Promise<{ firstRender: number; frames: number[] }> {
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
      const check = () => (document.querySelector(`[aria-label="${lastLabel}"]`) ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
      check();
    });
    return performance.now() - t0;
  }, snapshot);
  const frames = await page.evaluate(async (count) => {
    const el = document.querySelector('[data-testid="timeline"]') as HTMLElement;
    el.scrollTop = 0;
    const deltas: number[] = [];
    let last = performance.now();
    for (let i = 0; i < count; i++) {
      el.scrollTop += 900;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      deltas.push(now - last);
      last = now;
    }
    return deltas;
  }, SCROLL_FRAMES);
  await page.close();
  return { firstRender, frames };
}

const bench: BenchModule = {
  title: `UI scale: ${MESSAGES.toLocaleString('en-US')} messages, one ${BIG_RESULT_BYTES / 1024 / 1024} MB tool result (headless Chromium, built app)`,
  async run(): Promise<BenchLine[]> {
    const snapshot = bigSession();
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, server.url, snapshot));
      const frameMedians = runs.map((r) => median(r.frames));
      const frameP95 = runs.map((r) => [...r.frames].sort((a, b) => a - b)[Math.floor(r.frames.length * 0.95)]!);
      return [
        { name: 'time to first render after loading the session', value: median(runs.map((r) => r.firstRender)), unit: 'ms', note: `median of ${RUNS}` },
        { name: 'scroll frame time, median', value: median(frameMedians), unit: 'ms', note: `${SCROLL_FRAMES} frames × ${RUNS} runs, 900 px per frame` },
        { name: 'scroll frame time, 95th percentile', value: median(frameP95), unit: 'ms', note: `median of ${RUNS} runs` },
      ];
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default bench;
