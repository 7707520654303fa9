// A request worded as a follow-up, in English, Polish and Korean, and requests that only look like one.
import { describe, expect, it } from 'vitest';
import { wordedAsFollowUp } from './follow-up-shape.ts';

describe('wordedAsFollowUp', () => {
  it('reads the follow-ups of the three UI languages', () => {
    for (const text of [
      'What about Oslo?',
      'and how about the day after?',
      'And in Oslo?',
      'Also for Friday',
      'And Oslo, in kelvin',
      'A w Oslo?',
      'A co z Gdańskiem?',
      'Oslo는요?',
      '그럼 Oslo에서는요 ?',
    ])
      expect(wordedAsFollowUp(text), text).toBe(true);
  });

  it('does not take a new task after "and", the English article "A", or a question about something', () => {
    for (const text of [
      'and book a table in Oslo',
      'A table for two in Oslo, please',
      'Tell me about Oslo',
      'Oslo weather',
      'Oslo 날씨 보여줘',
    ])
      expect(wordedAsFollowUp(text), text).toBe(false);
  });

  it('reads only the ends of a long request', () => {
    expect(wordedAsFollowUp(`${'x '.repeat(2000)}What about Oslo?`)).toBe(false);
    expect(wordedAsFollowUp(`What about Oslo? ${'x '.repeat(2000)}`)).toBe(true);
  });
});
