// Test payloads for the doctor: for every rule, a loop that triggers it (and where) and a near-identical one that does not.
import type { WireCall } from '../types';
import { MCP_CASES } from './mcp-cases';
import { TOOL_SEARCH_CASES } from './tool-search-cases';
import { LOOP_CASES } from './loop-cases';
import { WORKSPACE_CASES } from './workspace-cases';

export interface RuleCase {
  /** Loop whose last request breaks the rule. */
  bad: WireCall[];
  /** Where in the last request the finding points. */
  at: string;
  /** The same loop done right. */
  good: WireCall[];
}

const chat = (request: unknown): WireCall => ({ style: 'chat', request, response: null });
const responses = (request: unknown, response: unknown = null): WireCall => ({ style: 'responses', request, response });
const assistants = (method: string, path: string, request: unknown, response: unknown = null): WireCall => ({
  style: 'assistants',
  method,
  path,
  request,
  response,
});

const weatherTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    },
    strict: true,
  },
};
const flatWeatherTool = { type: 'function', ...weatherTool.function };
const call = (id: string) => ({
  id,
  type: 'function',
  function: { name: 'get_weather', arguments: '{"city":"Berlin"}' },
});
const asks = (...ids: string[]) => ({ role: 'assistant', content: null, tool_calls: ids.map(call) });
const answer = (id: string, content: unknown = '{"temperature":18}') => ({ role: 'tool', tool_call_id: id, content });
const user = { role: 'user', content: 'Weather in Berlin?' };
const system = { role: 'system', content: 'You are a helpful weather assistant.' };
const chatBody = (messages: unknown[], extra: object = {}) => ({
  model: 'gpt-4o',
  messages,
  tools: [weatherTool],
  ...extra,
});

const fnCall = (callId: string) => ({
  type: 'function_call',
  id: `fc_${callId}`,
  call_id: callId,
  name: 'get_weather',
  arguments: '{"city":"Berlin"}',
});
const fnOutput = (callId: string, output: unknown = '{"temperature":18}') => ({
  type: 'function_call_output',
  call_id: callId,
  output,
});
const reasoning = { type: 'reasoning', id: 'rs_1', summary: [] };
const customCall = {
  type: 'custom_tool_call',
  id: 'ctc_1',
  call_id: 'call_c1',
  name: 'order_lookup',
  input: 'KX-2048',
};
const program = {
  type: 'program',
  id: 'prog_1',
  call_id: 'call_p1',
  code: 'return await tools.get_weather({"city":"Berlin"});',
  fingerprint: 'gAAAAAx',
};
const programCall = { ...fnCall('call_1'), caller: { type: 'program', caller_id: 'call_p1' } };
const responsesBody = (input: unknown[], extra: object = {}) => ({
  model: 'o4-mini',
  input,
  tools: [flatWeatherTool],
  ...extra,
});
const firstResponse = { id: 'resp_1', object: 'response', output: [reasoning, fnCall('call_1')] };
const image = {
  type: 'image_url',
  image_url: {
    url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  },
};
const withImage = { role: 'user', content: [{ type: 'text', text: 'What is in this picture?' }, image] };
const bigText = 'x'.repeat(4 * 120_000);

/** An Assistants run as the API returns it: waiting for the outputs of two weather calls. */
const waitingRun = {
  id: 'run_1',
  object: 'thread.run',
  thread_id: 'thread_1',
  assistant_id: 'asst_1',
  status: 'requires_action',
  required_action: {
    type: 'submit_tool_outputs',
    submit_tool_outputs: { tool_calls: [call('call_1'), call('call_2')] },
  },
};
const startRun = assistants(
  'POST',
  '/threads/thread_1/runs',
  { assistant_id: 'asst_1' },
  { ...waitingRun, status: 'queued', required_action: null },
);
const pollRun = assistants('GET', '/threads/thread_1/runs/run_1', null, waitingRun);
const submit = (outputs: unknown[]) =>
  assistants(
    'POST',
    '/threads/thread_1/runs/run_1/submit_tool_outputs',
    { tool_outputs: outputs },
    { ...waitingRun, status: 'queued', required_action: null },
  );
const output = (id: string, value: unknown = '{"temperature":18}') => ({ tool_call_id: id, output: value });
const timeCall = (id: string) => ({
  id,
  type: 'function',
  function: { name: 'get_time', arguments: '{"city":"Berlin"}' },
});
/** The waiting run with the tools it was offered, as the API reports them on every run object. */
const offeredRun = (calls: unknown[]) => ({
  ...waitingRun,
  tools: [weatherTool],
  required_action: { type: 'submit_tool_outputs', submit_tool_outputs: { tool_calls: calls } },
});

export const RULE_CASES: Record<string, RuleCase> = {
  'tool-result-without-assistant': {
    bad: [chat(chatBody([system, user, answer('call_1')]))],
    at: 'messages[2].role',
    good: [chat(chatBody([system, user, asks('call_1'), answer('call_1')]))],
  },
  'unknown-tool-call-id': {
    bad: [chat(chatBody([user, asks('call_1'), answer('call_2')]))],
    at: 'messages[2].tool_call_id',
    good: [chat(chatBody([user, asks('call_1'), answer('call_1')]))],
  },
  'tool-result-missing-id': {
    bad: [chat(chatBody([user, asks('call_1'), { role: 'tool', content: 'sunny' }]))],
    at: 'messages[2].tool_call_id',
    good: [chat(chatBody([user, asks('call_1'), answer('call_1', 'sunny')]))],
  },
  'deprecated-function-role': {
    bad: [chat(chatBody([user, asks('call_1'), { role: 'function', name: 'get_weather', content: 'sunny' }]))],
    at: 'messages[2].role',
    good: [chat(chatBody([user, asks('call_1'), answer('call_1', 'sunny')]))],
  },
  'missing-tool-results': {
    bad: [chat(chatBody([user, asks('call_1', 'call_2'), answer('call_1')]))],
    at: 'messages[1].tool_calls',
    good: [chat(chatBody([user, asks('call_1', 'call_2'), answer('call_1'), answer('call_2')]))],
  },
  'tool-result-not-string': {
    bad: [chat(chatBody([user, asks('call_1'), answer('call_1', { temperature: 18 })]))],
    at: 'messages[2].content',
    good: [chat(chatBody([user, asks('call_1'), answer('call_1', [{ type: 'text', text: '18' }])]))],
  },
  'arguments-not-string': {
    bad: [
      chat(
        chatBody([
          user,
          {
            ...asks('call_1'),
            tool_calls: [{ ...call('call_1'), function: { name: 'get_weather', arguments: { city: 'Berlin' } } }],
          },
          answer('call_1'),
        ]),
      ),
    ],
    at: 'messages[1].tool_calls[0].function.arguments',
    good: [chat(chatBody([user, asks('call_1'), answer('call_1')]))],
  },
  'arguments-malformed-json': {
    bad: [
      chat(chatBody([user])),
      chat(
        chatBody([
          user,
          {
            ...asks('call_1'),
            tool_calls: [{ ...call('call_1'), function: { name: 'get_weather', arguments: '{"city": "Berlin"' } }],
          },
          answer('call_1'),
        ]),
      ),
    ],
    at: 'messages[1].tool_calls[0].function.arguments',
    good: [chat(chatBody([user])), chat(chatBody([user, asks('call_1'), answer('call_1')]))],
  },
  'arguments-against-schema': {
    bad: [
      chat(chatBody([user])),
      chat(
        chatBody([
          user,
          {
            ...asks('call_1'),
            tool_calls: [{ ...call('call_1'), function: { name: 'get_weather', arguments: '{"ctiy":"Berlin"}' } }],
          },
          answer('call_1'),
        ]),
      ),
    ],
    at: 'messages[1].tool_calls[0].function.arguments',
    good: [chat(chatBody([user])), chat(chatBody([user, asks('call_1'), answer('call_1')]))],
  },
  'unknown-call-id': {
    bad: [responses(responsesBody([{ role: 'user', content: 'Weather?' }, fnCall('call_1'), fnOutput('fc_call_1')]))],
    at: 'input[2].call_id',
    good: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([fnOutput('call_1')], { previous_response_id: 'resp_1' })),
    ],
  },
  'missing-call-outputs': {
    bad: [responses(responsesBody([{ role: 'user', content: 'Weather?' }, fnCall('call_1')]))],
    at: 'input[1]',
    good: [responses(responsesBody([{ role: 'user', content: 'Weather?' }, fnCall('call_1'), fnOutput('call_1')]))],
  },
  'call-output-not-string': {
    bad: [responses(responsesBody([fnCall('call_1'), fnOutput('call_1', { temperature: 18 })]))],
    at: 'input[1].output',
    good: [responses(responsesBody([fnCall('call_1'), fnOutput('call_1', [{ type: 'input_text', text: '18' }])]))],
  },
  'custom-output-as-function': {
    bad: [responses(responsesBody([user, customCall, fnOutput('call_c1', 'packed')]))],
    at: 'input[2].type',
    good: [
      responses(
        responsesBody([user, customCall, { type: 'custom_tool_call_output', call_id: 'call_c1', output: 'packed' }]),
      ),
    ],
  },
  'program-call-without-caller': {
    bad: [responses(responsesBody([user, program, programCall, fnOutput('call_1')]))],
    at: 'input[3]',
    good: [
      responses(responsesBody([user, program, programCall, { ...fnOutput('call_1'), caller: programCall.caller }])),
    ],
  },
  'tool-role-item': {
    bad: [
      responses(
        responsesBody([
          { role: 'user', content: 'Weather?' },
          fnCall('call_1'),
          { role: 'tool', tool_call_id: 'call_1', content: '{"temperature":18}' },
        ]),
      ),
    ],
    at: 'input[2].role',
    good: [responses(responsesBody([{ role: 'user', content: 'Weather?' }, fnCall('call_1'), fnOutput('call_1')]))],
  },
  'input-text-in-assistant': {
    bad: [
      responses(
        responsesBody([
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: [{ type: 'input_text', text: 'Hello! How can I help?' }] },
          { role: 'user', content: 'Weather?' },
        ]),
      ),
    ],
    at: 'input[1].content[0].type',
    good: [
      responses(
        responsesBody([
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: [{ type: 'output_text', text: 'Hello! How can I help?' }] },
          { role: 'user', content: 'Weather?' },
        ]),
      ),
    ],
  },
  'empty-call-id': {
    bad: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([fnOutput('')], { previous_response_id: 'resp_1' })),
    ],
    at: 'input[0].call_id',
    good: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([fnOutput('call_1')], { previous_response_id: 'resp_1' })),
    ],
  },
  'assistants-v1-payload': {
    bad: [
      assistants('POST', '/assistants', {
        instructions: 'Answer from the files.',
        tools: [{ type: 'retrieval' }],
        model: 'gpt-4o',
      }),
    ],
    at: 'tools[0].type',
    good: [
      assistants('POST', '/assistants', {
        instructions: 'Answer from the files.',
        tools: [{ type: 'file_search' }],
        model: 'gpt-4o',
      }),
    ],
  },
  'tool-outputs-mismatch': {
    bad: [startRun, pollRun, submit([output('call_1'), output('call_9')])],
    at: 'tool_outputs[1].tool_call_id',
    good: [startRun, pollRun, submit([output('call_1'), output('call_2')])],
  },
  'tool-output-not-string': {
    bad: [startRun, pollRun, submit([output('call_1'), output('call_2', { temperature: 28 })])],
    at: 'tool_outputs[1].output',
    good: [startRun, pollRun, submit([output('call_1'), output('call_2', '{"temperature":28}')])],
  },
  'call-of-tool-not-offered': {
    // The run reports the weather tool only, yet asks for get_time; the app answered it anyway.
    bad: [
      startRun,
      assistants('GET', '/threads/thread_1/runs/run_1', null, offeredRun([call('call_1'), timeCall('call_2')])),
      submit([output('call_1'), output('call_2', '{"time":"12:00"}')]),
    ],
    at: 'tool_outputs[1].tool_call_id',
    good: [
      startRun,
      assistants('GET', '/threads/thread_1/runs/run_1', null, offeredRun([call('call_1'), call('call_2')])),
      submit([output('call_1'), output('call_2')]),
    ],
  },
  'message-while-run-active': {
    bad: [
      startRun,
      pollRun,
      assistants('POST', '/threads/thread_1/messages', { role: 'user', content: 'And in Paris?' }),
    ],
    at: 'content',
    good: [
      startRun,
      pollRun,
      submit([output('call_1'), output('call_2')]),
      assistants('GET', '/threads/thread_1/runs/run_1', null, {
        ...waitingRun,
        status: 'completed',
        required_action: null,
      }),
      assistants('POST', '/threads/thread_1/messages', { role: 'user', content: 'And in Paris?' }),
    ],
  },
  'reasoning-items-dropped': {
    bad: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([{ role: 'user', content: 'Weather?' }, fnCall('call_1'), fnOutput('call_1')])),
    ],
    at: 'input[1]',
    good: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(
        responsesBody([{ role: 'user', content: 'Weather?' }, reasoning, fnCall('call_1'), fnOutput('call_1')]),
      ),
    ],
  },
  'store-false-references': {
    bad: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([fnOutput('call_1')], { store: false, previous_response_id: 'resp_1' })),
    ],
    at: 'previous_response_id',
    good: [
      responses(responsesBody([{ role: 'user', content: 'Weather?' }]), firstResponse),
      responses(responsesBody([fnOutput('call_1')], { previous_response_id: 'resp_1' })),
    ],
  },
  'chat-tools-on-responses': {
    bad: [responses({ model: 'gpt-4o', input: 'Weather?', tools: [weatherTool] })],
    at: 'tools[0]',
    good: [responses({ model: 'gpt-4o', input: 'Weather?', tools: [flatWeatherTool] })],
  },
  'strict-schema-violation': {
    bad: [
      chat({
        model: 'gpt-4o',
        messages: [user],
        tools: [
          {
            type: 'function',
            function: {
              ...weatherTool.function,
              parameters: {
                type: 'object',
                properties: { city: { type: 'string' }, unit: { type: 'string' } },
                required: ['city'],
                additionalProperties: false,
              },
            },
          },
        ],
      }),
    ],
    at: 'tools[0].function.parameters',
    good: [
      chat({
        model: 'gpt-4o',
        messages: [user],
        tools: [
          {
            type: 'function',
            function: {
              ...weatherTool.function,
              parameters: {
                type: 'object',
                properties: { city: { type: 'string' }, unit: { type: ['string', 'null'] } },
                required: ['city', 'unit'],
                additionalProperties: false,
              },
            },
          },
        ],
      }),
    ],
  },
  'tool-offered-undefined': {
    bad: [chat(chatBody([user], { tool_choice: { type: 'function', function: { name: 'get_forecast' } } }))],
    at: 'tool_choice.function.name',
    good: [chat(chatBody([user], { tool_choice: { type: 'function', function: { name: 'get_weather' } } }))],
  },
  'tool-never-offered': {
    bad: [chat(chatBody([user], { tool_choice: 'none' }))],
    at: 'tool_choice',
    good: [chat(chatBody([user], { tool_choice: 'auto' }))],
  },
  'duplicate-system-prompt': {
    bad: [chat(chatBody([system, user, asks('call_1'), answer('call_1'), system]))],
    at: 'messages[4]',
    good: [
      chat(
        chatBody([
          system,
          user,
          asks('call_1'),
          answer('call_1'),
          { role: 'system', content: 'Answer in one sentence.' },
        ]),
      ),
    ],
  },
  'context-nearly-full': {
    bad: [chat(chatBody([user])), chat(chatBody([user, asks('call_1'), answer('call_1', bigText)]))],
    at: 'messages',
    good: [
      chat(chatBody([user])),
      chat(chatBody([user, asks('call_1'), answer('call_1', bigText)], { model: 'gpt-4.1' })),
    ],
  },
  'media-resent': {
    bad: [
      chat(chatBody([withImage])),
      chat(
        chatBody([withImage, { role: 'assistant', content: 'A cat.' }, { role: 'user', content: 'And its colour?' }]),
      ),
    ],
    at: 'messages[0].content[1]',
    good: [
      chat(chatBody([withImage])),
      chat(
        chatBody([
          { role: 'user', content: 'What is in this picture?' },
          { role: 'assistant', content: 'A cat.' },
          { role: 'user', content: 'And its colour?' },
        ]),
      ),
    ],
  },
  ...TOOL_SEARCH_CASES,
  ...MCP_CASES,
  ...LOOP_CASES,
  ...WORKSPACE_CASES,
};
