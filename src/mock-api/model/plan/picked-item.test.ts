// An item of an earlier list result picked by ordinal, by price or by a value said gives another tool its id, in
// English, Polish and Korean, with invented tools; and the picks that must not guess.
import { describe, expect, it } from 'vitest';
import { afterOneCall as after, callsAfter as calls, fn, replyAfter as reply, text } from '../test-tools.ts';

const search = fn('search_restaurants', 'Search restaurants in a city', { city: text('City') }, ['city']);
const details = fn(
  'get_restaurant_details',
  'Get details of a restaurant by id',
  { restaurant_id: text('Restaurant id') },
  ['restaurant_id'],
);
const invoices = fn('list_invoices', 'List invoices of a customer', { customer: text('Customer name') }, ['customer']);
const remind = fn('send_reminder', 'Send a payment reminder for an invoice', { invoice_id: text('Invoice id') }, [
  'invoice_id',
]);

const found = after(
  'search_restaurants',
  { city: 'Lyon' },
  {
    results: [
      { id: 'r-11', name: 'Le Bouchon', street: 'Elm Street', price: 40 },
      { id: 'r-12', name: 'Chez Ma', street: 'Oak Road', price: 25 },
      { id: 'r-13', name: 'Sato', street: 'Pine Lane', price: 32 },
    ],
  },
);
const both = [search, details];
const detailsOf = (id: string) => [['get_restaurant_details', { restaurant_id: id }]];

describe('an item picked from an earlier list result', () => {
  it('by ordinal (en, pl, ko)', () => {
    expect(calls('Tell me more about the second one', both, found)).toEqual(detailsOf('r-12'));
    expect(calls('Pokaż szczegóły drugiej restauracji', both, found)).toEqual(detailsOf('r-12'));
    expect(calls('첫 번째 식당 자세히 보여줘', both, found)).toEqual(detailsOf('r-11'));
    expect(calls('Details of the last one', both, found)).toEqual(detailsOf('r-13'));
  });

  it('by price (en, pl, ko)', () => {
    expect(calls('Details for the cheapest one please', both, found)).toEqual(detailsOf('r-12'));
    expect(calls('Szczegóły najtańszej', both, found)).toEqual(detailsOf('r-12'));
    expect(calls('가장 비싼 곳 자세히', both, found)).toEqual(detailsOf('r-11'));
  });

  it('by a value of it the request says, over a place asked again', () => {
    expect(calls('Details of the one on Elm Street', both, found)).toEqual(detailsOf('r-11'));
  });

  it('by a status said, over the pointing word a reader took for the id', () => {
    const listed = after(
      'list_invoices',
      { customer: 'Acme' },
      {
        invoices: [
          { id: 'INV-1', status: 'paid' },
          { id: 'INV-2', status: 'overdue' },
        ],
      },
    );
    expect(calls('Send a reminder for the overdue one', [invoices, remind], listed)).toEqual([
      ['send_reminder', { invoice_id: 'INV-2' }],
    ]);
    expect(reply('Send a reminder for the overdue one', [invoices, remind], listed).explanation).toContain(
      "invoice_id from 'invoices.1.id: INV-2' (a value of an earlier tool result)",
    );
  });

  it('takes the one object the newest result is when the request points at it (en, pl, ko)', () => {
    const one = after('search_restaurants', { city: 'Lyon' }, { id: 'r-77', name: 'Mirabelle', rating: 4.5 });
    for (const request of ['Pull up the full details on that', 'Pokaż szczegóły tego', '그거 상세 정보 보여줘'])
      expect(calls(request, both, one), request).toEqual(detailsOf('r-77'));
  });

  it('points past a newer single object at an older list only when the request picks by ordinal', () => {
    const history = [
      ...found,
      ...after('get_restaurant_details', { restaurant_id: 'r-12' }, { id: 'r-12', name: 'Chez Ma', seats: 30 }),
    ];
    expect(calls('Now the third', both, history)).toEqual(detailsOf('r-13'));
  });

  it('picks nothing past the end of the list, nor with no list before', () => {
    const two = after('search_restaurants', { city: 'Lyon' }, { results: [{ id: 'r-1' }, { id: 'r-2' }] });
    expect(reply('Details of the fifth one', both, two).toolCalls).toEqual([]);
    expect(reply('Tell me more about the second one', both, []).toolCalls).toEqual([]);
  });
});
