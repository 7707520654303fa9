// Captured exchanges fall into loops by their wire ties, whatever order other traffic interleaves them in.
import { describe, expect, it } from 'vitest';
import { groupLoops, LOOP_GAP_MS } from './capture-loops';
import type { Exchange } from '@loopscope/wire/exchange';

let n = 0;
function exchange(path: string, request: unknown, response: unknown = {}, method = 'POST'): Exchange {
  n += 1;
  return {
    id: `cap_${n}`,
    step: 0,
    attempt: 0,
    method,
    url: `http://127.0.0.1:5173/v1${path}`,
    requestHeaders: {},
    requestBody: request === null ? null : JSON.stringify(request),
    status: 200,
    responseHeaders: {},
    responseBody: JSON.stringify(response),
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 1,
    state: 'done',
    error: null,
  };
}

const user = (text: string) => ({ role: 'user', content: text });
const asks = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{}' } }],
};
const result = { role: 'tool', tool_call_id: 'call_1', content: '18' };
const ids = (loops: ReturnType<typeof groupLoops>) => loops.map((loop) => loop.exchangeIds);

describe('groupLoops', () => {
  it("Chat: a request whose messages start with an earlier request's messages continues that loop, interleaved or not", () => {
    const a1 = exchange('/chat/completions', { model: 'gpt-4o', messages: [user('Weather in Berlin?')] });
    const b1 = exchange('/chat/completions', { model: 'gpt-4o', messages: [user('Tell me a joke')] });
    const a2 = exchange('/chat/completions', { model: 'gpt-4o', messages: [user('Weather in Berlin?'), asks, result] });
    const b2 = exchange('/chat/completions', {
      model: 'gpt-4o',
      messages: [user('Tell me a joke'), { role: 'assistant', content: 'Knock knock' }, user('Who is there?')],
    });
    const loops = groupLoops([a1, b1, a2, b2]);
    expect(ids(loops)).toEqual([
      [a1.id, a2.id],
      [b1.id, b2.id],
    ]);
    expect(loops.map((l) => [l.style, l.title, l.model])).toEqual([
      ['chat', 'Weather in Berlin?', 'gpt-4o'],
      ['chat', 'Tell me a joke', 'gpt-4o'],
    ]);
  });

  it('Chat: the same question asked twice from scratch is two loops', () => {
    const first = exchange('/chat/completions', { messages: [user('Hi'), asks, result] });
    const second = exchange('/chat/completions', { messages: [user('Bye')] });
    expect(ids(groupLoops([first, second]))).toEqual([[first.id], [second.id]]);
  });

  it('Responses: previous_response_id, conversation and call_id each tie a request to its loop', () => {
    const r1 = exchange(
      '/responses',
      { model: 'gpt-4o', input: 'Weather?' },
      { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] },
    );
    const other = exchange('/responses', { model: 'gpt-4o', input: 'Unrelated' }, { id: 'resp_x', output: [] });
    const r2 = exchange(
      '/responses',
      { input: [{ type: 'function_call_output', call_id: 'call_9', output: '18' }] },
      { id: 'resp_2', output: [] },
    );
    const r3 = exchange('/responses', { previous_response_id: 'resp_2', input: 'And Paris?' }, { id: 'resp_3' });
    const c1 = exchange('/responses', { conversation: 'conv_1', input: 'First' }, { id: 'resp_4' });
    const c2 = exchange('/responses', { conversation: { id: 'conv_1' }, input: 'Second' }, { id: 'resp_5' });
    expect(ids(groupLoops([r1, other, r2, r3, c1, c2]))).toEqual([[r1.id, r2.id, r3.id], [other.id], [c1.id, c2.id]]);
  });

  it('Assistants: every call on one thread, runs and polls included, is one loop', () => {
    const thread = exchange('/threads', {}, { id: 'thread_1', object: 'thread' });
    const message = exchange('/threads/thread_1/messages', { role: 'user', content: 'Weather?' });
    const run = exchange('/threads/thread_1/runs', { assistant_id: 'asst_1' }, { id: 'run_1', thread_id: 'thread_1' });
    const poll = exchange('/threads/thread_1/runs/run_1', null, { id: 'run_1' }, 'GET');
    const otherThread = exchange('/threads/thread_2/messages', { role: 'user', content: 'Hi' });
    expect(ids(groupLoops([thread, message, run, poll, otherThread]))).toEqual([
      [thread.id, message.id, run.id, poll.id],
      [otherThread.id],
    ]);
  });

  it("Assistants: the assistant created before the thread belongs to that thread's loop, which takes the first message as its title", () => {
    const created = exchange('/assistants', { model: 'gpt-4o', tools: [] }, { id: 'asst_1', object: 'assistant' });
    const thread = exchange('/threads', {}, { id: 'thread_1', object: 'thread' });
    const message = exchange('/threads/thread_1/messages', { role: 'user', content: 'Weather in Berlin?' });
    const run = exchange('/threads/thread_1/runs', { assistant_id: 'asst_1' }, { id: 'run_1', thread_id: 'thread_1' });
    const secondThread = exchange('/threads', { messages: [user('And Paris?')] }, { id: 'thread_2', object: 'thread' });
    const loops = groupLoops([created, thread, message, run, secondThread]);
    expect(ids(loops)).toEqual([[created.id, thread.id, message.id, run.id], [secondThread.id]]);
    expect(loops.map((loop) => loop.title)).toEqual(['Weather in Berlin?', 'And Paris?']);
  });

  it('Chat: two runs of one app with the same call ids are two loops, each numbered from its own first request', () => {
    // The mock answers every run with the same ids: a tie by call id alone would merge a good run and a buggy one.
    const run1 = [
      exchange('/chat/completions', { messages: [user('Weather in Berlin?')] }, { choices: [{ message: asks }] }),
      exchange('/chat/completions', { messages: [user('Weather in Berlin?'), asks, result] }),
    ];
    const run2 = [
      exchange('/chat/completions', { messages: [user('Weather in Berlin?')] }, { choices: [{ message: asks }] }),
      exchange('/chat/completions', { messages: [user('Weather in Berlin?'), asks, { ...result, content: 'oops' }] }),
    ];
    expect(ids(groupLoops([...run1, ...run2]))).toEqual([run1.map((e) => e.id), run2.map((e) => e.id)]);
  });

  it("two scripts run at once, asking the same thing with the same ids, are two loops: each request stays on its connection's loop", () => {
    // The mock gives both runs the same words and ids, so only the connection each script's requests came on tells them apart.
    const on = (client: string, e: Exchange): Exchange => ({ ...e, client });
    const a1 = on(
      '127.0.0.1:50001',
      exchange(
        '/chat/completions',
        { messages: [user('Weather in Berlin?')] },
        { id: 'chatcmpl_1', choices: [{ message: asks }] },
      ),
    );
    const b1 = on(
      '127.0.0.1:50002',
      exchange(
        '/chat/completions',
        { messages: [user('Weather in Berlin?')] },
        { id: 'chatcmpl_1', choices: [{ message: asks }] },
      ),
    );
    const a2 = on(
      '127.0.0.1:50001',
      exchange('/chat/completions', { messages: [user('Weather in Berlin?'), asks, result] }),
    );
    const b2 = on(
      '127.0.0.1:50002',
      exchange('/chat/completions', { messages: [user('Weather in Berlin?'), asks, { ...result, content: 'oops' }] }),
    );
    const r1 = on(
      '127.0.0.1:50003',
      exchange('/responses', { input: 'Hi' }, { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] }),
    );
    const s1 = on(
      '127.0.0.1:50004',
      exchange('/responses', { input: 'Hi' }, { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] }),
    );
    const r2 = on(
      '127.0.0.1:50003',
      exchange(
        '/responses',
        { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '1' }] },
        { id: 'resp_2' },
      ),
    );
    const s2 = on(
      '127.0.0.1:50004',
      exchange(
        '/responses',
        { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '2' }] },
        { id: 'resp_2' },
      ),
    );
    expect(ids(groupLoops([a1, b1, a2, b2, r1, s1, r2, s2]))).toEqual([
      [a1.id, a2.id],
      [b1.id, b2.id],
      [r1.id, r2.id],
      [s1.id, s2.id],
    ]);
  });

  it('a script whose next request comes on a new connection (its pooled one closed while a tool ran) stays one loop', () => {
    const first = {
      ...exchange('/chat/completions', { messages: [user('Weather in Oslo?')] }),
      client: '127.0.0.1:50010',
    };
    const second = {
      ...exchange('/chat/completions', { messages: [user('Weather in Oslo?'), asks, result] }),
      client: '127.0.0.1:50011',
    };
    expect(ids(groupLoops([first, second]))).toEqual([[first.id, second.id]]);
  });

  it('two runs at once, one of whose next request comes on a new connection, each keep their requests: it points back to its own latest answer', () => {
    const r1 = {
      ...exchange(
        '/responses',
        { input: 'Hi' },
        { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] },
      ),
      client: 'a:1',
    };
    const s1 = {
      ...exchange(
        '/responses',
        { input: 'Hi' },
        { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] },
      ),
      client: 'b:1',
    };
    const s2 = {
      ...exchange(
        '/responses',
        { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '2' }] },
        { id: 'resp_2' },
      ),
      client: 'b:1',
    };
    const r2 = {
      ...exchange(
        '/responses',
        { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '1' }] },
        { id: 'resp_2' },
      ),
      client: 'a:2',
    };
    expect(ids(groupLoops([r1, s1, s2, r2]))).toEqual([
      [r1.id, r2.id],
      [s1.id, s2.id],
    ]);
  });

  it('Responses: a second run that starts over (no previous_response_id) is a loop of its own even when its ids repeat', () => {
    const first = exchange(
      '/responses',
      { input: 'Weather?' },
      { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] },
    );
    const firstOut = exchange(
      '/responses',
      { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '18' }] },
      { id: 'resp_2' },
    );
    const again = exchange(
      '/responses',
      { input: 'Weather?' },
      { id: 'resp_1', output: [{ type: 'function_call', call_id: 'call_9' }] },
    );
    const againOut = exchange(
      '/responses',
      { previous_response_id: 'resp_1', input: [{ type: 'function_call_output', call_id: 'call_9', output: '19' }] },
      { id: 'resp_2' },
    );
    expect(ids(groupLoops([first, firstOut, again, againOut]))).toEqual([
      [first.id, firstOut.id],
      [again.id, againOut.id],
    ]);
  });

  it('Assistants: a new thread starts a new loop even when the mock gives it the id of an earlier one', () => {
    const thread = exchange('/threads', {}, { id: 'thread_1', object: 'thread' });
    const message = exchange('/threads/thread_1/messages', { role: 'user', content: 'Weather?' });
    const threadAgain = exchange('/threads', {}, { id: 'thread_1', object: 'thread' });
    const messageAgain = exchange('/threads/thread_1/messages', { role: 'user', content: 'Weather?' });
    expect(ids(groupLoops([thread, message, threadAgain, messageAgain]))).toEqual([
      [thread.id, message.id],
      [threadAgain.id, messageAgain.id],
    ]);
  });

  it('a request long after the last one of a loop starts a new loop, even when it points back to it', () => {
    const r1 = exchange('/responses', { input: 'Weather?' }, { id: 'resp_1' });
    const later = {
      ...exchange('/responses', { previous_response_id: 'resp_1', input: 'And now?' }, { id: 'resp_2' }),
      startedAt: LOOP_GAP_MS + 1,
    };
    const soon = {
      ...exchange('/responses', { previous_response_id: 'resp_2', input: 'And then?' }, { id: 'resp_3' }),
      startedAt: LOOP_GAP_MS + 2,
    };
    expect(ids(groupLoops([r1, later, soon]))).toEqual([[r1.id], [later.id, soon.id]]);
  });

  it('keeps traffic outside the three styles together, apart from the loops', () => {
    const models = exchange('/models', null, { object: 'list' }, 'GET');
    const chat = exchange('/chat/completions', { messages: [user('Hi')] });
    const files = exchange('/files', null, { object: 'list' }, 'GET');
    const loops = groupLoops([models, chat, files]);
    expect(ids(loops)).toEqual([[models.id, files.id], [chat.id]]);
    expect(loops[0]!.title).toBe('GET /models');
  });
});
