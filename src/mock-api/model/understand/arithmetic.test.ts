// Arithmetic said in symbols or words, written in operator form for a calculator tool; dates and phone numbers are no
// subtraction; a request with arithmetic picks the one tool that evaluates an expression.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';
import { arithmeticIn, powerOperatorOf } from './arithmetic.ts';

const written = (t: string, power?: string) => arithmeticIn(t, power)?.expression;

describe('arithmetic in a request', () => {
  it('writes symbols and operator words as operators, brackets kept', () => {
    expect(written('How much is 19+23?')).toBe('19 + 23');
    expect(written('work out (7 + 5) * 3 for me')).toBe('(7 + 5) * 3');
    expect(written('what is 81 divided by 9 minus 2')).toBe('81 / 9 - 2');
    expect(written('6 multiplied by 7')).toBe('6 * 7');
  });

  it('writes a percentage of a number, powers, squares and roots', () => {
    expect(written('What is 12% of 350?')).toBe('12 / 100 * 350');
    expect(written('3 to the power of 4')).toBe('3 ** 4');
    expect(written('3 to the power of 4', '^')).toBe('3 ^ 4');
    expect(written('what is 9 squared')).toBe('9 ** 2');
    expect(written('the square root of 81 plus 1')).toBe('sqrt(81) + 1');
    expect(written('what is 2,500 divided by 4')).toBe('2500 / 4');
  });

  it('reads no arithmetic in dates, phone numbers, times or a lone number', () => {
    expect(arithmeticIn('Plant the leeks on 2027-04-12')).toBeUndefined();
    expect(arithmeticIn('Ring 0161-555-0199 after 10:30')).toBeUndefined();
    expect(arithmeticIn('I have 3 leeks')).toBeUndefined();
  });

  it('reads no subtraction in a range, a score or a number joined by a bare hyphen', () => {
    expect(arithmeticIn('A tasting for 5-10 guests')).toBeUndefined();
    expect(arithmeticIn('The kestrels won 3-1 on Sunday')).toBeUndefined();
    expect(arithmeticIn('Rezerwacja dla 4-6 osób')).toBeUndefined();
    expect(arithmeticIn('Ring the ferry desk on 555-1234')).toBeUndefined();
    expect(written('What is 10-3?')).toBe('10 - 3');
    expect(written('calculate 40-15')).toBe('40 - 15');
    expect(written('Ile to 9-4?')).toBe('9 - 4');
    expect(written('10-3 =')).toBe('10 - 3');
    expect(written('12 - 5 apples')).toBe('12 - 5');
  });

  it('writes powers as the description does', () => {
    expect(powerOperatorOf('An expression such as 2^8 + 1')).toBe('^');
    expect(powerOperatorOf('A Python expression, e.g. 2**8')).toBe('**');
  });
});

describe('a calculator tool', () => {
  const calculator = fn(
    'run_abacus',
    'Evaluate a math expression',
    { expression: text('Math expression, e.g. 2*(3+4)') },
    ['expression'],
  );
  const tide = fn('get_tide_times', 'Tide times for a harbour', { harbour: text('Harbour') }, ['harbour']);

  it('is picked for arithmetic that names none of its words, and given the expression', () => {
    expect(callsOf('How much is 19+23?', [tide, calculator])).toEqual([['run_abacus', { expression: '19 + 23' }]]);
    expect(callsOf('What is 12% of 350?', [tide, calculator])).toEqual([
      ['run_abacus', { expression: '12 / 100 * 350' }],
    ]);
  });

  it('is not picked for a request with no arithmetic', () => {
    expect(callsOf('When is high tide at Porthleven?', [tide, calculator])).toEqual([
      ['get_tide_times', { harbour: 'Porthleven' }],
    ]);
    expect(callsOf('The pottery class runs 9-5 on Mondays', [tide, calculator])).toEqual([]);
  });
});
