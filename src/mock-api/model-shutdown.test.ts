// A model past its shutdown date gets the real 404, word for word, on every endpoint; seed 001's recorded walkthrough still replays.
import { describe, expect, it } from 'vitest';
import { seed001Json, seed001Text } from '../../vendor/index.ts';
import { createMockApi } from './index.ts';
import { BASE_URL, post } from './testing/harness.ts';
import { sdkShutdowns } from '@loopscope/wire/testing/sdk-shutdowns';

const dates = sdkShutdowns();
const dayAfter = (id: string) => Date.parse(`${dates[id]}T00:00:00Z`) + 86_400_000;
const refusal = (id: string) => ({
  error: {
    message: `The model \`${id}\` does not exist or you do not have access to it.`,
    type: 'invalid_request_error',
    param: null,
    code: 'model_not_found',
  },
});

describe('a model past its shutdown date', () => {
  it('is refused with the 404 of wire-rules.md on Chat, Responses, completions, assistants and models/{id}', async () => {
    const api = createMockApi({ clock: () => dayAfter('o4-mini') });
    const chat = await post(api, { model: 'o4-mini', messages: [{ role: 'user', content: 'Hi.' }] });
    expect([chat.status, chat.json()]).toEqual([404, refusal('o4-mini')]);
    const streamed = await post(api, { model: 'gpt-4-turbo', input: 'Hi.', stream: true }, { path: '/responses' });
    expect([streamed.status, streamed.json()]).toEqual([404, refusal('gpt-4-turbo')]);
    const counted = await post(api, { model: 'o4-mini', input: 'Hi.' }, { path: '/responses/input_tokens' });
    expect([counted.status, counted.json()]).toEqual([404, refusal('o4-mini')]);
    // A chat model on /v1/completions gets the chat-model 404 while it lives; once gone, the unknown-model one.
    const legacy = await post(api, { model: 'gpt-3.5-turbo', prompt: 'Hi' }, { path: '/completions' });
    expect([legacy.status, legacy.json()]).toEqual([404, refusal('gpt-3.5-turbo')]);
    const assistant = await post(
      api,
      { model: 'gpt-4-turbo-preview' },
      { path: '/assistants', headers: { 'openai-beta': 'assistants=v2' } },
    );
    expect([assistant.status, assistant.json()]).toEqual([404, refusal('gpt-4-turbo-preview')]);
    const one = await api.fetch(
      new Request(`${BASE_URL}/models/o4-mini`, { headers: { authorization: 'Bearer sk-test' } }),
    );
    expect([one.status, await one.json()]).toEqual([404, refusal('o4-mini')]);
  });

  it('is served the day before its date, and its successor the day after', async () => {
    const before = createMockApi({ clock: () => dayAfter('o4-mini') - 2 * 86_400_000 });
    expect((await post(before, { model: 'o4-mini', messages: [{ role: 'user', content: 'Hi.' }] })).status).toBe(200);
    const after = createMockApi({ clock: () => dayAfter('o4-mini') });
    expect((await post(after, { model: 'gpt-5.4-mini', messages: [{ role: 'user', content: 'Hi.' }] })).status).toBe(
      200,
    );
  });

  it('a run on an assistant made before the shutdown is refused after it', async () => {
    // A minute either side of midnight: the mock keeps the assistant and thread for 24 hours.
    const midnight = Date.parse(`${dates['o4-mini']}T00:00:00Z`);
    let now = midnight - 60_000;
    const api = createMockApi({ clock: () => now });
    const beta = { 'openai-beta': 'assistants=v2' };
    const assistant = (await post(api, { model: 'o4-mini' }, { path: '/assistants', headers: beta })).json();
    const thread = (await post(api, {}, { path: '/threads', headers: beta })).json();
    now = midnight + 60_000;
    const run = await post(api, { assistant_id: assistant.id }, { path: `/threads/${thread.id}/runs`, headers: beta });
    expect([run.status, run.json()]).toEqual([404, refusal('o4-mini')]);
  });
});

describe("seed 001's recorded walkthrough after gpt-4o's shutdown", () => {
  // The fixtures name gpt-4o; the day after its announced date the replay still gives the bytes it gives today.
  const request = (api: ReturnType<typeof createMockApi>, name: '1-request.json' | '3-request.json') =>
    post(api, seed001Text(name));
  const withoutCreated = (text: string) => text.replace(/"created": \d+/, '"created": 0');

  it('replays both requests byte for byte (but for `created`, the clock itself)', async () => {
    expect(seed001Json('1-request.json').model).toBe('gpt-4o');
    const today = createMockApi({ clock: () => Date.parse('2026-12-06T10:00:00Z') });
    const later = createMockApi({ clock: () => dayAfter('gpt-4o') });
    for (const name of ['1-request.json', '3-request.json'] as const) {
      const [now, after] = [await request(today, name), await request(later, name)];
      expect(after.status, name).toBe(200);
      expect(withoutCreated(after.text)).toBe(withoutCreated(now.text));
    }
    const first = (await request(later, '1-request.json')).json();
    const expected = seed001Json<{ id: string; model: string; choices: { message: { tool_calls: unknown[] } }[] }>(
      '2-response.json',
    );
    expect([first.id, first.model, first.choices[0].message.tool_calls]).toEqual([
      expected.id,
      expected.model,
      expected.choices[0]!.message.tool_calls,
    ]);
  });

  it('is not a pass for gpt-4o itself: another question, or the learner’s own script, gets the 404', async () => {
    const later = createMockApi({ clock: () => dayAfter('gpt-4o') });
    const other = await post(later, {
      ...seed001Json<Record<string, unknown>>('1-request.json'),
      messages: [{ role: 'user', content: 'What is the weather in Oslo?' }],
    });
    expect([other.status, other.json()]).toEqual([404, refusal('gpt-4o')]);
    const scripted = createMockApi({ clock: () => dayAfter('gpt-4o') });
    scripted.setScript([{ kind: 'text', content: 'Scripted.' }]);
    const own = await post(scripted, seed001Text('1-request.json'));
    expect([own.status, own.json()]).toEqual([404, refusal('gpt-4o')]);
    const responses = await post(later, { model: 'gpt-4o', input: 'Hi.' }, { path: '/responses' });
    expect(responses.status).toBe(404);
  });
});

describe('a conversation seed 001’s walkthrough began, after gpt-4o’s shutdown', () => {
  // 2027-02-01: past gpt-4o's announced date, the day a learner may open the lesson and ask its follow-up.
  const FEB = Date.parse('2027-02-01T09:00:00Z');
  const seedTools = seed001Json<{ tools: unknown[] }>('1-request.json').tools;
  const seedQuestion = seed001Json<{ messages: { role: string; content: string }[] }>('1-request.json').messages.find(
    (m) => m.role === 'user',
  )!.content;

  it('Chat: the run and the lesson’s "What about Paris?" follow-up are served; an unrelated gpt-4o request is not', async () => {
    const api = createMockApi({ clock: () => FEB });
    const first = await post(api, seed001Text('1-request.json'));
    expect(first.status).toBe(200);
    const second = await post(api, seed001Text('3-request.json'));
    expect(second.status).toBe(200);
    const history = [
      ...seed001Json<{ messages: unknown[] }>('3-request.json').messages,
      second.json().choices[0].message,
    ];
    const followUp = await post(api, {
      model: 'gpt-4o',
      messages: [...history, { role: 'user', content: 'What about Paris?' }],
      tools: seedTools,
    });
    expect(followUp.status).toBe(200);
    expect(followUp.json().model).toBe(seed001Json<{ model: string }>('2-response.json').model);
    // One more turn down the same conversation, the calls answered: still the walkthrough's.
    const calls = followUp.json().choices[0].message;
    const answered = [
      ...history,
      { role: 'user', content: 'What about Paris?' },
      calls,
      ...(calls.tool_calls ?? []).map((c: { id: string }) => ({
        role: 'tool',
        tool_call_id: c.id,
        content: '{"temperature": 12}',
      })),
    ];
    expect((await post(api, { model: 'gpt-4o', messages: answered, tools: seedTools })).status).toBe(200);
    // A long conversation after it (far more messages than any opening is long) is still the walkthrough's.
    const chatter = Array.from({ length: 120 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `Turn ${i}.`,
    }));
    expect(
      (
        await post(api, {
          model: 'gpt-4o',
          messages: [...history, ...chatter, { role: 'user', content: 'What about Paris?' }],
          tools: seedTools,
        })
      ).status,
    ).toBe(200);
    const unrelated = await post(api, {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'What about Paris?' }],
      tools: seedTools,
    });
    expect([unrelated.status, unrelated.json()]).toEqual([404, refusal('gpt-4o')]);
    // The walkthrough's words without its tools are not its request either.
    const toolless = await post(api, {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: seedQuestion },
        { role: 'assistant', content: 'Sure.' },
        { role: 'user', content: 'What about Paris?' },
      ],
    });
    expect([toolless.status, toolless.json()]).toEqual([404, refusal('gpt-4o')]);
  });

  it('Chat: a conversation the learner’s own script began gets the 404 on its follow-up', async () => {
    const api = createMockApi({ clock: () => FEB });
    api.setScript([{ kind: 'text', content: 'Scripted.' }]);
    const history = [
      ...seed001Json<{ messages: unknown[] }>('1-request.json').messages,
      { role: 'assistant', content: 'Scripted.' },
    ];
    const followUp = await post(api, {
      model: 'gpt-4o',
      messages: [...history, { role: 'user', content: 'What about Paris?' }],
      tools: seedTools,
    });
    expect([followUp.status, followUp.json()]).toEqual([404, refusal('gpt-4o')]);
  });

  it('Responses: chained by previous_response_id, or sent whole as input, the follow-up is served; a fresh gpt-4o request is not', async () => {
    const api = createMockApi({ clock: () => FEB });
    const tools = seedTools.map((t) => ({ type: 'function', ...(t as { function: object }).function }));
    const base = { model: 'gpt-4o', instructions: 'You are a helpful weather assistant.', tools };
    const first = await post(api, { ...base, input: seedQuestion }, { path: '/responses' });
    expect(first.status).toBe(200);
    const calls = first.json().output.filter((i: { type: string }) => i.type === 'function_call');
    expect(calls.map((c: { call_id: string }) => c.call_id)).toEqual(['call_xK9f2a', 'call_mP7b3c', 'call_qR4d5e']);
    const results = seed001Json<{ messages: { role: string; tool_call_id?: string; content: string }[] }>(
      '3-request.json',
    ).messages.filter((m) => m.role === 'tool');
    const outputs = results.map((m) => ({ type: 'function_call_output', call_id: m.tool_call_id, output: m.content }));
    const second = await post(
      api,
      { ...base, previous_response_id: first.json().id, input: outputs },
      { path: '/responses' },
    );
    expect(second.status).toBe(200);
    const chained = await post(
      api,
      { ...base, previous_response_id: second.json().id, input: 'What about Paris?' },
      { path: '/responses' },
    );
    expect(chained.status).toBe(200);
    const strip = (items: Record<string, unknown>[]) => items.map(({ id: _id, status: _status, ...rest }) => rest);
    const whole = [
      { role: 'user', content: seedQuestion },
      ...strip(first.json().output),
      ...outputs,
      ...strip(second.json().output),
      { role: 'user', content: 'What about Paris?' },
    ];
    const manual = await post(api, { ...base, input: whole }, { path: '/responses' });
    expect(manual.status).toBe(200);
    const fresh = await post(api, { ...base, input: 'What about Paris?' }, { path: '/responses' });
    expect([fresh.status, fresh.json()]).toEqual([404, refusal('gpt-4o')]);
  });
});
