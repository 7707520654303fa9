// Which imported tool is a built-in mock tool: the same name and the same parameters, in any key order; a namesake is not.
import { describe, expect, it } from 'vitest';
import { builtinTool, builtinToolSourceFor } from './index';

describe('builtinToolSourceFor', () => {
  it('gives the built-in source for the built-in definition, whatever the key order of its schema', () => {
    const weather = builtinTool('get_weather');
    const reordered = Object.fromEntries(Object.entries(weather.parameters).reverse());
    expect(builtinToolSourceFor('get_weather', reordered)).toBe(weather.source);
  });

  it('gives nothing for a tool that only shares the name (the user’s own get_weather)', () => {
    expect(
      builtinToolSourceFor('get_weather', {
        type: 'object',
        properties: { location: { type: 'string' } },
        required: ['location'],
      }),
    ).toBeNull();
    expect(builtinToolSourceFor('lookup_order', { type: 'object', properties: {} })).toBeNull();
  });
});
