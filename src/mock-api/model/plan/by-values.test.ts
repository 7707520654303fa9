// Tools picked by the request's values when no tool's words fit, on invented tools.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const courierDrop = fn(
  'arrange_courier_drop',
  'Arrange a courier drop-off.',
  {
    recipient_name: text('Full name of the recipient'),
    address: text('Street address'),
    drop_date: text('Day of the drop-off, YYYY-MM-DD'),
  },
  ['recipient_name', 'address', 'drop_date'],
);

const reportDamage = fn(
  'report_hire_damage',
  'Report damage to a hired bike.',
  { booking_code: text('Booking code'), damage_description: text('Description of the damage') },
  ['booking_code', 'damage_description'],
);

const extendHire = fn(
  'extend_bike_hire',
  'Extend a bike hire.',
  { booking_code: text('Booking code'), new_return_date: text('New return day, YYYY-MM-DD') },
  ['booking_code', 'new_return_date'],
);

describe('calling the one tool that gets every value it needs', () => {
  it('calls the only tool offered when the request gives all its values, none of its words said', () => {
    const reply = ask("Have the box taken round to 4 Wren Gardens on 2027-02-11, it's for Ola Nowak.", [courierDrop]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { recipient_name: 'Ola Nowak', address: '4 Wren Gardens', drop_date: '2027-02-11' },
    ]);
    expect(reply.explanation).toContain('the request gives every value it needs (recipient_name, address, drop_date)');
  });

  it('calls the one tool of several whose every value is given', () => {
    expect(callsOf('Booking QX-4: bent wheel rim.', [extendHire, reportDamage])).toEqual([
      ['report_hire_damage', { booking_code: 'QX-4', damage_description: 'bent wheel rim' }],
    ]);
  });
});

const payMooring = fn(
  'pay_mooring',
  'Pays the harbour fee for a boat.',
  { hull_code: text('Hull code of the boat'), hours: { type: 'integer', description: 'Hours to pay for' } },
  ['hull_code', 'hours'],
);

const extendMooring = fn(
  'extend_mooring',
  'Extends a running harbour stay.',
  { hull_code: text('Hull code of the boat'), minutes: { type: 'integer', description: 'Minutes to add' } },
  ['hull_code', 'minutes'],
);

describe('the values decide the tool', () => {
  it('asks the tool whose words the request shares most first, not the one listed first', () => {
    expect(callsOf('Hull QX-771-B needs 35 minutes more.', [payMooring, extendMooring])).toEqual([
      ['extend_mooring', { hull_code: 'QX-771-B', minutes: 35 }],
    ]);
  });
});

const renewHire = fn(
  'renew_hire',
  'Renews a hire.',
  { kayak_code: text('Code of the kayak'), until: text('Date, YYYY-MM-DD') },
  ['kayak_code', 'until'],
);

const reportFault = fn(
  'report_fault',
  'Reports a fault on equipment.',
  { kayak_code: text('Code of the kayak'), fault: text('What is wrong') },
  ['kayak_code', 'fault'],
);

describe('the one tool the values fill', () => {
  it("calls the only tool that gets a value for each required parameter when no tool's words fit, and only then", () => {
    expect(callsOf('Kayak KY-402: split paddle.', [renewHire, reportFault])).toEqual([
      ['report_fault', { kayak_code: 'KY-402', fault: 'split paddle' }],
    ]);
    // Two tools filled alike tell nothing apart; a request that shares no word with the tool is about something else.
    const renewWithNote = fn(
      'renew_hire',
      'Renews a hire.',
      { kayak_code: text('Code of the kayak'), note: text('What to note') },
      ['kayak_code', 'note'],
    );
    expect(callsOf('Kayak KY-402: split paddle.', [renewWithNote, reportFault])).toEqual([]);
    expect(callsOf('Boat KY-402: split paddle.', [renewHire, reportFault])).toEqual([]);
  });
});
