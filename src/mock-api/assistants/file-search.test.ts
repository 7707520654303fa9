// file_search's ranking and quoting: the best file first, and the sentence that answers, not the heading above it.
import { describe, expect, it } from 'vitest';
import { searchFiles } from './file-search';

const HELP =
  '# Store help\n\n## Returns\nYou can return an item within 30 days of delivery for a full refund.\n\n## Gift cards\nGift cards never expire.\n';
const MENU = 'Soup of the day: tomato. Desserts: apple pie, ice cream.';

describe('searchFiles', () => {
  it('ranks the file that answers first and quotes its answering sentence rather than a matching heading', () => {
    const hits = searchFiles(
      [
        { fileId: 'file-menu', filename: 'menu.txt', text: MENU },
        { fileId: 'file-help', filename: 'store-help.md', text: HELP },
      ],
      'How long do I have to return an item?',
    );
    expect(hits.map((h) => h.fileId)).toEqual(['file-help']);
    expect(hits[0]!.score).toBe(1);
    expect(hits[0]!.quote).toBe('You can return an item within 30 days of delivery for a full refund.');
  });

  it('quotes a heading when it is the only line that matches', () => {
    const [hit] = searchFiles(
      [{ fileId: 'f', filename: 'a.md', text: '## Warranty\nTwo years on all parts.' }],
      'warranty',
    );
    expect(hit!.quote).toBe('## Warranty');
  });
});
