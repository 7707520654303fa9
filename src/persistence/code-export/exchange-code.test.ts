// One exchange exported: its capture file imports back with the same bytes, its code re-sends the recorded body, no key anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { EngineState, Exchange } from '@loopscope/engine/types';
import { importPayload } from '../testing/import-payload';
import { ranSeedState } from '../testing/sessions';
import type { CodeFile, ExportFileKind } from './index';
import { exportExchange } from './exchange-code';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

const exchangesOf = (state: EngineState) => state.branches[state.activeBranchId]!.exchanges;

function files(
  exchange: Exchange,
  index: number,
  over: { mock?: boolean; baseURL?: string } = {},
): Record<ExportFileKind, CodeFile> {
  const exported = exportExchange(exchange, {
    title: 'Weather',
    baseURL: over.baseURL ?? 'http://localhost:5173/v1',
    mock: over.mock ?? true,
    index,
  });
  if (!exported.ok) throw new Error(exported.error);
  return Object.fromEntries(exported.files.map((f) => [f.language, f])) as Record<ExportFileKind, CodeFile>;
}

/** Imports a capture file's text and returns the one exchange of the session it became. */
function reimported(text: string): Exchange[] {
  const result = importPayload(text, 'request-2.jsonl', 0);
  if (!result.ok) throw new Error(result.error.text);
  expect(result.format.text).toBe('JSON Lines of request/response pairs (1 exchange)');
  return exchangesOf(result.record.engine);
}

/** The fields that are the wire: what an import must give back byte for byte. */
const wire = (e: Exchange) => ({
  method: e.method,
  url: e.url,
  requestBody: e.requestBody,
  status: e.status,
  responseBody: e.responseBody,
  streamed: e.streamed,
});

describe('exportExchange', () => {
  it('names every file after the request and writes only that request', () => {
    const second = exchangesOf(seed)[1]!;
    const out = files(second, 1);
    expect(Object.values(out).map((f) => f.fileName)).toEqual([
      'request-2.jsonl',
      'request-2.sh',
      'request-2.ts',
      'request-2.py',
    ]);
    expect(out.curl.text.match(/^curl /gm)).toHaveLength(1);
    const body = [...out.curl.text.matchAll(/--data-binary '((?:[^']|'\\'')*)'/g)].map((m) =>
      m[1]!.replaceAll(`'\\''`, "'"),
    );
    expect(body).toEqual([second.requestBody]);
    expect(out.curl.text).toContain('# Request 2 (step 2, answered 200)');
  });

  it('writes TypeScript and Python that send the recorded body through the SDK’s Chat method and print the raw answer', () => {
    const second = exchangesOf(seed)[1]!;
    const { typescript, python } = files(second, 1);
    const parsed = JSON.parse(second.requestBody!) as unknown;
    expect(typescript.text).toContain(`const body: unknown = ${JSON.stringify(parsed, null, 2)};`);
    expect(typescript.text).toContain(
      'await client.chat.completions.create(body as unknown as ChatCompletionCreateParams).asResponse()',
    );
    expect(typescript.text).toContain('baseURL: process.env.OPENAI_BASE_URL ?? "http://localhost:5173/v1"');
    expect(python.text).toContain('with client.chat.completions.with_streaming_response.create(**BODY) as response:');
    expect(python.text).toContain('"tool_call_id": "call_xK9f2a"');
  });

  it('never writes a key: not the configuration’s, not a recorded header’s', () => {
    const secret = 'sk-test-SECRET123';
    const first = exchangesOf(seed)[0]!;
    const withKey: Exchange = {
      ...first,
      requestHeaders: { ...first.requestHeaders, authorization: `Bearer ${secret}`, 'x-api-key': secret },
    };
    const out = files(withKey, 0, { mock: false, baseURL: 'https://api.openai.com/v1' });
    for (const file of Object.values(out)) expect(file.text).not.toContain('SECRET123');
    expect(out.typescript.text).toContain('apiKey: process.env.OPENAI_API_KEY,');
    expect(out.python.text).toContain('api_key=os.environ["OPENAI_API_KEY"]');
    // The capture keeps the header's name, so a reader sees a key was sent, but not the key.
    expect(JSON.parse(out.jsonl.text).request.headers.authorization).toBe('Bearer …');
  });

  it('gives back the exchange’s exact bytes when its capture file is imported', () => {
    for (const [i, exchange] of exchangesOf(seed).entries()) {
      const [back, ...rest] = reimported(files(exchange, i).jsonl.text);
      expect(rest).toEqual([]);
      expect(wire(back!)).toEqual(wire(exchange));
    }
  });

  it('round-trips a streamed answer: the SSE text as it arrived, read as events again', async () => {
    const { engine } = createHarness();
    engine.configure({ ...engine.getState().config, options: { ...engine.getState().config.options, stream: true } });
    await engine.run();
    const streamed = exchangesOf(engine.getState())[0]!;
    expect(streamed.streamed).toBe(true);
    const [back] = reimported(files(streamed, 0).jsonl.text);
    expect(wire(back!)).toEqual(wire(streamed));
    expect(back!.events.map((e) => e.data)).toEqual(streamed.events.map((e) => e.data));
  });

  it('writes an Assistants call through the client’s generic verb with its beta header, and imports it back', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-001-weather'));
    await engine.run();
    const exchanges = exchangesOf(engine.getState());
    const index = exchanges.findIndex((e) => e.method === 'POST' && /\/threads\/[^/]+\/runs$/.test(e.url));
    const run = exchanges[index]!;
    const { typescript, python, jsonl } = files(run, index);
    const path = new URL(run.url).pathname.replace(/^\/v1/, '');
    expect(typescript.text).toContain(
      `await client.post(${JSON.stringify(path)}, { body, headers: {"openai-beta":"assistants=v2"} }).asResponse()`,
    );
    expect(python.text).toContain(
      `response = client.post(${JSON.stringify(path)}, body=BODY, cast_to=httpx.Response, options={"headers": {\n    "openai-beta": "assistants=v2",\n}})`,
    );
    const [back] = reimported(jsonl.text);
    expect(wire(back!)).toEqual(wire(run));
  });

  it('writes a WebSocket turn as socket programs (no curl, which has no WebSocket) and names a steer it will not resend', () => {
    const frame = JSON.stringify({
      type: 'response.create',
      model: 'gpt-5.5',
      input: 'Weather in Paris?',
      store: false,
    });
    const socketTurn: Exchange = {
      ...exchangesOf(seed)[0]!,
      method: 'WS',
      url: 'ws://localhost:5173/v1/responses',
      wire: 'websocket',
      status: 101,
      requestBody: frame,
      events: [
        { raw: frame, event: 'response.create', data: frame, at: 0, direction: 'sent' },
        { raw: '{}', event: 'response.steer', data: '{}', at: 5, direction: 'sent' },
      ],
    };
    const out = files(socketTurn, 0);
    expect(Object.keys(out).sort()).toEqual(['jsonl', 'python', 'typescript']);
    expect(out.typescript.text).toContain('new ResponsesWS(client)');
    expect(out.typescript.text).toContain('"store": false');
    expect(out.typescript.text).not.toContain('"type": "response.create"');
    expect(out.python.text).toContain('client.responses.connect().enter()');
    expect(out.python.text).toContain('"store": False');
    for (const text of [out.typescript.text, out.python.text]) {
      expect(text).toContain('over a WebSocket');
      expect(text).toContain('also sent response.steer');
    }
  });
});
