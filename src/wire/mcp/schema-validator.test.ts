// The eval-free validator the MCP SDK Client uses in the page: it checks structured content as the default would.
import { describe, expect, it } from 'vitest';
import { evalFreeJsonSchemaValidator } from './schema-validator.ts';

describe('evalFreeJsonSchemaValidator', () => {
  const check = evalFreeJsonSchemaValidator.getValidator<{ city: string }>({
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  });

  it('accepts what fits the schema and refuses what does not, with a message', () => {
    expect(check({ city: 'Oslo' })).toEqual({ valid: true, data: { city: 'Oslo' }, errorMessage: undefined });
    const bad = check({ city: 7 });
    expect(bad.valid).toBe(false);
    expect(bad.errorMessage).toContain('city');
  });

  it('refuses a missing required property and a value outside an enum, naming where', () => {
    const outlook = evalFreeJsonSchemaValidator.getValidator({
      type: 'object',
      properties: { unit: { enum: ['celsius', 'fahrenheit'] } },
      required: ['city', 'unit'],
    });
    const missing = outlook({ unit: 'celsius' });
    expect(missing.valid).toBe(false);
    expect(missing.errorMessage).toContain('city');
    const kelvin = outlook({ city: 'Oslo', unit: 'kelvin' });
    expect(kelvin.valid).toBe(false);
    expect(kelvin.errorMessage).toContain('unit');
  });
});
