// A date said relative to the date before it is read as the date it means.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, NOW, text } from '../test-tools.ts';
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

  it("quotes the user's words back: in a message, and as the source of a date in the note", () => {
    const tell = fn('tell', 'Texts a friend.', { friend: text('Name'), words: text('What to say') }, [
      'friend',
      'words',
    ]);
    expect(callsOf('Text Ida: I arrive on 4 May 2027 and go home the day after', [tell])).toEqual([
      ['tell', { friend: 'Ida', words: 'I arrive on 4 May 2027 and go home the day after' }],
    ]);
    const sauna = fn('book_sauna', 'Books a sauna slot.', { guest: text('Full name'), day: text('Day, YYYY-MM-DD') }, [
      'guest',
      'day',
    ]);
    const reply = ask('Book the sauna for Ola Berg on 6 May 2027 and for Jon Berg the day after.', [sauna]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { guest: 'Ola Berg', day: '2027-05-06' },
      { guest: 'Jon Berg', day: '2027-05-07' },
    ]);
    expect(reply.explanation).toContain(`day "2027-05-07" from 'the day after'`);
  });

  it('moves no date said without its year by "a year on", and keeps 29 February in February', () => {
    const plant = fn('log_task', 'Logs a garden task.', { task: text('Task'), day: text('Day, YYYY-MM-DD') }, [
      'task',
      'day',
    ]);
    // "Jan 31" is read with an assumed year: "a year on" would hand that year back to it as a date said whole.
    expect(callsOf('Log the task "prune" on Jan 31 and the task "feed" a year on from that', [plant])[0]).toEqual([
      'log_task',
      { task: 'prune', day: '2027-01-31' },
    ]);
    expect(withRelativeDates('Leap on 29 February 2028 and again a year later.', NOW)).toBe(
      'Leap on 29 February 2028 and again 2029-02-28.',
    );
  });
});
