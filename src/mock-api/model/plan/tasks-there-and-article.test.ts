// Two value readings of several-task requests: "there" in an item is the place of the item before; "a tin of X" counts one.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, NOW, text } from '../test-tools.ts';
import { planCalls } from './plan-calls.ts';

const gym = fn(
  'join_climbing_gym',
  'Signs a climber up for a gym pass.',
  {
    climber_name: text('Full name of the climber'),
    email: text('E-mail address for the pass'),
    pass_kind: { type: 'string', enum: ['day', 'annual'], description: 'Kind of pass' },
    branch: { type: 'string', enum: ['Riverside', 'Old Mill'], description: 'Gym branch; any when left out.' },
  },
  ['climber_name', 'email', 'pass_kind'],
);
const chalk = fn(
  'order_chalk',
  'Orders climbing chalk from the shop.',
  {
    chalk_kind: { type: 'string', enum: ['block', 'ball', 'liquid'], description: 'What to order' },
    quantity: { type: 'integer', description: 'How many units.' },
  },
  ['chalk_kind', 'quantity'],
);

describe('"there" in an item of a list of stretches', () => {
  it('gives the item the place of the item before', () => {
    const request =
      'An annual pass at Old Mill for me please, Tilde Marsh, tilde@marsh.example, and another annual one there for my brother Otto Marsh, otto@marsh.example.';
    const calls = callsOf(request, [gym, chalk]);
    expect(planCalls(request, [gym, chalk], { now: NOW, history: [] })[1]!.reason).toContain(
      'branch "Old Mill" as for the item before ("there" points back to it)',
    );
    expect(calls.map(([, a]) => [a.climber_name, a.branch])).toEqual([
      ['Tilde Marsh', 'Old Mill'],
      ['Otto Marsh', 'Old Mill'],
    ]);
  });

  it('leaves an item that says no "there" without the place', () => {
    const calls = callsOf(
      'An annual pass at Old Mill for me please, Tilde Marsh, tilde@marsh.example, and another annual one for my brother Otto Marsh, otto@marsh.example.',
      [gym, chalk],
    );
    expect(calls.map(([, a]) => a.branch)).toEqual(['Old Mill', undefined]);
  });
});

describe('an article before the thing a call is about', () => {
  it('counts one when nothing else in its part counts', () => {
    expect(callsOf('Please order a ball of chalk.', [gym, chalk])).toEqual([
      ['order_chalk', { chalk_kind: 'ball', quantity: 1 }],
    ]);
  });

  it('counts nothing when the part says a number, or the article is before another thing', () => {
    expect(callsOf('Please order chalk, liquid, for a friend.', [gym, chalk])).toEqual([]);
    expect(callsOf('Please order three balls of chalk.', [gym, chalk])).toEqual([
      ['order_chalk', { chalk_kind: 'ball', quantity: 3 }],
    ]);
  });
});
