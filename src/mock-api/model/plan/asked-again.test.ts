// A later clause or task that asks the call before again with what changes ("the same … but to X", "another for X").
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';

const transfer = fn(
  'quote_pallet_transfer',
  'Prices moving pallets between two depots.',
  {
    from_depot: text('Code of the depot the pallets leave'),
    to_depot: text('Code of the depot the pallets go to'),
    pallets: { type: 'integer', description: 'Number of pallets' },
  },
  ['from_depot', 'to_depot', 'pallets'],
);

const windows = fn(
  'book_window_cleaning',
  'Books a window cleaner for a street.',
  {
    street: text('Street to clean'),
    date: text('Day of the clean, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
  },
  ['street', 'date', 'start_time'],
);

const tools = [transfer, windows];

const first = ['quote_pallet_transfer', { from_depot: 'DX-14', to_depot: 'DX-20', pallets: 6 }];

const cleaning = ['book_window_cleaning', { street: 'Tarn Street', date: '2027-05-04', start_time: '09:00' }];

describe('the same call again, with what changes', () => {
  it('reads "the same <thing> for X" as asking again', () => {
    expect(
      callsOf('Price a move of 6 pallets from DX-14 to DX-20. Then the same question for 9 pallets.', tools),
    ).toEqual([first, ['quote_pallet_transfer', { from_depot: 'DX-14', to_depot: 'DX-20', pallets: 9 }]]);
  });

  it('reads "the same <thing> but at X" and "same again but for X" as asking again', () => {
    expect(
      callsOf(
        'Book a window cleaning on Tarn Street on 2027-05-04 at 09:00, then the same booking but at 15:00.',
        tools,
      ),
    ).toEqual([cleaning, ['book_window_cleaning', { street: 'Tarn Street', date: '2027-05-04', start_time: '15:00' }]]);
    expect(callsOf('Price 6 pallets from DX-14 to DX-20. Same again but for 9 pallets.', tools)).toEqual([
      first,
      ['quote_pallet_transfer', { from_depot: 'DX-14', to_depot: 'DX-20', pallets: 9 }],
    ]);
  });

  it('gives a value said again after "to" to the to_ parameter of a from/to pair', () => {
    expect(
      callsOf('Price a move of 6 pallets from DX-14 to DX-20, and the same run but to DX-31 instead.', tools),
    ).toEqual([first, ['quote_pallet_transfer', { from_depot: 'DX-14', to_depot: 'DX-31', pallets: 6 }]]);
  });

  it('keeps a task that says "another" with the task before it instead of dropping it', () => {
    expect(
      callsOf(
        'price 6 pallets from DX-14 to DX-20. and another for 5 from DX-14 to DX-33. then book a window cleaning on Tarn Street on 2027-05-04 at 09:00',
        tools,
      ),
    ).toEqual([first, ['quote_pallet_transfer', { from_depot: 'DX-14', to_depot: 'DX-33', pallets: 5 }], cleaning]);
  });

  it('keeps a value said beside a day alone ("on the 11th but from 2pm")', () => {
    expect(
      callsOf(
        'Book a window cleaning on Tarn Street on 4 May 2027 at 9am, and the same on the 11th but from 2pm.',
        tools,
      ),
    ).toEqual([cleaning, ['book_window_cleaning', { street: 'Tarn Street', date: '2027-05-11', start_time: '14:00' }]]);
  });

  it('asks nothing again for "the same day at noon" in another task', () => {
    expect(
      callsOf(
        'Book a window cleaning on Tarn Street on 2027-05-04 at 09:00. Then price a move of 4 pallets from DX-14 to DX-20 for the same day at noon.',
        tools,
      ).map(([name]) => name),
    ).toEqual(['book_window_cleaning', 'quote_pallet_transfer']);
  });
});
