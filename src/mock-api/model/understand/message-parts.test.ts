// A message's dictated parts: what it says after a verb of saying or a label, its subject after a cue, and a subject
// made from the message when none is given; read into a tool that takes both.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';
import { messageSaid, subjectFrom, subjectSaid } from './message-parts.ts';

describe('the parts of a message a request dictates', () => {
  it('reads what the message says after a verb of saying or a label, to the end of its part', () => {
    expect(messageSaid('Post to the allotment board saying the water is off till Friday.')?.value).toBe(
      'the water is off till Friday',
    );
    expect(messageSaid('Ping the kiln group and tell them that firing starts at six')?.value).toBe(
      'firing starts at six',
    );
    expect(messageSaid('a note with the title Kiln and the body: firing starts at six')?.value).toBe(
      'firing starts at six',
    );
    expect(messageSaid('Post "kiln is hot" to the board')).toBeUndefined();
  });

  it('reads on past the point of a title or a saint, and takes no "tell me" for a message', () => {
    expect(messageSaid('Text Ola saying meet at St. Brigid’s gate at noon. Thanks')?.value).toBe(
      'meet at St. Brigid’s gate at noon',
    );
    expect(messageSaid('Email Piet saying Dr. Moss will glaze the pots')?.value).toBe('Dr. Moss will glaze the pots');
    expect(messageSaid('Email the kiln group and let me know when it is sent')).toBeUndefined();
    expect(messageSaid('Message the potters and tell me who replies')).toBeUndefined();
  });

  it('reads a subject after its cue, up to where the body begins, or whole when quoted', () => {
    expect(subjectSaid('with the subject Kiln day and the body: bring gloves')?.value).toBe('Kiln day');
    expect(subjectSaid("subject: 'Kiln day, part two' and say bring gloves")?.value).toBe('Kiln day, part two');
  });

  it("makes a subject of the message's first clause, with a capital and no leading article", () => {
    expect(subjectFrom('the water is off till Friday, sorry')).toBe('Water is off till Friday');
    expect(subjectFrom('firing at 3.30 by St. Ives')).toBe('Firing at 3.30 by St. Ives');
  });
});

describe('a tool that takes a message and its title', () => {
  const notice = fn(
    'post_notice',
    'Post a notice to a community noticeboard',
    { board: text('Noticeboard name'), title: text('Notice title'), message: text('Notice text') },
    ['board', 'title', 'message'],
  );

  it('fills the message and, with no title said, a title made from it', () => {
    expect(argsOf('Post on the Allotments board saying the water is off till Friday', [notice])).toEqual([
      { board: 'Allotments', title: 'Water is off till Friday', message: 'the water is off till Friday' },
    ]);
  });

  it('keeps a title the request gives', () => {
    expect(
      argsOf('Post on the Allotments board with the title Water and tell them the tap is fixed', [notice]),
    ).toEqual([{ board: 'Allotments', title: 'Water', message: 'the tap is fixed' }]);
  });
});

describe('a reminder tool', () => {
  const nudge = fn(
    'create_reminder',
    'Create a reminder on the studio tablet',
    { note: text('What to be reminded of'), time: text('When, ISO 8601') },
    ['note', 'time'],
  );

  it('takes what to be reminded of, without the day and time said after it (tomorrow is 2026-11-30)', () => {
    expect(argsOf('Remind me to feed the kiln cat tomorrow at 9am', [nudge])).toEqual([
      { note: 'feed the kiln cat', time: '2026-11-30T09:00:00' },
    ]);
    expect(argsOf('Set a reminder to glaze the bowls at 6pm', [nudge])).toEqual([
      { note: 'glaze the bowls', time: '2026-11-29T18:00:00' },
    ]);
  });
});
