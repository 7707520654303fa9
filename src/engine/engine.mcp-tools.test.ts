// MCP servers as the loop's tools: the built-in server (in process) lists its tools into the request, each model tool call
// runs as tools/call through the SDK client, and every JSON-RPC message is recorded as an exchange of the `mcp` wire.
import { describe, expect, it } from 'vitest';
import { createMockMcpHandler, handlerFetch, MOCK_MCP_URL } from '@loopscope/mock-api/mcp/index';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { jsonRpcMessages, mcpCallResult, mcpMethods } from '@loopscope/wire/mcp/exchange';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { McpHub } from './mcp/mcp-hub';
import { activeBranch, createHarness } from './testing/harness';
import type { ApiStyle, Exchange, McpServerSpec } from './types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BUILTIN: McpServerSpec = {
  id: 'mcp-1',
  label: 'weather',
  url: MOCK_MCP_URL,
  transport: 'streamable-http',
  headers: {},
  builtin: true,
};

function harness(apiStyle: ApiStyle = 'chat', seen: Request[] = []) {
  const base = scenarioConfig('seed-001-weather');
  const handler = createMockMcpHandler();
  const mcpFetch = () =>
    handlerFetch(async (request: Request) => {
      seen.push(request.clone());
      return handler(request);
    });
  return createHarness({ config: { ...base, apiStyle, tools: [] }, mcpFetch });
}

/** What the configuration does with a listing: the server and its tools join the session's. */
async function addServer(engine: ReturnType<typeof createHarness>['engine'], server: McpServerSpec) {
  const { config } = engine.getState();
  const listed = await engine.listMcpTools(
    server,
    config.tools.map((t) => t.name),
  );
  if (listed.ok)
    engine.configure({
      ...config,
      mcpServers: [...(config.mcpServers ?? []), server],
      tools: [...config.tools, ...listed.tools],
    });
  return listed;
}

const mcpExchanges = (exchanges: Exchange[]) => exchanges.filter((e) => e.wire === 'mcp');
const method = (e: Exchange) => e.mcp!.methods.join(',') || e.method;

describe('MCP servers as the loop tools', () => {
  it('lists the server tools into the configuration, recording the 2026-07-28 probe and tools/list (no handshake)', async () => {
    const { engine } = harness();
    const added = await addServer(engine, BUILTIN);
    expect(added.ok && added.tools.map((t) => t.name)).toEqual([
      'get_weather',
      'convert_temperature',
      'get_forecast',
      'get_air_quality',
      'get_weekly_outlook',
      'save_favorite_city',
      'generate_weather_report',
    ]);
    const { config } = engine.getState();
    const weather = config.tools.find((t) => t.name === 'get_weather')!;
    expect(weather.mcp).toEqual({ server: 'mcp-1', tool: 'get_weather' });
    expect((weather.parameters as Json).properties.city.type).toBe('string');
    expect(weather.description).not.toBe('');
    const listing = mcpExchanges(activeBranch(engine).exchanges);
    expect(listing.filter((e) => e.method === 'POST').map(method)).toEqual(['server/discover', 'tools/list']);
    expect(listing.at(-1)!.mcp!.revision).toBe('2026-07-28');
    expect(
      listing.every((e) => e.step === 0 && e.mcp?.serverLabel === 'weather' && e.mcp.toolCallId === undefined),
    ).toBe(true);
    // The timeline still previews the configuration: a listing is not a request of the loop.
    engine.configure({ ...config, userMessage: 'How warm is Paris?' });
    expect(activeBranch(engine).exchanges).toHaveLength(listing.length);
  });

  it('speaks the revision the configuration pins for a server: the 2025-11-25 handshake, or 2026-07-28 with no fallback', async () => {
    const { engine } = harness();
    await addServer(engine, { ...BUILTIN, revision: 'legacy' });
    const legacy = mcpExchanges(activeBranch(engine).exchanges).filter((e) => e.method === 'POST');
    expect(legacy.map(method)).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
    expect(legacy.at(-1)!.mcp!.revision).toBe('2025-11-25');

    const modern = harness().engine;
    // A server that speaks only 2025-11-25 refuses the pinned 2026-07-28 request; the client does not fall back.
    const pinned = await addServer(modern, {
      ...BUILTIN,
      url: `${MOCK_MCP_URL}?fault=unknown-revision`,
      revision: 'modern',
    });
    expect(pinned.ok).toBe(false);
    expect(mcpExchanges(activeBranch(modern).exchanges).map(method)).not.toContain('initialize');
  });

  for (const style of ['chat', 'responses'] as const) {
    it(`answers the weather question with tools/call, nested under each ${style} tool call`, async () => {
      const { engine } = harness(style);
      await addServer(engine, BUILTIN);
      await engine.run();
      const branch = activeBranch(engine);
      expect(branch.status).toBe('done');
      const model = branch.exchanges.filter((e) => e.wire !== 'mcp');
      const first = JSON.parse(model[0]!.requestBody!) as Json;
      const names = (first.tools as Json[]).map((t) => t.function?.name ?? t.name);
      expect(names).toEqual(expect.arrayContaining(['get_weather', 'convert_temperature', 'get_forecast']));
      const toolResults = branch.messages.filter((m) => m.kind === 'tool-result');
      expect(toolResults.length).toBeGreaterThan(0);
      for (const result of toolResults) {
        const callId = result.toolRun!.callId;
        const calls = mcpExchanges(branch.exchanges).filter(
          (e) => e.mcp?.toolCallId === callId && mcpMethods(e).includes('tools/call'),
        );
        expect(calls).toHaveLength(1);
        const sent = jsonRpcMessages(calls[0]!.requestBody)[0] as Json;
        expect(sent.params.name).toBe(result.toolRun!.name);
        const answer = mcpCallResult(calls[0]!)!;
        const text = answer.content.map((part) => (part as { text: string }).text).join('\n');
        expect(result.toolRun!.output).toBe(text);
        expect(result.toolRun!.mcpServer).toBe('weather');
        expect(calls[0]!.step).toBe(1);
      }
      expect(model.at(-1)!.requestBody).toContain('18');
    });
  }

  it('says so in the tool output when the server result is an error, and records the call under its tool call', async () => {
    const recorded: Exchange[] = [];
    let n = 0;
    const hub = new McpHub({
      fetchFor: () => handlerFetch(createMockMcpHandler()),
      clock: () => 0,
      open: () => ({ id: `ex_${++n}`, step: 3 }),
      record: (e) => recorded.push(e),
    });
    const run = await hub.callTool(BUILTIN, 'get_air_quality', 'call_9', '{"city":"Berlin"}');
    expect(run.ok).toBe(false);
    expect(JSON.parse(run.output)).toMatchObject({ error: { type: 'mcp_tool_error' } });
    expect(run.output).toContain('offline');
    const call = recorded.filter((e) => mcpMethods(e).includes('tools/call')).at(-1)!;
    expect(call.mcp).toEqual({
      serverId: 'mcp-1',
      serverLabel: 'weather',
      methods: ['tools/call'],
      toolCallId: 'call_9',
      revision: '2026-07-28',
    });
    expect(mcpCallResult(call)!.isError).toBe(true);
    const broken = await hub.callTool(BUILTIN, 'get_weather', 'call_10', '{"city":');
    expect(JSON.parse(broken.output)).toMatchObject({ error: { type: 'mcp_protocol_error' } });
  });

  it('sends the configured headers and masks them in the record', async () => {
    const seen: Request[] = [];
    const { engine } = harness('chat', seen);
    const token = 'Bearer mcp-token-SECRET-0123456789';
    await addServer(engine, {
      ...BUILTIN,
      headers: { Authorization: token, 'X-Team-Key': 'team-SECRET-abcdefghijklmnop' },
    });
    expect(seen[0]!.headers.get('authorization')).toBe(token);
    const recorded = JSON.stringify(activeBranch(engine).exchanges);
    expect(recorded).not.toContain('SECRET');
    expect(mcpExchanges(activeBranch(engine).exchanges)[0]!.requestHeaders['x-team-key']).toContain('…');
  });

  it('fails to add a server that cannot be reached, in words, and adds no tools', async () => {
    const { engine } = createHarness({
      config: { ...scenarioConfig('seed-001-weather'), tools: [] },
      mcpFetch: () => () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const added = await addServer(engine, { ...BUILTIN, url: 'http://127.0.0.1:9/mcp' });
    expect(added.ok).toBe(false);
    expect(engine.getState().config.tools).toEqual([]);
    expect(engine.getState().config.mcpServers ?? []).toEqual([]);
  });

  it('gives the doctor what the MCP exchanges said: a server schema sent strict is found, the loop as built is clean', async () => {
    const { engine } = harness('responses');
    await addServer(engine, BUILTIN);
    const { config } = engine.getState();
    engine.configure({
      ...config,
      tools: config.tools.map((t) => (t.name === 'get_weather' ? { ...t, strict: true } : t)),
    });
    await engine.run();
    const findings = diagnoseLoop(activeBranch(engine).exchanges.map(wireCallOf)).map((f) => f.rule);
    expect(findings).toContain('mcp-schema-not-strict');

    const clean = harness('chat');
    await addServer(clean.engine, BUILTIN);
    await clean.engine.run();
    expect(
      diagnoseLoop(activeBranch(clean.engine).exchanges.map(wireCallOf)).filter((f) => f.rule.startsWith('mcp-')),
    ).toEqual([]);
  });
});
