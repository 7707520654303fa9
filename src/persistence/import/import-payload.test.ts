// Importing what users already have: each format is recognised and named, tool calls and results arrive intact, bad input is named.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '@loopscope/engine/types';
import { writeHar } from '@loopscope/payloads/formats/har';
import { writeJsonLines } from '@loopscope/payloads/formats/json-lines';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import { ranSeedState } from '../testing/sessions';
import { importPayload } from '../testing/import-payload';

let seed: EngineState;
let wire: WireExchange[];
beforeAll(async () => {
  seed = await ranSeedState();
  wire = seed.branches[seed.activeBranchId]!.exchanges.map((e) => ({
    ...e,
    startedAt: e.startedAt,
    durationMs: e.durationMs,
  }));
});

function imported(text: string) {
  const result = importPayload(text, 'test input', 0);
  if (!result.ok) throw new Error(result.error.text);
  return {
    format: result.format.text,
    branch: result.record.engine.branches[result.record.engine.activeBranchId]!,
    record: result.record,
  };
}

const roles = (b: { messages: { wire: unknown }[] }) => b.messages.map((m) => (m.wire as { role: string }).role);

describe('importPayload', () => {
  it('reads a HAR: only the API calls, exact bytes, the full timeline with tool calls and results', () => {
    const noise: WireExchange = {
      method: 'GET',
      url: 'http://127.0.0.1/app.js',
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: {},
      responseBody: 'x',
      startedAt: 0,
      durationMs: 1,
    };
    const har = writeHar([noise, ...wire, { ...noise, url: 'http://127.0.0.1/favicon.svg' }], {
      name: 'test',
      version: '1',
    });
    const { format, branch, record } = imported(JSON.stringify(har));
    expect(format).toBe('HAR file (2 API calls of 4 requests)');
    expect(branch.exchanges.map((e) => [e.requestBody, e.responseBody])).toEqual(
      wire.map((e) => [e.requestBody, e.responseBody]),
    );
    expect(roles(branch)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool', 'assistant']);
    expect(branch.messages.map((m) => m.wire)).toEqual(seed.branches[seed.activeBranchId]!.messages.map((m) => m.wire));
    expect(branch.messages[3]!.provenance).toEqual({
      kind: 'tool-result',
      exchangeId: branch.exchanges[0]!.id,
      toolCallId: 'call_xK9f2a',
    });
    expect(record.engine.config.tools.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature']);
    expect(branch.status).toBe('done');
  });

  it('gives an imported tool the implementation the app knows under its name, and a stub that echoes its arguments otherwise', () => {
    const har = JSON.stringify(writeHar(wire, { name: 'test', version: '1' }));
    const known = (name: string) => (name === 'get_weather' ? 'function run() { return { known: true }; }' : null);
    const result = importPayload(har, 'test input', 0, known);
    if (!result.ok) throw new Error(result.error.text);
    const sources = Object.fromEntries(result.record.engine.config.tools.map((t) => [t.name, t.source]));
    expect(sources.get_weather).toBe('function run() { return { known: true }; }');
    expect(sources.convert_temperature).toContain('imported without an implementation');
    const unknown = imported(har).record.engine.config.tools.map((t) => t.source);
    expect(unknown.every((source) => source.includes('imported without an implementation'))).toBe(true);
  });

  it('reads JSON Lines of request/response pairs the same way', () => {
    const { format, branch } = imported(writeJsonLines(wire));
    expect(format).toBe('JSON Lines of request/response pairs (2 exchanges)');
    expect(branch.exchanges).toHaveLength(2);
    expect(roles(branch)).toHaveLength(7);
  });

  it('reads a bare messages array and a Chat request body, keeping tool results', () => {
    const body = JSON.parse(wire[1]!.requestBody!);
    const bare = imported(JSON.stringify(body.messages));
    expect(bare.format).toBe('Chat Completions messages array');
    expect(roles(bare.branch)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool']);
    expect(bare.branch.status).toBe('idle');
    const full = imported(JSON.stringify(body));
    expect(full.format).toBe('Chat Completions request body');
    expect(full.record.engine.config.tools).toHaveLength(2);
    expect((full.branch.messages[5]!.wire as { content: string }).content).toContain('64.4');
  });

  it('reads a Responses input list as a Responses session: its items stay Responses items, none sent yet', () => {
    const input = [
      { role: 'user', content: 'Weather in Berlin?' },
      { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Berlin"}' },
      { type: 'function_call_output', call_id: 'call_1', output: '{"temperature":18}' },
    ];
    const { format, branch, record } = imported(JSON.stringify(input));
    expect(format).toBe('Responses input list');
    expect(record.engine.config.apiStyle).toBe('responses');
    expect(branch.messages.map((m) => m.wire)).toEqual(input);
    expect(branch.messages.every((m) => m.firstSentInStep === null)).toBe(true);
    expect(branch.exchanges).toEqual([]);
  });

  it('reads a HAR of Responses calls as a Responses session, not a Chat one', () => {
    const request = { model: 'gpt-4o', input: [{ role: 'user', content: 'Hi' }] };
    const response = {
      id: 'resp_1',
      object: 'response',
      status: 'completed',
      output: [
        {
          type: 'message',
          id: 'msg_1',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'Hello.', annotations: [] }],
        },
      ],
    };
    const call: WireExchange = {
      method: 'POST',
      url: 'https://api.openai.com/v1/responses',
      requestHeaders: {},
      requestBody: JSON.stringify(request),
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: JSON.stringify(response),
      startedAt: 0,
      durationMs: 1,
    };
    const { branch, record } = imported(JSON.stringify(writeHar([call], { name: 'test', version: '1' })));
    expect(record.engine.config.apiStyle).toBe('responses');
    expect(branch.messages.map((m) => (m.wire as { type?: string; role?: string }).type ?? 'message')).toEqual([
      'message',
      'message',
    ]);
    expect(branch.exchanges.map((e) => e.responseBody)).toEqual([call.responseBody]);
  });

  it('reads Context Lens LHAR and OpenAI Agents SDK traces', () => {
    const lhar = {
      lhar: {
        version: '0.1.0',
        entries: wire.map((e) => ({
          type: 'entry',
          timestamp: '2026-01-01T00:00:00Z',
          http: { method: 'POST', url: e.url, status_code: e.status, request_headers: {}, response_headers: {} },
          raw: { request_body: JSON.parse(e.requestBody!), response_body: JSON.parse(e.responseBody!) },
        })),
      },
    };
    expect(imported(JSON.stringify(lhar)).format).toBe('Context Lens LHAR');
    const body = JSON.parse(wire[1]!.requestBody!);
    const spans = [
      {
        object: 'trace.span',
        id: 'span_1',
        span_data: { type: 'function', name: 'get_weather', input: '{}', output: '{}' },
      },
      {
        object: 'trace.span',
        id: 'span_2',
        span_data: {
          type: 'generation',
          model: 'gpt-4o',
          input: body.messages,
          output: [{ role: 'assistant', content: 'Done.' }],
        },
      },
    ];
    const trace = imported(spans.map((s) => JSON.stringify(s)).join('\n'));
    // Generation spans that carry their answer are read as recorded calls (trace-formats.ts), not as one unsent request.
    expect(trace.format).toBe('OpenAI Agents SDK trace export');
    expect(roles(trace.branch)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool', 'assistant']);
  });

  it('names what is wrong with input it cannot read', () => {
    const error = (text: string) => {
      const result = importPayload(text, 'x', 0);
      return result.ok ? 'accepted' : result.error.text;
    };
    expect(error('[{"role":"user","content":"hi"},{"content":"no role"}]')).toBe(
      'messages[1] is not a Chat message: expected an object with "role" of system, developer, user, assistant or tool (found "role": missing).',
    );
    expect(error('{"hello":"world"}')).toMatch(
      /^Loopscope did not recognise this JSON \(an object with "hello"\)\. It reads a Loopscope session/,
    );
    expect(error('not json\nat all')).toMatch(/^This is neither JSON \(.*\) nor JSON Lines \(Line 1 is not JSON: /s);
    expect(error(JSON.stringify(writeHar([], { name: 't', version: '1' })))).toBe(
      'This HAR file has 0 requests, none of them a Chat Completions or Responses call (POST …/chat/completions or …/responses).',
    );
    expect(error('<script>alert(1)</script>')).toMatch(/^This is neither JSON/);
  });
});
