// The engine hands the mock fetch its own configuration with every request, as it is when the request goes out.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '@loopscope/mock-api';
import { createSandboxExecutor } from '@loopscope/tools/sandbox-executor';
import { seed001Config } from '@loopscope/seed-scenarios';
import { createEngine, type SessionConfig } from './index';
import { FIXED_CLOCK } from './testing/harness';

describe('the mock fetch', () => {
  it("gets the engine's own config with each request, the reconfigured one after configure()", async () => {
    const api = createMockApi({ seed: 1, clock: FIXED_CLOCK, sleep: async () => {} });
    const seen: SessionConfig[] = [];
    const engine = createEngine({
      config: seed001Config(),
      fetch: () => Promise.reject(new Error('never a real provider')),
      mockFetch: async (input, init, config) => (seen.push(config), api.fetch(new Request(input, init))),
      clock: FIXED_CLOCK,
      tools: createSandboxExecutor(),
    });
    await engine.step();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(engine.getState().config);
    const scripted = { ...seed001Config(), modelScript: [{ kind: 'text' as const, content: 'Scripted.' }] };
    engine.configure(scripted);
    await engine.step();
    expect(seen.at(-1)).toBe(scripted);
  });
});
