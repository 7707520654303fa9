// Word matching by stem (a stem of three letters matches only that word's inflections), and a value said as whole words.
import { describe, expect, it } from 'vitest';
import { sameStem, saysWhole } from './text.ts';
import { fn, text } from '../test-tools.ts';
import { scoreTools } from '../plan/tool-match.ts';

describe('sameStem', () => {
  it('tells apart four-letter words that share only their first three letters', () => {
    expect(sameStem('boom', 'book')).toBe(false);
    expect(sameStem('card', 'cart')).toBe(false);
    expect(sameStem('boots', 'book')).toBe(false);
  });

  it("matches a four-letter word's inflections, a final e dropped or a final y made i", () => {
    expect(sameStem('book', 'booked')).toBe(true);
    expect(sameStem('rental', 'rent')).toBe(true);
    expect(sameStem('save', 'savings')).toBe(true);
    expect(sameStem('copy', 'copies')).toBe(true);
  });

  it('still matches longer words by a five-letter stem', () => {
    expect(sameStem('convert', 'conversion')).toBe(true);
  });
});

describe("tool scores read no word that only looks like a tool's own", () => {
  const lend = fn(
    'lend_gear',
    'Lends a piece of film gear to a crew member.',
    { gear: text('Gear to lend'), crew_member: text('Who borrows it') },
    ['gear', 'crew_member'],
  );
  const booking = fn(
    'book_edit_suite',
    'Books an edit suite for a crew member.',
    { crew_member: text('Who books it'), day: text('Day, YYYY-MM-DD') },
    ['crew_member', 'day'],
  );

  it('gives a booking tool no score for a piece about a boom pole', () => {
    const book = scoreTools('the boom pole to Tom Reyes', [lend, booking]).find((s) => s.tool === booking);
    expect(book?.score ?? 0).toBe(0);
  });
});

describe('saysWhole', () => {
  it('finds a value said as whole words, past a first match inside a longer word', () => {
    expect(saysWhole("convert tokyo's temperature", 'tokyo')).toBe(true);
    expect(saysWhole('a tokyoite in tokyo', 'tokyo')).toBe(true);
    expect(saysWhole('a tokyoite, not the city', 'tokyo')).toBe(false);
    expect(saysWhole('anything', '')).toBe(false);
  });
});
