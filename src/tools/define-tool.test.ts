// zod schemas turn into the same strict JSON Schema the seed's pydantic_function_tool produces.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaTool, zodTool } from './define-tool';
import { checkToolStrictness } from './strict-check';

describe('zodTool', () => {
  it('produces a strict schema with every key required and no extra properties', () => {
    const tool = zodTool({
      name: 'get_weather',
      description: 'Get current weather for a city',
      parameters: z.object({
        city: z.string().describe('City name to get weather for'),
        unit: z.string().default('celsius').describe("Temperature unit: 'celsius' or 'fahrenheit'"),
        note: z.string().nullable(),
      }),
      source: 'function get_weather() {}',
    });
    expect(tool.strict).toBe(true);
    expect(tool.parameters).toMatchObject({
      type: 'object',
      properties: { city: { type: 'string', description: 'City name to get weather for' } },
      required: ['city', 'unit', 'note'],
      additionalProperties: false,
    });
    expect(checkToolStrictness([tool])).toEqual([]);
  });

  it('refuses optional fields the API cannot express in strict mode, as the SDK helper does', () => {
    const parameters = z.object({ note: z.string().optional() });
    expect(() => zodTool({ name: 't', description: '', parameters, source: '' })).toThrow(/without `.nullable\(\)`/);
  });
});

describe('jsonSchemaTool', () => {
  it('copies the schema and defaults to strict', () => {
    const parameters = { type: 'object', properties: {} };
    const tool = jsonSchemaTool({ name: 't', description: '', parameters, source: '' });
    expect(tool.strict).toBe(true);
    expect(tool.parameters).not.toBe(parameters);
    expect(checkToolStrictness([tool])[0]?.message).toContain("'additionalProperties' is required");
  });
});
