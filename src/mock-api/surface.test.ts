// The test that follows the SDK: every request parameter, tool type and input item type the installed openai SDK's
// types name, read from its .d.ts with the TypeScript compiler, is handled by the mock (a sample of each answered), and
// every model id it names is served and listed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, MOCK_MODELS } from './index.ts';
import { post, sdkClient } from './testing/harness.ts';
import { assertMatchesSpec } from './testing/openapi.ts';
import { readSdkSurface, type SdkSurface } from './testing/sdk-surface.ts';
import { ITEM_SAMPLES } from './testing/input-item-samples.ts';
import { RESPONSES_FIELDS, TOOL_TYPES } from '@loopscope/wire/responses/validate-request';
import { ITEM_TYPES } from '@loopscope/wire/responses/validate-input';
import { validateInputItems } from '@loopscope/wire/responses/validate-input';
import { CHAT_REQUEST_FIELDS } from './chat/known-fields.ts';
import type { MockApi } from './types.ts';
import { MOCK_MCP_URL } from './mcp/server.ts';
import { sdkShutdowns } from '@loopscope/wire/testing/sdk-shutdowns';

/*
 * How this stays current: the lists below are read from the SDK the project installs, not written here. When an SDK
 * upgrade adds a parameter, a tool, an item type or a model id, the sample tables below lack it and the test fails,
 * naming it, until the mock handles it (validation, behaviour, echo) and a sample is added. A sample must be answered
 * 200, or with the status the table gives when the real API refuses that value (none today).
 */
const RESPONSES = 'responses/responses.d.ts';
const CHAT = 'chat/completions/completions.d.ts';
const BETA = 'beta/responses/responses.d.ts';

let sdk: SdkSurface;
beforeAll(() => {
  sdk = readSdkSurface();
}, 120_000);

const FN = {
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
type Sample = Record<string, unknown> | ((api: MockApi) => Promise<Record<string, unknown>>);

/** One request per Responses parameter: the fields it sets on top of `{model: "gpt-4.1", input: "Tell me a joke."}`. */
const RESPONSES_SAMPLES: Record<string, Sample> = {
  access_programs: { access_programs: { cyber: 'standard' } },
  background: { background: true },
  background_options: { background_options: { completion_window: 'soonest' } },
  context_management: { context_management: [{ type: 'compaction', compact_threshold: 200_000 }] },
  conversation: async (api) => ({ conversation: (await post(api, {}, { path: '/conversations' })).json().id }),
  image: { image: { context_compression: 'enabled' } },
  include: { include: ['message.output_text.logprobs'] },
  input: { input: [{ role: 'user', content: [{ type: 'input_text', text: 'Hello!' }] }] },
  instructions: { instructions: 'Answer briefly.' },
  max_output_tokens: { max_output_tokens: 64 },
  max_tool_calls: { max_tool_calls: 2, tools: [FN] },
  metadata: { metadata: { run: 'surface' } },
  model: { model: 'gpt-5.6-sol' },
  moderation: { moderation: { model: 'omni-moderation-latest' } },
  multi_agent: { multi_agent: { enabled: true, max_concurrent_subagents: 2 } },
  parallel_tool_calls: { parallel_tool_calls: false, tools: [FN] },
  previous_response_id: async (api) => ({
    previous_response_id: (await post(api, { model: 'gpt-4.1', input: 'Hi.' }, { path: '/responses' })).json().id,
  }),
  prompt: { prompt: { id: 'pmpt_surface', variables: { city: 'Paris' } } },
  prompt_cache_key: { prompt_cache_key: 'surface' },
  prompt_cache_options: { prompt_cache_options: { mode: 'explicit', ttl: '30m' } },
  prompt_cache_retention: { prompt_cache_retention: '24h' },
  reasoning: { model: 'gpt-5.5', reasoning: { effort: 'low', summary: 'auto' } },
  safety_identifier: { safety_identifier: 'user-123' },
  service_tier: { service_tier: 'auto' },
  store: { store: false },
  stream: { stream: true },
  stream_options: { stream: true, stream_options: { include_obfuscation: false } },
  temperature: { temperature: 0.4 },
  text: {
    text: {
      format: {
        type: 'json_schema',
        name: 'joke',
        strict: true,
        schema: {
          type: 'object',
          properties: { joke: { type: 'string' } },
          required: ['joke'],
          additionalProperties: false,
        },
      },
    },
  },
  tool_choice: { tool_choice: 'required', tools: [FN] },
  tools: { tools: [FN] },
  top_logprobs: { top_logprobs: 3 },
  top_p: { top_p: 0.9 },
  truncation: { truncation: 'auto' },
  user: { user: 'user-123' },
};

/** One tool definition per type of the SDK's `Tool` union, each with a question it fits. */
const TOOL_SAMPLES: Record<string, { tool: Record<string, unknown>; input?: string; status?: number }> = {
  function: { tool: FN, input: 'What is the weather in Paris?' },
  custom: { tool: { type: 'custom', name: 'run_sql', description: 'Runs SQL', format: { type: 'text' } } },
  namespace: {
    tool: {
      type: 'namespace',
      name: 'weather',
      description: 'Weather tools',
      tools: [
        {
          type: 'function',
          name: 'get_forecast',
          description: 'Forecast',
          parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
        },
      ],
    },
  },
  tool_search: { tool: { type: 'tool_search' } },
  programmatic_tool_calling: { tool: { type: 'programmatic_tool_calling' } },
  // The hosted mcp tool needs a server: the built-in one the mock reaches in process (mock-api/mcp).
  mcp: {
    tool: { type: 'mcp', server_label: 'weather', server_url: MOCK_MCP_URL, require_approval: 'never' },
    input: 'What is the weather in Paris?',
  },
  file_search: { tool: { type: 'file_search', vector_store_ids: [] } },
  code_interpreter: { tool: { type: 'code_interpreter', container: { type: 'auto' } } },
  web_search: { tool: { type: 'web_search' }, input: 'Tell me about the GIL in Python.' },
  web_search_2025_08_26: { tool: { type: 'web_search_2025_08_26' } },
  web_search_preview: { tool: { type: 'web_search_preview' } },
  web_search_preview_2025_03_11: { tool: { type: 'web_search_preview_2025_03_11' } },
  shell: { tool: { type: 'shell' }, input: 'Run `ls`.' },
  apply_patch: { tool: { type: 'apply_patch' } },
  computer: { tool: { type: 'computer' }, input: 'Take a screenshot of the screen.' },
  computer_use_preview: {
    tool: { type: 'computer_use_preview', display_width: 1024, display_height: 768, environment: 'browser' },
    input: 'Take a screenshot of the screen.',
  },
  local_shell: { tool: { type: 'local_shell' }, input: 'Run `ls`.' },
  image_generation: { tool: { type: 'image_generation', partial_images: 1 }, input: 'Draw a lighthouse.' },
};

/** One value of each Chat Completions parameter, on top of a plain question to gpt-4.1. */
const CHAT_SAMPLES: Record<string, Record<string, unknown>> = {
  messages: {
    messages: [
      { role: 'developer', content: 'Be brief.' },
      { role: 'user', content: 'Hi.' },
    ],
  },
  model: { model: 'gpt-5.6-sol' },
  audio: { model: 'gpt-audio-mini', modalities: ['text', 'audio'], audio: { voice: 'alloy', format: 'wav' } },
  frequency_penalty: { frequency_penalty: 0.5 },
  function_call: { functions: [{ name: 'get_weather', parameters: FN.parameters }], function_call: 'auto' },
  functions: { functions: [{ name: 'get_weather', parameters: FN.parameters }] },
  logit_bias: { logit_bias: { '1000': -100 } },
  logprobs: { logprobs: true },
  max_completion_tokens: { max_completion_tokens: 64 },
  max_tokens: { max_tokens: 64 },
  metadata: { metadata: { run: 'surface' }, store: true },
  modalities: { modalities: ['text'] },
  moderation: { moderation: { model: 'omni-moderation-latest' } },
  n: { n: 2 },
  parallel_tool_calls: {
    parallel_tool_calls: false,
    tools: [{ type: 'function', function: { name: 'get_weather', parameters: FN.parameters } }],
  },
  prediction: { prediction: { type: 'content', content: 'Hello' } },
  presence_penalty: { presence_penalty: 0.5 },
  prompt_cache_key: { prompt_cache_key: 'surface' },
  prompt_cache_options: { prompt_cache_options: { mode: 'implicit' } },
  prompt_cache_retention: { prompt_cache_retention: '24h' },
  reasoning_effort: { model: 'gpt-5.5', reasoning_effort: 'low' },
  response_format: {
    response_format: { type: 'json_object' },
    messages: [{ role: 'user', content: 'Reply in JSON.' }],
  },
  safety_identifier: { safety_identifier: 'user-123' },
  seed: { seed: 7 },
  service_tier: { service_tier: 'auto' },
  stop: { stop: ['\n\n'] },
  store: { store: true },
  stream: { stream: true },
  stream_options: { stream: true, stream_options: { include_usage: true } },
  temperature: { temperature: 0.3 },
  tool_choice: {
    tool_choice: 'none',
    tools: [{ type: 'function', function: { name: 'get_weather', parameters: FN.parameters } }],
  },
  tools: { tools: [{ type: 'function', function: { name: 'get_weather', parameters: FN.parameters } }] },
  top_logprobs: { logprobs: true, top_logprobs: 2 },
  top_p: { top_p: 0.9 },
  user: { user: 'user-123' },
  verbosity: { model: 'gpt-5.5', verbosity: 'low' },
  // The SDK's search models (gpt-4o-search-preview and its kin) were shut down on 2026-07-23: asked of the default model.
  web_search_options: { web_search_options: {} },
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

async function resolve(sample: Sample, api: MockApi): Promise<Record<string, unknown>> {
  return typeof sample === 'function' ? sample(api) : sample;
}

describe('POST /v1/responses follows the SDK', () => {
  it('knows every parameter of ResponseCreateParams (and the beta multi_agent), no more', () => {
    const params = [
      ...sdk.properties(RESPONSES, 'ResponseCreateParamsBase'),
      ...sdk.properties(BETA, 'ResponseCreateParamsBase').filter((p) => p !== 'betas'),
    ];
    expect(sorted(RESPONSES_FIELDS)).toEqual(sorted(params));
    expect(sorted(Object.keys(RESPONSES_SAMPLES))).toEqual(sorted(params));
  });

  it('answers a request with each parameter', async () => {
    const api = createMockApi({ seed: 4 });
    const refused: string[] = [];
    for (const [param, sample] of Object.entries(RESPONSES_SAMPLES)) {
      const { status, text } = await post(
        api,
        { model: 'gpt-4.1', input: 'Tell me a joke.', ...(await resolve(sample, api)) },
        { path: '/responses' },
      );
      if (status !== 200) refused.push(`${param}: ${status} ${text.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('knows every tool type of the SDK’s Tool union and answers a request offering each', async () => {
    const types = sdk.literals(RESPONSES, 'Tool', 'type');
    expect(sorted(TOOL_TYPES)).toEqual(sorted(types));
    expect(sorted(Object.keys(TOOL_SAMPLES))).toEqual(sorted(types));
    const api = createMockApi({ seed: 4 });
    const refused: string[] = [];
    for (const [type, { tool, input }] of Object.entries(TOOL_SAMPLES)) {
      const { status, text } = await post(
        api,
        { model: 'gpt-4.1', input: input ?? 'Hello there.', tools: [tool] },
        { path: '/responses' },
      );
      if (status !== 200) refused.push(`${type}: ${status} ${text.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('takes every item type of the SDK’s ResponseInputItem union as input', () => {
    const types = sdk.literals(RESPONSES, 'ResponseInputItem', 'type');
    expect(sorted(ITEM_TYPES)).toEqual(sorted(types));
    expect(sorted(Object.keys(ITEM_SAMPLES))).toEqual(sorted(types));
    for (const [type, item] of Object.entries(ITEM_SAMPLES))
      expect(() => validateInputItems([item], 'input'), type).not.toThrow();
  });

  it('a Response carries every property the SDK’s Response type requires', async () => {
    const api = createMockApi({ seed: 4 });
    const response = (await post(api, { model: 'gpt-4.1', input: 'Hi.' }, { path: '/responses' })).json();
    // output_text is the SDK's own convenience property, added by the client to what it receives.
    const missing = sdk.required(RESPONSES, 'Response').filter((p) => p !== 'output_text' && !(p in response));
    expect(missing).toEqual([]);
  });
});

describe('POST /v1/chat/completions follows the SDK', () => {
  it('knows every parameter of ChatCompletionCreateParams and answers a request with each', async () => {
    const params = sdk.properties(CHAT, 'ChatCompletionCreateParamsBase');
    expect(sorted(CHAT_REQUEST_FIELDS)).toEqual(sorted(params));
    expect(sorted(Object.keys(CHAT_SAMPLES))).toEqual(sorted(params));
    const api = createMockApi({ seed: 4 });
    const refused: string[] = [];
    for (const [param, sample] of Object.entries(CHAT_SAMPLES)) {
      const { status, text } = await post(api, {
        model: 'gpt-4.1',
        messages: [{ role: 'user', content: 'Tell me a joke.' }],
        ...sample,
      });
      if (status !== 200) refused.push(`${param}: ${status} ${text.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('takes every message role of ChatCompletionMessageParam and every tool type of ChatCompletionTool', () => {
    expect(sorted(sdk.literals(CHAT, 'ChatCompletionMessageParam', 'role'))).toEqual([
      'assistant',
      'developer',
      'function',
      'system',
      'tool',
      'user',
    ]);
    expect(sorted(sdk.literals(CHAT, 'ChatCompletionTool', 'type'))).toEqual(['custom', 'function']);
  });
});

describe('models follow the SDK', () => {
  it('GET /v1/models lists every id of ChatModel and ResponsesModel not past its shutdown date; each past it gets the real 404', async () => {
    const ids = sorted([
      ...sdk.aliasLiterals('shared.d.ts', 'ChatModel'),
      ...sdk.aliasLiterals('shared.d.ts', 'ResponsesModel'),
    ]);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !MOCK_MODELS.some((m) => m.id === id))).toEqual([]);
    // The day is set, so the test does not change with the calendar; the gone ones are those the SDK dates on or before it.
    const today = '2026-12-06';
    const dates = sdkShutdowns();
    const gone = ids.filter((id) => dates[id] !== undefined && dates[id]! <= today);
    expect(gone).toEqual(expect.arrayContaining(['o4-mini', 'gpt-4-turbo', 'gpt-3.5-turbo']));
    const api = createMockApi({ seed: 4, clock: () => Date.parse(`${today}T09:30:00Z`) });
    const listed = new Set(
      (
        (await api
          .fetch(new Request('http://mock.loopscope.local/v1/models', { headers: { authorization: 'Bearer sk-test' } }))
          .then((r) => r.json())) as { data: { id: string }[] }
      ).data.map((m) => m.id),
    );
    expect(ids.filter((id) => !gone.includes(id) && !listed.has(id))).toEqual([]);
    expect(gone.filter((id) => listed.has(id))).toEqual([]);
    const refusal = (id: string) => ({
      error: {
        message: `The model \`${id}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    });
    for (const id of gone) {
      const chat = await post(api, { model: id, messages: [{ role: 'user', content: 'Hi.' }] });
      expect([chat.status, chat.json()], id).toEqual([404, refusal(id)]);
      const responses = await post(api, { model: id, input: 'Hi.' }, { path: '/responses' });
      expect([responses.status, responses.json()], id).toEqual([404, refusal(id)]);
    }
    const one = await api.fetch(
      new Request('http://mock.loopscope.local/v1/models/o4-mini', { headers: { authorization: 'Bearer sk-test' } }),
    );
    expect([one.status, await one.json()]).toEqual([404, refusal('o4-mini')]);
    // The day before o4-mini's date it is still listed and answered.
    const before = createMockApi({ seed: 4, clock: () => Date.parse(`${dates['o4-mini']}T00:00:00Z`) - 1 });
    expect((await post(before, { model: 'o4-mini', input: 'Hi.' }, { path: '/responses' })).status).toBe(200);
  }, 120_000);

  it('each listed model carries shutdown_date (a date where the SDK announces one, else null), and gpt-5.6, named by OpenAI’s examples, is served', async () => {
    const { client } = sdkClient(createMockApi({ seed: 4 }));
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    expect(models.every((m) => m.shutdown_date === null || /^\d{4}-\d{2}-\d{2}$/.test(String(m.shutdown_date)))).toBe(
      true,
    );
    expect(models.find((m) => m.id === 'gpt-4o')?.shutdown_date).toMatch(/^\d{4}-/);
    expect(models.find((m) => m.id === 'gpt-6-astra')?.shutdown_date).toBeNull();
    for (const m of models.slice(0, 3)) assertMatchesSpec('Model', m);
    const answer = await client.responses.create({ model: 'gpt-5.6', input: 'Tell me a joke.' });
    expect(answer.status).toBe('completed');
  });
});
