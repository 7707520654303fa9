// The engine reuses one openai SDK client per provider configuration instead of building one on every step.
import { describe, expect, it, vi } from 'vitest';
import type * as OpenAIModule from 'openai';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';

const built = vi.hoisted(() => ({ keys: [] as string[] }));

vi.mock('openai', async (importOriginal) => {
  const mod = await importOriginal<typeof OpenAIModule>();
  class CountedOpenAI extends mod.default {
    constructor(options: ConstructorParameters<typeof mod.default>[0]) {
      super(options);
      built.keys.push(String(options?.apiKey));
    }
  }
  return { ...mod, default: CountedOpenAI, OpenAI: CountedOpenAI };
});

describe('engine SDK client', () => {
  it('builds one client for a whole run and a new one only when the provider settings change', async () => {
    built.keys.length = 0;
    const { engine } = createHarness();
    await engine.run();
    expect(activeBranch(engine).exchanges.length).toBe(2);
    expect(built.keys).toEqual(['sk-loopscope-mock-0001']);

    const config = seed001Config();
    engine.configure({ ...config, provider: { ...config.provider, apiKey: 'sk-loopscope-mock-0002' } });
    await engine.continueWith('And in Paris?');
    expect(activeBranch(engine).exchanges.length).toBeGreaterThan(2);
    expect(built.keys).toEqual(['sk-loopscope-mock-0001', 'sk-loopscope-mock-0002']);
  });
});
