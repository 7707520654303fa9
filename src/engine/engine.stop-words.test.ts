// How a finished loop is worded in each API style: Chat by finish_reason, Responses and Assistants by the status they have.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { createAssistantsHarness } from './testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';

describe('the words of a finished loop', () => {
  it('Chat: finish_reason, the field its response has', async () => {
    const { engine } = createHarness();
    await engine.run();
    expect(activeBranch(engine).stopReason).toBe('The model gave its final answer (finish_reason: "stop").');
  });

  it.each(['manual', 'previous_response_id', 'conversation'] as const)(
    'Responses (%s): the response status, never a finish_reason it does not have',
    async (mode) => {
      const config = seed001Config();
      const { engine } = createHarness({
        config: { ...config, apiStyle: 'responses', options: { ...config.options, responsesState: mode } },
      });
      await engine.run();
      expect(activeBranch(engine).stopReason).toBe('The model gave its final answer (status: "completed").');
    },
  );

  it('Assistants: the run status', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    expect(activeBranch(engine).stopReason).toBe('The model gave its final answer (status: "completed").');
  });
});
