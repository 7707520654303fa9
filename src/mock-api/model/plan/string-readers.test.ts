// Readers for a string or text parameter no cue filled: what it is about, a lower-case name, a colon's value.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text, argsOf } from '../test-tools.ts';

const adviceCall = fn(
  'book_advice_call',
  'Ask a gardener from the centre to phone a customer with advice.',
  {
    phone_number: text('Number to phone'),
    topic: text('What the customer wants advice about'),
  },
  ['phone_number', 'topic'],
);

const seedOrder = fn(
  'order_seed_packets',
  'Order seed packets for collection.',
  { variety: text('Seed variety'), packets: { type: 'integer', description: 'How many packets' } },
  ['variety', 'packets'],
);

describe('a topic takes what the request says it is about', () => {
  it('reads the words after "about" to the end of their sentence', () => {
    expect(
      callsOf(
        'Could a gardener phone me about whether my lemon tree needs repotting this spring? My number is 07123 456789.',
        [adviceCall, seedOrder],
      ),
    ).toEqual([
      [
        'book_advice_call',
        { phone_number: '07123 456789', topic: 'whether my lemon tree needs repotting this spring' },
      ],
    ]);
  });

  it('reads "re" as "about" and says so in the note', () => {
    const reply = ask('gardener to phone me re the frost damage on my olive. number is 07123 456789', [
      adviceCall,
      seedOrder,
    ]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { phone_number: '07123 456789', topic: 'the frost damage on my olive' },
    ]);
    expect(reply.explanation).toContain("(what is said after 're')");
  });

  it('passes over "about" before an amount to the topic said next', () => {
    expect(
      callsOf('I have about forty pots. Could a gardener phone me about repotting the big fern? 07123 456789', [
        adviceCall,
        seedOrder,
      ]),
    ).toEqual([['book_advice_call', { phone_number: '07123 456789', topic: 'repotting the big fern' }]]);
  });
});

const belayClass = fn(
  'book_belay_class',
  'Book a belay class at the climbing wall.',
  {
    member_name: text('Full name of the member'),
    class_date: text('Day of the class, YYYY-MM-DD'),
  },
  ['member_name', 'class_date'],
);

const chalkOrder = fn('order_chalk', 'Order chalk for the climbing wall shop.', { bags: { type: 'integer' } }, [
  'bags',
]);

describe('a name written in lower case', () => {
  it('reads two lower-case words after "for" as the member, given their capitals', () => {
    const reply = ask('belay class for tomasz okafor-lind on 2027-03-02', [belayClass, chalkOrder]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { member_name: 'Tomasz Okafor-Lind', class_date: '2027-03-02' },
    ]);
    expect(reply.explanation).toContain("'tomasz okafor-lind' (a name written in lower case)");
  });

  it('reads no name from two lower-case words after a bare "for" in a request that writes capitals', () => {
    const bookTable = fn(
      'book_table',
      'Books a table at the restaurant.',
      { guest_name: text('Full name of the guest'), date: text('Day, YYYY-MM-DD') },
      ['guest_name', 'date'],
    );
    // No guest is named, so the required guest_name is missing and no call is made.
    expect(callsOf('Book a table for team building, on 2027-03-04.', [bookTable])).toEqual([]);
  });

  it('passes over "for two people" to the surname said later', () => {
    expect(argsOf('a belay class for two people on 2027-03-02, surname brannigan', [belayClass, chalkOrder])).toEqual([
      { member_name: 'Brannigan', class_date: '2027-03-02' },
    ]);
  });
});

const repeatTablets = fn(
  'request_repeat_tablets',
  'Ask the dispensary for a repeat of a tablet.',
  {
    patient_name: text('Full name of the patient'),
    tablet: text('Name of the tablet'),
    quantity: { type: 'integer', description: 'Number of packs' },
    collection_date: text('Day of collection, YYYY-MM-DD'),
  },
  ['patient_name', 'tablet'],
);

describe("a colon's value in its own sentence, and a count said as 'n of them'", () => {
  it('reads the thing after the colon up to its comma and the count after it', () => {
    expect(
      argsOf('Repeat for Ana Ruiz: lisinopril tablets, three of them. She collects on 2027-02-05.', [repeatTablets]),
    ).toEqual([{ patient_name: 'Ana Ruiz', tablet: 'lisinopril tablets', quantity: 3, collection_date: '2027-02-05' }]);
  });
});
