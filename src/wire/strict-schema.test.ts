// Tests for the strict-mode schema checker: every rule, with the wording quoted in vendor/wire-rules/wire-rules.md.
import { describe, expect, it } from 'vitest';
import { checkStrictSchema, formatContext, strictSchemaErrorMessage } from './strict-schema.ts';

const weather = {
  type: 'object',
  properties: { city: { type: 'string' }, unit: { type: 'string' } },
  required: ['city', 'unit'],
  additionalProperties: false,
};

describe('checkStrictSchema', () => {
  it('accepts a schema that follows every rule, nullable optional fields included', () => {
    const schema = {
      ...weather,
      properties: {
        ...weather.properties,
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['city', 'unit', 'note', 'tags'],
    };
    expect(checkStrictSchema(schema)).toEqual([]);
  });

  it('names a property left out of required', () => {
    const [v, ...rest] = checkStrictSchema({ ...weather, required: ['city'] });
    expect(rest).toEqual([]);
    expect(strictSchemaErrorMessage('get_weather', v!)).toBe(
      "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
    );
  });

  it('requires additionalProperties: false at the root', () => {
    const { additionalProperties: _, ...open } = weather;
    const [v] = checkStrictSchema(open);
    expect(strictSchemaErrorMessage('get_weather', v!)).toBe(
      "Invalid schema for function 'get_weather': 'additionalProperties' is required to be supplied and to be false.",
    );
    expect(checkStrictSchema({ ...weather, additionalProperties: true })).toHaveLength(1);
  });

  it('names nested contexts', () => {
    const schema = {
      type: 'object',
      properties: {
        location: { type: 'object', properties: { lat: { type: 'number' } }, required: [] },
        paths: { type: 'array' },
        meta: { type: 'object' },
      },
      required: ['location', 'paths', 'meta'],
      additionalProperties: false,
    };
    expect(checkStrictSchema(schema)).toEqual([
      {
        context: ['properties', 'location'],
        message:
          "In context=('properties', 'location'), 'required' is required to be supplied and to be an array including every key in properties. Missing 'lat'.",
      },
      {
        context: ['properties', 'location'],
        message:
          "In context=('properties', 'location'), 'additionalProperties' is required to be supplied and to be false.",
      },
      { context: ['properties', 'paths'], message: "In context=('properties', 'paths'), array schema missing items." },
      {
        context: ['properties', 'meta'],
        message: "In context=('properties', 'meta'), object schema missing properties.",
      },
      {
        context: ['properties', 'meta'],
        message:
          "In context=('properties', 'meta'), 'additionalProperties' is required to be supplied and to be false.",
      },
    ]);
  });

  it('lists every missing key, every violation, through items, anyOf and $defs', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'string' },
        list: {
          type: 'array',
          items: { type: 'object', properties: { x: { type: 'string' } }, additionalProperties: false },
        },
        either: { anyOf: [{ type: 'object', properties: {}, additionalProperties: false }, { type: 'array' }] },
      },
      $defs: { node: { type: 'object', properties: {}, required: [] } },
      required: ['list', 'either'],
      additionalProperties: false,
    };
    expect(checkStrictSchema(schema).map((v) => v.message)).toEqual([
      "In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'a'.",
      "In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'b'.",
      "In context=('properties', 'list', 'items'), 'required' is required to be supplied and to be an array including every key in properties. Missing 'x'.",
      "In context=('properties', 'either', 'anyOf', 1), array schema missing items.",
      "In context=('$defs', 'node'), 'additionalProperties' is required to be supplied and to be false.",
    ]);
  });

  it('rejects a root that is not an object', () => {
    expect(checkStrictSchema({ type: 'string' })[0]!.message).toBe(
      `schema must be a JSON Schema of 'type: "object"', got 'type: "string"'.`,
    );
    expect(checkStrictSchema({ anyOf: [weather] })[0]!.context).toEqual([]);
    expect(checkStrictSchema(null)).toHaveLength(1);
  });
});

describe('formatContext', () => {
  it('prints Python tuples', () => {
    expect(formatContext([])).toBe('()');
    expect(formatContext(['items'])).toBe("('items',)");
    expect(formatContext(['properties', "it's"])).toBe(`('properties', "it's")`);
  });
});

describe('checkStrictSchema follows references', () => {
  const node = {
    type: 'object',
    properties: { value: { type: 'number' }, next: { anyOf: [{ $ref: '#/$defs/Node' }, { type: 'null' }] } },
    required: ['value', 'next'],
    additionalProperties: false,
  };

  it('accepts a recursive type and a reused one, whether under $defs or definitions', () => {
    expect(
      checkStrictSchema({
        type: 'object',
        properties: { head: { $ref: '#/$defs/Node' } },
        required: ['head'],
        additionalProperties: false,
        $defs: { Node: node },
      }),
    ).toEqual([]);
    const address = {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    };
    expect(
      checkStrictSchema({
        type: 'object',
        properties: { a: { $ref: '#/definitions/A' }, b: { $ref: '#/definitions/A' } },
        required: ['a', 'b'],
        additionalProperties: false,
        definitions: { A: address },
      }),
    ).toEqual([]);
  });

  it('a reference to nothing is a violation that names it, where it is', () => {
    const [v, ...rest] = checkStrictSchema({
      type: 'object',
      properties: { head: { $ref: '#/$defs/Nod' } },
      required: ['head'],
      additionalProperties: false,
      $defs: { Node: node },
    });
    expect(rest).toEqual([]);
    expect(strictSchemaErrorMessage('list', v!)).toBe(
      "Invalid schema for function 'list': In context=('properties', 'head'), reference '#/$defs/Nod' does not point at any definition in the schema. Define it under '$defs' or fix the reference.",
    );
  });

  it('a root that is a reference is judged by what it points at', () => {
    expect(checkStrictSchema({ $ref: '#/$defs/Node', $defs: { Node: node } })).toEqual([]);
    const [v] = checkStrictSchema({ $ref: '#/$defs/Name', $defs: { Name: { type: 'string' } } });
    expect(v!.message).toBe('schema must be a JSON Schema of \'type: "object"\', got \'type: "string"\'.');
  });
});
