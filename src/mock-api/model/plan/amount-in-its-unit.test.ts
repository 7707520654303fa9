// An amount said in the very unit a parameter asks for is its value before one that only converts to it.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const pipe = fn(
  'order_drain_pipe',
  'Orders plastic drain pipe for delivery.',
  {
    delivery_town: text('Town to deliver to'),
    bore_mm: { type: 'integer', description: 'Pipe bore in millimetres.' },
    length_m: { type: 'number', description: 'Length in metres.' },
  },
  ['bore_mm', 'length_m'],
);

const swim = fn(
  'log_lake_swim',
  'Logs an open-water swim.',
  {
    distance_m: { type: 'integer', description: 'Distance in metres.' },
    duration_minutes: { type: 'integer', description: 'Time taken, in minutes.' },
  },
  ['distance_m', 'duration_minutes'],
);

describe('an amount in the unit the parameter asks for', () => {
  it('gives the bore the millimetres and the length the feet, converted', () => {
    expect(argsOf('Send 30 ft of 110mm pipe to Hexley.', [pipe])[0]).toMatchObject({ bore_mm: 110, length_m: 9.144 });
    expect(argsOf('I need four metres of 160 mm pipe.', [pipe])[0]).toMatchObject({ bore_mm: 160, length_m: 4 });
  });

  it('keeps the minutes that end an amount said in hours', () => {
    expect(argsOf('Log a 1500 m swim of 1 hour 5 minutes.', [swim])[0]).toEqual({
      distance_m: 1500,
      duration_minutes: 65,
    });
  });
});
