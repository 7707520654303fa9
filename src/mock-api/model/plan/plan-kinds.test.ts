// The planner on each kind of question, with tools invented here: fan-out, several tools several times, similar
// tools, typed values, optional parameters and irrelevance; and the explanation names the parts and the rival tool.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn } from '../test-tools.ts';

const water = fn(
  'water_plant',
  'Waters a plant in the greenhouse.',
  {
    bed: { type: 'string', description: 'Name of the bed, e.g. herbs' },
    litres: { type: 'number', description: 'Water in litres' },
  },
  ['bed', 'litres'],
);
const seeds = fn(
  'buy_seeds',
  'Buys seed packets from the garden shop.',
  {
    variety: { type: 'string', description: 'What to buy' },
    packets: { type: 'integer', description: 'How many packets' },
  },
  ['variety', 'packets'],
);
const lamp = fn(
  'dim_grow_lamp',
  'Dims a grow lamp.',
  { lamp_code: { type: 'string', description: 'Lamp code such as GL-7' }, percent: { type: 'integer' } },
  ['lamp_code', 'percent'],
);
const prune = fn(
  'prune_tree',
  'Prunes a fruit tree in the orchard.',
  { tree: { type: 'string' }, height_m: { type: 'number', description: 'Height to cut back to, in metres' } },
  ['tree', 'height_m'],
);
const mow = fn(
  'mow_lawn',
  'Mows the lawn of the garden.',
  {
    height_mm: { type: 'integer', description: 'Cutting height in millimetres' },
    mulch: { type: 'boolean', description: 'Leave the clippings as mulch', default: false },
  },
  ['height_mm'],
);
const pump = fn(
  'set_pond_pump',
  'Sets the pond pump.',
  {
    mode: { type: 'string', enum: ['fountain', 'filter', 'off'] },
    flow_lph: { type: 'integer', description: 'Flow in litres per hour' },
  },
  ['mode'],
);
const plot = fn(
  'plot_beds',
  'Draws the garden plan.',
  {
    corners: {
      type: 'array',
      description: 'Corners as (x, y) pairs',
      items: { type: 'array', items: { type: 'number' } },
    },
    labels: { type: 'object', description: 'Bed names by id' },
  },
  ['corners'],
);
const GARDEN = [water, seeds, lamp, prune, mow, pump];

describe('the planner, kind by kind', () => {
  it('fans out over a list of items: one call each, the shared value repeated', () => {
    expect(callsOf('Dim the grow lamps GL-1, GL-2 and GL-3 to 40 percent.', [lamp])).toEqual([
      ['dim_grow_lamp', { lamp_code: 'GL-1', percent: 40 }],
      ['dim_grow_lamp', { lamp_code: 'GL-2', percent: 40 }],
      ['dim_grow_lamp', { lamp_code: 'GL-3', percent: 40 }],
    ]);
  });

  it('fans out over repeated stretches, each with its own values', () => {
    expect(callsOf('Give the herbs bed 2 litres and the tomato bed 5 litres.', [water])).toEqual([
      ['water_plant', { bed: 'herbs', litres: 2 }],
      ['water_plant', { bed: 'tomato', litres: 5 }],
    ]);
  });

  it('calls several tools, one of them several times, in the order asked', () => {
    expect(
      callsOf('Buy 3 packets of basil, and dim lamp GL-4 to 10 percent and lamp GL-5 to 20 percent.', GARDEN).map(
        ([n, a]) => [n, a],
      ),
    ).toEqual([
      ['buy_seeds', { variety: 'basil', packets: 3 }],
      ['dim_grow_lamp', { lamp_code: 'GL-4', percent: 10 }],
      ['dim_grow_lamp', { lamp_code: 'GL-5', percent: 20 }],
    ]);
  });

  it('picks among similar tools by name, description and parameters, and says why not the rival', () => {
    const reply = ask('Prune the pear tree back to 2.5 m.', GARDEN);
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['prune_tree']);
    expect(reply.explanation).toMatch(/picked prune_tree .*not \w+ \(score/);
  });

  it('reads typed values: a dozen, 2.5k, booleans from phrasing, enums, and leaves unsaid optional values out', () => {
    expect(callsOf('Buy a dozen packets of chard.', [seeds])).toEqual([
      ['buy_seeds', { variety: 'chard', packets: 12 }],
    ]);
    expect(callsOf('Run the pond pump as a fountain at 2.5k litres per hour.', [pump])).toEqual([
      ['set_pond_pump', { mode: 'fountain', flow_lph: 2500 }],
    ]);
    expect(callsOf('Mow the lawn at 40 mm and leave the clippings as mulch.', [mow])).toEqual([
      ['mow_lawn', { height_mm: 40, mulch: true }],
    ]);
    expect(callsOf('Mow the lawn at 35 mm.', [mow])).toEqual([['mow_lawn', { height_mm: 35 }]]);
  });

  it('reads a list of pairs for a Python-style list of lists', () => {
    expect(callsOf('Plot beds with corners [[0, 0], [4, 0], [4, 3]].', [plot])).toEqual([
      [
        'plot_beds',
        {
          corners: [
            [0, 0],
            [4, 0],
            [4, 3],
          ],
        },
      ],
    ]);
  });

  it('calls nothing when no tool fits, and says so', () => {
    const reply = ask('Who painted the Night Watch?', GARDEN);
    expect(reply.toolCalls).toEqual([]);
    expect(reply.content).toMatch(/tool|can't|cannot|none/i);
  });

  it('names each part of the request in the explanation', () => {
    const reply = ask('Buy 2 packets of dill and mow the lawn at 30 mm.', GARDEN);
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['buy_seeds', 'mow_lawn']);
    expect(reply.explanation).toContain('part 1 of 2, "Buy 2 packets of dill"');
    expect(reply.explanation).toContain('part 2 of 2, "mow the lawn at 30 mm."');
  });
});
