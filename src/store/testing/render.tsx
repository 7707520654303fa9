// Test helper: renders a component inside the session providers with a scripted engine and fake services.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../session/SessionProvider';
import { createSessionStore } from '../session/session-store';
import type { SessionServices } from '../session/services';
import { config, fakeEngine } from './fixtures';

/** Remembered keys in a Map, as the browser's localStorage would hold them. */
export function memoryKeys(): SessionServices['keys'] {
  const stored = new Map<string, string>();
  return {
    remembered: (baseURL) => stored.get(baseURL) ?? null,
    remember: (baseURL, key) => (key === null ? stored.delete(baseURL) : stored.set(baseURL, key), true),
    where: 'memory (test)',
  };
}

export function fakeServices(over: Partial<SessionServices> = {}): SessionServices {
  return {
    listModels: async () => [
      { id: 'gpt-4o', contextWindow: 128_000, maxOutputTokens: 16_384 },
      { id: 'gpt-4.1', contextWindow: 1_047_576, maxOutputTokens: 32_768 },
    ],
    runTool: async () => ({ output: '{"ok": true}', ok: true, logs: [], durationMs: 1 }),
    checkTool: () => [],
    zodToParameters: async () => ({ ok: true, parameters: { type: 'object', properties: {} } }),
    setMockFaults: () => {},
    postJson: async () => ({ failure: 'no provider in this test', durationMs: 0 }),
    scenarios: [
      { id: 'seed', label: 'Seed', description: 'The walkthrough', followUps: ['What about Paris?'], config },
    ],
    defaultScenarioId: 'seed',
    mockBaseURL: 'http://mock.loopscope.local/v1',
    keys: memoryKeys(),
    ...over,
  };
}

export function renderWithSession(
  ui: ReactElement,
  options: { engine?: ReturnType<typeof fakeEngine>; services?: SessionServices } = {},
) {
  const engine = options.engine ?? fakeEngine();
  const store = createSessionStore(engine, 'seed');
  const services = options.services ?? fakeServices();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <SessionProvider store={store} services={services}>
        {ui}
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, engine, store, services };
}
