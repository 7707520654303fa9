// The checker's sentences by key: each template is said by some issue, and its English is word for word what the
// checker said before it had keys (the CLI, the MCP tools and exports print it).
import { describe, expect, it } from 'vitest';
import { ARGUMENT_MESSAGES, englishArgumentMessage } from './argument-messages';
import { checkArguments } from './check-arguments';

const weather = {
  type: 'object',
  properties: {
    location: { type: 'string', minLength: 2, maxLength: 5, pattern: '^[A-Z]' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    days: { type: 'integer', minimum: 1, maximum: 14 },
    hours: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 24 },
    tags: { type: 'array', minItems: 1, maxItems: 2 },
    version: { const: 2 },
    // Only a list of no shapes at all fails with no nearest shape to report instead.
    when: { anyOf: [] },
    note: { type: ['string', 'null'] },
    extra: { type: 'object', additionalProperties: false },
  },
  required: ['location'],
  additionalProperties: false,
};

/** The engine's own words for text that is not JSON (they differ between engines, so they are asked, not written). */
function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} is JSON`);
}

/** Arguments, the key the checker says them with, and the English sentence written out by hand. */
const CASES: [string, unknown, string, string][] = [
  [
    'the arguments not a string',
    { location: 'Bonn' },
    'notAString',
    'The arguments are object, not the JSON text the model writes.',
  ],
  [
    'malformed JSON',
    '{"location": "Bonn"',
    'malformedJson',
    `The arguments are not valid JSON (${parseError('{"location": "Bonn"')}): the model wrote them wrong, the tool never ran.`,
  ],
  ['no variant fits', '{"location": "Bonn", "when": 3}', 'noVariant', '`when` matches none of the allowed shapes.'],
  ['a wrong type', '{"location": "Bonn", "days": "3"}', 'wrongType', '`days` should be integer, not string "3".'],
  [
    'one of two types',
    '{"location": "Bonn", "note": 4}',
    'wrongType',
    '`note` should be string or null, not number 4.',
  ],
  ['the whole arguments of a wrong type', '[1]', 'wrongType', 'The arguments should be object, not array [1].'],
  [
    'not in the enum',
    '{"location": "Bonn", "unit": "kelvin"}',
    'notInEnum',
    '`unit` is "kelvin", not one of "celsius", "fahrenheit".',
  ],
  [
    'not in the enum, near one',
    '{"location": "Bonn", "unit": "celsus"}',
    'notInEnumSuggestion',
    '`unit` is "celsus", not one of "celsius", "fahrenheit": did you mean "celsius"?',
  ],
  ['not the constant', '{"location": "Bonn", "version": 1}', 'notConst', '`version` must be 2, not 1.'],
  ['below the minimum', '{"location": "Bonn", "days": 0}', 'belowMinimum', '`days` is 0; it must be at least 1.'],
  [
    'at the exclusive minimum',
    '{"location": "Bonn", "hours": 0}',
    'notAboveMinimum',
    '`hours` is 0; it must be more than 0.',
  ],
  ['above the maximum', '{"location": "Bonn", "days": 15}', 'aboveMaximum', '`days` is 15; it must be at most 14.'],
  [
    'at the exclusive maximum',
    '{"location": "Bonn", "hours": 24}',
    'notBelowMaximum',
    '`hours` is 24; it must be less than 24.',
  ],
  ['too short', '{"location": "B"}', 'tooFewCharacters', '`location` has 1 characters; it needs at least 2.'],
  ['too long', '{"location": "Berlin"}', 'tooManyCharacters', '`location` has 6 characters; it allows at most 5.'],
  ['too few items', '{"location": "Bonn", "tags": []}', 'tooFewItems', '`tags` has 0 items; it needs at least 1.'],
  [
    'too many items',
    '{"location": "Bonn", "tags": [1, 2, 3]}',
    'tooManyItems',
    '`tags` has 3 items; it allows at most 2.',
  ],
  [
    'off the pattern',
    '{"location": "bonn"}',
    'pattern',
    '`location` is "bonn", which does not match the pattern ^[A-Z].',
  ],
  ['a misspelt name', '{"locaton": "Bonn"}', 'didYouMeanProperty', '`locaton`: did you mean `location`?'],
  [
    'a stray name',
    '{"location": "Bonn", "colour": "red"}',
    'notAProperty',
    '`colour` is not a property of the arguments (they are location, unit, days, hours, tags, version, when, note, extra).',
  ],
  [
    'a stray name where none are declared',
    '{"location": "Bonn", "extra": {"colour": "red"}}',
    'notAPropertyNoneDeclared',
    '`colour` is not a property of `extra`.',
  ],
  ['a required one missing', '{}', 'missingRequired', '`location` is required but missing.'],
];

describe("the argument checker's sentences", () => {
  for (const [name, args, key, english] of CASES)
    it(`${name}: ${key}, in the English it has always had`, () => {
      const issues = checkArguments(args, weather);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ key, message: english });
      expect(englishArgumentMessage(issues[0]!.key, issues[0]!.params)).toBe(english);
    });

  it('every template is said by some issue above', () => {
    expect(new Set(CASES.map(([, , key]) => key))).toEqual(new Set(Object.keys(ARGUMENT_MESSAGES)));
  });
});
