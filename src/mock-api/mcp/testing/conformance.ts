// The mock MCP server's conformance suite, one body for every host: the official SDK Client over whatever transport a test gives it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ClientOptions } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CITIES_RESOURCE_URI, OUTLOOK_STEPS } from '../tools.ts';

/** Makes a transport to the server under test; `query` (e.g. `fault=drop-mid-call`) goes on its URL. */
export type TransportFactory = (query?: string) => Transport;

type TextResult = { content: { type: string; text?: string }[]; isError?: boolean; structuredContent?: unknown };

/** `clientOptions`: what the host's own client needs (the page's: an eval-free schema validator). */
export function describeMockMcpServer(label: string, transport: TransportFactory, clientOptions: ClientOptions = {}): void {
  describe(`the mock MCP server (${label})`, () => {
    const clients: Client[] = [];
    async function connect(query?: string): Promise<Client> {
      const client = new Client({ name: 'loopscope-test', version: '1.0.0' }, clientOptions);
      clients.push(client);
      await client.connect(transport(query));
      return client;
    }
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((c) => c.close()));
    });

    it('introduces itself and lists its tools', async () => {
      const client = await connect();
      expect(client.getServerVersion()?.name).toBe('loopscope-mock-mcp');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature', 'get_forecast', 'get_air_quality', 'get_weekly_outlook']);
      const weather = tools[0]!;
      expect(weather.inputSchema).toMatchObject({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] });
      expect(tools.find((t) => t.name === 'get_forecast')?.outputSchema).toMatchObject({ type: 'object', required: ['city', 'unit', 'days'] });
    });

    it('calls get_weather with the seed’s readings', async () => {
      const client = await connect();
      const berlin = (await client.callTool({ name: 'get_weather', arguments: { city: 'Berlin' } })) as TextResult;
      expect(berlin.isError).toBeFalsy();
      expect(JSON.parse(berlin.content[0]!.text!)).toEqual({ city: 'Berlin', temperature: 18, unit: '°C', condition: 'Partly cloudy', humidity: 65 });
      const tokyo = (await client.callTool({ name: 'get_weather', arguments: { city: 'Tokyo', unit: 'fahrenheit' } })) as TextResult;
      expect(JSON.parse(tokyo.content[0]!.text!)).toMatchObject({ temperature: 82.4, unit: '°F' });
      const converted = (await client.callTool({ name: 'convert_temperature', arguments: { value: 18, from_unit: 'celsius', to_unit: 'fahrenheit' } })) as TextResult;
      expect(JSON.parse(converted.content[0]!.text!)).toEqual({ original: 18, converted: 64.4, from_unit: 'celsius', to_unit: 'fahrenheit' });
    });

    it('returns structured content that matches the output schema', async () => {
      const client = await connect();
      const result = (await client.callTool({ name: 'get_forecast', arguments: { city: 'Paris' } })) as TextResult;
      expect(result.structuredContent).toMatchObject({ city: 'Paris', unit: '°C', days: expect.arrayContaining([expect.objectContaining({ day: 'Mon' })]) });
      expect(JSON.parse(result.content[0]!.text!)).toEqual(result.structuredContent);
    });

    it('reports a tool’s failure as an isError result, not a protocol error', async () => {
      const client = await connect();
      const air = (await client.callTool({ name: 'get_air_quality', arguments: { city: 'Oslo' } })) as TextResult;
      expect(air.isError).toBe(true);
      expect(air.content[0]!.text).toBe('Air quality sensor for Oslo is offline. Try again later.');
      const bad = (await client.callTool({ name: 'convert_temperature', arguments: { value: 1, from_unit: 'kelvin', to_unit: 'celsius' } })) as TextResult;
      expect(bad.isError).toBe(true);
      expect(bad.content[0]!.text).toContain("units must be 'celsius' or 'fahrenheit'");
    });

    it('sends progress notifications before the slow tool’s result', async () => {
      const client = await connect();
      const seen: Progress[] = [];
      const result = (await client.callTool({ name: 'get_weekly_outlook', arguments: { city: 'Berlin' } }, undefined, { onprogress: (p) => seen.push(p) })) as TextResult;
      expect(seen.map((p) => [p.progress, p.total])).toEqual(Array.from({ length: OUTLOOK_STEPS }, (_, i) => [i + 1, OUTLOOK_STEPS]));
      expect(seen[0]!.message).toBe('Forecast for Mon ready');
      expect(result.content[0]!.text).toMatch(/^Weekly outlook for Berlin: Mon: /);
    });

    it('serves a resource and a prompt', async () => {
      const client = await connect();
      const { resources } = await client.listResources();
      expect(resources.map((r) => r.uri)).toEqual([CITIES_RESOURCE_URI]);
      const read = await client.readResource({ uri: CITIES_RESOURCE_URI });
      const cities = JSON.parse((read.contents[0] as { text: string }).text) as { city: string }[];
      expect(cities.map((c) => c.city)).toEqual(['Berlin', 'Tokyo', 'Paris']);
      const prompt = await client.getPrompt({ name: 'weather_question', arguments: { city: 'Oslo' } });
      expect(prompt.messages).toEqual([{ role: 'user', content: { type: 'text', text: 'What is the weather in Oslo? Answer in one sentence.' } }]);
    });

    it('fails tools/call with a JSON-RPC error under the tools-call-error fault', async () => {
      const client = await connect('fault=tools-call-error');
      const error = await client.callTool({ name: 'get_weather', arguments: { city: 'Berlin' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(ErrorCode.InternalError);
      expect((await client.listTools()).tools).toHaveLength(5);
    });

    it('drops the connection mid-call under the drop-mid-call fault (the call never gets a result)', async () => {
      const client = await connect('fault=drop-mid-call');
      const error = await client.callTool({ name: 'get_weather', arguments: { city: 'Berlin' } }, undefined, { timeout: 300 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(ErrorCode.RequestTimeout);
    });

    it('keeps tools/list waiting under the slow-tools-list fault', async () => {
      const client = await connect('fault=slow-tools-list:3000');
      const error = await client.listTools(undefined, { timeout: 100 }).catch((e: unknown) => e);
      expect((error as McpError).code).toBe(ErrorCode.RequestTimeout);
    });

    it('refuses an unknown fault name', async () => {
      await expect(connect('fault=explode')).rejects.toThrow(/Unknown MCP fault 'explode'/);
    });
  });
}
