// Counts of how often (doses a day), what "how much" asks about, and a negated flag.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

describe('what "how much" asks about, doses a day and a negated flag', () => {
  const dose = fn(
    'goat_medicine_dose',
    'Works out how much medicine a goat gets.',
    {
      medicine: text('The medicine'),
      weight_kg: { type: 'number', description: 'Weight in kilograms' },
      doses_per_day: { type: 'integer', description: 'How many doses a day', default: 1 },
    },
    ['medicine', 'weight_kg'],
  );
  const check = fn(
    'log_coop_check',
    'Logs a check of a hen coop.',
    { coop_id: text('The coop'), fox_seen: { type: 'boolean', description: 'Whether a fox was seen' } },
    ['coop_id', 'fox_seen'],
  );

  it('takes the thing "how much" asks about, not the words that go on saying a number', () => {
    expect(argsOf('How much meloxicam should a goat weighing four point five kilos get?', [dose])).toEqual([
      { medicine: 'meloxicam', weight_kg: 4.5 },
    ]);
  });

  it('reads "twice a day" for a count per day', () => {
    expect(argsOf('How much meloxicam should a 41 kg goat get, twice a day?', [dose])).toEqual([
      { medicine: 'meloxicam', weight_kg: 41, doses_per_day: 2 },
    ]);
    expect(argsOf('How much meloxicam for a 30 kg goat, three times a day?', [dose])[0]).toMatchObject({
      doses_per_day: 3,
    });
  });

  it('negates a flag when any word of its name is negated', () => {
    expect(argsOf('Coop C-2 checked; the fox was not seen.', [check])).toEqual([{ coop_id: 'C-2', fox_seen: false }]);
    expect(argsOf('Coop C-2 checked; the fox was seen.', [check])).toEqual([{ coop_id: 'C-2', fox_seen: true }]);
  });
});
