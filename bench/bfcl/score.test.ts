// BFCL's AST rules as the bench applies them, on cases written here (not taken from BFCL).
import { describe, expect, it } from 'vitest';
import type { BfclFunction } from './convert.ts';
import { checkCall, scoreCase, standardize } from './score.ts';

const kettle: BfclFunction = {
  name: 'kitchen.boil_water',
  description: 'Boils water in the smart kettle.',
  parameters: {
    type: 'dict',
    required: ['litres'],
    properties: {
      litres: { type: 'float', description: 'How much water.' },
      cups: { type: 'integer', description: 'Cups to fill.' },
      label: { type: 'string', description: 'A note for the display.' },
      keep_warm: { type: 'boolean', description: 'Keep it warm afterwards.' },
      steps: { type: 'array', items: { type: 'integer' }, description: 'Temperatures to pass through.' },
      profile: {
        type: 'dict',
        description: 'A heating profile.',
        properties: { speed: { type: 'string' }, limit: { type: 'integer' } },
      },
    },
  },
};

const truth = (args: Record<string, unknown[]>) => ({
  'kitchen.boil_water': { litres: [1.5], cups: ['', 2], ...args },
});

describe('checkCall', () => {
  it('matches the name with dots written as underscores, and nothing else', () => {
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5 } }, truth({}))).toBe('');
    expect(checkCall(kettle, { name: 'boil_water', args: { litres: 1.5 } }, truth({}))).toMatch(/^wrong function/);
  });

  it('needs every required parameter, rejects unknown ones and ones the answer does not name', () => {
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { cups: 2 } }, truth({}))).toBe(
      'missing required litres',
    );
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, colour: 'red' } }, truth({}))).toBe(
      'unknown parameter colour',
    );
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, label: 'tea' } }, truth({}))).toBe(
      'unexpected parameter label',
    );
  });

  it('lets a parameter whose accepted values include "" be left out, and only that one', () => {
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5 } }, truth({}))).toBe('');
    expect(
      checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5 } }, truth({ keep_warm: [true] })),
    ).toMatch(/^missing keep_warm/);
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, cups: 3 } }, truth({}))).toMatch(
      /^cups=3 not in/,
    );
  });

  it('accepts an integer for a float but not a float for an integer, nor a string for a number or a boolean', () => {
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 2 } }, truth({ litres: [2.0] }))).toBe('');
    expect(
      checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, cups: 2.5 } }, truth({ cups: [2.5] })),
    ).toMatch(/^wrong type for cups/);
    expect(checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: '1.5' } }, truth({}))).toMatch(
      /^wrong type for litres/,
    );
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, keep_warm: 'true' } },
        truth({ keep_warm: [true] }),
      ),
    ).toMatch(/^wrong type/);
  });

  it('compares strings without case, spaces and the punctuation BFCL ignores', () => {
    expect(standardize('Earl Grey, 2-Cups_Only.')).toBe('earlgrey2cupsonly');
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, label: 'earl grey' } },
        truth({ label: ['Earl-Grey'] }),
      ),
    ).toBe('');
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, label: 'earl grey tea' } },
        truth({ label: ['Earl-Grey'] }),
      ),
    ).toMatch(/^label=/);
  });

  it('compares lists item by item and in order, with item types checked', () => {
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, steps: [40, 80] } },
        truth({ steps: [[40, 80]] }),
      ),
    ).toBe('');
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, steps: [80, 40] } },
        truth({ steps: [[40, 80]] }),
      ),
    ).toMatch(/^steps=/);
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, steps: [40.5] } },
        truth({ steps: [[40.5]] }),
      ),
    ).toMatch(/^wrong type for steps/);
  });

  it('checks a dict parameter key by key against its accepted values, optional keys included', () => {
    const accepted = truth({ profile: [{ speed: ['fast'], limit: ['', 90] }] });
    expect(
      checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, profile: { speed: 'FAST' } } }, accepted),
    ).toBe('');
    expect(
      checkCall(
        kettle,
        { name: 'kitchen_boil_water', args: { litres: 1.5, profile: { speed: 'fast', limit: 80 } } },
        accepted,
      ),
    ).toMatch(/^profile=/);
    expect(
      checkCall(kettle, { name: 'kitchen_boil_water', args: { litres: 1.5, profile: { limit: 90 } } }, accepted),
    ).toMatch(/^profile=/);
  });
});

describe('scoreCase', () => {
  const one = (litres: number) => ({ name: 'kitchen_boil_water', args: { litres } });

  it('passes parallel calls in any order, one to one, and fails a missing, extra or repeated call', () => {
    const truths = [truth({ litres: [1] }), truth({ litres: [2] })];
    expect(scoreCase([kettle], [one(2), one(1)], truths)).toBe('');
    expect(scoreCase([kettle], [one(1)], truths)).toBe('1 calls, expected 2');
    expect(scoreCase([kettle], [one(1), one(2), one(2)], truths)).toBe('3 calls, expected 2');
    expect(scoreCase([kettle], [one(1), one(1)], truths)).not.toBe('');
  });

  it('passes an irrelevance case only when no function is called', () => {
    expect(scoreCase([kettle], [], null)).toBe('');
    expect(scoreCase([kettle], [one(1)], null)).toBe('called kitchen_boil_water');
  });
});
