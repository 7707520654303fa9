// The eval-free validator the MCP SDK Client uses in the page: it checks structured content as the default would.
import { describe, expect, it } from 'vitest';
import { evalFreeJsonSchemaValidator } from './schema-validator.ts';

describe('evalFreeJsonSchemaValidator', () => {
  const check = evalFreeJsonSchemaValidator.getValidator<{ city: string }>({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] });

  it('accepts what fits the schema and refuses what does not, with a message', () => {
    expect(check({ city: 'Oslo' })).toEqual({ valid: true, data: { city: 'Oslo' }, errorMessage: undefined });
    const bad = check({ city: 7 });
    expect(bad.valid).toBe(false);
    expect(bad.errorMessage).toContain('city');
  });
});
