// Run lifecycle on the mock's clock: cancel, expiry, failure under fault injection, token limits, and both active-run errors.
import { describe, expect, it } from 'vitest';
import { SEED_004_WEATHER_ASSISTANT, SEED_004_WEATHER_QUESTION } from '../scenarios/seed-004.ts';
import { assertAssistantsExchangesMatchSpec, call, tickingMock } from './testing/assistants-harness.ts';

async function weatherThread(mock: ReturnType<typeof tickingMock>) {
  const assistant = await mock.client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
  const thread = await mock.client.beta.threads.create({
    messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }],
  });
  return { assistant, thread };
}

describe('run lifecycle', () => {
  it('cancel: cancelling, then cancelled; the open tool step is cancelled too', async () => {
    const mock = tickingMock();
    const { assistant, thread } = await weatherThread(mock);
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('requires_action');
    const cancelling = await mock.client.beta.threads.runs.cancel(run.id, { thread_id: thread.id });
    expect(cancelling.status).toBe('cancelling');
    expect(cancelling.required_action).toBeNull();
    const final = await mock.client.beta.threads.runs.poll(run.id, { thread_id: thread.id });
    expect(final.status).toBe('cancelled');
    expect(final.cancelled_at).toBeGreaterThan(0);
    const steps = await mock.client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id });
    expect(steps.data.map((s) => s.status)).toEqual(['cancelled']);
    const again = await call(mock.api, 'POST', `/threads/${thread.id}/runs/${run.id}/cancel`);
    expect(again.status).toBe(400);
    expect(again.json().error.message).toBe("Cannot cancel run with status 'cancelled'.");
    await assertAssistantsExchangesMatchSpec(mock.exchanges);
  });

  it('expires when outputs never come, and then refuses them', async () => {
    const mock = tickingMock({ runTiming: { pollAfterMs: 1, expiresAfterSeconds: 60 } });
    const { assistant, thread } = await weatherThread(mock);
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('requires_action');
    expect(run.expires_at).toBeGreaterThan(run.created_at);
    mock.clock.advance(61_000);
    const expired = await mock.client.beta.threads.runs.retrieve(run.id, { thread_id: thread.id });
    expect(expired.status).toBe('expired');
    const steps = await mock.client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id });
    expect(steps.data[0]!.status).toBe('expired');
    expect(steps.data[0]!.expired_at).toBe(run.expires_at);
    const late = await call(mock.api, 'POST', `/threads/${thread.id}/runs/${run.id}/submit_tool_outputs`, {
      tool_outputs: [],
    });
    expect(late.status).toBe(400);
    expect(late.json().error.message).toBe('Runs in status "expired" do not accept tool outputs.');
  });

  it('fails with last_error when a fault is injected on the request that starts the run', async () => {
    const mock = tickingMock();
    const assistant = await mock.client.beta.assistants.create({ model: 'gpt-4o' });
    const thread = await mock.client.beta.threads.create({ messages: [{ role: 'user', content: 'Hi' }] });
    mock.api.injectFaultOnce({ error: 500 });
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('failed');
    expect(run.last_error).toEqual({ code: 'server_error', message: 'Sorry, something went wrong.' });
    expect(run.failed_at).toBeGreaterThan(0);
    mock.api.injectFaultOnce({ error: 429 });
    const limited = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(limited.last_error!.code).toBe('rate_limit_exceeded');
    expect(limited.last_error!.message).toMatch(/^Rate limit reached for gpt-4o/);
    await assertAssistantsExchangesMatchSpec(mock.exchanges);
  });

  it('ends incomplete when the prompt is over max_prompt_tokens', async () => {
    const mock = tickingMock();
    const assistant = await mock.client.beta.assistants.create({ model: 'gpt-4o' });
    const thread = await mock.client.beta.threads.create({
      messages: [{ role: 'user', content: 'word '.repeat(400) }],
    });
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, {
      assistant_id: assistant.id,
      max_prompt_tokens: 256,
    });
    expect(run.status).toBe('incomplete');
    expect(run.incomplete_details).toEqual({ reason: 'max_prompt_tokens' });
  });

  it('enforces both active-run errors word for word', async () => {
    const mock = tickingMock();
    const { assistant, thread } = await weatherThread(mock);
    const run = await mock.client.beta.threads.runs.create(thread.id, { assistant_id: assistant.id });
    const message = await call(mock.api, 'POST', `/threads/${thread.id}/messages`, {
      role: 'user',
      content: 'And Paris?',
    });
    expect(message.status).toBe(400);
    expect(message.json()).toEqual({
      error: {
        message: `Can't add messages to ${thread.id} while a run ${run.id} is active.`,
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
    const second = await call(mock.api, 'POST', `/threads/${thread.id}/runs`, { assistant_id: assistant.id });
    expect(second.status).toBe(400);
    expect(second.json()).toEqual({
      error: {
        message: `Thread ${thread.id} already has an active run ${run.id}.`,
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
  });
});
