// The hosted code_interpreter and web_search tools of the mock Responses API through the official SDK: items, include, citations, streaming, errors.
import type { Response, ResponseOutputItem, ResponseStreamEvent } from 'openai/resources/responses/responses';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../index.ts';
import { post, sdkClient } from '../../testing/harness.ts';
import { assertMatchesSpec } from '../../testing/openapi.ts';
import { WEB_CORPUS } from './web-corpus.ts';

function setup(runCode?: (program: string) => Promise<{ logs: string[]; error: string | null }>) {
  const programs: string[] = [];
  const api = createMockApi({
    seed: 5,
    clock: () => 1_780_000_000_000,
    scenario: 'none',
    runCode: runCode && (async (p) => (programs.push(p), runCode(p))),
  });
  return { api, client: sdkClient(api).client, programs };
}

function ofType<T extends ResponseOutputItem['type']>(
  response: Response,
  type: T,
): Extract<ResponseOutputItem, { type: T }>[] {
  return response.output.filter((item): item is Extract<ResponseOutputItem, { type: T }> => item.type === type);
}

async function events(stream: AsyncIterable<ResponseStreamEvent>): Promise<ResponseStreamEvent[]> {
  const out: ResponseStreamEvent[] = [];
  for await (const event of stream) out.push(event);
  return out;
}

describe('hosted code_interpreter', () => {
  it('writes a program, runs it in the sandbox and answers from its log; outputs only when included', async () => {
    const { client, programs } = setup(async () => ({ logs: ['x = 1'], error: null }));
    const tools = [{ type: 'code_interpreter' as const, container: { type: 'auto' as const } }];
    const plain = await client.responses.create({ model: 'gpt-4o', input: 'Solve 3x + 11 = 14', tools });
    assertMatchesSpec('Response', plain);
    expect(plain.output.map((i) => i.type)).toEqual(['code_interpreter_call', 'message']);
    const [call] = ofType(plain, 'code_interpreter_call');
    expect(call).toMatchObject({ status: 'completed', outputs: null });
    expect(call!.container_id).toMatch(/^cntr_[0-9a-f]+$/);
    expect(programs).toEqual([call!.code]);
    expect(call!.code).toContain('print(');
    expect(plain.output_text).toContain('x = 1');
    const included = await client.responses.create({
      model: 'gpt-4o',
      input: 'Solve 3x + 11 = 14',
      tools: [{ type: 'code_interpreter', container: 'cntr_mine' }],
      include: ['code_interpreter_call.outputs'],
    });
    assertMatchesSpec('Response', included);
    expect(ofType(included, 'code_interpreter_call')[0]).toMatchObject({
      container_id: 'cntr_mine',
      outputs: [{ type: 'logs', logs: 'x = 1' }],
    });
  });

  it('marks the call failed with the sandbox’s reason, and says so without a sandbox', async () => {
    const { client } = setup(async () => ({ logs: [], error: 'The program ran longer than 3000 ms and was stopped.' }));
    const tools = [{ type: 'code_interpreter' as const, container: { type: 'auto' as const } }];
    const failed = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is 6 * 7?',
      tools,
      include: ['code_interpreter_call.outputs'],
    });
    expect(ofType(failed, 'code_interpreter_call')[0]).toMatchObject({
      status: 'failed',
      outputs: [{ type: 'logs', logs: 'The program ran longer than 3000 ms and was stopped.' }],
    });
    expect(failed.output_text).toContain('3000 ms');
    const bare = setup();
    const none = await bare.client.responses.create({ model: 'gpt-4o', input: 'What is 6 * 7?', tools });
    expect(none.output_text).toContain('code_interpreter is not available');
  });

  it('streams the code as deltas between in_progress, interpreting and completed', async () => {
    const { client } = setup(async () => ({ logs: ['42'], error: null }));
    const all = await events(
      await client.responses.create({
        model: 'gpt-4o',
        input: 'What is 6 * 7?',
        tools: [{ type: 'code_interpreter', container: { type: 'auto' } }],
        stream: true,
      }),
    );
    for (const event of all) assertMatchesSpec('ResponseStreamEvent', event);
    const types = all.map((e) => e.type).filter((t) => t.startsWith('response.code_interpreter_call'));
    expect(types[0]).toBe('response.code_interpreter_call.in_progress');
    expect(types.slice(-3)).toEqual([
      'response.code_interpreter_call_code.done',
      'response.code_interpreter_call.interpreting',
      'response.code_interpreter_call.completed',
    ]);
    const code = all.flatMap((e) => (e.type === 'response.code_interpreter_call_code.delta' ? [e.delta] : [])).join('');
    const done = all.find((e) => e.type === 'response.code_interpreter_call_code.done');
    expect(done?.type === 'response.code_interpreter_call_code.done' && done.code).toBe(code);
  });

  it('refuses a tool without a container and a container of an unknown type', async () => {
    const { api } = setup();
    const missing = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'code_interpreter' }] },
      { path: '/responses' },
    );
    expect(missing.json().error).toMatchObject({
      message: "Missing required parameter: 'tools[0].container'.",
      param: 'tools[0].container',
      code: 'missing_required_parameter',
    });
    const wrong = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'code_interpreter', container: { type: 'manual' } }] },
      { path: '/responses' },
    );
    expect(wrong.json().error).toMatchObject({
      message: "Invalid value: 'manual'. Supported values are: 'auto'.",
      param: 'tools[0].container.type',
    });
  });
});

describe('hosted web_search', () => {
  it('searches the offline corpus and cites pages with url_citation; sources only when included', async () => {
    const { client } = setup();
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'Does the Python GIL stop threads running in parallel?',
      tools: [{ type: 'web_search' }],
      include: ['web_search_call.action.sources'],
    });
    assertMatchesSpec('Response', response);
    expect(response.output.map((i) => i.type)).toEqual(['web_search_call', 'message']);
    const [call] = ofType(response, 'web_search_call');
    if (call!.action.type !== 'search') throw new Error('expected a search action');
    expect(call!.action.query).toBe('Does the Python GIL stop threads running in parallel?');
    const urls = call!.action.sources!.map((s) => s.url);
    expect(urls.slice(0, 2)).toContain(WEB_CORPUS.find((p) => p.title.includes('GIL'))!.url);
    const part = ofType(response, 'message')[0]!.content[0]!;
    if (part.type !== 'output_text') throw new Error('expected output_text');
    const citations = part.annotations.flatMap((a) => (a.type === 'url_citation' ? [a] : []));
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      const page = WEB_CORPUS.find((p) => p.url === c.url)!;
      expect(c.title).toBe(page.title);
      // The cited span is a sentence of that page.
      expect(`# ${page.title}\n${page.text}`).toContain(part.text.slice(c.start_index, c.end_index));
      expect(urls).toContain(c.url);
    }
  });

  it('takes web_search_preview too, leaves out sources unless asked, and finds nothing outside allowed_domains', async () => {
    const { client } = setup();
    const preview = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the climate of Tokyo like?',
      tools: [{ type: 'web_search_preview' }],
    });
    const [call] = ofType(preview, 'web_search_call');
    expect(call!.action).toEqual({ type: 'search', query: 'What is the climate of Tokyo like?' });
    expect(preview.output_text).toContain('Tokyo');
    const filtered = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the climate of Tokyo like?',
      tools: [{ type: 'web_search', filters: { allowed_domains: ['example.org'] } }],
      tool_choice: 'required',
    });
    expect(filtered.output_text).toBe('I searched the web but found no page about that.');
  });

  it('streams in_progress, searching and completed for the call', async () => {
    const { client } = setup();
    const all = await events(
      await client.responses.create({
        model: 'gpt-4o',
        input: 'How do I convert Celsius to Fahrenheit?',
        tools: [{ type: 'web_search' }],
        stream: true,
      }),
    );
    for (const event of all) assertMatchesSpec('ResponseStreamEvent', event);
    expect(all.map((e) => e.type).filter((t) => t.startsWith('response.web_search_call.'))).toEqual([
      'response.web_search_call.in_progress',
      'response.web_search_call.searching',
      'response.web_search_call.completed',
    ]);
    expect(
      all.some((e) => e.type === 'response.output_text.annotation.added' && e.annotation?.type === 'url_citation'),
    ).toBe(true);
  });

  it('quotes a second page only when it answers the question too, not one that shares a word with it', async () => {
    const { client } = setup();
    const cited = async (input: string) => {
      const response = await client.responses.create({ model: 'gpt-4o', input, tools: [{ type: 'web_search' }] });
      const part = ofType(response, 'message')[0]!.content[0]!;
      if (part.type !== 'output_text') throw new Error('expected output_text');
      return part.annotations.flatMap((a) => (a.type === 'url_citation' ? [a.title] : []));
    };
    // "made" and "weather" also appear on the page about parallel tool calls (the weather in two cities): one page only.
    expect(await cited('How are weather forecasts made?')).toEqual(['How weather forecasts are made']);
    // Both pages are about the two things compared: each is quoted.
    expect((await cited('Compare asyncio and multiprocessing for CPU-bound Python work')).sort()).toEqual([
      'Using processes instead of threads',
      'asyncio and the GIL',
    ]);
  });

  it('refuses an unknown search_context_size', async () => {
    const { api } = setup();
    const bad = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'web_search', search_context_size: 'huge' }] },
      { path: '/responses' },
    );
    expect(bad.json().error).toMatchObject({
      message: "Invalid value: 'huge'. Supported values are: 'low', 'medium', and 'high'.",
      param: 'tools[0].search_context_size',
      code: 'invalid_value',
    });
  });
});
