// The VM's structuredClone stand-in behaves like Node's real one on the values JSON Schema conversion clones.
import { describe, expect, it } from 'vitest';
import { structuredClonePolyfill } from './structured-clone';

describe('structuredClonePolyfill', () => {
  it('copies deeply, keeps shared and cyclic references, and matches the real structuredClone', () => {
    const shared = { type: 'string', enum: ['a', 'b'], note: undefined };
    const schema: Record<string, unknown> = {
      properties: { x: shared, y: shared },
      when: new Date(0),
      re: /a+/gi,
      tags: new Set([1]),
      map: new Map([['k', shared]]),
    };
    schema.self = schema;
    const copy = structuredClonePolyfill(schema);
    expect(copy).toEqual(structuredClone(schema));
    expect(copy).not.toBe(schema);
    const props = copy.properties as Record<string, object>;
    expect(props.x).not.toBe(shared);
    expect(props.x).toBe(props.y);
    expect(copy.self).toBe(copy);
    expect('note' in (props.x as object)).toBe(true);
  });

  it('refuses functions like the real one', () => {
    expect(() => structuredClone({ f: () => 1 })).toThrow();
    expect(() => structuredClonePolyfill({ f: () => 1 })).toThrow(expect.objectContaining({ name: 'DataCloneError' }));
  });
});
