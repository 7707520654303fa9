// Percentages per language and precision, each formatter reused without mixing up languages or decimals.
import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent-format';

describe('formatPercent', () => {
  it("writes each language's percentage, one after another", () => {
    expect(formatPercent(1.15, 'de')).toBe('115\u00a0%');
    expect(formatPercent(0.85, 'en')).toBe('85%');
    expect(formatPercent(1.3, 'de')).toBe('130\u00a0%');
  });

  it('keeps the decimals asked for apart from the default', () => {
    expect(formatPercent(0.0123, 'en', 2)).toBe('1.23%');
    expect(formatPercent(0.0123, 'en', 1)).toBe('1.2%');
    expect(formatPercent(0.0123, 'en')).toBe('1%');
    expect(formatPercent(0.5, 'pl', 1)).toBe('50,0%');
  });
});
