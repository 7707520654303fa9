// A date said relative to the date before it is read as the date it means.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, NOW, text } from '../test-tools.ts';
import { withRelativeDates } from './relative-dates.ts';

describe('a date said relative to the date before it', () => {
  it('reads "the day after", "the Thursday after", "that same day", "two weeks later" and "a year on from that"', () => {
    expect(withRelativeDates('Fly on 3 March 2027 and back the day after.', NOW)).toBe(
      'Fly on 3 March 2027 and back 2027-03-04.',
    );
    expect(withRelativeDates('Plant on Monday 1 March 2027, then prune the Thursday after.', NOW)).toBe(
      'Plant on Monday 1 March 2027, then prune 2027-03-04.',
    );
    expect(withRelativeDates('Paint on 2027-03-01; dry it that same day.', NOW)).toBe(
      'Paint on 2027-03-01; dry it 2027-03-01.',
    );
    expect(withRelativeDates('Sow on 2027-03-01 and thin two weeks later.', NOW)).toBe(
      'Sow on 2027-03-01 and thin 2027-03-15.',
    );
    expect(withRelativeDates('Serviced 2027-03-01; the next one is due a year on from that.', NOW)).toBe(
      'Serviced 2027-03-01; the next one is due 2028-03-01.',
    );
  });

  it('leaves a phrase with no date before it, or one about a thing, as said', () => {
    expect(withRelativeDates('Book it the day after.', NOW)).toBe('Book it the day after.');
    expect(withRelativeDates('On 2027-03-01, and the day after the match.', NOW)).toBe(
      'On 2027-03-01, and the day after the match.',
    );
    expect(withRelativeDates('Fly on Friday and back the day after.', NOW)).toBe(
      'Fly on Friday and back the day after.',
    );
  });

  it('gives a later task its date', () => {
    const tools = [
      fn('book_sauna', 'Books a sauna slot.', { guest_name: text('Full name'), day: text('Day, YYYY-MM-DD') }, [
        'guest_name',
        'day',
      ]),
      fn('book_massage', 'Books a massage.', { guest_name: text('Full name'), day: text('Day, YYYY-MM-DD') }, [
        'guest_name',
        'day',
      ]),
    ];
    expect(
      callsOf(
        'Please reserve the sauna for Edda Lind on 6 May 2027. Then a massage booking for Edda Lind the day after.',
        tools,
      ),
    ).toEqual([
      ['book_sauna', { guest_name: 'Edda Lind', day: '2027-05-06' }],
      ['book_massage', { guest_name: 'Edda Lind', day: '2027-05-07' }],
    ]);
  });
});
