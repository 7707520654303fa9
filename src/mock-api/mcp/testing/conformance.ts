// The mock MCP server's conformance suite, one body for every host and both revisions: Loopscope's connection wrapper
// (the SDK's v2 Client) pinned to 2026-07-28, pinned to the 2025-11-25 handshake, and left to negotiate.
import { ProtocolError, ProtocolErrorCode, SdkError, type CallToolResult } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectMcp,
  LEGACY_REVISION,
  MODERN_REVISION,
  type McpConnection,
  type McpFetch,
  type RevisionChoice,
} from '@loopscope/wire/mcp/connection';
import { CITIES_RESOURCE_URI, OUTLOOK_STEPS } from '../tools.ts';

/** Where the server under test answers, and the fetch that reaches it; `query` (e.g. `fault=drop-mid-call`) goes on the URL. */
export interface ServerUnderTest {
  url: (query?: string) => string;
  fetch: McpFetch;
}

const TOOL_NAMES = [
  'get_weather',
  'convert_temperature',
  'get_forecast',
  'get_air_quality',
  'get_weekly_outlook',
  'save_favorite_city',
  'generate_weather_report',
];
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

export function describeMockMcpServer(label: string, target: () => ServerUnderTest): void {
  for (const revision of ['modern', 'legacy'] as RevisionChoice[]) {
    describe(`the mock MCP server (${label}, ${revision === 'modern' ? MODERN_REVISION : LEGACY_REVISION})`, () => {
      const open: McpConnection[] = [];
      async function connect(
        query?: string,
        elicit?: Parameters<typeof connectMcp>[0]['elicit'],
      ): Promise<McpConnection> {
        const { url, fetch } = target();
        const connection = await connectMcp({
          url: url(query),
          fetch,
          timeoutMs: 5_000,
          revision,
          ...(elicit ? { elicit } : {}),
        });
        open.push(connection);
        return connection;
      }
      afterEach(async () => {
        await Promise.all(open.splice(0).map((c) => c.close()));
      });

      it('introduces itself, says its revision and lists its tools', async () => {
        const connection = await connect();
        expect(connection.revision).toBe(revision === 'modern' ? MODERN_REVISION : LEGACY_REVISION);
        expect(connection.client.getServerVersion()?.name).toBe('loopscope-mock-mcp');
        const tools = await connection.listTools();
        expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
        expect(tools[0]!.inputSchema).toMatchObject({
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
        });
        expect(tools.find((t) => t.name === 'get_forecast')?.outputSchema).toMatchObject({
          type: 'object',
          required: ['city', 'unit', 'days'],
        });
      });

      it('calls get_weather with the seed’s readings', async () => {
        const connection = await connect();
        const berlin = await connection.callTool('get_weather', { city: 'Berlin' });
        expect(berlin.isError).toBeFalsy();
        expect(JSON.parse(textOf(berlin))).toEqual({
          city: 'Berlin',
          temperature: 18,
          unit: '°C',
          condition: 'Partly cloudy',
          humidity: 65,
        });
        const tokyo = await connection.callTool('get_weather', { city: 'Tokyo', unit: 'fahrenheit' });
        expect(JSON.parse(textOf(tokyo))).toMatchObject({ temperature: 82.4, unit: '°F' });
      });

      it('returns structured content that matches the output schema', async () => {
        const connection = await connect();
        await connection.listTools();
        const result = await connection.callTool('get_forecast', { city: 'Paris' });
        expect(result.structuredContent).toMatchObject({
          city: 'Paris',
          unit: '°C',
          days: expect.arrayContaining([expect.objectContaining({ day: 'Mon' })]),
        });
        expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
      });

      it('reports a tool’s failure as an isError result, not a protocol error', async () => {
        const connection = await connect();
        const air = await connection.callTool('get_air_quality', { city: 'Oslo' });
        expect(air.isError).toBe(true);
        expect(textOf(air)).toBe('Air quality sensor for Oslo is offline. Try again later.');
        const bad = await connection.callTool('convert_temperature', {
          value: 1,
          from_unit: 'kelvin',
          to_unit: 'celsius',
        });
        expect(bad.isError).toBe(true);
        expect(textOf(bad)).toContain("units must be 'celsius' or 'fahrenheit'");
      });

      it('sends progress notifications before the slow tool’s result', async () => {
        const connection = await connect();
        let seen = 0;
        const result = await connection.callTool(
          'get_weekly_outlook',
          { city: 'Berlin' },
          { onprogress: () => void seen++ },
        );
        expect(seen).toBe(OUTLOOK_STEPS);
        expect(textOf(result)).toMatch(/^Weekly outlook for Berlin: Mon: /);
      });

      it('serves a resource and a prompt', async () => {
        const { client } = await connect();
        const { resources } = await client.listResources();
        expect(resources.map((r) => r.uri)).toEqual([CITIES_RESOURCE_URI]);
        const read = await client.readResource({ uri: CITIES_RESOURCE_URI });
        const cities = JSON.parse((read.contents[0] as { text: string }).text) as { city: string }[];
        expect(cities.map((c) => c.city)).toEqual(['Berlin', 'Tokyo', 'Paris']);
        const prompt = await client.getPrompt({ name: 'weather_question', arguments: { city: 'Oslo' } });
        expect(prompt.messages).toEqual([
          { role: 'user', content: { type: 'text', text: 'What is the weather in Oslo? Answer in one sentence.' } },
        ]);
      });

      it('runs the report tool to its result (a task on 2026-07-28, in the call on 2025-11-25)', async () => {
        const connection = await connect();
        const report = await connection.callTool('generate_weather_report', { city: 'Berlin' });
        expect(textOf(report)).toMatch(/^Weather report for Berlin: warmest on /);
      });

      if (revision === 'modern') {
        it('asks for the favourite city with a form and saves what the user answered', async () => {
          const asked: string[] = [];
          const connection = await connect(undefined, async (request) => {
            asked.push(request.message);
            expect(request.requestedSchema.required).toEqual(['city', 'unit']);
            return { action: 'accept', content: { city: 'Lisbon', unit: 'celsius' } };
          });
          const saved = await connection.callTool('save_favorite_city', {});
          expect(asked).toEqual(['Which city should I save as your favourite?']);
          expect(textOf(saved)).toBe('Saved Lisbon as your favourite city (temperatures in celsius).');
          const declined = await connect(undefined, async () => ({ action: 'decline' }));
          expect(textOf(await declined.callTool('save_favorite_city', {}))).toBe(
            'Nothing saved: you declined to name a city.',
          );
        });

        it('refuses a result with a wrong resultType under the wrong-result-type fault', async () => {
          const connection = await connect('fault=wrong-result-type');
          const error = await connection.callTool('get_weather', { city: 'Berlin' }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(SdkError);
          expect((error as Error).message).toContain("Unsupported result type 'completed'");
        });

        it('cannot serve a request whose _meta envelope is gone under the missing-meta fault', async () => {
          const { url, fetch } = target();
          // The probe lost its protocol version: the server takes it for no 2026 request, and the pinned client gives up.
          await expect(
            connectMcp({ url: url('fault=missing-meta'), fetch, timeoutMs: 5_000, revision: 'modern' }),
          ).rejects.toThrow(/2026-07-28/);
        });
      } else {
        it('says over the handshake revision that the favourite city needs 2026-07-28', async () => {
          const connection = await connect();
          const result = await connection.callTool('save_favorite_city', {});
          expect(result.isError).toBe(true);
          expect(textOf(result)).toContain('only do over the 2026-07-28 revision');
        });
      }

      it('fails tools/call with a JSON-RPC error under the tools-call-error fault', async () => {
        const connection = await connect('fault=tools-call-error');
        const error = await connection.callTool('get_weather', { city: 'Berlin' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ProtocolError);
        expect((error as ProtocolError).code).toBe(ProtocolErrorCode.InternalError);
        expect(await connection.listTools()).toHaveLength(TOOL_NAMES.length);
      });

      it('drops the connection mid-call under the drop-mid-call fault (the call never gets a result)', async () => {
        const { url, fetch } = target();
        const connection = await connectMcp({ url: url('fault=drop-mid-call'), fetch, timeoutMs: 300, revision });
        open.push(connection);
        await expect(connection.callTool('get_weather', { city: 'Berlin' })).rejects.toThrow();
      });

      it('keeps tools/list waiting under the slow-tools-list fault', async () => {
        const { url, fetch } = target();
        // Only tools/list is meant to time out: the connect gets the time a loaded machine needs.
        const connection = await connectMcp({
          url: url('fault=slow-tools-list:3000'),
          fetch,
          timeoutMs: 100,
          connectTimeoutMs: 10_000,
          revision,
        });
        open.push(connection);
        await expect(connection.listTools()).rejects.toThrow(/timed out/i);
      });

      it('refuses an unknown fault name', async () => {
        await expect(connect('fault=explode')).rejects.toThrow();
        const { url, fetch } = target();
        const response = await fetch(url('fault=explode'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain("Unknown MCP fault 'explode'");
      });
    });
  }

  describe(`the mock MCP server (${label}, negotiated)`, () => {
    it('uses 2026-07-28 when offered and falls back to the handshake under the unknown-revision fault', async () => {
      const { url, fetch } = target();
      const modern = await connectMcp({ url: url(), fetch, timeoutMs: 5_000 });
      expect(modern.revision).toBe(MODERN_REVISION);
      await modern.close();
      const fallback = await connectMcp({ url: url('fault=unknown-revision'), fetch, timeoutMs: 5_000 }).catch(
        (e: unknown) => e,
      );
      if (fallback instanceof Error) expect(fallback.message).toMatch(/2099-01-01|revision|version/i);
      else {
        expect((fallback as McpConnection).revision).toBe(LEGACY_REVISION);
        await (fallback as McpConnection).close();
      }
    });

    it('answers only 2026-07-28 on ?revision=2026-07-28: the handshake is refused', async () => {
      const { url, fetch } = target();
      const modern = await connectMcp({ url: url('revision=2026-07-28'), fetch, timeoutMs: 5_000 });
      expect(modern.revision).toBe(MODERN_REVISION);
      await modern.close();
      await expect(
        connectMcp({ url: url('revision=2026-07-28'), fetch, timeoutMs: 5_000, revision: 'legacy' }),
      ).rejects.toThrow();
    });
  });
}
