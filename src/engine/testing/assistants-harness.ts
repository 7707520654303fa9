// Test support for the Assistants driver: an engine on the mock whose clock moves only when the driver waits to poll.
import { createMockApi, type MockApiOptions } from '@loopscope/mock-api';
import { createSandboxExecutor } from '@loopscope/tools/sandbox-executor';
import { createDirectPythonRunner } from '@loopscope/tools/python/direct-python';
import { createEngine } from '../index';
import type { FetchLike } from '../recording-fetch';
import type { SessionConfig } from '../types';

export const START_MS = 1_780_000_000_000;

export function createAssistantsHarness(
  config: SessionConfig,
  mock: MockApiOptions = {},
  wrap: (inner: FetchLike) => FetchLike = (inner) => inner,
) {
  let now = START_MS;
  const executor = createSandboxExecutor();
  const api = createMockApi({
    seed: 1,
    clock: () => now,
    sleep: async () => {},
    runCode: createDirectPythonRunner(),
    ...mock,
  });
  const mockFetch: FetchLike = async (input, init) => api.fetch(new Request(input, init));
  const waits: number[] = [];
  const engine = createEngine({
    config,
    fetch: () => Promise.reject(new Error('tests never reach a real provider')),
    mockFetch: wrap(mockFetch),
    clock: () => now,
    tools: executor,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  });
  return { engine, api, waits, advance: (ms: number) => (now += ms) };
}
