// The stream events of the installed SDK's ResponseStreamEvent union, read from its .d.ts: each one the mock sends is
// seen in a streamed answer, and each it never sends is named with the reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { toFile } from 'openai';
import { createMockApi, FAULT_HEADER } from './index.ts';
import { post, sdkClient, sseData } from './testing/harness.ts';
import { readSdkSurface } from './testing/sdk-surface.ts';
import { MOCK_MCP_URL } from './mcp/server.ts';

/** Events the mock never sends, each with why: adding an event to the SDK fails the test until it lands here or in a stream. */
const NEVER_SENT: Record<string, string> = {
  'response.audio.delta':
    'the Responses mock writes no audio (audio output belongs to Chat audio models and the Realtime API)',
  'response.audio.done': 'the Responses mock writes no audio',
  'response.audio.transcript.delta': 'the Responses mock writes no audio, so no transcript',
  'response.audio.transcript.done': 'the Responses mock writes no audio, so no transcript',
  'response.refusal.delta': 'the mock model never refuses',
  'response.refusal.done': 'the mock model never refuses',
  'response.reasoning_text.delta':
    'reasoning items carry summaries only; OpenAI models do not return raw reasoning text either',
  'response.reasoning_text.done': 'reasoning items carry summaries only',
  'response.shell_call_output_content.delta':
    'the client runs the shell (the mock has no containers), so the server streams no shell output',
  'response.shell_call_output_content.done': 'the client runs the shell, so the server streams no shell output',
  'response.mcp_call.failed':
    'sent when an MCP tool call fails; the working built-in server used here does not fail (see responses/mcp tests)',
  'response.mcp_list_tools.failed':
    'sent when listing an MCP server fails; the working built-in server used here does not fail (see responses/mcp tests)',
};

const LONG = Array.from({ length: 400 }, (_, i) => `Meeting ${i} is in room ${i % 17}.`).join(' ');
const WEATHER = {
  type: 'function',
  name: 'get_weather',
  description: 'Weather in a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
};

let sdkEvents: string[] = [];
beforeAll(() => {
  sdkEvents = readSdkSurface().literals('responses/responses.d.ts', 'ResponseStreamEvent', 'type');
}, 120_000);

describe('every stream event of the SDK', () => {
  it('is sent in one of these streamed answers, or named as never sent and why', async () => {
    const api = createMockApi({
      seed: 6,
      clock: () => 1_780_000_000_000,
      scenario: 'none',
      runCode: async () => ({ logs: ['42'], error: null }),
    });
    const { client } = sdkClient(api);
    const file = await client.files.create({
      file: await toFile(
        Buffer.from('Refunds reach your card within 5 business days after we receive the item.'),
        'refunds.md',
      ),
      purpose: 'assistants',
    });
    const store = await client.vectorStores.create({ name: 'Help', file_ids: [file.id] });
    const bodies: Record<string, unknown>[] = [
      { model: 'gpt-4.1', input: 'Tell me a joke.' },
      { model: 'gpt-5.5', input: 'Tell me a joke.', reasoning: { summary: 'auto' } },
      { model: 'gpt-4.1', input: 'What is the weather in Paris?', tools: [WEATHER] },
      {
        model: 'gpt-4.1',
        input: 'Count the rows.',
        tools: [{ type: 'custom', name: 'run_sql', description: 'Runs SQL' }],
        tool_choice: { type: 'custom', name: 'run_sql' },
      },
      {
        model: 'gpt-4.1',
        input: 'How long until refunds reach my card?',
        tools: [{ type: 'file_search', vector_store_ids: [store.id] }],
      },
      { model: 'gpt-4.1', input: 'What is the global interpreter lock in Python?', tools: [{ type: 'web_search' }] },
      { model: 'gpt-4.1', input: 'What is 6 * 7?', tools: [{ type: 'code_interpreter', container: { type: 'auto' } }] },
      {
        model: 'gpt-4.1',
        input: 'What is the weather in Paris?',
        tools: [{ type: 'mcp', server_label: 'weather', server_url: MOCK_MCP_URL, require_approval: 'never' }],
      },
      { model: 'gpt-4.1', input: 'Draw a lighthouse.', tools: [{ type: 'image_generation', partial_images: 1 }] },
      { model: 'gpt-4.1', input: 'Run `ls`.', tools: [{ type: 'shell' }] },
      {
        model: 'gpt-4.1',
        input: `${LONG} Which room is the last meeting in?`,
        context_management: [{ type: 'compaction', compact_threshold: 1000 }],
      },
      { model: 'gpt-4.1', input: 'Tell me a joke.', background: true },
      { model: 'gpt-4.1', input: 'Explain the Python GIL in detail, with its history.', max_output_tokens: 16 },
    ];
    const seen = new Set<string>();
    for (const body of bodies) {
      const { status, text } = await post(api, { ...body, stream: true }, { path: '/responses' });
      expect(status, JSON.stringify(body).slice(0, 120)).toBe(200);
      for (const event of sseData(text))
        if (typeof event === 'object' && event !== null) seen.add(String((event as { type: unknown }).type));
    }
    // A stream that fails: the error event, then response.failed.
    const failed = await post(
      api,
      { model: 'gpt-4.1', input: 'Hi.', stream: true },
      { path: '/responses', headers: { [FAULT_HEADER]: '{"error":500}' } },
    );
    for (const event of sseData(failed.text))
      if (typeof event === 'object' && event !== null) seen.add(String((event as { type: unknown }).type));

    expect(sdkEvents.length).toBeGreaterThan(50);
    const unaccounted = sdkEvents.filter((type) => !seen.has(type) && !(type in NEVER_SENT));
    expect(unaccounted).toEqual([]);
    // Nothing listed as never sent is sent after all, and nothing sent is outside the SDK's union.
    expect([...seen].filter((type) => type in NEVER_SENT)).toEqual([]);
    expect([...seen].filter((type) => !sdkEvents.includes(type))).toEqual([]);
  }, 120_000);
});
