// Tuning questions, kind "counts": a count that describes the values ("the two legs") is not a value; number words are.
import { tool } from '../../model-heldout/build.ts';
import { ask, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('hypotenuse_length', 'Length of the hypotenuse of a right triangle from its two legs.', {
    leg_a: ['float', 'Length of the first leg.'],
    leg_b: ['float', 'Length of the second leg.'],
  }),
  tool('confidence_interval', 'Confidence interval of a sample mean.', {
    confidence_percent: ['float', 'Confidence level in percent, e.g. 95.'],
    sample_size: ['integer', 'Number of samples.'],
    mean: ['float', 'Sample mean.'],
  }),
  tool('split_bill', 'Splits a bill evenly between people.', {
    total: ['float', 'Bill total.'],
    people: ['integer', 'How many people share it.'],
  }),
  tool('plant_rows', 'Plans a vegetable bed: rows and plants per row.', {
    crop: ['string', 'What to plant.'],
    rows: ['integer', 'Number of rows.'],
    plants_per_row: ['integer', 'Plants in each row.'],
  }),
  tool('dice_odds', 'Probability of rolling a total with some dice.', {
    dice: ['integer', 'Number of dice.'],
    sides: ['integer', 'Sides per die.'],
    target: ['integer', 'Total to roll.'],
  }),
];

const legs: [number, number][] = [
  [5, 12],
  [9, 40],
  [7, 24],
  [20, 21],
  [8, 15],
];
const legAsks = [
  (a: number, b: number) => `The two legs of a right triangle measure ${a} and ${b}. What is the hypotenuse?`,
  (a: number, b: number) => `A right triangle has 2 legs, ${a} cm and ${b} cm. How long is the hypotenuse?`,
  (a: number, b: number) => `Both legs of my right triangle are known: ${a} and ${b}. Get the hypotenuse.`,
  (a: number, b: number) => `Hypotenuse please, for the three-sided right triangle with legs ${a} and ${b}.`,
  (a: number, b: number) => `My triangle's two shorter sides are ${a} and ${b} long; find the longest one.`,
];
const intervals: [number, number, number][] = [
  [90, 40, 12.5],
  [95, 120, 3.2],
  [99, 64, 71],
  [80, 25, 9.9],
  [95, 16, 200],
];
const intervalAsks = [
  (c: number, n: number, m: number) => `Give me a ${c}% interval for ${n} samples with a mean of ${m}.`,
  (c: number, n: number, m: number) => `With ${n} samples averaging ${m}, what is the ${c}% confidence interval?`,
  (c: number, n: number, m: number) => `I took ${n} readings, mean ${m}. Two-sided ${c} percent confidence interval?`,
  (c: number, n: number, m: number) => `Mean ${m} over ${n} trials: compute the ${c}% CI.`,
  (c: number, n: number, m: number) =>
    `What's the ${c}% confidence interval when the mean is ${m} and there are ${n} observations?`,
];
const bills: [string, number, number][] = [
  ['three', 3, 84.6],
  ['four', 4, 120],
  ['five', 5, 212.5],
  ['two', 2, 39.9],
  ['six', 6, 300],
];
const beds: [string, number, number, string][] = [
  ['tomatoes', 6, 12, 'six rows of tomatoes, twelve plants in each'],
  ['lettuce', 4, 20, '4 rows of lettuce with 20 plants per row'],
  ['beans', 3, 15, 'beans in three rows of fifteen'],
  ['carrots', 10, 40, 'ten rows of carrots, forty to a row'],
  ['kale', 2, 8, 'two short rows of kale, 8 plants each'],
];
const dice: [number, number, number, string][] = [
  [2, 6, 10, 'What are the odds of rolling 10 with two six-sided dice?'],
  [3, 6, 12, 'Chance of a total of 12 on three regular six-sided dice?'],
  [2, 20, 30, 'Roll two twenty-sided dice: how likely is a 30?'],
  [4, 8, 20, 'Odds of 20 with four eight-sided dice'],
  [1, 12, 7, 'How likely is rolling a 7 on one twelve-sided die?'],
];

export const countsTuning: KindSet = {
  kind: 'counts',
  name: 'garden',
  tools,
  questions: [
    ...legs.map(([a, b], i) => ask(legAsks[i]!(a, b), ['hypotenuse_length', { leg_a: a, leg_b: b }])),
    ...intervals.map(([c, n, m], i) =>
      ask(intervalAsks[i]!(c, n, m), ['confidence_interval', { confidence_percent: c, sample_size: n, mean: m }]),
    ),
    ...bills.map(([word, n, t], i) =>
      (i % 2 ? pick : ask)(
        i % 2
          ? `Split ${t} dollars between the ${word} of us.`
          : `The ${word} of us owe ${t} in total; split it evenly.`,
        ['split_bill', { total: t, people: n }],
      ),
    ),
    ...beds.map(([crop, r, p, words]) => ask(`Plan ${words}.`, ['plant_rows', { crop, rows: r, plants_per_row: p }])),
    ...dice.map(([d, s, t, q]) => ask(q, ['dice_odds', { dice: d, sides: s, target: t }])),
    ...legs
      .slice(0, 3)
      .map(([a, b]) =>
        pick(`Two legs, ${a} and ${b}: what is the third side of this right triangle?`, [
          'hypotenuse_length',
          { leg_a: a, leg_b: b },
        ]),
      ),
  ],
};
