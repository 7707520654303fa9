// One plan reads each stretch of text once per tool and way of reading, and every rule that asks gets that reading.
import { describe, expect, it } from 'vitest';
import { fn, NOW } from '../test-tools.ts';
import { Readings } from './readings.ts';

const glaze = fn(
  'glaze_pot',
  'Glazes a pot.',
  { colour: { type: 'string', description: 'Glaze colour' }, coats: { type: 'integer' }, note: { type: 'string' } },
  ['colour', 'coats'],
);

describe("a plan's readings", () => {
  it('reads a stretch once for a tool and hands the same reading to every asker', () => {
    const readings = new Readings(NOW);
    const first = readings.of(glaze).read('Glaze it in celadon, 3 coats.');
    expect(readings.of(glaze).read('Glaze it in celadon, 3 coats.')).toBe(first);
    // "3 coats" counts coats: the colour is what "in" names, not the word counted.
    expect(first.args.colour).toBe('celadon');
    expect(first.args.coats).toBe(3);
    expect(first.complete).toBe(true);
  });

  it('reads again for another stretch, another way of reading (strict) or another plan', () => {
    const readings = new Readings(NOW);
    const loose = readings.of(glaze).read('Glaze it celadon, 3 coats.');
    expect(readings.of(glaze).read('Glaze it celadon, 2 coats.')).not.toBe(loose);
    const strict = readings.of(glaze).read('Glaze it celadon, 3 coats.', { strict: true });
    expect(strict).not.toBe(loose);
    expect(strict.args.note).toBeDefined();
    expect('note' in loose.args).toBe(false);
    expect(new Readings(NOW).of(glaze).read('Glaze it celadon, 3 coats.')).not.toBe(loose);
  });

  it('says which required values a stretch leaves unsaid', () => {
    const read = new Readings(NOW).of(glaze).read('Glaze it celadon.');
    expect(read.complete).toBe(false);
    expect(read.missing).toEqual(['coats']);
    expect(read.given.has('coats')).toBe(false);
  });
});
