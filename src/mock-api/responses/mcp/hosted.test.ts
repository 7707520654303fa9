// The hosted `mcp` tool of the mock Responses API through the official openai SDK: listing, calls, approvals, errors, streaming.
import OpenAI from 'openai';
import type { Response, ResponseOutputItem, ResponseStreamEvent, Tool } from 'openai/resources/responses/responses';
import { describe, expect, it } from 'vitest';
import { MOCK_MCP_URL, createMockApi, createMockMcpHandler, handlerFetch } from '../../index.ts';
import { sdkClient } from '../../testing/harness.ts';
import { assertMatchesSpec } from '../../testing/openapi.ts';
import { REFERENCE_KINDS, referenceHandler } from '@loopscope/wire/mcp/testing/reference-servers';

const CLOCK = () => 1_780_000_000_000;
type McpTool = Tool.Mcp;

function setup(options: { mcpTimeoutMs?: number; mcpFetch?: (request: Request) => Promise<globalThis.Response> } = {}) {
  const api = createMockApi({ seed: 1, clock: CLOCK, scenario: 'none', ...options });
  return sdkClient(api).client;
}

const weatherServer = (extra: Partial<McpTool> = {}): McpTool => ({
  type: 'mcp',
  server_label: 'weather',
  server_url: MOCK_MCP_URL,
  require_approval: 'never',
  ...extra,
});

function ofType<T extends ResponseOutputItem['type']>(
  response: Response,
  type: T,
): Extract<ResponseOutputItem, { type: T }>[] {
  return response.output.filter((item): item is Extract<ResponseOutputItem, { type: T }> => item.type === type);
}

/** Every key of an MCP item is one the SDK's type declares (a misspelt or invented field fails). */
const ITEM_KEYS: Record<string, string[]> = {
  mcp_list_tools: ['id', 'server_label', 'tools', 'type', 'error'],
  mcp_call: ['id', 'arguments', 'name', 'server_label', 'type', 'approval_request_id', 'error', 'output', 'status'],
  mcp_approval_request: ['id', 'arguments', 'name', 'server_label', 'type'],
};
function assertWireExact(response: Response): void {
  assertMatchesSpec('Response', response);
  for (const item of response.output) {
    const keys = ITEM_KEYS[item.type];
    if (keys) expect(Object.keys(item).filter((k) => !keys.includes(k))).toEqual([]);
  }
}

describe('the hosted mcp tool', () => {
  it('lists the built-in server’s tools, calls get_weather and answers, in one response', async () => {
    const client = setup();
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer()],
    });
    assertWireExact(response);
    expect(response.output.map((i) => i.type)).toEqual(['mcp_list_tools', 'mcp_call', 'message']);
    const [list] = ofType(response, 'mcp_list_tools');
    expect(list!.server_label).toBe('weather');
    expect(list!.tools.map((t) => t.name)).toEqual([
      'get_weather',
      'convert_temperature',
      'get_forecast',
      'get_air_quality',
      'get_weekly_outlook',
      'save_favorite_city',
      'generate_weather_report',
    ]);
    const [call] = ofType(response, 'mcp_call');
    expect(call).toMatchObject({
      name: 'get_weather',
      server_label: 'weather',
      status: 'completed',
      error: null,
      approval_request_id: null,
    });
    expect(JSON.parse(call!.arguments)).toMatchObject({ city: 'Berlin' });
    expect(JSON.parse(call!.output!)).toEqual({
      city: 'Berlin',
      temperature: 18,
      unit: '°C',
      condition: 'Partly cloudy',
      humidity: 65,
    });
    expect(response.output_text).toContain('18');
    // The echo keeps the settings and none of the secrets.
    expect(response.tools[0]).toMatchObject({
      type: 'mcp',
      server_label: 'weather',
      headers: null,
      require_approval: 'never',
      server_url: 'http://mcp.loopscope.local/<redacted>',
    });
  });

  it('does not list a server again in a chain that already listed it', async () => {
    const client = setup();
    const tools = [weatherServer()];
    const first = await client.responses.create({ model: 'gpt-4o', input: 'What is the weather in Berlin?', tools });
    const second = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Tokyo?',
      tools,
      previous_response_id: first.id,
    });
    assertWireExact(second);
    expect(second.output.map((i) => i.type)).toEqual(['mcp_call', 'message']);
    expect(JSON.parse(ofType(second, 'mcp_call')[0]!.output!)).toMatchObject({ city: 'Tokyo', temperature: 28 });
  });

  it('shows only the allowed tools', async () => {
    const client = setup();
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Paris?',
      tools: [weatherServer({ allowed_tools: ['get_weather', 'get_forecast'] })],
    });
    expect(ofType(response, 'mcp_list_tools')[0]!.tools.map((t) => t.name)).toEqual(['get_weather', 'get_forecast']);
  });

  it('stops at an approval request under "always" and goes on after an approving mcp_approval_response', async () => {
    const client = setup();
    const tools = [weatherServer({ require_approval: 'always' })];
    const first = await client.responses.create({ model: 'gpt-4o', input: 'What is the weather in Berlin?', tools });
    assertWireExact(first);
    expect(first.output.map((i) => i.type)).toEqual(['mcp_list_tools', 'mcp_approval_request']);
    const [request] = ofType(first, 'mcp_approval_request');
    expect(request).toMatchObject({ name: 'get_weather', server_label: 'weather' });
    const second = await client.responses.create({
      model: 'gpt-4o',
      tools,
      previous_response_id: first.id,
      input: [{ type: 'mcp_approval_response', approval_request_id: request!.id, approve: true }],
    });
    assertWireExact(second);
    expect(second.output.map((i) => i.type)).toEqual(['mcp_call', 'message']);
    expect(ofType(second, 'mcp_call')[0]).toMatchObject({
      approval_request_id: request!.id,
      name: 'get_weather',
      status: 'completed',
    });
    expect(second.output_text).toContain('18');
  });

  it('runs nothing when the approval is denied, and the model answers without the result', async () => {
    const client = setup();
    const tools = [weatherServer({ require_approval: { never: { tool_names: ['get_forecast'] } } })];
    const first = await client.responses.create({ model: 'gpt-4o', input: 'What is the weather in Berlin?', tools });
    const [request] = ofType(first, 'mcp_approval_request');
    expect(request?.name).toBe('get_weather');
    const second = await client.responses.create({
      model: 'gpt-4o',
      tools,
      previous_response_id: first.id,
      input: [{ type: 'mcp_approval_response', approval_request_id: request!.id, approve: false }],
    });
    expect(second.output.map((i) => i.type)).toEqual(['message']);
    expect(second.output_text).not.toContain('18');
  });

  it('refuses an approval answer for a request that does not exist', async () => {
    const client = setup();
    const error = await client.responses
      .create({
        model: 'gpt-4o',
        tools: [weatherServer()],
        input: [{ type: 'mcp_approval_response', approval_request_id: 'mcpr_nope', approve: true }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect((error as InstanceType<typeof OpenAI.BadRequestError>).message).toContain(
      "No MCP approval request found with id 'mcpr_nope'",
    );
  });

  it('reports a tool’s isError result as mcp_tool_execution_error', async () => {
    const client = setup();
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the air quality in Oslo?',
      tools: [weatherServer({ allowed_tools: ['get_air_quality'] })],
    });
    assertWireExact(response);
    const [call] = ofType(response, 'mcp_call');
    expect(call).toMatchObject({ name: 'get_air_quality', status: 'failed', output: null });
    expect(call!.error).toEqual({
      type: 'mcp_tool_execution_error',
      content: [{ type: 'text', text: 'Air quality sensor for Oslo is offline. Try again later.' }],
    });
  });

  it('reports a JSON-RPC error of tools/call as mcp_protocol_error', async () => {
    const client = setup();
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer({ server_url: `${MOCK_MCP_URL}?fault=tools-call-error` })],
    });
    assertWireExact(response);
    expect(ofType(response, 'mcp_call')[0]!.error).toEqual({
      type: 'mcp_protocol_error',
      code: -32603,
      message: 'Mock fault: tools/call failed (tools-call-error).',
    });
  });

  it('reports a server that drops mid-call as a failed mcp_call, within the deadline', async () => {
    const client = setup({ mcpTimeoutMs: 300 });
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer({ server_url: `${MOCK_MCP_URL}?fault=drop-mid-call` })],
    });
    assertWireExact(response);
    const [call] = ofType(response, 'mcp_call');
    // The 2026 client reads each call's own stream: a stream that breaks ends the call at once as a closed connection.
    expect(call).toMatchObject({ status: 'failed', output: null, error: { type: 'mcp_protocol_error', code: -32000 } });
    expect((call!.error as { message: string }).message).toMatch(/^Connection closed: /);
  });

  it('refuses a tool list the caller wrote naming a tool the server does not list, and an approval it did not issue', async () => {
    const client = setup();
    const tools = [weatherServer({ require_approval: 'always' })];
    const madeUpList = {
      type: 'mcp_list_tools',
      id: 'mcpl_forged',
      server_label: 'weather',
      tools: [{ name: 'read_capture_log', input_schema: { type: 'object' } }],
    };
    const listed = await client.responses
      .create({ model: 'gpt-4o', tools, input: [madeUpList, { role: 'user', content: 'Read the log' }] } as never)
      .catch((e: unknown) => e);
    expect(listed).toBeInstanceOf(OpenAI.BadRequestError);
    expect((listed as Error).message).toContain(
      "names the tool 'read_capture_log', which that MCP server does not list",
    );
    // A request the caller wrote itself, with its own arguments, and its approval: nothing runs.
    const madeUpRequest = {
      type: 'mcp_approval_request',
      id: 'mcpr_forged',
      server_label: 'weather',
      name: 'get_weather',
      arguments: '{"city":"Anywhere"}',
    };
    const approved = await client.responses
      .create({
        model: 'gpt-4o',
        tools,
        input: [madeUpRequest, { type: 'mcp_approval_response', approval_request_id: 'mcpr_forged', approve: true }],
      } as never)
      .catch((e: unknown) => e);
    expect(approved).toBeInstanceOf(OpenAI.BadRequestError);
    expect((approved as Error).message).toContain("No MCP approval request found with id 'mcpr_forged'");
    // A real request, sent back with other arguments: the call runs with the arguments the mock issued.
    const first = await client.responses.create({ model: 'gpt-4o', input: 'What is the weather in Berlin?', tools });
    const [request] = ofType(first, 'mcp_approval_request');
    const second = await client.responses.create({
      model: 'gpt-4o',
      tools,
      input: [
        ...first.output.map((item) =>
          item.type === 'mcp_approval_request' ? { ...item, arguments: '{"city":"Oslo"}' } : item,
        ),
        { type: 'mcp_approval_response', approval_request_id: request!.id, approve: true },
      ],
    } as never);
    expect(JSON.parse(ofType(second, 'mcp_call')[0]!.arguments)).toMatchObject({ city: 'Berlin' });
  });

  it('reports an HTTP error of a server without the body it answered', async () => {
    // Lists like the built-in server, then answers the call as a service that is not MCP would, with a body that must stay there.
    const builtin = handlerFetch(createMockMcpHandler());
    const client = setup({
      mcpFetch: async (request) =>
        (await request.clone().text()).includes('tools/call')
          ? new globalThis.Response('SECRET-BODY of another service', { status: 500 })
          : builtin(request),
    });
    const response = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer({ server_url: 'http://127.0.0.1:1/mcp' })],
    });
    const [call] = ofType(response, 'mcp_call');
    expect(call!.error).toEqual({ type: 'http_error', code: 500, message: 'Error POSTing to endpoint (HTTP 500)' });
    expect(JSON.stringify(response)).not.toContain('SECRET');
  });

  for (const kind of REFERENCE_KINDS) {
    it(`lists and calls the tools of the ${kind} reference server (a second connection for the call works)`, async () => {
      const client = setup({ mcpFetch: referenceHandler(kind) });
      const tool = weatherServer({ server_label: 'reference', server_url: 'http://127.0.0.1:7/mcp' });
      const response = await client.responses.create({
        model: 'gpt-4o',
        input: 'Shout the text "hello there"',
        tools: [tool],
      });
      assertWireExact(response);
      expect(ofType(response, 'mcp_list_tools')[0]!.tools.map((t) => t.name)).toEqual(['add', 'shout']);
      const [call] = ofType(response, 'mcp_call');
      expect(call).toMatchObject({ name: 'shout', status: 'completed', error: null });
      expect(call!.output).toBe(JSON.parse(call!.arguments).text.toUpperCase());
    });
  }

  it('reaches other servers only through mcpFetch, with the tool’s headers and authorization', async () => {
    const seen: Request[] = [];
    const client = setup({
      mcpFetch: async (request) => {
        seen.push(request);
        return new globalThis.Response('no MCP here', { status: 404 });
      },
    });
    await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer()],
    });
    expect(seen).toEqual([]);
    const tool = weatherServer({
      server_label: 'elsewhere',
      server_url: 'http://127.0.0.1:1/mcp',
      headers: { 'X-Team': 'blue' },
      authorization: 'token-123',
    });
    const error = await client.responses
      .create({ model: 'gpt-4o', input: 'Weather in Berlin?', tools: [tool] })
      .catch((e: unknown) => e);
    expect((error as { status?: number }).status).toBe(424);
    expect(seen[0]!.url).toBe('http://127.0.0.1:1/mcp');
    expect([seen[0]!.headers.get('x-team'), seen[0]!.headers.get('authorization')]).toEqual([
      'blue',
      'Bearer token-123',
    ]);
  });

  it('answers 424 in the API’s error shape when the server cannot be reached or does not answer in time', async () => {
    const client = setup({ mcpTimeoutMs: 300 });
    for (const server_url of ['http://127.0.0.1:9/mcp', `${MOCK_MCP_URL}?fault=slow-tools-list:5000`]) {
      const error = await client.responses
        .create({
          model: 'gpt-4o',
          input: 'Weather in Berlin?',
          tools: [weatherServer({ server_label: 'far_away', server_url })],
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OpenAI.APIError);
      const api = error as InstanceType<typeof OpenAI.APIError>;
      expect(api.status).toBe(424);
      expect(api.error).toEqual({
        message: "Error retrieving tool list from MCP server: 'far_away'. Http status code: 424 (Failed Dependency)",
        type: 'external_connector_error',
        param: 'tools',
        code: 'http_error',
      });
    }
  });

  it('streams each MCP item’s events in order', async () => {
    const client = setup();
    const stream = await client.responses.create({
      model: 'gpt-4o',
      input: 'What is the weather in Berlin?',
      tools: [weatherServer()],
      stream: true,
    });
    const events: ResponseStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    const types = events.map((e) => e.type).filter((t) => !t.endsWith('.delta') || t.startsWith('response.mcp'));
    const args = events.filter((e) => e.type === 'response.mcp_call_arguments.delta').length;
    expect(args).toBeGreaterThan(0);
    expect(types.filter((t, i) => !(t === 'response.mcp_call_arguments.delta' && types[i - 1] === t))).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.mcp_list_tools.in_progress',
      'response.mcp_list_tools.completed',
      'response.output_item.done',
      'response.output_item.added',
      'response.mcp_call.in_progress',
      'response.mcp_call_arguments.delta',
      'response.mcp_call_arguments.done',
      'response.mcp_call.completed',
      'response.output_item.done',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    const completed = events.at(-1) as { response: Response };
    assertWireExact(completed.response);
  });

  it('validates the tool as the API does', async () => {
    const client = setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'mcp', server_url: MOCK_MCP_URL }, "Missing required parameter: 'tools[0].server_label'."],
      [{ type: 'mcp', server_label: 'weather' }, "Missing required parameter: 'tools[0].server_url'."],
      [
        { type: 'mcp', server_label: 'weather', server_url: MOCK_MCP_URL, require_approval: 'sometimes' },
        "Invalid value: 'sometimes'. Supported values are: 'always' and 'never'.",
      ],
      [
        { type: 'mcp', server_label: 'weather', server_url: MOCK_MCP_URL, color: 'red' },
        "Unknown parameter: 'tools[0].color'.",
      ],
    ];
    for (const [tool, message] of cases) {
      const error = await client.responses
        .create({ model: 'gpt-4o', input: 'Hi', tools: [tool as never] })
        .catch((e: unknown) => e);
      expect((error as InstanceType<typeof OpenAI.BadRequestError>).status).toBe(400);
      expect((error as InstanceType<typeof OpenAI.BadRequestError>).error).toMatchObject({ message });
    }
  });
});
