// Items told apart by their form: a name that fills a bracket is read whole.
import { describe, expect, it } from 'vitest';
import { callsOf, swimLesson as swim, lockerRental as locker } from '../test-tools.ts';

const tools = [swim, locker];

describe('a name that fills a bracket', () => {
  it('is read whole, not as a sentence opened by its first word', () => {
    expect(callsOf('Rent a locker to me (Ivo Berg) for 4 weeks.', tools)).toEqual([
      ['rent_locker', { member_name: 'Ivo Berg', weeks: 4 }],
    ]);
  });
});
