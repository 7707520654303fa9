// The argument checker: paths people write, "did you mean" for misspelt names and enum values, types, required fields,
// malformed JSON as its own kind; and it agrees with ajv (run in Node, where eval is allowed) on what is valid.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { checkArguments, checkValue } from './check-arguments';
import { editDistance, nearestName } from './near-miss';

const weather = {
  type: 'object',
  properties: {
    location: { type: 'string' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    days: { type: 'integer', minimum: 1, maximum: 14 },
  },
  required: ['location'],
  additionalProperties: false,
};
const issue = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1 },
    assignees: { type: 'array', items: { $ref: '#/$defs/person' } },
    labels: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    priority: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
  },
  required: ['title', 'assignees'],
  $defs: {
    person: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string', pattern: '^[^@]+@[^@]+$' } },
      required: ['name'],
      additionalProperties: false,
    },
  },
};
const check = (args: unknown, schema: unknown = weather) =>
  checkArguments(typeof args === 'string' ? args : JSON.stringify(args), schema);

describe('argument paths and messages', () => {
  it('says "did you mean" for a misspelt property, and does not also call the required one missing', () => {
    expect(check({ locaton: 'Berlin' })).toEqual([
      {
        kind: 'unknown-property',
        path: 'locaton',
        message: '`locaton`: did you mean `location`?',
        key: 'didYouMeanProperty',
        params: { path: 'locaton', suggestion: 'location' },
        suggestion: 'location',
      },
    ]);
  });

  it('suggests a near name even where extra properties are allowed', () => {
    expect(check({ location: 'Berlin', unti: 'celsius' }, { ...weather, additionalProperties: true })).toMatchObject([
      { kind: 'unknown-property', suggestion: 'unit' },
    ]);
    expect(check({ location: 'Berlin', colour: 'red' }, { ...weather, additionalProperties: true })).toEqual([]);
  });

  it('names a stray property with no near name where extra properties are not allowed', () => {
    expect(check({ location: 'Berlin', colour: 'red' })).toMatchObject([
      { kind: 'unknown-property', path: 'colour', message: expect.stringContaining('location, unit, days') },
    ]);
  });

  it('reports a missing required field by its path', () => {
    expect(check({ unit: 'celsius' })).toEqual([
      {
        kind: 'missing-required',
        path: 'location',
        message: '`location` is required but missing.',
        key: 'missingRequired',
        params: { path: 'location' },
      },
    ]);
  });

  it('reports wrong types, integers included', () => {
    expect(check({ location: 42 })).toMatchObject([
      { kind: 'wrong-type', path: 'location', message: '`location` should be string, not number 42.' },
    ]);
    expect(check({ location: 'Berlin', days: 2.5 })).toMatchObject([{ kind: 'wrong-type', path: 'days' }]);
  });

  it('reports an enum value outside the list, with the close one', () => {
    expect(check({ location: 'Berlin', unit: 'celcius' })).toMatchObject([
      {
        kind: 'not-in-enum',
        path: 'unit',
        suggestion: 'celsius',
        message: expect.stringContaining('did you mean "celsius"?'),
      },
    ]);
    expect(check({ location: 'Berlin', unit: 'Celsius' })).toMatchObject([{ suggestion: 'celsius' }]);
    expect(check({ location: 'Berlin', unit: 'kelvin' })[0]).not.toHaveProperty('suggestion');
  });

  it('gives nested paths through arrays and $ref: assignees[0].name', () => {
    const found = check(
      { title: 'Bug', assignees: [{ name: 'ana' }, { nmae: 'bo', email: 'nope' }, {}], labels: ['a', 'b', 'c'] },
      issue,
    );
    expect(found.map((i) => [i.kind, i.path])).toEqual([
      ['unknown-property', 'assignees[1].nmae'],
      ['pattern', 'assignees[1].email'],
      ['missing-required', 'assignees[2].name'],
      ['bad-length', 'labels'],
    ]);
    expect(found[0]!.message).toBe('`assignees[1].nmae`: did you mean `name`?');
    expect(check({ title: 'Bug', assignees: [{ name: 7 }] }, issue)).toMatchObject([
      { path: 'assignees[0].name', kind: 'wrong-type' },
    ]);
  });

  it('checks each shape of anyOf and says which part fails', () => {
    expect(check({ title: 'x', assignees: [], priority: null }, issue)).toEqual([]);
    expect(check({ title: 'x', assignees: [], priority: 'high' }, issue)).toMatchObject([
      { path: 'priority', kind: 'wrong-type' },
    ]);
  });

  it('tells malformed JSON apart from a failed tool, and a value that is not the JSON text', () => {
    expect(checkArguments('{"location": "Berlin"', weather)).toMatchObject([
      { kind: 'malformed-json', path: '', message: expect.stringContaining('the tool never ran') },
    ]);
    expect(checkArguments({ location: 'Berlin' }, weather)).toMatchObject([{ kind: 'not-a-string' }]);
  });

  it('numbers out of range and bounds', () => {
    expect(check({ location: 'Berlin', days: 30 })).toMatchObject([
      { kind: 'out-of-range', path: 'days', message: '`days` is 30; it must be at most 14.' },
    ]);
  });
});

describe('near misses', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('locaiton', 'location')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('matches case and separators, and leaves distant names alone', () => {
    expect(nearestName('user_id', ['userId', 'name'])).toBe('userId');
    expect(nearestName('query', ['location', 'unit'])).toBeUndefined();
    expect(nearestName('id', ['ip', 'name'])).toBe('ip');
    expect(nearestName('ab', ['xy'])).toBeUndefined();
  });
});

describe('agrees with ajv on what is valid', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const samples: [unknown, unknown][] = [
    [weather, { location: 'Berlin' }],
    [weather, { location: 'Berlin', unit: 'fahrenheit', days: 3 }],
    [weather, { location: 'Berlin', days: 0 }],
    [weather, { location: 'Berlin', days: 3.5 }],
    [weather, { locaton: 'Berlin' }],
    [weather, {}],
    [weather, []],
    [issue, { title: 'Bug', assignees: [{ name: 'ana', email: 'a@b' }] }],
    [issue, { title: '', assignees: [] }],
    [issue, { title: 'Bug', assignees: [{ name: 'ana', extra: 1 }] }],
    [issue, { title: 'Bug', assignees: [], labels: ['a', 'b'], priority: 2 }],
    [issue, { title: 'Bug', assignees: [], priority: 2.5 }],
    [issue, { title: 'Bug', assignees: 'ana' }],
  ];
  for (const [schema, value] of samples) {
    it(`${JSON.stringify(value)}`, () => {
      expect(checkValue(value, schema).length === 0).toBe(ajv.validate(schema as object, value));
    });
  }
});
