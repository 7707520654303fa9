// Wires the app together: the in-page mock API, the SDK-facing fetch, the sandbox worker, the engine, the store.
import type { EngineState, Exchange, ProviderConfig } from '@loopscope/engine/types';
import type { MockApi } from '@loopscope/mock-api';
import { builtinToolSourceFor, createWorkerExecutor } from '@loopscope/tools';
import { createPagePythonRunner } from '@loopscope/tools/python/page-python';
import { MOCK_PROVIDER } from '@loopscope/engine/session-defaults';
import { browserIdle } from '../persistence/autosaver';
import { rememberedKey, setLastSessionId } from '../persistence/device-settings';
import { openSaveChannel } from '../persistence/save-channel';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../persistence/session-record';
import {
  AGENT_NAMES,
  agentsSdkAgents,
  createCaptureStore,
  createElicitationStore,
  type ElicitationStore,
  createHandoffStore,
  createLessonStore,
  createSavedSessionsStore,
  createSessionStore,
  nameFor,
  paceDelayMs,
  wordWithI18n,
  type Message,
  SPECIALIST_IDS,
  type HandoffStore,
  type LessonStore,
  type SessionServices,
  type SavedSessionsStore,
  type SessionStore,
} from '../store';
import { countTexts, preloadTokenizer, truncateText } from '../features/tokens';
import { BUILTIN_LESSONS } from '../features/workshop';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { connectCaptureFeed } from './capture-feed';
import { i18n } from './i18n/i18n';
import { initialLanguage, isLanguage } from './i18n/languages';
import type { LiveServices } from './live/live-services';
import { capturedToolSource } from './live/tool-source';
import { createDeferredEngine } from './deferred-engine';
import { createNetworkFetch } from './network-fetch';
import { createMcpFetch } from './mcp-fetch';
import { createPacedExecutor } from './paced-executor';
import { createScenarios, MOCK_BASE_URL } from './scenarios';
import { createServices } from './services';
import { createPageCassette } from './page-cassette';
import { sessionMockFetch, sessionMockSocket } from './session-mock-fetch';

export interface Runtime {
  store: SessionStore;
  services: SessionServices;
  sessions: SavedSessionsStore;
  /** The live capture page's services (/live). */
  live: LiveServices;
  /** Workshop lessons, driving the same session store. */
  lessons: LessonStore;
  /** Seed 000's multi-agent handoff: the playground's session is the triage agent, `specialist` the agent it hands over to. */
  handoff: { store: HandoffStore; specialist: SessionStore };
  /** The question an MCP server asks the user (an elicitation form), which the playground's dialog answers. */
  elicitation: ElicitationStore;
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function createRuntime(): Runtime {
  // The embedded mock answers in this page: its fake origin is never resolved, nothing leaves the machine.
  // It (and Hono) load once the first screen is idle, or with the first request if that comes sooner: not in the entry chunk.
  let mock: Promise<MockApi> | null = null;
  const executor = createWorkerExecutor();
  // code_interpreter programs are Python: Pyodide in a worker of its own, created (and loaded) when the first program runs,
  // never for the first screen. Usage is counted by the page's one tokenizer worker, the one the UI's counts use: the
  // tables load once, off the main thread.
  const runCode = createPagePythonRunner();
  const tokenSource = { count: (texts: string[]) => countTexts(texts), truncate: truncateText };
  const getMock = () =>
    (mock ??= import('@loopscope/mock-api').then(({ createMockApi }) =>
      createMockApi({ seed: 1, runCode, tokenSource }),
    ));
  // So the first request waits for neither the mock's chunk nor the tokenizer's tables (about 1 MB gzip to parse).
  browserIdle(() => {
    void preloadTokenizer();
    void getMock();
  });
  // Each engine hands the mock its own configuration with every request: the playground's script answers for the model
  // (none: the mock model does) and its runs move at its pace; the specialist and a replayed live loop have their own.
  const mockFetch = sessionMockFetch(getMock);
  const mockSocket = sessionMockSocket(getMock);
  // Real providers: failures come back named (CORS, no connection, timeout) instead of one "Failed to fetch".
  // The Cassette provider is a custom base URL answered in this page; its misses (when allowed) and model list go to the mock.
  const cassette = createPageCassette(
    (input, init) => mockFetch(input, init, store.getState().engine.config),
    MOCK_BASE_URL,
  );
  const networkFetch: Fetch = cassette.route(createNetworkFetch((input, init) => window.fetch(input, init)));
  const routedFetch: Fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // Services (file uploads, the tool editor's calls) speak for the playground's session.
    return url.startsWith(MOCK_ORIGIN)
      ? mockFetch(input, init, store.getState().engine.config)
      : networkFetch(input, init);
  };
  // The loop's tools wait the pace the user picked (read per call), so results arrive one after another.
  const paced = createPacedExecutor(executor, () => paceDelayMs(store.getState().pace));
  const scenarios = createScenarios();
  const elicitation = createElicitationStore();
  const mcpElicit = (request: { message: string; requestedSchema: unknown }) => elicitation.getState().ask(request);
  // The engine (and the openai SDK inside it) loads right after the entry, while the first screen is already usable.
  const engine = createDeferredEngine(scenarios[0]!.config, async () => {
    const { createEngine } = await import('@loopscope/engine');
    return (config) =>
      createEngine({
        config,
        fetch: networkFetch,
        mockFetch,
        mockSocket,
        mcpFetch: createMcpFetch(networkFetch),
        mcpElicit,
        clock: () => Date.now(),
        tools: paced,
      });
  });
  const store = createSessionStore(engine, scenarios[0]!.id);
  // Lessons speak the UI language (the saved pick, else the browser's) and follow the picker; the lesson's own menu still overrides.
  const lessons = createLessonStore({
    session: store,
    scenarios,
    labs: LABS,
    language: initialLanguage(),
    builtins: BUILTIN_LESSONS,
  });
  i18n.on('languageChanged', (language) => {
    if (isLanguage(language)) void lessons.getState().setLanguage(language);
  });
  // The specialist agent of the handoff has an engine of its own (its exchanges are not the triage agent's), on the same mock.
  const specialistEngine = createDeferredEngine(scenarios[0]!.config, async () => {
    const { createEngine } = await import('@loopscope/engine');
    return (config) =>
      createEngine({
        config,
        fetch: networkFetch,
        mockFetch,
        clock: () => Date.now(),
        tools: executor,
        idPrefix: SPECIALIST_IDS,
      });
  });
  const specialist = createSessionStore(specialistEngine);
  const handoff = {
    store: createHandoffStore({
      triage: store,
      specialist,
      scenario: scenarios.find((s) => s.id === 'seed-000-search')!,
      // Both agents are prompted in the UI's language (seed 000 asks in Korean; its other wordings are the scenario's).
      language: () => i18n.language,
      // The playground's loop is saved and stays in the sessions list; the triage set-up goes into a new session.
      keepWork: () => sessions.getState().newSession(),
      // A real Agents SDK handoff on the same in-page mock; each agent's recorded exchanges become its lane's session.
      agentsSdk: async (config, language) => {
        const { runAgentsHandoff, sessionFromExchanges } = await import('@loopscope/engine');
        const result = await runAgentsHandoff({
          ...agentsSdkAgents(language, config.tools),
          model: config.model,
          question: config.userMessage,
          baseURL: MOCK_BASE_URL,
          apiKey: 'sk-mock',
          fetch: (input, init) => mockFetch(input, init, config),
          tools: paced,
          clock: () => Date.now(),
          idPrefix: 'agents-',
        });
        const lane = (name: string, idPrefix: string) =>
          sessionFromExchanges(result.lanes[name] ?? [], { toolSource: capturedToolSource, idPrefix });
        return {
          triage: lane(AGENT_NAMES.triage, 'agents-triage-'),
          specialist: lane(AGENT_NAMES.specialist, SPECIALIST_IDS),
        };
      },
    }),
    specialist,
  };
  const services = {
    ...createServices({
      getMock,
      fetch: routedFetch,
      executor,
      scenarios,
      convertZod: (source) => executor.zodToParameters(source),
    }),
    cassette,
  };

  // A captured loop becomes an engine state in its own style; the engine chunk is the same lazy one the playground uses.
  const capturedState = async (exchanges: Exchange[], unsentLast = false) =>
    (await import('@loopscope/engine')).sessionFromExchanges(exchanges, { toolSource: capturedToolSource, unsentLast });
  const capture = createCaptureStore();
  const live: LiveServices = {
    capture,
    connect: () => connectCaptureFeed(capture),
    async sessionFor(exchanges) {
      const state = await capturedState(exchanges);
      if (!state) return null;
      const { createEngine } = await import('@loopscope/engine');
      // The loop's replays answer with its own script (a captured loop has none), not with the playground's.
      const loopEngine = createEngine({
        config: state.config,
        fetch: networkFetch,
        mockFetch,
        clock: () => Date.now(),
        tools: executor,
        idPrefix: 'live-',
      });
      loopEngine.load(state);
      const loopStore = createSessionStore(loopEngine);
      return loopStore;
    },
    async refresh(loopStore, exchanges) {
      const state = await capturedState(exchanges);
      if (state) loopStore.getState().loadSnapshot(state);
      return state !== null;
    },
    async open(exchanges, { unsentLast = false } = {}) {
      const state = await capturedState(exchanges, unsentLast);
      if (!state) return false;
      // A new saved session, so the one open before (and its saved copy) stays as it was.
      const now = Date.now();
      const origin = { kind: 'import' as const, format: 'Live capture' };
      const record: SessionRecord = {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        id: '',
        name: nameFor(state, inUiLanguage),
        createdAt: now,
        updatedAt: now,
        origin,
        readOnly: false,
        engine: state,
      };
      if (!(await sessions.getState().adopt({ ok: true, record }, origin))) return false;
      if (unsentLast) void store.getState().run();
      return true;
    },
  };
  // Persistence (zod, the file and link codecs) loads right after the entry, like the engine.
  // An imported tool that is a built-in mock tool (same name and parameters) gets its implementation; others are asked for.
  // Imports become sessions through the engine's one exchanges → session function, the one live capture uses.
  // Code export writes the request parameters the engine's drivers build.
  const persistence = Promise.all([import('../persistence'), import('@loopscope/engine')]).then(
    ([api, { sessionFromExchanges, requestParamsFor }]) => ({
      ...api,
      importPayload: (text: string, sourceName: string, now: number) =>
        api.importPayload(text, sourceName, now, {
          toSession: sessionFromExchanges,
          knownSource: builtinToolSourceFor,
        }),
      exportCode: (state: EngineState, title: string, mockBaseURL: string) =>
        api.exportCode(state, title, mockBaseURL, { requestParams: requestParamsFor }),
    }),
  );
  const sessions = createSavedSessionsStore({
    session: store,
    persistence,
    storage: persistence.then(async ({ openKeyValue, createSessionRepository }) => {
      const { kv, problem } = await openKeyValue();
      return { repository: createSessionRepository(kv), problem };
    }),
    channel: openSaveChannel(),
    writer: crypto.randomUUID(),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    startFresh: () => {
      store.getState().applyScenario(scenarios[0]!.id, scenarios[0]!.config);
      store.getState().reset();
    },
    keyFor: (provider) => keyFor(provider, store),
    rememberOpen: setLastSessionId,
    whenIdle: browserIdle,
    // `npm start` serves the same mock at /v1 of the app's own origin, where generated code can reach it.
    servedMockURL: `${location.origin}/v1`,
    word: inUiLanguage,
  });
  return { store, services, sessions, live, lessons, handoff, elicitation };
}

/** A name the store gives a new session, in the UI language at the moment it is made. */
function inUiLanguage(message: Message): string {
  return wordWithI18n(message, i18n);
}

/** Sessions never carry a key: the mock's is not a secret, a remembered one comes from this device, else the one in memory. */
function keyFor(provider: ProviderConfig, store: SessionStore): string {
  if (provider.kind === 'mock') return MOCK_PROVIDER.apiKey;
  const inMemory = store.getState().draft.provider;
  return rememberedKey(provider.baseURL) ?? (inMemory.baseURL === provider.baseURL ? inMemory.apiKey : '');
}

const MOCK_ORIGIN = new URL(MOCK_BASE_URL).origin;
