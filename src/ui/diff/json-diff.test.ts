// json-diff: appended array items read as added, key order is ignored, edits inside an item stay local.
import { describe, expect, it } from 'vitest';
import { countChanges, diffJson } from './json-diff';

describe('diffJson', () => {
  it('reports appended messages as added and the rest as unchanged', () => {
    const before = {
      messages: [
        { role: 'system', content: 'a' },
        { role: 'user', content: 'b' },
      ],
    };
    const after = {
      messages: [...before.messages, { role: 'assistant', content: null }, { role: 'tool', content: 'x' }],
    };
    const node = diffJson(before, after);
    expect(countChanges(node)).toEqual({ added: 2, removed: 0, changed: 0 });
    if (node.kind !== 'object' || node.entries[0]?.node.kind !== 'array') throw new Error('expected an array diff');
    expect(node.entries[0].node.items.map((i) => [i.index, i.node.kind])).toEqual([
      [0, 'same'],
      [1, 'same'],
      [2, 'added'],
      [3, 'added'],
    ]);
  });

  it('treats key order as insignificant (it is a view of meaning, the raw view keeps order)', () => {
    expect(diffJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }).kind).toBe('same');
  });

  it('keeps an edit inside an item local and finds inserted items in the middle', () => {
    const node = diffJson([{ id: 1, v: 'a' }, { id: 2 }], [{ id: 0 }, { id: 1, v: 'b' }, { id: 2 }]);
    expect(countChanges(node)).toEqual({ added: 1, removed: 0, changed: 1 });
    const inserted = diffJson([1, 2, 3], [1, 9, 2, 3]);
    expect(countChanges(inserted)).toEqual({ added: 1, removed: 0, changed: 0 });
  });
});
