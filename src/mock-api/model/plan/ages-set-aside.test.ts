// A number said as someone's age is no count of anything, unless the tool asks for an age.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const logs = fn(
  'deliver_firewood',
  'Delivers bags of firewood.',
  { address: text('Street address'), bags: { type: 'integer', description: 'Bags to deliver.' } },
  ['address', 'bags'],
);

const swimClass = fn(
  'enrol_swim_class',
  'Enrols a child in a swim class.',
  { child_name: text('Name of the child'), age: { type: 'integer', description: 'Age of the child in years.' } },
  ['child_name', 'age'],
);

describe('an age said in passing', () => {
  it('gives no count of bags', () => {
    const calls = argsOf('Bring firewood to my gran at 4 Elm Row, she’s 91, before the frost.', [logs]);
    expect(calls.map((c) => c.bags)).not.toContain(91);
  });

  it('is no age when a group says how many they are ("we\'re 6"), unless years old follow', () => {
    const ferry = fn(
      'book_ferry',
      'Books ferry seats.',
      { route: text('Ferry route'), seats: { type: 'integer', description: 'Number of people' } },
      ['route', 'seats'],
    );
    expect(argsOf('Seats on the Skye ferry, we’re 5.', [ferry])[0]?.seats).toBe(5);
    expect(argsOf('Seats on the Skye ferry for 2, we are 70 years old', [ferry])[0]?.seats).toBe(2);
  });

  it('is still an age for a tool that asks for one', () => {
    expect(argsOf('Enrol Pia Kallio in a swim class, she is 7.', [swimClass])[0]).toEqual({
      child_name: 'Pia Kallio',
      age: 7,
    });
  });
});
