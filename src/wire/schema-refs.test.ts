// Tests for local JSON Schema references: resolving a pointer and inlining references into a finite tree.
import { describe, expect, it } from 'vitest';
import { hasRefs, inlineRefs, resolveRef } from './schema-refs.ts';

const node = {
  type: 'object',
  properties: { value: { type: 'number' }, next: { anyOf: [{ $ref: '#/$defs/Node' }, { type: 'null' }] } },
  required: ['value', 'next'],
  additionalProperties: false,
};
const list = {
  type: 'object',
  properties: { head: { $ref: '#/$defs/Node' } },
  required: ['head'],
  additionalProperties: false,
  $defs: { Node: node },
};

describe('resolveRef', () => {
  it('follows #, $defs, definitions and escaped pointers; anything else is undefined', () => {
    expect(resolveRef(list, '#')).toBe(list);
    expect(resolveRef(list, '#/$defs/Node')).toBe(node);
    expect(resolveRef({ definitions: { 'a/b': { type: 'string' } } }, '#/definitions/a~1b')).toEqual({
      type: 'string',
    });
    expect(resolveRef(list, '#/$defs/Missing')).toBeUndefined();
    expect(resolveRef(list, 'https://example.com/schema.json')).toBeUndefined();
  });
});

describe('inlineRefs', () => {
  it('returns a schema without references as it is', () => {
    expect(inlineRefs(node.properties.value)).toBe(node.properties.value);
    expect(hasRefs(list)).toBe(true);
  });

  it('expands a recursive type a fixed number of times, then ends it with a node only null fits', () => {
    const inlined = inlineRefs(list, { repeats: 2 });
    expect(hasRefs(inlined)).toBe(false);
    expect(inlined).not.toHaveProperty('$defs');
    const second = (inlined as any).properties.head.properties.next.anyOf[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(second.properties.value).toEqual({ type: 'number' });
    expect(second.properties.next.anyOf).toEqual([{ type: 'null' }, { type: 'null' }]);
  });

  it('keeps keywords written next to a $ref, and a property that happens to be called "definitions"', () => {
    const schema = {
      type: 'object',
      properties: { definitions: { $ref: '#/$defs/Word', description: 'the words' } },
      $defs: { Word: { type: 'string', description: 'a word' } },
    };
    expect(inlineRefs(schema)).toEqual({
      type: 'object',
      properties: { definitions: { type: 'string', description: 'the words' } },
    });
  });

  it('an unresolvable reference becomes an empty schema; a fan-out past the node budget is cut', () => {
    expect(inlineRefs({ type: 'object', properties: { a: { $ref: '#/$defs/None' } } })).toEqual({
      type: 'object',
      properties: { a: {} },
    });
    const wide = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, { $ref: '#' }])),
    };
    expect(JSON.stringify(inlineRefs(wide, { maxNodes: 500 })).length).toBeLessThan(200_000);
  });
});
