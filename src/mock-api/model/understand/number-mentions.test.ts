// Numbers spotted in text: counts said with an article or "both", amounts glued to their unit.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text, argsOf } from '../test-tools.ts';

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

const shopStock = fn(
  'check_shop_stock',
  'Check whether a shop has a product on its shelves.',
  {
    product: text('Name of the product'),
    size_ml: { type: 'integer', description: 'Bottle size in millilitres' },
    branch: { type: 'string', description: 'Shop to check', enum: ['Quay', 'Market Square'] },
  },
  ['product'],
);

const tabletStock = fn(
  'check_tablet_stock',
  'Check whether the dispensary has a tablet in stock.',
  { tablet: text('Name of the tablet'), strength_mg: { type: 'integer', description: 'Strength of one tablet in mg' } },
  ['tablet'],
);

describe('an amount glued to its unit, and the thing named before it', () => {
  it('reads "lavender oil 50ml" as the product and its size, not a code', () => {
    expect(argsOf('do you stock any lavender oil 50ml at the quay shop', [shopStock])).toEqual([
      { product: 'lavender oil', size_ml: 50, branch: 'Quay' },
    ]);
  });

  it('reads milligrams as a unit', () => {
    expect(argsOf('Check the dispensary has fenbufen 300mg tablets', [tabletStock])).toEqual([
      { tablet: 'fenbufen', strength_mg: 300 },
    ]);
  });
});

const vents = fn(
  'clean_roof_vents',
  'Cleans the vents on a roof.',
  { address: text('Address of the roof'), vents: { type: 'integer', description: 'How many vents to clean' } },
  ['address', 'vents'],
);

describe('a count said by "both" or "the single"', () => {
  it('reads "both" before a plural as two', () => {
    expect(
      argsOf('Gulls have blocked both vents at Plover Barn, Sedge Lane. Clean them please.', [vents])[0]?.vents,
    ).toBe(2);
  });

  it('reads "the single" before a thing as one', () => {
    expect(argsOf('Clean the single vent at Plover Barn, Sedge Lane.', [vents])[0]?.vents).toBe(1);
  });
});
