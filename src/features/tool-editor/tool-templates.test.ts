// Tool templates: unique names, sample arguments that satisfy the seed schemas, schema text validation.
import { describe, expect, it } from 'vitest';
import { newTool, newToolName, parseSchemaText, sampleArguments, TOOL_NAME_PATTERN } from './tool-templates';

describe('tool templates', () => {
  it('picks the first free name and makes a valid tool', () => {
    expect(newToolName([])).toBe('my_tool');
    expect(newToolName(['my_tool', 'my_tool_2'])).toBe('my_tool_3');
    const tool = newTool('my_tool');
    expect(tool.source).toContain('function my_tool(');
    expect(TOOL_NAME_PATTERN.test(tool.name)).toBe(true);
  });

  it('samples arguments like the seed walkthrough sends', () => {
    const weather = {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string', default: 'celsius' } },
      required: ['city', 'unit'],
    };
    expect(JSON.parse(sampleArguments(weather))).toEqual({ city: 'Berlin', unit: 'celsius' });
    const nested = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: ['string', 'null'] } },
        n: { type: 'integer' },
        mode: { enum: ['a', 'b'] },
      },
    };
    expect(JSON.parse(sampleArguments(nested))).toEqual({ tags: ['tags'], n: 1, mode: 'a' });
  });

  it('explains what is wrong with schema text', () => {
    expect(parseSchemaText('{"type":"object"}')).toEqual({ ok: true, parameters: { type: 'object' } });
    const bad = parseSchemaText('{"type": ');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Not valid JSON/);
    expect(parseSchemaText('[1]')).toEqual({
      ok: false,
      error: 'The parameters must be a JSON object (a JSON Schema).',
    });
    expect(TOOL_NAME_PATTERN.test('get weather')).toBe(false);
  });
});
