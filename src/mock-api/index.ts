// createMockApi: the embedded mock of the OpenAI API, one fetch handler for the browser, tests and the server.
import { FAULT_HEADER, buildApp, keyOf, teachingKeyDenied } from './app.ts';
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import { openResponsesSocket } from './responses/socket.ts';
import {
  AssistantsStore,
  DEFAULT_RUN_TIMING,
  registerAssistantsApi,
  sessionRunTiming,
  vectorStoreFiles,
} from './assistants/index.ts';
import type { RunTiming } from './assistants/index.ts';
import { FaultState, parseFaultHeader, type Faults } from './faults/faults.ts';
import type { ReplyScript } from './scenarios/reply-script.ts';
import { seedJokeScenario } from './scenarios/seed-joke.ts';
import { seedWeatherScenario } from './scenarios/seed-weather.ts';
import { scriptScenario } from './scenarios/model-script.ts';
import type { ModelScript } from '@loopscope/wire/model-script';
import { DEFAULT_LIMITS, ResponsesStore } from './responses/store.ts';
import { ChatCompletionsStore } from './chat/stored.ts';
import { DEFAULT_BUDGETS, StorageBudget } from './storage-budget.ts';
import type { MockApi, MockApiOptions, SessionContext } from './types.ts';
import type { RequestHead } from './chat/route.ts';
import { createTokenCounter } from './model/tokens.ts';
import { createMockMcpHandler } from './mcp/server.ts';
import { IssuedApprovals } from './responses/mcp/issued.ts';
import { DEFAULT_MCP_TIMEOUT_MS } from './responses/mcp/connect.ts';
import { createMockObjects, type MockObjects } from './persisted-objects.ts';

export type { MockApi, MockApiOptions, SessionContext } from './types.ts';
export type { AnswerChat, ChatAnswer, RequestHead } from './chat/route.ts';
export type { ResponsesSocket, SocketPeer } from './responses/socket.ts';
export type { Faults } from './faults/faults.ts';
export type { MockObjects, ObjectRecord, KeyChanges } from './persisted-objects.ts';
export type { TokenSource } from './model/tokens.ts';
export type { CodeRun, CodeRunner, RunTiming } from './assistants/index.ts';
export type { ReplyScript, ReplyScriptTurn, ScriptedReply, ScriptedToolCall } from './scenarios/reply-script.ts';
export { MOCK_MODELS, DEFAULT_MODEL, findModel, type MockModelInfo } from './models.ts';
export { seedWeatherScenario, SEED_QUESTION, SEED_CALLS, SEED_FINAL_TEXT } from './scenarios/seed-weather.ts';
export { seedJokeScenario, JOKE_QUESTION, JOKE_FOLLOW_UP, JOKE_TEXT, JOKE_EXPLANATION } from './scenarios/seed-joke.ts';
export { TEACHING_INVALID_KEY, FAULT_HEADER, teachingKeyDenied, keyOf } from './app.ts';
export * from './mcp/index.ts';

/** Scenarios by name, for settings that store a string. */
export const SCENARIOS: Readonly<Record<string, ReplyScript>> = {
  'seed-weather': seedWeatherScenario,
  'seed-joke': seedJokeScenario,
};

/** The seeds' scripts by default (the weather walkthrough and seed 002's joke); each matches only its own conversation. */
function resolveScenarios(option: MockApiOptions['scenario']): readonly ReplyScript[] {
  if (option === 'none') return [];
  if (option === undefined || option === 'seed-weather') return [seedWeatherScenario, seedJokeScenario];
  return [option];
}

/** Faults sent in the request header win for that request (a malformed header is a 400); otherwise the next queued or session faults. */
function headerFaults(request: RequestHead): Faults | undefined {
  const text = request.headers.get(FAULT_HEADER);
  return text ? parseFaultHeader(text) : undefined;
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const faults = new FaultState(options.faults);
  const seed = String(options.seed ?? 0);
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const takeFaults = (request: RequestHead) => headerFaults(request) ?? faults.take();
  const baseScenarios = resolveScenarios(options.scenario);
  // The user's script wins over the pinned scenario while it is set; a request sent with its session's own script
  // (fetch's second argument) uses that one, so two sessions sharing this mock never answer with each other's script.
  let script: ModelScript | null = null;
  // One counter for every style, so the page's tokenizer worker serves Assistants runs too.
  const tokens = createTokenCounter(options.tokenSource);
  const perRequest = new WeakMap<RequestHead, ModelScript | null>();
  // A request sent for a session runs at that session's pace; any other at the mock's own timing.
  const baseTiming: RunTiming = { ...DEFAULT_RUN_TIMING, ...options.runTiming };
  const timingOf = new WeakMap<Request, RunTiming>();
  const scenariosOf = new WeakMap<ModelScript, ReplyScript[]>();
  const scriptFor = (request: RequestHead): ModelScript | null => {
    const own = perRequest.has(request) ? perRequest.get(request)! : script;
    return own && own.length > 0 ? own : null;
  };
  const scenariosOfScript = (own: ModelScript): ReplyScript[] => {
    let scenarios = scenariosOf.get(own);
    if (!scenarios) scenariosOf.set(own, (scenarios = [scriptScenario(own, seed)]));
    return scenarios;
  };
  const scenariosFor = (request: RequestHead): readonly ReplyScript[] => {
    const own = scriptFor(request);
    return own ? scenariosOfScript(own) : baseScenarios;
  };
  // One budget for both stores: a key's responses and threads share its bytes, and the total covers everything.
  const limits = options.storeLimits ?? DEFAULT_LIMITS;
  const budget = new StorageBudget({ ...DEFAULT_BUDGETS, ...options.storeBudgets }, limits);
  const mcp = {
    builtin: createMockMcpHandler(),
    fetch: options.mcpFetch ?? ((request: Request) => fetch(request)),
    timeoutMs: options.mcpTimeoutMs ?? DEFAULT_MCP_TIMEOUT_MS,
    ...(options.mcpRefuse ? { refuse: options.mcpRefuse } : {}),
    issued: new IssuedApprovals(),
  };
  const assistantsStore = new AssistantsStore(seed, limits, budget, clock);
  const runCode = options.runCode ?? null;
  // Responses' hosted file_search searches the vector stores the Assistants routes keep (per key); code_interpreter runs in their sandbox.
  const hosted = {
    vectorStoreFiles: (key: string, id: string) =>
      vectorStoreFiles(assistantsStore.forKey(key, Math.floor(clock() / 1000)), id),
    runCode,
  };
  const deps = {
    seed,
    clock,
    store: new ResponsesStore(clock, limits, budget),
    chatStore: new ChatCompletionsStore(clock, limits, budget),
    scenariosFor,
    sleep,
    takeFaults,
    tokens,
    mcp,
    hosted,
  };
  const { app, answerChat } = buildApp(deps);
  registerAssistantsApi(app, {
    seed,
    clock,
    sleep,
    takeFaults,
    store: assistantsStore,
    timing: (request) => timingOf.get(request) ?? baseTiming,
    runCode,
    script: scriptFor,
    tokens,
  });
  let objects: MockObjects | null = null;
  return {
    app,
    persistence: () =>
      (objects ??= createMockObjects({
        responses: deps.store,
        chat: deps.chatStore,
        assistants: assistantsStore,
        budget,
        issued: mcp.issued,
      })),
    fetch: async (request: Request) => app.fetch(request),
    answerChat,
    fetchForSession: async (request: Request, session: SessionContext) => {
      perRequest.set(request, session.script);
      if (session.runPace || session.expiresAfterSeconds) timingOf.set(request, sessionRunTiming(baseTiming, session));
      return app.fetch(request);
    },
    setFaults: (f) => faults.set(f),
    getFaults: () => faults.get(),
    injectFaultOnce: (f, times) => faults.once(f, times),
    openSocket: (upgrade, peer, session) => {
      const path = new URL(upgrade.url).pathname;
      if (path !== '/v1/responses' && path !== '/v1/responses/')
        return errorResponse(404, errorBody(`Invalid URL (GET ${path})`));
      const authorization = upgrade.headers.get('authorization') ?? undefined;
      const denied = teachingKeyDenied(authorization);
      if (denied) return denied;
      const own = session?.script && session.script.length > 0 ? scenariosOfScript(session.script) : null;
      return openResponsesSocket(deps, keyOf(authorization), peer, () => own ?? scenariosFor(upgrade));
    },
    setScript: (next) => {
      script = next && next.length > 0 ? next : null;
    },
  };
}
