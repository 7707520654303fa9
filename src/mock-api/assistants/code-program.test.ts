// The code_interpreter planner: which questions become which programs, and that hostile runs of any character are crossed once.
import { describe, expect, it } from 'vitest';
import { planCode } from './code-program.ts';

const run = (question: string) => planCode(question)?.program ?? null;

describe('planCode', () => {
  it('solves linear equations written in the usual ways', () => {
    expect(run('Solve 3x + 11 = 14')).toContain('a = Fraction(3)\nb = Fraction(11)\nc = Fraction(14)\nx = (c - b) / a');
    expect(run('what is y if 2 * y - 4 = -10?')).toContain('a = Fraction(2)\nb = Fraction(-4)\nc = Fraction(-10)');
    expect(run('x + 1 = 5')).toContain('a = Fraction(1)\nb = Fraction(1)\nc = Fraction(5)');
    expect(run('- 3z + 2 = 8')).toContain('a = Fraction(-3)');
    expect(planCode('Solve 3x + 11 = 14')!.answer(['x = 1'])).toBe(
      'The solution to the equation `3x + 11 = 14` is `x = 1`.',
    );
  });

  it('evaluates the first arithmetic expression with an operator, from its first digit or ( to its last digit or )', () => {
    expect(run('What is 12 * (3 + 4)?')).toContain('result = 12 * (3 + 4)\n');
    expect(run('compute 2^10 please')).toContain('result = 2**10\n');
    expect(run('pages 1. then 7 - 2 ... ok')).toContain('result = 7 - 2\n');
    expect(run('just 42 here')).toBeNull();
  });

  it('reads statistics questions', () => {
    expect(run('the mean of 3, 5 and 10')).toContain('data = [3, 5, 10]\n');
  });

  // Each input is a long run of one character class with the planner's trigger around it; before, a few thousand spaces
  // took seconds (the equation pattern was cubic). These finish only if every pattern crosses a run a bounded number of times.
  it.each([' ', '1', 'x', '-', '*', '=', '.', '(', '+ ', '1 ', 'x ', '3x + '])(
    'answers a 100,000-long run of %j',
    (unit) => {
      const long = unit.repeat(Math.ceil(100_000 / unit.length));
      for (const question of [long, `${long}!`, `3${long}= y`, `solve ${long}x + 1 =`])
        expect(() => planCode(question)).not.toThrow();
    },
  );
});
