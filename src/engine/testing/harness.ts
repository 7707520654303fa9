// Test harness: an engine wired to the embedded mock API and the real sandbox, plus fixture loading. The session it starts
// from is the caller's (seed-scenarios/testing/harness.ts starts from seed 001): the engine knows no seed scenario.
import { seed001Json, type Seed001File } from '../../../vendor/index';
import { createMockApi, type MockApiOptions } from '@loopscope/mock-api';
import { createSandboxExecutor } from '@loopscope/tools/sandbox-executor';
import { createEngine, type EngineDeps, type LoadableEngine } from '../index';
import type { FetchLike } from '../recording-fetch';
import type { PageSocket } from '../recording-socket';
import { MockPageSocket } from '@loopscope/mock-api/page-socket';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { EngineCommands, SessionConfig, TimelineEntry } from '../types';

export interface Harness {
  engine: LoadableEngine;
  api: ReturnType<typeof createMockApi>;
  /** How many WebSockets the engine opened to the mock (Responses WebSocket mode). */
  sockets: { opened: number };
}

export interface HarnessOptions {
  config: SessionConfig;
  mock?: MockApiOptions;
  /** Wraps the mock's fetch, e.g. to capture the bytes it sent or to hang. */
  wrap?: (inner: FetchLike) => FetchLike;
  maxRetries?: number;
  /** When batched change notifications (stream chunks) reach listeners; default the engine's (the next frame). */
  scheduleNotify?: EngineDeps['scheduleNotify'];
  /** Reaches MCP servers (the built-in one in process); default: none reachable. */
  mcpFetch?: EngineDeps['mcpFetch'];
}

/** A fixed clock keeps every recorded field (start times, `created`) identical between runs. */
export const FIXED_CLOCK = () => 1_780_000_000_000;

export function createHarness(options: HarnessOptions): Harness {
  const api = createMockApi({ seed: 1, clock: FIXED_CLOCK, sleep: async () => {}, ...options.mock });
  const mockFetch: FetchLike = async (input, init) => api.fetch(new Request(input, init));
  const sockets = { opened: 0 };
  const engine = createEngine({
    config: options.config,
    fetch: () => Promise.reject(new Error('tests never reach a real provider')),
    mockFetch: options.wrap ? options.wrap(mockFetch) : mockFetch,
    // Responses WebSocket mode: a socket to the same mock, counted so tests can tell one socket from several.
    mockSocket: (url, headers) => {
      sockets.opened += 1;
      return new MockPageSocket(api, url, headers) as PageSocket;
    },
    clock: FIXED_CLOCK,
    tools: createSandboxExecutor(),
    maxRetries: options.maxRetries ?? 2,
    scheduleNotify: options.scheduleNotify,
    ...(options.mcpFetch ? { mcpFetch: options.mcpFetch } : {}),
  });
  return { engine, api, sockets };
}

export function activeBranch(engine: EngineCommands) {
  const state = engine.getState();
  return state.branches[state.activeBranchId]!;
}

export function roles(entries: TimelineEntry[]): string[] {
  return entries.map((e) => chat(e).role);
}

/** The chat message of an entry; fails the test when the entry is of another style. */
export function chat(entry: TimelineEntry | undefined): ChatCompletionMessageParam & { content?: unknown } {
  if (entry?.style !== 'chat') throw new Error(`Expected a chat entry, got ${entry?.style ?? 'nothing'}.`);
  return entry.wire;
}

export function readSeedFixture(name: Seed001File): unknown {
  return seed001Json(name);
}

/** Resolves once the engine's state satisfies `test` (checked now and on every change). */
export function until(
  engine: EngineCommands,
  test: (state: ReturnType<EngineCommands['getState']>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (test(engine.getState())) return resolve();
    const stop = engine.subscribe(() => {
      if (test(engine.getState())) {
        stop();
        resolve();
      }
    });
  });
}

/** A fetch that never answers until its request is aborted, like a server that hangs. */
export const hangingFetch: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

/** Passes the first SSE event of the real answer through, then stalls the stream until the request is aborted. */
export function stallAfterFirstEvent(inner: FetchLike): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (first.value) controller.enqueue(first.value);
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** What a client outside the engine (the Agents SDK run) needs to reach a fresh mock: its fetch, base URL, the sandbox. */
export function mockTransport() {
  const api = createMockApi({ seed: 1, clock: FIXED_CLOCK, sleep: async () => {} });
  const fetch: FetchLike = (input, init) => api.fetch(new Request(input, init));
  return {
    fetch,
    baseURL: 'http://mock.loopscope.local/v1',
    apiKey: 'sk-test',
    tools: createSandboxExecutor(),
    clock: FIXED_CLOCK,
  };
}
