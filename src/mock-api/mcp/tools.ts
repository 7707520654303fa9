// What the mock MCP server offers: the seed's weather tools and one of each MCP shape (structured output, an error
// result, progress, input required, a task), a resource and a prompt; every answer is the same for the same arguments.
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { READINGS, convertTemperature, forecastFor, getWeather } from './weather-data.ts';
import { registerInteractiveTools, type InteractiveToolOptions } from './interactive-tools.ts';

export interface MockMcpToolOptions extends InteractiveToolOptions {
  /** Sleeps between the slow tool's steps; tests pass an instant one. */
  sleep: (ms: number) => Promise<void>;
  /** How long each step of the slow tool takes. */
  progressStepMs: number;
}

/** The URI of the resource: the cities with fixed readings. */
export const CITIES_RESOURCE_URI = 'weather://cities';
/** The slow tool's number of steps, one progress notification each. */
export const OUTLOOK_STEPS = 5;

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });

export function registerMockMcpTools(server: McpServer, options: MockMcpToolOptions): void {
  server.registerTool(
    'get_weather',
    {
      description: 'Get current weather for a city',
      inputSchema: z.object({
        city: z.string().describe('City name to get weather for'),
        unit: z.enum(['celsius', 'fahrenheit']).optional().describe("Temperature unit: 'celsius' or 'fahrenheit'"),
      }),
      annotations: { readOnlyHint: true },
    },
    ({ city, unit }) => json(getWeather(city, unit ?? 'celsius')),
  );
  server.registerTool(
    'convert_temperature',
    {
      description: 'Convert temperature between Celsius and Fahrenheit',
      inputSchema: z.object({
        value: z.number().describe('Temperature value to convert'),
        from_unit: z.string().describe("Source unit: 'celsius' or 'fahrenheit'"),
        to_unit: z.string().describe("Target unit: 'celsius' or 'fahrenheit'"),
      }),
      annotations: { readOnlyHint: true },
    },
    // A unit it does not know throws: the SDK turns that into an isError result, as any MCP server's tool failure.
    ({ value, from_unit, to_unit }) => json(convertTemperature(value, from_unit, to_unit)),
  );
  const day = z.object({ day: z.string(), high: z.number(), low: z.number(), condition: z.string() });
  server.registerTool(
    'get_forecast',
    {
      description: 'Five-day forecast for a city, as structured content with an output schema',
      inputSchema: z.object({ city: z.string().describe('City name') }),
      outputSchema: z.object({ city: z.string(), unit: z.string(), days: z.array(day) }),
      annotations: { readOnlyHint: true },
    },
    ({ city }) => {
      const forecast = forecastFor(city);
      // Structured content and its text twin: clients that predate structuredContent read the text.
      return { ...json(forecast), structuredContent: forecast };
    },
  );
  server.registerTool(
    'get_air_quality',
    {
      description: 'Air quality index for a city (its sensors are always offline: this tool shows an error result)',
      inputSchema: z.object({ city: z.string().describe('City name') }),
      annotations: { readOnlyHint: true },
    },
    ({ city }) => ({
      isError: true,
      content: [{ type: 'text' as const, text: `Air quality sensor for ${city} is offline. Try again later.` }],
    }),
  );
  server.registerTool(
    'get_weekly_outlook',
    {
      description: 'A slow weekly outlook for a city that reports its progress day by day',
      inputSchema: z.object({ city: z.string().describe('City name') }),
      annotations: { readOnlyHint: true },
    },
    async ({ city }, ctx) => {
      const token = ctx.mcpReq._meta?.progressToken;
      const forecast = forecastFor(city);
      for (let step = 1; step <= OUTLOOK_STEPS; step++) {
        await options.sleep(options.progressStepMs);
        if (ctx.mcpReq.signal.aborted) break;
        // Only a caller that asked for progress (a progressToken in _meta) gets notifications.
        if (token !== undefined) {
          const message = `Forecast for ${forecast.days[step - 1]!.day} ready`;
          await ctx.mcpReq.notify({
            method: 'notifications/progress',
            params: { progressToken: token, progress: step, total: OUTLOOK_STEPS, message },
          });
        }
      }
      const summary = forecast.days
        .map((d) => `${d.day}: ${d.condition}, ${d.low}–${d.high}${forecast.unit}`)
        .join('; ');
      return { content: [{ type: 'text' as const, text: `Weekly outlook for ${forecast.city}: ${summary}` }] };
    },
  );
  server.registerResource(
    'cities',
    CITIES_RESOURCE_URI,
    {
      title: 'Cities with fixed readings',
      description: 'The cities whose weather is always the same (seed 001)',
      mimeType: 'application/json',
    },
    (uri: URL) => ({
      contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(Object.values(READINGS)) }],
    }),
  );
  server.registerPrompt(
    'weather_question',
    {
      description: 'Ask about the weather in a city',
      argsSchema: z.object({ city: z.string().describe('City name') }),
    },
    ({ city }) => ({
      messages: [
        { role: 'user', content: { type: 'text', text: `What is the weather in ${city}? Answer in one sentence.` } },
      ],
    }),
  );
  registerInteractiveTools(server, options);
}
