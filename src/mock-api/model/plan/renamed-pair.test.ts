// The parameter for what a thing becomes takes what is said after "to".
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

describe('the parameter for what a thing becomes takes what is said after "to"', () => {
  const rename = fn(
    'rename_folder',
    'Renames a folder.',
    { current_name: text('The folder to rename.'), new_name: text('The name it gets.') },
    ['current_name', 'new_name'],
  );

  it('gives the code before "to" to the current name and the name after it to the new one, with its note', () => {
    expect(argsOf('Rename the Q3 folder to Archive 2026', [rename])).toEqual([
      { current_name: 'Q3', new_name: 'Archive 2026' },
    ]);
    expect(ask('Rename the Q3 folder to Archive 2026', [rename]).explanation).toContain(
      "(the value said after 'to' is what it becomes)",
    );
  });

  it('leaves a pair already read in order as it is', () => {
    expect(argsOf('Rename the Tax Papers folder to Old Receipts', [rename])).toEqual([
      { current_name: 'Tax Papers', new_name: 'Old Receipts' },
    ]);
  });
});
