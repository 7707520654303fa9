// Currencies read from text: codes, signs before amounts and names, in the order they are written.
import { describe, expect, it } from 'vitest';
import { findCurrencies, isCurrencyParameter } from './currencies.ts';

describe('findCurrencies', () => {
  it('reads signs before amounts, names and codes, in order', () => {
    expect(findCurrencies('£12 or 30 CHF, paid in rupees').map((m) => m.code)).toEqual(['GBP', 'CHF', 'INR']);
  });

  it('reads no sign that stands before no amount, and no three capitals that name no currency', () => {
    expect(findCurrencies('Prices in $ are shown by the API, ABC')).toEqual([]);
  });

  it('keeps where each mention lies, for the parameter that takes it', () => {
    const text = 'Send 50 euros';
    const [m] = findCurrencies(text);
    expect(text.slice(m!.index, m!.end)).toBe('euros');
  });
});

describe('isCurrencyParameter', () => {
  it('is true for a parameter named for a currency and false for an amount', () => {
    expect(isCurrencyParameter(['target', 'currency'])).toBe(true);
    expect(isCurrencyParameter(['amount'])).toBe(false);
  });
});
