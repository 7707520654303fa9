// Part 23c: which tool the request's values decide, when no tool's words fit, on invented tools.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';

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
