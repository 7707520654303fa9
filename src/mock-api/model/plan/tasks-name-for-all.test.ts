// A person named once for the whole request ("All under …", "Name: …") is the person of every task that lacks one.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, NOW, text } from '../test-tools.ts';
import { planCalls } from './plan-calls.ts';
import { nameForAll } from './tasks-name-for-all.ts';

const sharpen = fn(
  'sharpen_blades',
  'Sharpens kitchen knives or garden blades.',
  {
    blade_kind: { type: 'string', enum: ['knife', 'shears', 'scissors'], description: 'What to sharpen' },
    count: { type: 'integer', description: 'How many blades' },
    owner_name: text('Full name of the owner'),
  },
  ['blade_kind', 'count'],
);
const fixBike = fn(
  'repair_bicycle',
  'Books a bicycle repair at the workshop.',
  {
    rider_name: text('Full name of the rider'),
    fault: { type: 'string', enum: ['puncture', 'brakes', 'gears'], description: 'What is wrong' },
    repair_date: text('Day of the repair, YYYY-MM-DD'),
  },
  ['rider_name', 'fault', 'repair_date'],
);

const engrave = fn(
  'engrave_tags',
  'Engraves name tags.',
  {
    tag_kind: { type: 'string', enum: ['dog', 'luggage', 'bike'], description: 'Kind of tag' },
    copies: { type: 'integer', description: 'How many copies' },
    owner_name: text('Full name of the owner'),
  },
  ['tag_kind', 'copies'],
);

describe('a sentence that gives one person for every task', () => {
  it('reads "All of it under X", "Both orders for X", "Everything\'s under X" and a signing "Name: X"', () => {
    expect(nameForAll('Two knives. All under Orla Fennimore.')?.name).toBe('Orla Fennimore');
    expect(nameForAll('Knives and shears. Both orders for Orla de la Fennimore.')?.name).toBe('Orla de la Fennimore');
    expect(nameForAll("Brakes first. Everything's under Orla Fennimore.")?.name).toBe('Orla Fennimore');
    expect(nameForAll('Brakes first. All of it under Orla Fennimore.')?.name).toBe('Orla Fennimore');
    expect(nameForAll('Brakes on Monday. Name: Orla Fennimore.')?.name).toBe('Orla Fennimore');
    expect(nameForAll("Brakes on Monday. It's Orla Fennimore.")?.name).toBe('Orla Fennimore');
  });

  it('reads no lone word, no sentence that says more, and nothing when two people are given so', () => {
    expect(nameForAll('Two knives. All under Orla.')).toBeUndefined();
    expect(nameForAll("It's Orla Fennimore's bike that needs brakes.")).toBeUndefined();
    expect(nameForAll('Name: Orla Fennimore. All for Piet Vos.')).toBeUndefined();
  });

  it('fills the person of every call that lacks one', () => {
    const request = 'Could you engrave two dog tags and one luggage tag? Both orders for Orla Fennimore.';
    expect(callsOf(request, [engrave]).map(([, a]) => a.owner_name)).toEqual(['Orla Fennimore', 'Orla Fennimore']);
    expect(planCalls(request, [engrave], { now: NOW, history: [] })[0]!.reason).toContain(
      'owner_name "Orla Fennimore" said for every task in "Both orders for Orla Fennimore."',
    );
  });

  it('gives a task that left its required person unsaid its call, and keeps a person another task names', () => {
    const tools = [sharpen, fixBike];
    const unsaid = 'Repair the bicycle brakes on 2027-05-04, then sharpen three knives. Name: Orla Fennimore.';
    expect(callsOf(unsaid, tools).map(([name, a]) => [name, a.rider_name ?? a.owner_name])).toEqual([
      ['repair_bicycle', 'Orla Fennimore'],
      ['sharpen_blades', 'Orla Fennimore'],
    ]);
    const named = 'Fix the gears for Piet Vos on 2027-05-05, then sharpen three knives. Name: Orla Fennimore.';
    expect(callsOf(named, tools).map(([name, a]) => [name, a.rider_name ?? a.owner_name])).toEqual([
      ['repair_bicycle', 'Piet Vos'],
      ['sharpen_blades', 'Orla Fennimore'],
    ]);
  });
});
