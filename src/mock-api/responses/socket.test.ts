// WebSocket mode of the mock's /v1/responses: frames, previous_response_id on one socket, stream_id lanes, steering, refusals.
import { describe, expect, it } from 'vitest';
import {
  createMockApi,
  JOKE_EXPLANATION,
  JOKE_FOLLOW_UP,
  JOKE_QUESTION,
  JOKE_TEXT,
  type ResponsesSocket,
} from '../index.ts';
import { WS_BACKGROUND_REFUSAL, WS_NOT_JSON } from './socket.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames are read field by field, as the SDK's loose JSON
type Frame = Record<string, any>;
const CLOCK = () => 1_780_000_000_000;
const WEATHER = {
  type: 'function',
  name: 'get_weather',
  description: 'Current weather in a city',
  strict: true,
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
};

function open(headers: Record<string, string> = { authorization: 'Bearer sk-socket' }) {
  const api = createMockApi({ seed: 7, clock: CLOCK });
  const frames: Frame[] = [];
  const texts: string[] = [];
  const socket = api.openSocket(new Request('http://localhost/v1/responses', { headers }), {
    send: (text) => (texts.push(text), frames.push(JSON.parse(text))),
  });
  if (socket instanceof Response) throw new Error(`refused: ${socket.status}`);
  const send = async (frame: Frame) => {
    const start = frames.length;
    await (socket as ResponsesSocket).receive(JSON.stringify(frame));
    return frames.slice(start);
  };
  return { api, socket, frames, texts, send };
}

const final = (frames: Frame[]) =>
  frames.find((f) => f.type === 'response.completed' || f.type === 'response.incomplete')!.response;

describe('response.create over one socket', () => {
  it('answers with the same events the SSE stream carries, one JSON text frame each', async () => {
    const { send, texts } = open();
    const body = { model: 'gpt-4o', input: 'What is the weather in Paris?', tools: [WEATHER] };
    const frames = await send({ type: 'response.create', ...body });
    // The same request over HTTP, on a mock with the same seed: its SSE events are the frames, byte for byte in data.
    const http = createMockApi({ seed: 7, clock: CLOCK });
    const sse = await (
      await http.fetch(
        new Request('http://localhost/v1/responses', {
          method: 'POST',
          headers: { authorization: 'Bearer sk-socket', 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, stream: true }),
        }),
      )
    ).text();
    const sseData = sse
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)));
    // Ids are made from the request's bytes, which differ by `stream`; everything else is the same.
    const strip = (e: Frame) =>
      JSON.parse(
        JSON.stringify(e)
          .replace(/"(resp|fc|call|msg)_[0-9A-Za-z]+"/g, '"<id>"')
          .replace(/"stream":(true|false|null)/g, '"stream":null'),
      );
    expect(frames.map((f) => f.type)).toEqual(sseData.map((e) => e.type));
    expect(frames.map((f) => f.sequence_number)).toEqual(frames.map((_, i) => i));
    expect(frames[0]!.type).toBe('response.created');
    expect(final(frames).output.map((i: Frame) => i.type)).toEqual(['function_call']);
    expect(frames.map(strip)).toEqual(sseData.map(strip));
    expect(texts.every((t) => typeof t === 'string' && !t.includes('\n\n'))).toBe(true);
  });

  it('continues with previous_response_id on the same socket: the second turn sees the first', async () => {
    const { send } = open();
    const first = final(await send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION }));
    const second = final(
      await send({
        type: 'response.create',
        model: 'gpt-6-astra',
        previous_response_id: first.id,
        input: [{ role: 'user', content: JOKE_FOLLOW_UP }],
      }),
    );
    expect(second.previous_response_id).toBe(first.id);
    expect(second.output.find((i: Frame) => i.type === 'message').content[0].text).toBe(JOKE_EXPLANATION);
  });

  it('an unknown previous_response_id is an error frame with the HTTP error object', async () => {
    const { send } = open();
    const [frame] = await send({
      type: 'response.create',
      model: 'gpt-4o',
      previous_response_id: 'resp_nowhere',
      input: 'hi',
    });
    expect(frame).toMatchObject({
      type: 'error',
      status: 400,
      error: { code: 'previous_response_not_found', param: 'previous_response_id' },
    });
  });

  it('stream_id lanes: every event of a lane carries its id, and a new lane can fork from another lane', async () => {
    const { send } = open();
    const a = await send({ type: 'response.create', stream_id: 'lane-a', model: 'gpt-6-astra', input: JOKE_QUESTION });
    const b = await send({
      type: 'response.create',
      stream_id: 'lane-b',
      model: 'gpt-6-astra',
      previous_response_id: final(a).id,
      input: JOKE_FOLLOW_UP,
    });
    expect(new Set(a.map((f) => f.stream_id))).toEqual(new Set(['lane-a']));
    expect(new Set(b.map((f) => f.stream_id))).toEqual(new Set(['lane-b']));
    expect(final(b).previous_response_id).toBe(final(a).id);
    expect(final(b).output.at(-1).content[0].text).toBe(JOKE_EXPLANATION);
  });

  it('two lanes sent at once each finish with their own stream_id; a lane keeps its order', async () => {
    const { socket, frames } = open();
    await Promise.all([
      socket instanceof Response
        ? null
        : socket.receive(JSON.stringify({ type: 'response.create', stream_id: 'x', model: 'gpt-4o', input: 'one' })),
      socket instanceof Response
        ? null
        : socket.receive(JSON.stringify({ type: 'response.create', stream_id: 'y', model: 'gpt-4o', input: 'two' })),
      socket instanceof Response
        ? null
        : socket.receive(JSON.stringify({ type: 'response.create', stream_id: 'x', model: 'gpt-4o', input: 'three' })),
    ]);
    const done = frames.filter((f) => f.type === 'response.completed');
    expect(done.map((f) => f.stream_id).sort()).toEqual(['x', 'x', 'y']);
    const laneX = done.filter((f) => f.stream_id === 'x').map((f) => f.response.output.at(-1).content[0].text);
    expect(laneX).toHaveLength(2);
    // FIFO within the lane: the first created on x completes before the second is created.
    const xCreated = frames
      .map((f, i) => [f, i] as const)
      .filter(([f]) => f.type === 'response.created' && f.stream_id === 'x')
      .map(([, i]) => i);
    const xCompleted = frames
      .map((f, i) => [f, i] as const)
      .filter(([f]) => f.type === 'response.completed' && f.stream_id === 'x')
      .map(([, i]) => i);
    expect(xCompleted[0]!).toBeLessThan(xCreated[1]!);
  });
});

describe('store: false on a socket: the connection-local cache of its last response', () => {
  const NOT_FOUND = (id: string) => ({
    type: 'error',
    status: 400,
    error: {
      message: `Previous response with id '${id}' not found.`,
      type: 'invalid_request_error',
      param: 'previous_response_id',
      code: 'previous_response_not_found',
    },
  });

  it('previous_response_id continues an unstored response on the same socket, and the turn sees the first', async () => {
    const { send } = open();
    const first = final(
      await send({ type: 'response.create', model: 'gpt-6-astra', store: false, input: JOKE_QUESTION }),
    );
    expect(first.store).toBe(false);
    const second = final(
      await send({
        type: 'response.create',
        model: 'gpt-6-astra',
        store: false,
        previous_response_id: first.id,
        input: [{ role: 'user', content: JOKE_FOLLOW_UP }],
      }),
    );
    expect(second.previous_response_id).toBe(first.id);
    expect(second.output.find((i: Frame) => i.type === 'message').content[0].text).toBe(JOKE_EXPLANATION);
  });

  it('another connection with the same key, and HTTP, do not find it: the API error for an unknown id', async () => {
    const api = createMockApi({ seed: 7, clock: CLOCK });
    const frames: Frame[][] = [[], []];
    const [a, b] = [0, 1].map(
      (n) =>
        api.openSocket(
          new Request('http://localhost/v1/responses', { headers: { authorization: 'Bearer sk-socket' } }),
          { send: (text) => frames[n]!.push(JSON.parse(text)) },
        ) as ResponsesSocket,
    );
    await a!.receive(
      JSON.stringify({ type: 'response.create', model: 'gpt-6-astra', store: false, input: JOKE_QUESTION }),
    );
    const first = final(frames[0]!);
    await b!.receive(
      JSON.stringify({
        type: 'response.create',
        model: 'gpt-6-astra',
        store: false,
        previous_response_id: first.id,
        input: JOKE_FOLLOW_UP,
      }),
    );
    expect(frames[1]).toEqual([NOT_FOUND(first.id)]);
    const http = await api.fetch(
      new Request('http://localhost/v1/responses', {
        method: 'POST',
        headers: { authorization: 'Bearer sk-socket', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-6-astra', previous_response_id: first.id, input: JOKE_FOLLOW_UP }),
      }),
    );
    expect(http.status).toBe(400);
    expect(await http.json()).toEqual({ error: NOT_FOUND(first.id).error });
  });

  it('only the last response is kept: an older unstored one is gone once a newer one is made on the socket', async () => {
    const { send } = open();
    const older = final(await send({ type: 'response.create', model: 'gpt-4o', store: false, input: 'one' }));
    final(await send({ type: 'response.create', model: 'gpt-4o', store: false, input: 'two' }));
    expect(
      await send({
        type: 'response.create',
        model: 'gpt-4o',
        store: false,
        previous_response_id: older.id,
        input: 'three',
      }),
    ).toEqual([NOT_FOUND(older.id)]);
  });

  it('a stored response still continues from anywhere, as over HTTP', async () => {
    const { send, api } = open();
    const older = final(await send({ type: 'response.create', model: 'gpt-4o', input: 'one' }));
    final(await send({ type: 'response.create', model: 'gpt-4o', store: false, input: 'two' }));
    const later = final(
      await send({ type: 'response.create', model: 'gpt-4o', previous_response_id: older.id, input: 'three' }),
    );
    expect(later.previous_response_id).toBe(older.id);
    const http = await api.fetch(
      new Request('http://localhost/v1/responses', {
        method: 'POST',
        headers: { authorization: 'Bearer sk-socket', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o', previous_response_id: older.id, input: 'four' }),
      }),
    );
    expect(http.status).toBe(200);
  });
});

describe('what WebSocket mode refuses', () => {
  it.each([['background', { background: true }, WS_BACKGROUND_REFUSAL, 'unsupported_parameter']])(
    '%s: a 400 error frame with the parameter named',
    async (param, extra, message, code) => {
      const { send } = open();
      const frames = await send({ type: 'response.create', stream_id: 'l', model: 'gpt-4o', input: 'hi', ...extra });
      expect(frames).toEqual([
        { type: 'error', status: 400, stream_id: 'l', error: { message, type: 'invalid_request_error', param, code } },
      ]);
    },
  );

  it.each([true, false])(
    '`stream: %s` (OpenAI’s own WebSocket clients send `true` on every frame) is answered with the socket’s events',
    async (stream) => {
      const { send } = open();
      const frames = await send({
        type: 'response.create',
        stream_id: 'l',
        model: 'gpt-6-astra',
        input: JOKE_QUESTION,
        stream,
      });
      expect(final(frames).output.at(-1).content[0].text).toBe(JOKE_TEXT);
      expect(frames.every((f) => f.stream_id === 'l')).toBe(true);
    },
  );

  it('the refusals say what to do instead', () => {
    expect(WS_BACKGROUND_REFUSAL).toContain('Use HTTP');
  });

  it('a frame that is not JSON, and an unknown event type, get error frames', async () => {
    const { socket, frames, send } = open();
    if (!(socket instanceof Response)) await socket.receive('{not json');
    expect(frames[0]).toMatchObject({
      type: 'error',
      status: 400,
      error: { message: WS_NOT_JSON, code: 'invalid_json' },
    });
    expect((await send({ type: 'session.update' }))[0]).toMatchObject({
      type: 'error',
      error: { param: 'type', code: 'invalid_value' },
    });
  });

  it('the upgrade needs a key, as every /v1 request does, and only /v1/responses upgrades', async () => {
    const api = createMockApi();
    const peer = { send: () => {} };
    const none = api.openSocket(new Request('http://localhost/v1/responses'), peer) as Response;
    const teaching = api.openSocket(
      new Request('http://localhost/v1/responses', { headers: { authorization: 'Bearer sk-invalid' } }),
      peer,
    ) as Response;
    const elsewhere = api.openSocket(
      new Request('http://localhost/v1/chat/completions', { headers: { authorization: 'Bearer sk-a' } }),
      peer,
    ) as Response;
    expect([none.status, teaching.status, elsewhere.status]).toEqual([401, 401, 404]);
    expect((await none.json()).error.message).toMatch(/You didn't provide an API key/);
  });
});

describe('response.steer', () => {
  async function stoppedForTools() {
    const socket = open();
    const first = final(
      await socket.send({
        type: 'response.create',
        stream_id: 'main',
        model: 'gpt-4o',
        input: 'What is the weather in Paris?',
        tools: [WEATHER],
      }),
    );
    return { ...socket, first, call: first.output.find((i: Frame) => i.type === 'function_call') };
  }

  it('accepts steering for a response waiting on tool output: accepted, then pending with the stubs to fill', async () => {
    const { send, first, call } = await stoppedForTools();
    const [accepted, pending, ...rest] = (await send({
      type: 'response.steer',
      previous_response_id: first.id,
      input: 'Answer in Celsius.',
    })) as Frame[];
    expect(rest).toEqual([]);
    expect(accepted).toMatchObject({
      type: 'response.steer.accepted',
      stream_id: 'main',
      steer: { previous_response_id: first.id },
    });
    expect(pending).toMatchObject({
      type: 'response.steer.pending',
      reason: 'waiting_for_required_input',
      stream_id: 'main',
      steer: { id: accepted!.steer.id },
      required_input: [{ type: 'function_call_output', call_id: call.call_id }],
    });
    expect(pending!.sequence_number).toBeGreaterThan(accepted!.sequence_number);
  });

  it('the continuation gets the queued input first, then its own; a second steer then fails as completed', async () => {
    const { send, api, first, call } = await stoppedForTools();
    await send({ type: 'response.steer', previous_response_id: first.id, input: 'Answer in Celsius.' });
    const next = final(
      await send({
        type: 'response.create',
        stream_id: 'main',
        model: 'gpt-4o',
        previous_response_id: first.id,
        tools: [WEATHER],
        input: [{ type: 'function_call_output', call_id: call.call_id, output: '{"temperature":18}' }],
      }),
    );
    const items = await (
      await api.fetch(
        new Request(`http://localhost/v1/responses/${next.id}/input_items?order=asc`, {
          headers: { authorization: 'Bearer sk-socket' },
        }),
      )
    ).json();
    expect(items.data.map((i: Frame) => i.type)).toEqual(['message', 'function_call_output']);
    expect(items.data[0].content[0].text).toBe('Answer in Celsius.');
    const [late] = await send({ type: 'response.steer', previous_response_id: first.id, input: 'More' });
    expect(late).toMatchObject({
      type: 'response.steer.failed',
      error: { code: 'response_already_completed', type: 'invalid_request_error' },
    });
  });

  it('the model answers the steering: steered to another city, the continuation asks the tool about that city', async () => {
    const { send, first, call } = await stoppedForTools();
    await send({ type: 'response.steer', previous_response_id: first.id, input: 'Also check the weather in Tokyo.' });
    const next = final(
      await send({
        type: 'response.create',
        stream_id: 'main',
        model: 'gpt-4o',
        previous_response_id: first.id,
        tools: [WEATHER],
        input: [{ type: 'function_call_output', call_id: call.call_id, output: '{"temperature":18}' }],
      }),
    );
    const calls = next.output.filter((i: Frame) => i.type === 'function_call');
    expect(calls.map((c: Frame) => JSON.parse(String(c.arguments)).city)).toEqual(['Tokyo']);
  });

  it.each([
    ['an id this connection never made', { previous_response_id: 'resp_elsewhere', input: 'x' }, 'response_not_found'],
    [
      'a stream_id (the target decides the lane)',
      { previous_response_id: 'resp_x', input: 'x', stream_id: 'main' },
      'invalid_input',
    ],
    [
      'an assistant message',
      { previous_response_id: 'resp_x', input: [{ role: 'assistant', content: 'x' }] },
      'invalid_input',
    ],
    ['no previous_response_id', { input: 'x' }, 'invalid_input'],
  ])('fails for %s, returning the input with no steering id', async (_what, fields, code) => {
    const { send } = open();
    const [failed] = (await send({ type: 'response.steer', ...fields })) as Frame[];
    expect(failed).toMatchObject({ type: 'response.steer.failed', error: { code }, steer: { input: fields.input } });
    expect(failed!.steer.id).toBeUndefined();
  });

  it('a response that finished with an answer takes no steering', async () => {
    const { send } = open();
    const done = final(await send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION }));
    const [failed] = (await send({
      type: 'response.steer',
      previous_response_id: done.id,
      input: 'Shorter',
    })) as Frame[];
    expect(failed!.error.code).toBe('response_already_completed');
  });
});
