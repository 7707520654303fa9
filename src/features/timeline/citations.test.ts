// citedPassage: the quotation before a citation marker, or the sentence the marker ends.
import { describe, expect, it } from 'vitest';
import { citedPassage } from './citations';

describe('citedPassage', () => {
  it('takes the quotation just before the marker, as file_search answers', () => {
    const value =
      'According to store-help.md: "You can return an item within 30 days of delivery for a full refund."【4:0†store-help.md】';
    expect(citedPassage(value, value.indexOf('【'))).toBe(
      'You can return an item within 30 days of delivery for a full refund.',
    );
  });

  it('takes the sentence the marker ends when nothing is quoted', () => {
    const value = 'Shipping is free. Orders ship within 2 business days.【1:2†help.md】 Anything else?';
    expect(citedPassage(value, value.indexOf('【'))).toBe('Orders ship within 2 business days.');
  });

  it('is empty for a marker at the start of the text', () => {
    expect(citedPassage('【0:0†a.md】 text', 0)).toBe('');
  });
});
