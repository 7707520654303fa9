// Seed 002's joke scenario through the engine: chained with previous_response_id, and byte for byte the same on every run.
import { describe, expect, it } from 'vitest';
import { scenarioConfig, SCENARIOS } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';

async function runJoke() {
  const { engine } = createHarness({ config: scenarioConfig('seed-002-joke') });
  await engine.run();
  const followUp = SCENARIOS.find((s) => s.id === 'seed-002-joke')!.followUps[0]!;
  await engine.continueWith(followUp);
  return activeBranch(engine);
}

describe("seed 002's joke scenario", () => {
  it('sends the follow-up alone, chained to the joke response', async () => {
    const branch = await runJoke();
    expect(branch.status).toBe('done');
    const [first, second] = branch.exchanges;
    expect(JSON.parse(first!.requestBody!)).toEqual({
      model: 'gpt-6-astra',
      input: [{ role: 'user', content: 'tell me a joke' }],
    });
    const jokeId = JSON.parse(first!.responseBody!).id as string;
    expect(JSON.parse(second!.requestBody!)).toEqual({
      model: 'gpt-6-astra',
      input: [{ role: 'user', content: 'explain why this is funny.' }],
      previous_response_id: jokeId,
    });
    // gpt-6-astra, the seed's model, reasons before each answer.
    expect(branch.messages.map((e) => e.kind)).toEqual([
      'user',
      'reasoning',
      'assistant',
      'user',
      'reasoning',
      'assistant',
    ]);
    expect(JSON.stringify(branch.messages[2]!.wire)).toContain('light attracts bugs');
    expect(JSON.stringify(branch.messages[5]!.wire)).toContain('pun on **bugs**');
  });

  it('records identical bytes on a second run', async () => {
    const [a, b] = [await runJoke(), await runJoke()];
    expect(b.exchanges.map((e) => [e.requestBody, e.responseBody])).toEqual(
      a.exchanges.map((e) => [e.requestBody, e.responseBody]),
    );
  });
});
