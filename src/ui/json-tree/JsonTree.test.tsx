// JsonTree: collapsed by default, keyboard expand/collapse and navigation, lazy children, chunking and long strings.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { JsonTree } from './JsonTree';

afterEach(cleanup);

const value = {
  model: 'gpt-4o',
  messages: [
    { role: 'system', content: 'hi' },
    { role: 'user', content: 'weather?' },
  ],
};

function items() {
  return screen.queryAllByRole('treeitem');
}

describe('JsonTree', () => {
  it('starts collapsed and renders no children until expanded', () => {
    render(<JsonTree value={value} ariaLabel="body" />);
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveProperty('ariaExpanded', 'false');
    expect(screen.queryByText('"model"')).toBeNull();
  });

  it('expands and collapses with the keyboard and moves focus through visible rows', () => {
    render(<JsonTree value={value} ariaLabel="body" />);
    const root = items()[0]!;
    root.focus();
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    expect(root.getAttribute('aria-expanded')).toBe('true');
    expect(items().map((i) => i.textContent)).toEqual([
      expect.stringContaining('2 keys'),
      expect.stringContaining('"model": "gpt-4o"'),
      expect.stringContaining('"messages"'),
    ]);

    fireEvent.keyDown(root, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    const messages = document.activeElement as HTMLElement;
    expect(messages.textContent).toContain('"messages"');
    expect(messages.tabIndex).toBe(0);
    expect(root.tabIndex).toBe(-1);

    fireEvent.keyDown(messages, { key: 'Enter' });
    expect(messages.getAttribute('aria-expanded')).toBe('true');
    expect(items()).toHaveLength(5);

    fireEvent.keyDown(messages, { key: 'ArrowLeft' });
    expect(messages.getAttribute('aria-expanded')).toBe('false');
    expect(items()).toHaveLength(3);

    fireEvent.keyDown(messages, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(root);
  });

  it('groups a large array into ranges that expand on demand', () => {
    const big = Array.from({ length: 25_000 }, (_, i) => ({ i }));
    render(<JsonTree value={big} ariaLabel="big" defaultExpandDepth={1} />);
    // Over 100 children: the root stays closed even with defaultExpandDepth.
    expect(items()).toHaveLength(1);
    fireEvent.click(items()[0]!);
    // 25 000 items in buckets of 10 000 → 3 range rows, not 25 000 rows.
    expect(
      items()
        .slice(1)
        .map((i) => i.textContent?.trim()),
    ).toEqual(['▸[0 … 9999]', '▸[10000 … 19999]', '▸[20000 … 24999]']);
    fireEvent.click(items()[3]!);
    expect(items()).toHaveLength(4 + 50);
    expect(items()[4]!.textContent).toContain('[20000 … 20099]');
  });

  it('truncates long strings and shows the rest on request', () => {
    const long = 'x'.repeat(1000);
    render(<JsonTree value={{ s: long }} ariaLabel="long" defaultExpandDepth={1} />);
    const row = items()[1]!;
    expect(row.textContent).not.toContain(long);
    fireEvent.click(within(row).getByRole('button', { name: /show more/ }));
    expect(items()[1]!.textContent).toContain(`"${long}"`);
  });

  it('annotates a field and exposes the note as the focused row description', () => {
    render(
      <JsonTree
        value={{ finish_reason: 'stop' }}
        ariaLabel="annotated"
        defaultExpandDepth={1}
        annotate={(path) =>
          path[0] === 'finish_reason' ? { title: 'finish_reason', body: 'Why the model stopped.' } : null
        }
      />,
    );
    const row = items()[1]!;
    const tip = document.getElementById(row.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toContain('Why the model stopped.');
    expect(tip.hidden).toBe(true);
    fireEvent.focus(row);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(row, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });
  it('a highlighted field opens its ancestors and is the only marked row', () => {
    render(<JsonTree value={value} ariaLabel="body" highlightPath={['messages', 1, 'content']} />);
    const marked = items().filter((item) => item.hasAttribute('data-highlighted'));
    expect(marked.map((item) => item.textContent)).toEqual(['"content": "weather?"']);
  });
});
