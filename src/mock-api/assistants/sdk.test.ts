// The Assistants simulator through the official SDK: the seed 004 weather loop with polling, every body checked against the spec.
import { describe, expect, it } from 'vitest';
import {
  SEED_004_RUN_INSTRUCTIONS,
  SEED_004_WEATHER_ASSISTANT,
  SEED_004_WEATHER_QUESTION,
} from '../scenarios/seed-004.ts';
import { assertAssistantsExchangesMatchSpec, tickingMock } from './testing/assistants-harness.ts';

describe('Assistants v2 through the openai SDK', () => {
  it('createAndPoll stops at requires_action; submitToolOutputsAndPoll completes; the answer uses the outputs', async () => {
    const { client, exchanges } = tickingMock();
    const assistant = await client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const thread = await client.beta.threads.create();
    await client.beta.threads.messages.create(thread.id, { role: 'user', content: SEED_004_WEATHER_QUESTION });

    const run = await client.beta.threads.runs.createAndPoll(thread.id, {
      assistant_id: assistant.id,
      additional_instructions: SEED_004_RUN_INSTRUCTIONS,
    });
    expect(run.status).toBe('requires_action');
    const calls = run.required_action!.submit_tool_outputs.tool_calls;
    expect(calls.map((c) => [c.function.name, JSON.parse(c.function.arguments)])).toEqual([
      ['getCurrentWeather', { location: 'San Francisco, CA' }],
      ['getNickname', { location: 'Los Angeles, CA' }],
    ]);
    expect(run.instructions).toBe(`${SEED_004_WEATHER_ASSISTANT.instructions} ${SEED_004_RUN_INSTRUCTIONS}`);

    // The polls saw the run queued and in progress before it needed action.
    const polled = exchanges.filter((e) => e.method === 'GET' && e.url.includes(`/runs/${run.id}`));
    expect(polled.length).toBeGreaterThanOrEqual(2);

    const done = await client.beta.threads.runs.submitToolOutputsAndPoll(run.id, {
      thread_id: thread.id,
      tool_outputs: [
        { tool_call_id: calls[0]!.id, output: '{"temperature": "31", "unit": "celsius"}' },
        { tool_call_id: calls[1]!.id, output: '{"nickname": "The City of Angels"}' },
      ],
    });
    expect(done.status).toBe('completed');
    expect(done.usage!.total_tokens).toBe(done.usage!.prompt_tokens + done.usage!.completion_tokens);
    expect(done.usage!.prompt_tokens).toBeGreaterThan(50);

    const messages = await client.beta.threads.messages.list(thread.id);
    const answer = messages.data[0]!;
    expect(answer.role).toBe('assistant');
    expect(answer.run_id).toBe(run.id);
    const text = answer.content[0]!.type === 'text' ? answer.content[0]!.text.value : '';
    expect(text).toContain('31');
    expect(text).toContain('The City of Angels');

    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id, order: 'asc' });
    expect(steps.data.map((s) => [s.type, s.status])).toEqual([
      ['tool_calls', 'completed'],
      ['message_creation', 'completed'],
    ]);
    const toolStep = steps.data[0]!.step_details;
    expect(
      toolStep.type === 'tool_calls' &&
        toolStep.tool_calls.map((c) => (c.type === 'function' ? c.function.output : null)),
    ).toEqual(['{"temperature": "31", "unit": "celsius"}', '{"nickname": "The City of Angels"}']);
    for (const step of steps.data) expect(step.usage!.total_tokens).toBeGreaterThan(0);

    expect(await assertAssistantsExchangesMatchSpec(exchanges)).toBeGreaterThan(10);
  });

  it('every poll answer carries openai-poll-after-ms, and the statuses follow the lifecycle', async () => {
    const { client } = tickingMock({ runTiming: { pollAfterMs: 7 } });
    const assistant = await client.beta.assistants.create({ model: 'gpt-4o', instructions: 'Be brief.' });
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: 'Hello there' }] });
    const created = await client.beta.threads.runs.create(thread.id, { assistant_id: assistant.id });
    expect(created.status).toBe('queued');
    const seen: string[] = [created.status];
    for (let i = 0; i < 20 && !['completed', 'failed'].includes(seen[seen.length - 1]!); i++) {
      const { data, response } = await client.beta.threads.runs
        .retrieve(created.id, { thread_id: thread.id })
        .withResponse();
      expect(response.headers.get('openai-poll-after-ms')).toBe('7');
      if (data.status !== seen[seen.length - 1]) seen.push(data.status);
    }
    expect(seen).toEqual(['queued', 'in_progress', 'completed']);
  });

  it('createAndRun creates the thread and the run in one call', async () => {
    const { client, exchanges } = tickingMock();
    const assistant = await client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const run = await client.beta.threads.createAndRunPoll({
      assistant_id: assistant.id,
      thread: { messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }] },
    });
    expect(run.status).toBe('requires_action');
    const thread = await client.beta.threads.retrieve(run.thread_id);
    expect(thread.object).toBe('thread');
    await assertAssistantsExchangesMatchSpec(exchanges);
  });

  it('retrieves, lists and modifies what a run leaves: the assistant, thread, run, its steps and messages', async () => {
    const { client, exchanges } = tickingMock();
    const assistant = await client.beta.assistants.create({ model: 'gpt-4o', instructions: 'Be brief.' });
    expect((await client.beta.assistants.retrieve(assistant.id)).instructions).toBe('Be brief.');
    expect((await client.beta.assistants.list()).data.map((a) => a.id)).toEqual([assistant.id]);
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: 'Hello there' }] });
    expect((await client.beta.threads.update(thread.id, { metadata: { course: 'seed 004' } })).metadata).toEqual({
      course: 'seed 004',
    });
    const run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('completed');

    expect((await client.beta.threads.runs.list(thread.id)).data.map((r) => r.id)).toEqual([run.id]);
    const tagged = await client.beta.threads.runs.update(run.id, { thread_id: thread.id, metadata: { graded: 'yes' } });
    expect([tagged.id, tagged.status, tagged.metadata]).toEqual([run.id, 'completed', { graded: 'yes' }]);
    const [step] = (await client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id })).data;
    const again = await client.beta.threads.runs.steps.retrieve(step!.id, { thread_id: thread.id, run_id: run.id });
    expect(again).toEqual(step);
    if (again.step_details.type !== 'message_creation') throw new Error('expected a message_creation step');
    const message = await client.beta.threads.messages.retrieve(again.step_details.message_creation.message_id, {
      thread_id: thread.id,
    });
    expect([message.role, message.run_id]).toEqual(['assistant', run.id]);
    await assertAssistantsExchangesMatchSpec(exchanges);
  });
});
