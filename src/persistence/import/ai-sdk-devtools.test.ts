// AI SDK DevTools captures: the latest run becomes the timeline with tool calls and results intact; other providers are named.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '@loopscope/engine/types';
import { ranSeedState } from '../testing/sessions';
import { importPayload } from '../testing/import-payload';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

/** A generations.json as devToolsMiddleware() writes it: bodies JSON.stringify'd by the AI SDK. */
function devtoolsFile(provider = 'openai.chat') {
  const exchanges = seed.branches[seed.activeBranchId]!.exchanges;
  const steps = exchanges.map((e, i) => ({
    id: `step-${i}`,
    run_id: 'run-new',
    step_number: i + 1,
    type: 'generate',
    model_id: 'gpt-4o',
    provider,
    started_at: '2026-11-30T10:00:00.000Z',
    duration_ms: 12,
    input: '{}',
    output: '{}',
    usage: null,
    error: null,
    raw_request: JSON.stringify(JSON.parse(e.requestBody!)),
    raw_response: JSON.stringify(JSON.parse(e.responseBody!)),
    raw_chunks: null,
    provider_options: null,
  }));
  const older = {
    ...steps[0]!,
    id: 'old',
    run_id: 'run-old',
    raw_request: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'older run' }] }),
  };
  return {
    runs: [
      {
        id: 'run-old',
        started_at: '2026-11-29T10:00:00.000Z',
        parent_run_id: null,
        parent_step_id: null,
        function_id: null,
      },
      {
        id: 'run-new',
        started_at: '2026-11-30T10:00:00.000Z',
        parent_run_id: null,
        parent_step_id: null,
        function_id: null,
      },
    ],
    steps: [older, ...steps],
  };
}

describe('AI SDK DevTools import', () => {
  it('reads the latest run: every step an exchange, the conversation with tool calls and results intact', () => {
    const result = importPayload(JSON.stringify(devtoolsFile(), null, 2), 'generations.json', 0);
    if (!result.ok) throw new Error(result.error.text);
    expect(result.format.text).toBe('AI SDK DevTools generations file (latest run, 2 steps; 1 older run left out)');
    const branch = result.record.engine.branches[result.record.engine.activeBranchId]!;
    expect(branch.exchanges).toHaveLength(2);
    expect(branch.messages.map((m) => m.wire)).toEqual(seed.branches[seed.activeBranchId]!.messages.map((m) => m.wire));
    expect(result.record.engine.config.tools.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature']);
  });

  it('names a run that went to a provider Loopscope cannot replay', () => {
    const result = importPayload(JSON.stringify(devtoolsFile('anthropic.messages')), 'generations.json', 0);
    expect(result).toMatchObject({
      ok: false,
      error: {
        text: 'Step 1 of this DevTools run went to anthropic.messages; Loopscope replays OpenAI Chat Completions and Responses calls.',
      },
    });
  });

  it('says so when no step recorded its request', () => {
    const file = devtoolsFile();
    const result = importPayload(
      JSON.stringify({ ...file, steps: file.steps.map((s) => ({ ...s, raw_request: null })) }),
      'generations.json',
      0,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.text).toMatch(/no step with a recorded request body/);
  });
});
