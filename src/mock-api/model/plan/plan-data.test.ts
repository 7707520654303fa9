// How the planner reads values written the way code and forms write them, on small invented tools: digit groups joined
// by hyphens, dictionaries, numbers in brackets, numbers listed one after another, where money goes from and to, and how
// often a year.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const numbers = (description: string) => ({ type: 'array', description, items: { type: 'number' } });

describe('digit groups joined by hyphens', () => {
  it('are one code for an id parameter', () => {
    const lookup = fn('find_edition', 'Finds a book edition.', { isbn: text('ISBN of the edition.') }, ['isbn']);
    expect(argsOf('Which edition is ISBN 978-1-78-352104-3?', [lookup])).toEqual([{ isbn: '978-1-78-352104-3' }]);
    const sortCode = fn('check_branch', 'Bank branch of a sort code.', { sort_code: text('Sort code.') }, [
      'sort_code',
    ]);
    expect(argsOf('Which branch has sort code 40-11-62?', [sortCode])).toEqual([{ sort_code: '40-11-62' }]);
  });

  it('leave a date written with hyphens a date', () => {
    const diary = fn('diary_day', 'Entries of one diary day.', { day: text('Date, YYYY-MM-DD.') }, ['day']);
    expect(argsOf('Diary for 2027-02-14', [diary])).toEqual([{ day: '2027-02-14' }]);
  });
});

describe('a dictionary written in the request', () => {
  const combine = fn(
    'combine_settings',
    'Combines two settings dictionaries, the second winning.',
    {
      base: { type: 'object', description: 'Base settings.' },
      overrides: { type: 'object', description: 'Overrides.' },
    },
    ['base', 'overrides'],
  );

  it('fills a dictionary parameter, one each in order, in JSON or Python spelling', () => {
    const reply = ask("Combine {'theme': 'dark', 'beta': True} with {\"theme\": \"light\"}", [combine]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { base: { theme: 'dark', beta: true }, overrides: { theme: 'light' } },
    ]);
    expect(reply.explanation).toContain("from '{'theme': 'dark', 'beta': True}'");
  });
});

describe('numbers written in brackets', () => {
  it('give each list parameter one group', () => {
    const slope = fn(
      'slope',
      'Slope of the line through two points.',
      { start: numbers('First point.'), end: numbers('Second point.') },
      ['start', 'end'],
    );
    expect(argsOf('Slope through (2, 5) and (6, 13)', [slope])).toEqual([{ start: [2, 5], end: [6, 13] }]);
  });

  it('keep every number listed, though one of them equals how many follow it', () => {
    const total = fn('sum_list', 'Adds up numbers.', { values: numbers('Numbers to add.') }, ['values']);
    // A 3 followed by three numbers would be their count if said before them; listed after a comma it is a value.
    expect(argsOf('Add up [8, 3, 6, 1, 4]', [total])).toEqual([{ values: [8, 3, 6, 1, 4] }]);
  });
});

describe('where money comes from and goes to', () => {
  const move = fn(
    'move_funds',
    'Moves money between two of my accounts.',
    {
      amount: { type: 'number', description: 'Amount.' },
      from_account: text('Account to take it from.'),
      to_account: text('Account to put it in.'),
    },
    ['amount', 'from_account', 'to_account'],
  );

  it('is read from the lower-case words after "from" and "to"', () => {
    const reply = ask('Move 75 from current to rainy day savings', [move]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { amount: 75, from_account: 'current', to_account: 'rainy day savings' },
    ]);
    expect(reply.explanation).toContain('to_account "rainy day savings" from \'to rainy day savings\'');
  });

  it('takes no pronoun for an account', () => {
    expect(argsOf('Move 75 from it to them', [move])[0]?.to_account).not.toBe('them');
  });
});

describe('how often, for a number of times a year', () => {
  const savings = fn(
    'savings_growth',
    'Value of a deposit with compound interest.',
    {
      deposit: { type: 'number', description: 'Deposit.' },
      rate: { type: 'number', description: 'Yearly rate as a decimal.' },
      years: { type: 'integer', description: 'Years.' },
      periods_per_year: { type: 'integer', description: 'Times interest is compounded per year.' },
    },
    ['deposit', 'rate', 'years', 'periods_per_year'],
  );

  it('is the count the word says', () => {
    expect(argsOf('Grow 800 at 4% for 6 years, compounded quarterly', [savings])[0]?.periods_per_year).toBe(4);
    expect(argsOf('Grow 800 at 4% for 6 years, compounding daily', [savings])[0]?.periods_per_year).toBe(365);
  });

  it('is no count when it says what a rate is per', () => {
    // "4% yearly" is a yearly rate: it says nothing of how often interest is added.
    expect(argsOf('Grow 800 at 4% yearly for 6 years', [savings])[0]?.periods_per_year).not.toBe(1);
  });

  it('is no count for a parameter that counts something else', () => {
    const walks = fn('plan_walks', 'Plans dog walks.', { walks: { type: 'integer', description: 'Walks a day.' } }, [
      'walks',
    ]);
    expect(argsOf('Plan 3 walks, weekly', [walks])).toEqual([{ walks: 3 }]);
  });
});
