// A finding's detail is said by key: its English filled from the key's sentence, each hit naming a key the catalogs hold.
import { describe, expect, it } from 'vitest';
import { DETAILS, fillDetail, say, term } from './details';
import { diagnoseLoop } from './doctor';

describe('doctor details by key', () => {
  it('fill the English sentence with the values, terms in English and numbers with separators where formatted', () => {
    expect(
      say('notString', { at: 'messages[2].content', type: term('an object'), accepts: term('a string') }).detail,
    ).toBe('messages[2].content is an object, not a string.');
    expect(
      fillDetail(DETAILS.contextGrew, {
        total: 120000,
        window: 128000,
        percent: 94,
        part: term('tool results'),
        growth: 90000,
      }),
    ).toBe('about 120,000 of 128,000 tokens (94%); tool results grew most (+90,000).');
    expect(term('something else')).toBe('something else');
    // A part of the context named by its item type is a term too (the type kept, "items" translated).
    expect(term('reasoning items')).toEqual({ term: 'typeItems', type: 'reasoning' });
    expect(
      fillDetail(DETAILS.contextTakes, { total: 1, window: 2, percent: 50, part: term('reasoning items'), growth: 1 }),
    ).toContain('reasoning items take most');
  });

  it('every finding of a broken loop carries its key, and its detail is that key filled', () => {
    const body = {
      model: 'gpt-4.1',
      tool_choice: 'required',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'tool', tool_call_id: 'call_9', content: 'x' },
      ],
    };
    const found = diagnoseLoop([{ style: 'chat', request: body, response: null }]);
    expect(found.length).toBeGreaterThan(1);
    for (const finding of found) {
      expect(finding.message, finding.rule).toBeDefined();
      expect(fillDetail(DETAILS[finding.message!.key], finding.message!.params)).toBe(finding.detail);
    }
  });
});
