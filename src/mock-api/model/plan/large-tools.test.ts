// Tools with thousands of properties: the model reads the request for the first READ_PROPERTIES of them only.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';
import { READ_PROPERTIES } from './extract-args.ts';

const notes = Object.fromEntries(
  Array.from({ length: 3 * READ_PROPERTIES }, (_, i) => [`note_${i}`, text(`Free note ${i}`)]),
);
const city = text('City to search in');
const email = text('E-mail address to send the list to');

describe('a tool with more properties than the model reads', () => {
  it('reads the request for the first properties, and not for one past them', () => {
    const request = 'Find a restaurant in Lisbon and send the list to ana@example.org';
    const early = fn('find_restaurant', 'Find a restaurant', { city, email, ...notes }, ['city']);
    expect(argsOf(request, [early])).toEqual([{ city: 'Lisbon', email: 'ana@example.org' }]);
    const late = fn('find_restaurant', 'Find a restaurant', { city, ...notes, email }, ['city']);
    expect(argsOf(request, [late])).toEqual([{ city: 'Lisbon' }]);
  });
});
