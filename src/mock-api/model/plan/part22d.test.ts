// Part 22d: counts said with the article ("a single seat", "a couple of lamps") and a quote's "and", on invented tools.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';

const reserve = fn(
  'reserve_coach_seats',
  'Reserves seats on a coach between two towns.',
  {
    from_town: text('Town the coach leaves from'),
    to_town: text('Town the coach goes to'),
    seats: { type: 'integer', description: 'Number of seats' },
  },
  ['from_town', 'to_town', 'seats'],
);
const cancel = fn('cancel_coach_booking', 'Cancels a coach booking.', { booking_code: text('Booking code') }, [
  'booking_code',
]);
const lamps = fn(
  'order_desk_lamps',
  'Orders desk lamps for the office.',
  { model: text('Lamp model'), quantity: { type: 'integer', description: 'How many lamps' } },
  ['model', 'quantity'],
);

describe('a count said with the article', () => {
  it('reads "a single seat" as one seat', () => {
    expect(callsOf('Reserve a single seat from Arlow to Bexmoor.', [reserve, cancel])).toEqual([
      ['reserve_coach_seats', { from_town: 'Arlow', to_town: 'Bexmoor', seats: 1 }],
    ]);
  });

  it('makes the later call whole when its count is "a single"', () => {
    expect(
      callsOf('Cancel booking QQ-1234, then reserve a single seat from Arlow to Bexmoor instead.', [reserve, cancel]),
    ).toEqual([
      ['cancel_coach_booking', { booking_code: 'QQ-1234' }],
      ['reserve_coach_seats', { from_town: 'Arlow', to_town: 'Bexmoor', seats: 1 }],
    ]);
  });

  it('reads "a couple of" as two, leaving the name to the string parameter', () => {
    expect(callsOf('Order a couple of Lumo desk lamps.', [lamps])).toEqual([
      ['order_desk_lamps', { model: 'Lumo', quantity: 2 }],
    ]);
  });

  it('counts nothing with "a pair of": the pair is the thing asked for', () => {
    const calls = callsOf('Order a pair of Lumo desk lamps.', [lamps]);
    expect(calls.map(([, args]) => (args as { quantity?: number }).quantity)).not.toContain(2);
  });
});

const cheese = fn(
  'record_cheese_note',
  'Records a tasting note for a cheese.',
  {
    cheese_name: text('The name of the cheese'),
    rating: { type: 'integer', description: 'Rating out of 10' },
    note: text('The tasting note'),
  },
  ['cheese_name', 'rating', 'note'],
);

describe('a quote is one value', () => {
  it('makes one call when the words inside a quote are joined by "and"', () => {
    for (const request of [
      "Record the Brindle Tomme, rated 8, 'nutty and firm'.",
      'Record the Brindle Tomme, rated 8, "nutty and firm".',
    ])
      expect(callsOf(request, [cheese])).toHaveLength(1);
  });
});
