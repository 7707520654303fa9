// The one counting rule against the mock server's usage, in every API mode: within the margin the gauge states.
import { describe, expect, it } from 'vitest';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsTurns } from './assistants-token-estimate';
import { scenarioConfig, seed001Config } from '@loopscope/seed-scenarios';
import type { Exchange, ResponsesStateMode, SessionConfig } from '@loopscope/engine/types';
import { ESTIMATE_MARGIN, estimateTokens, requestContext, runEstimate, withinMargin } from './token-estimate';

const count = (text: string) => o200k.encode(text).length;

function responses(mode: ResponsesStateMode): SessionConfig {
  const base = seed001Config();
  return { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode } };
}

/** `usage.prompt_tokens` (Chat) or `usage.input_tokens` (Responses) of a recorded response, read here and not by the code under test. */
function reported(exchange: Exchange): number | null {
  const body = exchange.responseBody ? (JSON.parse(exchange.responseBody) as { usage?: Record<string, number> }) : null;
  return body?.usage?.prompt_tokens ?? body?.usage?.input_tokens ?? null;
}

/** Each model request of a finished run with its estimate and the server's count. */
async function pairs(config: SessionConfig): Promise<{ estimate: number; usage: number }[]> {
  const { engine } = createHarness({ config });
  await engine.run();
  const { exchanges, status } = activeBranch(engine);
  expect(status).toBe('done');
  const out = exchanges.flatMap((exchange) => {
    const usage = reported(exchange);
    const context = requestContext(exchange, exchanges);
    return usage === null || context === null ? [] : [{ estimate: estimateTokens(context, count).total, usage }];
  });
  expect(out.length).toBeGreaterThanOrEqual(2);
  return out;
}

describe(`the token estimate matches the server's usage within ${ESTIMATE_MARGIN.share * 100}% or ${ESTIMATE_MARGIN.floor} tokens`, () => {
  it.each([
    ['Chat Completions', seed001Config()],
    ['Responses, stateless (everything resent)', responses('manual')],
    ['Responses with previous_response_id (the chain is billed again)', responses('previous_response_id')],
    ['Responses with a conversation (its items are billed again)', responses('conversation')],
    // A model without reasoning items: the mock does not bill earlier reasoning, which the rule counts (not tool search's concern).
    [
      'Responses with tool search (deferred tools counted once loaded)',
      { ...scenarioConfig('tool-search-shop-desk'), model: 'gpt-4.1' },
    ],
  ] as const)('%s', async (_mode, config) => {
    for (const { estimate, usage } of await pairs(config)) {
      expect({ estimate, usage, within: withinMargin(estimate, usage) }).toEqual({ estimate, usage, within: true });
    }
  });
});

describe('the token estimate of an Assistants run (the sum of its model turns)', () => {
  it("matches the run's usage.prompt_tokens within the same margin", async () => {
    const { engine } = createAssistantsHarness({ ...seed001Config(), apiStyle: 'assistants' });
    await engine.run();
    const { exchanges, status } = activeBranch(engine);
    expect(status).toBe('done');
    const done = exchanges.filter(
      (e) => e.responseBody?.includes('"prompt_tokens"') && e.responseBody.includes('"thread.run"'),
    );
    expect(done.length).toBeGreaterThan(0);
    for (const exchange of done) {
      const usage = reported(exchange)!;
      const estimate = runEstimate(assistantsTurns(exchange, exchanges)!, count);
      expect({ estimate, usage, within: withinMargin(estimate, usage) }).toEqual({ estimate, usage, within: true });
    }
  });
});
