// Each classic mistake, run through the engine against the mock: the broken request goes out and the real error of vendor/wire-rules/wire-rules.md comes back.
import { describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import {
  CLASSIC_MISTAKES,
  isExpectedError,
  type ClassicMistakeId,
} from '@loopscope/payloads/teaching/classic-mistakes';
import type { OpenAIErrorObject } from '@loopscope/wire/errors';
import { mistakeConfig, mistakeScenarios } from './mistake-scenarios';

async function runMistake(id: ClassicMistakeId) {
  const config = mistakeConfig(id);
  // Assistants runs are polled: that harness moves the mock's clock as the driver waits.
  const { engine } = config.apiStyle === 'assistants' ? createAssistantsHarness(config) : createHarness({ config });
  await engine.run();
  const branch = activeBranch(engine);
  const failed = branch.exchanges.at(-1)!;
  const body = JSON.parse(failed.responseBody!) as { error: OpenAIErrorObject };
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  const requests = branch.exchanges.map((e) => JSON.parse(e.requestBody!) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  return { branch, failed, error: body.error, requests, responses: branch.exchanges.map((e) => JSON.parse(e.responseBody!) as Record<string, any>) }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('classic mistakes sent for real', () => {
  it.each(CLASSIC_MISTAKES.map((m) => [m.id, m] as const))('%s ends in its expected error', async (id, mistake) => {
    const { branch, failed, error } = await runMistake(id);
    expect(branch.status).toBe('error');
    expect(failed.status).toBe(mistake.expectedError.status);
    expect(isExpectedError(mistake, failed.status!, error)).toBe(true);
  });

  it('nested tools: the first request already carries Chat-shaped tools and is refused', async () => {
    const { requests, error } = await runMistake('responses-nested-tools');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.tools[0]).toMatchObject({ type: 'function', function: { name: 'get_weather' } });
    expect(requests[0]!.tools[0].name).toBeUndefined();
    expect(error).toEqual({
      message: "Missing required parameter: 'tools[0].name'.",
      type: 'invalid_request_error',
      param: 'tools[0].name',
      code: 'missing_required_parameter',
    });
  });

  it('role "tool": the call succeeds, then its result goes back as a tool message, which the timeline shows as a tool result', async () => {
    const { branch, requests, error } = await runMistake('responses-tool-role');
    expect(requests).toHaveLength(2);
    const item = requests[1]!.input[3];
    expect(item).toEqual({
      role: 'tool',
      tool_call_id: requests[1]!.input[2].call_id,
      content: expect.stringContaining('Berlin'),
    });
    expect(error).toMatchObject({
      message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
      param: 'input[3].role',
      code: 'invalid_value',
    });
    expect(branch.messages.map((e) => e.kind)).toEqual(['system', 'user', 'tool-call', 'tool-result']);
  });

  it('dropped reasoning: the second input has the function_call but not the reasoning item the first response put before it', async () => {
    const { requests, responses, error } = await runMistake('responses-dropped-reasoning');
    const [reasoning, call] = responses[0]!.output as { id: string; type: string }[];
    expect([reasoning!.type, call!.type]).toEqual(['reasoning', 'function_call']);
    expect(requests[1]!.input.map((i: { type?: string }) => i.type ?? 'message')).toEqual([
      'message',
      'message',
      'function_call',
      'function_call_output',
    ]);
    expect(error.message).toBe(
      `Item '${call!.id}' of type 'function_call' was provided without its required 'reasoning' item: '${reasoning!.id}'.`,
    );
  });

  it('chaining from an unstored response: the first request says store:false, the second names it and is refused', async () => {
    const { requests, responses, error } = await runMistake('responses-chain-unstored');
    expect(requests[0]!.store).toBe(false);
    expect(requests[1]!.previous_response_id).toBe(responses[0]!.id);
    expect(error).toMatchObject({
      message: `Previous response with id '${responses[0]!.id}' not found.`,
      param: 'previous_response_id',
      code: 'previous_response_not_found',
    });
  });

  it('lists the Responses mistakes only for Responses; the strict mistake in every style', () => {
    const byId = new Map(mistakeScenarios().map((s) => [s.id, s]));
    expect(byId.get('strict-mistake')!.apiStyle).toBeUndefined();
    expect(byId.get('strict-mistake')!.label).toBe('Strict-mode mistake (HTTP 400)');
    expect(byId.get('responses-tool-role')).toMatchObject({ apiStyle: 'responses', config: { apiStyle: 'responses' } });
    expect(byId.get('assistants-run-while-active')).toMatchObject({
      apiStyle: 'assistants',
      config: { apiStyle: 'assistants' },
    });
  });

  it('a new run while one waits: request 1 ends in requires_action, then a second run is started on the thread instead of submitting', async () => {
    const { branch, failed, error } = await runMistake('assistants-run-while-active');
    const run = JSON.parse(
      branch.exchanges.find((e) => e.step === 1 && e.method === 'POST' && /\/runs$/.test(e.url))!.responseBody!,
    ) as { id: string; thread_id: string };
    expect(failed.method).toBe('POST');
    expect(new URL(failed.url).pathname).toBe(`/v1/threads/${run.thread_id}/runs`);
    expect(error.message).toBe(`Thread ${run.thread_id} already has an active run ${run.id}.`);
  });

  it('no beta header: the first call goes out without OpenAI-Beta and nothing else is sent', async () => {
    const { branch, failed } = await runMistake('assistants-missing-beta');
    expect(branch.exchanges).toHaveLength(1);
    expect(failed.requestHeaders['openai-beta']).toBeUndefined();
  });
});
