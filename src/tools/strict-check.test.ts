// The checker reports every strict-mode violation with the API's wording and where it is in the request.
import { describe, expect, it } from 'vitest';
import { checkToolStrictness } from './strict-check';

const tool = (name: string, parameters: Record<string, unknown>, strict = true) => ({ name, parameters, strict });

describe('checkToolStrictness', () => {
  it('lists every violation, not just the first, with JSON paths', () => {
    const weather = tool('get_weather', {
      type: 'object',
      properties: {
        city: { type: 'string' },
        unit: { type: 'string' },
        paths: { type: 'array' },
        'home town': { type: 'object', properties: { zip: { type: 'string' } }, required: ['zip'] },
      },
      required: ['city'],
    });
    const issues = checkToolStrictness([
      tool('ok', { type: 'object', properties: {}, additionalProperties: false }),
      weather,
    ]);
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      [
        '$.tools[1].function.parameters.required',
        "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
      ],
      [
        '$.tools[1].function.parameters.required',
        "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'paths'.",
      ],
      [
        '$.tools[1].function.parameters.required',
        "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'home town'.",
      ],
      [
        '$.tools[1].function.parameters.additionalProperties',
        "Invalid schema for function 'get_weather': 'additionalProperties' is required to be supplied and to be false.",
      ],
      [
        '$.tools[1].function.parameters.properties.paths.items',
        "Invalid schema for function 'get_weather': In context=('properties', 'paths'), array schema missing items.",
      ],
      [
        '$.tools[1].function.parameters.properties["home town"].additionalProperties',
        "Invalid schema for function 'get_weather': In context=('properties', 'home town'), 'additionalProperties' is required to be supplied and to be false.",
      ],
    ]);
    expect(issues.every((i) => i.param === 'tools[1].parameters' && i.toolIndex === 1)).toBe(true);
  });

  it('skips non-strict tools and uses the flat layout for Responses', () => {
    expect(checkToolStrictness([tool('loose', { type: 'object', properties: { a: {} } }, false)])).toEqual([]);
    const [issue] = checkToolStrictness([tool('f', { anyOf: [] })], 'flat');
    expect(issue?.path).toBe('$.tools[0].parameters');
    expect(issue?.message).toContain("'anyOf' is not permitted at the root");
  });
});
