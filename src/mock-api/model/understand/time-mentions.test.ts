// Clock times spotted in text: written with a full stop, a bare hour that starts a range, a bare hour with its half of the day.
import { describe, expect, it } from 'vitest';
import { argsOf, callsOf, fn, text } from '../test-tools.ts';
import { findTimes } from './time-mentions.ts';

const fitting = fn(
  'book_bike_fitting',
  'Book a bike fitting session.',
  { rider_name: text('Full name of the rider'), fitting_date: text('Day, YYYY-MM-DD'), start_time: text('HH:MM') },
  ['rider_name', 'fitting_date', 'start_time'],
);

describe('a clock time written with a full stop', () => {
  it('reads "at 10.05" and "4.15pm"', () => {
    expect(argsOf('Book a bike fitting for Jonas Berg on 2027-01-08 at 10.05.', [fitting])).toEqual([
      { rider_name: 'Jonas Berg', fitting_date: '2027-01-08', start_time: '10:05' },
    ]);
    expect(argsOf('Book a bike fitting for Jonas Berg on 2027-01-08, 4.15pm.', [fitting])).toEqual([
      { rider_name: 'Jonas Berg', fitting_date: '2027-01-08', start_time: '16:15' },
    ]);
  });

  it('reads no time after "by", at hour 0 or before a price word, and reads "to 12.00" after "from 10.30"', () => {
    const raisePrice = fn(
      'raise_menu_price',
      'Raises the price of a menu item.',
      { item: text('Menu item'), amount: { type: 'number', description: 'Amount to add to the price' } },
      ['item', 'amount'],
    );
    expect(callsOf('Raise the latte by 0.40.', [raisePrice])).toEqual([
      ['raise_menu_price', { item: 'latte', amount: 0.4 }],
    ]);
    const addToList = fn(
      'add_to_list',
      'Adds a product to the shopping list.',
      { product: text('Product'), time: text('Time to buy it, HH:MM') },
      ['product'],
    );
    expect(argsOf('Add apples to the list: buy apples at 3.45 a kilo.', [addToList])[0]).not.toHaveProperty('time');
    const bookRoom = fn(
      'book_room',
      'Books a meeting room.',
      { room: text('Room name'), start_time: text('Start time, HH:MM'), end_time: text('End time, HH:MM') },
      ['room', 'start_time', 'end_time'],
    );
    expect(callsOf('Book room Fjord from 10.30 to 12.00.', [bookRoom])).toEqual([
      ['book_room', { room: 'Fjord', start_time: '10:30', end_time: '12:00' }],
    ]);
  });
});

describe('a bare hour that starts a range of clock times', () => {
  const hall = fn(
    'hold_hall',
    'Holds a hall for a slot.',
    {
      hall: text('Name of the hall'),
      start_time: text('Start, HH:MM'),
      end_time: text('End, HH:MM'),
    },
    ['hall', 'start_time', 'end_time'],
  );

  it('takes the half of the day said with the end: "between 3 and 6 in the evening"', () => {
    expect(argsOf('Hold the Tithe Barn between 3 and 6 in the evening.', [hall])).toEqual([
      { hall: 'Tithe Barn', start_time: '15:00', end_time: '18:00' },
    ]);
  });

  it('keeps a start that would fall after the end in the morning: "from 11 to 1pm"', () => {
    expect(argsOf('Hold the Tithe Barn from 11 to 1pm.', [hall])).toEqual([
      { hall: 'Tithe Barn', start_time: '11:00', end_time: '13:00' },
    ]);
  });

  it('reads no range from "and" without "between"', () => {
    expect(findTimes('at 3 and 6pm').map((t) => t.hours)).toEqual([18]);
  });
});

describe('a bare hour after "at" with its half of the day said next to it', () => {
  const hours = (t: string) => findTimes(t).map((m) => `${m.hours}:${String(m.minutes).padStart(2, '0')}`);
  it('is that hour of that half', () => {
    expect(hours('the kiln opens tonight at 7')).toEqual(['19:00']);
    expect(hours('glazing at 8 this evening')).toEqual(['20:00']);
    expect(hours('firing at 9 in the morning')).toEqual(['9:00']);
  });
  it('stays unread with no half of the day, and is no percentage or decimal', () => {
    expect(hours('the kiln opens at 7')).toEqual([]);
    expect(hours('tonight, sales at 7% and at 7.5 kg')).toEqual([]);
  });
});
