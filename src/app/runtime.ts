// Wires the app together: the in-page mock API, the SDK-facing fetch, the sandbox worker, the engine, the store.
import type { MockApi } from '../mock-api';
import { createProgramRunner, createWorkerExecutor } from '../tools';
import { createSessionStore, type SessionServices, type SessionStore } from '../store';
import { createDeferredEngine } from './deferred-engine';
import { createScenarios, MOCK_BASE_URL } from './scenarios';
import { createServices } from './services';

export interface Runtime {
  store: SessionStore;
  services: SessionServices;
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function createRuntime(): Runtime {
  // The embedded mock answers in this page: its fake origin is never resolved, nothing leaves the machine.
  // It (and Hono) load with the first request, keeping the entry chunk small.
  let mock: Promise<MockApi> | null = null;
  const executor = createWorkerExecutor();
  // code_interpreter programs run in the sandbox worker, like user tools.
  const getMock = () => (mock ??= import('../mock-api').then(({ createMockApi }) => createMockApi({ seed: 1, runCode: createProgramRunner(executor) })));
  const mockFetch: Fetch = async (input, init) => (await getMock()).fetch(new Request(input, init));
  const networkFetch: Fetch = (input, init) => window.fetch(input, init);
  const routedFetch: Fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(MOCK_ORIGIN) ? mockFetch(input, init) : networkFetch(input, init);
  };
  const scenarios = createScenarios();
  // The engine (and the openai SDK inside it) loads right after the entry, while the first screen is already usable.
  const engine = createDeferredEngine(scenarios[0]!.config, async () => {
    const { createEngine } = await import('../engine');
    return (config) => createEngine({ config, fetch: networkFetch, mockFetch, clock: () => Date.now(), tools: executor });
  });
  const store = createSessionStore(engine, scenarios[0]!.id);
  const services = createServices({ getMock, fetch: routedFetch, executor, scenarios, convertZod: (source) => executor.zodToParameters(source) });
  return { store, services };
}

const MOCK_ORIGIN = new URL(MOCK_BASE_URL).origin;
