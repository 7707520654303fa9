// The Agents SDK's trace ingest: a real batch of its default exporter places the recorded exchanges in their loop,
// rebuilds the calls nobody recorded, joins batches, and refuses what it cannot read with /v1's key and token rules.
import { describe, expect, it } from 'vitest';
import { agentsIngestBatchJson } from '@loopscope/wire/otlp/testing/fixtures';
import type { Exchange } from '@loopscope/wire/exchange';
import { Hono } from 'hono';
import { createServerApp } from '../app.ts';
import { CaptureLog } from './capture-log.ts';
import { TOKEN_HEADER } from '../access-token.ts';
import { MAX_INGEST_ITEMS, mountAgentsIngest } from './agents-ingest.ts';

type Item = Record<string, unknown> & { span_data?: Record<string, unknown> };
const KEY = 'sk-agents-ingest';

function setup(accessToken: string | null = null) {
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock' }, accessToken });
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://127.0.0.1:5313${path}`, init));
  const ingest = (
    body: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
    path = '/v1/traces/ingest',
  ) =>
    call(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'openai-beta': 'traces=v1', ...headers },
    });
  const listed = async () =>
    ((await (await call('/api/capture/exchanges')).json()) as { exchanges: Exchange[] }).exchanges;
  /** One Responses call through the capture proxy; its response id. */
  const respond = async () => {
    const answer = await call('/proxy/v1/responses', {
      method: 'POST',
      body: JSON.stringify({ model: 'gpt-5.4-mini', input: "What's the weather in Paris?" }),
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    });
    return ((await answer.json()) as { id: string }).id;
  };
  return { call, ingest, listed, respond };
}

/** The recorded batch with its first response span naming `responseId` (the call the test recorded). */
function batchFor(responseId: string): Item[] {
  const { data } = JSON.parse(agentsIngestBatchJson()) as { data: Item[] };
  const first = data.find((item) => item.span_data?.type === 'response')!;
  first.span_data = { ...first.span_data, response_id: responseId };
  return data;
}

describe('/v1/traces/ingest', () => {
  it('places the recorded exchange of a response span in its loop and rebuilds the generation calls nobody recorded', async () => {
    const { ingest, listed, respond } = setup();
    const responseId = await respond();
    const answer = await ingest({ data: batchFor(responseId) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    const exchanges = await listed();
    const recorded = exchanges.find((e) => !e.trace)!;
    expect(recorded.responseBody).toContain(responseId);
    expect(recorded.placement).toMatchObject({
      convention: 'agents',
      path: ['task Agent workflow', 'agent Triage agent', 'turn 1'],
      then: ['handoff Triage agent → Weather agent'],
    });
    // The two Chat Completions generations carry their content: rebuilt as exchanges of the trace.
    const rebuilt = exchanges.filter((e) => e.trace);
    expect(rebuilt.map((e) => e.trace!.convention)).toEqual(['agents', 'agents']);
    expect(rebuilt[0]!.requestBody).toContain('[suite:agents-tracing-chat]');
    expect(rebuilt[0]!.trace!.then).toEqual(['function get_weather']);
    // The other response spans name calls nobody recorded: they carry only an id, so nothing is made of them.
    expect(exchanges).toHaveLength(3);
    // The exporter retries a batch: the same spans change nothing.
    expect((await ingest({ data: batchFor(responseId) })).status).toBe(200);
    expect(await listed()).toEqual(exchanges);
  });

  it('joins the batches of one run: the agent spans sent after their children place the calls sent before', async () => {
    const { ingest, listed, respond } = setup();
    const data = batchFor(await respond());
    const outer = (item: Item) =>
      item.object === 'trace' ||
      item.span_data?.type === 'agent' ||
      (item.span_data?.type === 'custom' && item.span_data.name === 'task');
    expect((await ingest({ data: data.filter((item) => !outer(item)) })).status).toBe(200);
    expect((await listed()).find((e) => !e.trace)!.placement!.path).toEqual(['turn 1']);
    expect(
      (await ingest({ data: data.filter(outer) }, { authorization: `Bearer ${KEY}` }, '/proxy/v1/traces/ingest'))
        .status,
    ).toBe(200);
    expect((await listed()).find((e) => !e.trace)!.placement!.path).toEqual([
      'task Agent workflow',
      'agent Triage agent',
      'turn 1',
    ]);
  });

  it("takes the key as /v1 does and refuses what is not the exporter's batch", async () => {
    const { ingest, listed } = setup();
    const none = await ingest({ data: [] }, {});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(
      /^You didn't provide an API key\./,
    );
    expect((await ingest({ data: [] }, { authorization: 'Bearer sk-invalid' })).status).toBe(401);
    const notJson = await ingest('{"data": [');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toMatch(/^The body is not JSON/);
    expect((await ingest({ spans: [] })).status).toBe(400);
    const many = await ingest({ data: Array.from({ length: MAX_INGEST_ITEMS + 1 }, () => ({})) });
    expect(many.status).toBe(413);
    expect(await listed()).toEqual([]);
  });

  it("refuses another website's page and a foreign Host (DNS rebinding), unlike the rest of /v1: it records", async () => {
    const { ingest, listed } = setup();
    const page = await ingest(
      { data: batchFor('resp_none') },
      { authorization: `Bearer ${KEY}`, origin: 'https://evil.example' },
    );
    expect(page.status).toBe(403);
    const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock' } });
    const rebound = await app.fetch(
      new Request('http://evil.example:5313/v1/traces/ingest', {
        method: 'POST',
        body: '{"data":[]}',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      }),
    );
    expect(rebound.status).toBe(403);
    expect(await listed()).toEqual([]);
  });

  it('beyond loopback, takes batches into the capture log only with the access token, as /otlp does', async () => {
    const { ingest } = setup('launch-token');
    const refused = await ingest({ data: batchFor('resp_none') });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('access_token_required');
    expect(
      (
        await ingest(
          { data: batchFor('resp_none') },
          { authorization: `Bearer ${KEY}`, [TOKEN_HEADER]: 'launch-token' },
        )
      ).status,
    ).toBe(200);
  });

  it('remembers spans for later batches within its bound: past it, the oldest are forgotten', async () => {
    const { data } = JSON.parse(agentsIngestBatchJson()) as { data: Item[] };
    const chat = data.filter((item) => JSON.stringify(item).includes('trace_5652e1bf1fdf43f6be9f48db21fb5398'));
    const outer = (item: Item) =>
      item.object === 'trace' ||
      item.span_data?.type === 'agent' ||
      (item.span_data?.type === 'custom' && item.span_data.name === 'task');
    // Another run's spans, about 8,000 characters in all.
    const filler = Array.from({ length: 20 }, (_, i) => ({
      object: 'trace.span',
      id: `span_filler${i}`,
      trace_id: 'trace_filler',
      span_data: { type: 'function', name: 'x'.repeat(300) },
    }));
    /** The paths of the rebuilt calls once the run's agent arrives after the filler. */
    const pathsWith = async (rememberedChars: number) => {
      const log = new CaptureLog();
      const app = new Hono();
      mountAgentsIngest(app, log, { rememberedChars });
      const ingest = (items: unknown[]) =>
        app.request('/v1/traces/ingest', {
          method: 'POST',
          body: JSON.stringify({ data: items }),
          headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        });
      expect((await ingest(chat.filter((item) => !outer(item)))).status).toBe(200);
      expect((await ingest(filler)).status).toBe(200);
      expect((await ingest(chat.filter(outer))).status).toBe(200);
      return log.list().map((e) => e.trace!.path);
    };
    expect(await pathsWith(1_000_000)).toEqual([
      ['task Agent workflow', 'agent Weather agent', 'turn 1'],
      ['task Agent workflow', 'agent Weather agent', 'turn 2'],
    ]);
    // Room for the run's first batch and little more: the filler pushed it out, so its agent reaches none of its calls.
    const firstBatch = chat.filter((item) => !outer(item)).reduce((sum, item) => sum + JSON.stringify(item).length, 0);
    expect(await pathsWith(firstBatch + 500)).toEqual([['turn 1'], ['turn 2']]);
  });
});
