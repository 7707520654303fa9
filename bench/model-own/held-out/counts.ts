// Held-out questions, kind "counts" (never tuned on): counts that describe values, number words that are values.
import { tool } from '../../model-heldout/build.ts';
import { ask, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('rectangle_area', 'Area of a rectangle.', { width: ['float', 'Width.'], length: ['float', 'Length.'] }),
  tool('margin_of_error', 'Margin of error of a survey.', {
    confidence_level: ['float', 'Confidence level in percent.'],
    respondents: ['integer', 'How many people answered.'],
  }),
  tool('seat_guests', 'Arranges tables for an event.', {
    tables: ['integer', 'Number of tables.'],
    seats_per_table: ['integer', 'Seats at each table.'],
  }),
  tool('average_of_scores', 'Average of two test scores.', {
    first_score: ['float', 'First score.'],
    second_score: ['float', 'Second score.'],
  }),
  tool('share_prize', 'Divides prize money between winners.', {
    amount: ['float', 'Prize money.'],
    winners: ['integer', 'Number of winners.'],
  }),
  tool('compound_growth', 'Value after compound growth.', {
    principal: ['float', 'Starting amount.'],
    rate_percent: ['float', 'Yearly growth in percent.'],
    years: ['integer', 'Number of years.'],
  }),
];

const rects: [number, number][] = [
  [3, 5],
  [12, 7.5],
  [40, 25],
  [2.2, 9],
  [60, 80],
  [14, 3],
];
const rectAsks = [
  (w: number, l: number) => `The two sides of the rug are ${w} and ${l} metres. What is its area?`,
  (w: number, l: number) => `A rectangle with both sides known, ${w} by ${l}: area?`,
  (w: number, l: number) => `Four walls, and the room's two dimensions are ${w} and ${l}. How big is the floor?`,
  (w: number, l: number) => `I have 2 measurements for the patio, ${w} wide and ${l} long. Area please.`,
  (w: number, l: number) => `Area of one rectangle whose width is ${w} and length is ${l}`,
  (w: number, l: number) => `Three coats of paint aside, how much area is a ${w} by ${l} panel?`,
];
const surveys: [number, number][] = [
  [95, 400],
  [90, 1200],
  [99, 250],
  [80, 60],
  [95, 1000],
  [90, 75],
];
const surveyAsks = [
  (c: number, n: number) => `We surveyed ${n} people. What's the margin of error at ${c}% confidence?`,
  (c: number, n: number) => `Margin of error for a ${c} percent level with ${n} respondents`,
  (c: number, n: number) => `Two questions were asked of ${n} customers; give the ${c}% margin of error.`,
  (c: number, n: number) => `At a ${c}% confidence level and ${n} answers, how wide is the margin?`,
  (c: number, n: number) => `${n} respondents, ${c}% confidence: margin of error?`,
  (c: number, n: number) => `For one poll of ${n} voters, what's the margin of error at the ${c}% level?`,
];
const seating: [string, number, number][] = [
  ['Set up nine tables with eight seats each.', 9, 8],
  ['We need 12 tables, 6 chairs at every table.', 12, 6],
  ['Arrange five round tables of ten.', 5, 10],
  ['Two long tables seating twenty each, please.', 2, 20],
  ['Seven tables, four seats a table.', 7, 4],
];
const scores: [number, number][] = [
  [78, 91],
  [64.5, 88],
  [100, 73],
  [55, 59],
  [81, 97],
];
const scoreAsks = [
  (a: number, b: number) => `My two tests came back ${a} and ${b}. What's the average?`,
  (a: number, b: number) => `Average the 2 scores: ${a} and ${b}.`,
  (a: number, b: number) => `Both exams, ${a} then ${b}; what is my mean score?`,
  (a: number, b: number) => `Three weeks of study gave me ${a} and ${b} on the two quizzes. Average?`,
  (a: number, b: number) => `Scores of ${a} and ${b}, averaged`,
];
const prizes: [string, number, number][] = [
  ['The three winners split 900 dollars.', 900, 3],
  ['Divide 1500 between two winners.', 1500, 2],
  ['Share a 250 prize among five winners.', 250, 5],
  ['Four people won; the pot is 3200.', 3200, 4],
  ['Ten winners share 10000.', 10000, 10],
];
const growth: [string, number, number, number][] = [
  ['What will 5000 grow to in ten years at 4%?', 5000, 4, 10],
  ['Two thousand invested at 6 percent for three years: final value?', 2000, 6, 3],
  ['Grow 750 at 3.5% a year for twelve years.', 750, 3.5, 12],
  ['If I put 12000 away at 5% for 2 years, what do I get?', 12000, 5, 2],
  ['1 year at 7% on 400', 400, 7, 1],
];

export const countsHeldOut: KindSet = {
  kind: 'counts',
  name: 'venue',
  tools,
  questions: [
    ...rects.map(([w, l], i) => ask(rectAsks[i]!(w, l), ['rectangle_area', { width: w, length: l }])),
    ...surveys.map(([c, n], i) =>
      ask(surveyAsks[i]!(c, n), ['margin_of_error', { confidence_level: c, respondents: n }]),
    ),
    ...seating.map(([q, t, s]) => ask(q, ['seat_guests', { tables: t, seats_per_table: s }])),
    ...scores.map(([a, b], i) =>
      (i % 2 ? pick : ask)(scoreAsks[i]!(a, b), ['average_of_scores', { first_score: a, second_score: b }]),
    ),
    ...prizes.map(([q, a, w]) => ask(q, ['share_prize', { amount: a, winners: w }])),
    ...growth.map(([q, p, r, y]) => pick(q, ['compound_growth', { principal: p, rate_percent: r, years: y }])),
  ],
};
