// Tools with thousands of properties or enum values: the model reads the request for the first ones only.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';
import { READ_PROPERTIES } from './extract-context.ts';
import { READ_OPTIONS } from '../understand/option-mentions.ts';

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

describe('an enum with more values than the model reads', () => {
  const shades = Array.from({ length: 3 * READ_OPTIONS }, (_, i) => `shade ${i}`);
  const paint = (values: string[]) =>
    fn('paint_wall', 'Paint a wall', { colour: { type: 'string', enum: values } }, ['colour']);

  it('picks a value the request names among the first ones, and not one past them', () => {
    expect(argsOf('Paint the wall in teal', [paint(['teal', ...shades])])).toEqual([{ colour: 'teal' }]);
    const [late] = argsOf('Paint the wall in teal', [paint([...shades, 'teal'])]);
    expect(late?.colour).not.toBe('teal');
  });
});
