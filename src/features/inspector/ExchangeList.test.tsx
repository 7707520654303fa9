// ExchangeList at scale: 10,000 exchanges put only the rows in view into the DOM (keyboard travel is covered by e2e/inspector).
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ExchangeList } from './ExchangeList';
import { makeExchange } from './test-exchanges';
import type { Exchange } from '@loopscope/engine/types';

afterEach(cleanup);

const MANY = Array.from({ length: 10_000 }, (_, i) => makeExchange({ id: `ex${i}`, step: i + 1 }));

function Harness({ exchanges = MANY }: { exchanges?: Exchange[] }) {
  const [selected, setSelected] = useState<string | null>(exchanges[0]!.id);
  return <ExchangeList exchanges={exchanges} selectedId={selected} onSelect={setSelected} />;
}

const RUN = 'http://mock.loopscope.local/v1/threads/thread_a/runs';
const POLL_LOOP = [
  makeExchange({ id: 'create', url: RUN }),
  ...Array.from({ length: 30 }, (_, i) =>
    makeExchange({
      id: `poll${i}`,
      step: 1,
      method: 'GET',
      url: `${RUN}/run_1`,
      responseBody: `{"status":"${i === 29 ? 'requires_action' : 'in_progress'}"}`,
    }),
  ),
  makeExchange({ id: 'submit', step: 2, url: `${RUN}/run_1/submit_tool_outputs` }),
];

describe('ExchangeList', () => {
  it('draws a window of rows, not 10,000, each telling its position in the whole list', () => {
    render(<Harness />);
    const options = within(screen.getByRole('listbox', { name: 'HTTP exchanges' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(5);
    expect(options.length).toBeLessThan(60);
    expect(options[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(options[0]!.getAttribute('aria-setsize')).toBe('10000');
  });

  it("shows an Assistants run's 30 polls as one row with their count and the last status, which opens to the 30 polls and closes again", () => {
    render(<Harness exchanges={POLL_LOOP} />);
    const list = screen.getByRole('listbox', { name: 'HTTP exchanges' });
    let options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    const group = options[1]!;
    expect(group.textContent).toContain('(closed)');
    expect(group.textContent).toContain('×30 polls');
    expect(group.textContent).toContain('requires_action');

    fireEvent.click(group);
    options = within(list).getAllByRole('option');
    // The list is virtualised: the set size counts every row, the drawn ones are the first polls.
    expect(options[0]!.getAttribute('aria-setsize')).toBe('33');
    expect(options[1]!.textContent).toContain('(open)');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options.slice(2).every((o) => o.textContent?.includes('GET/v1/threads/thread_a/runs/run_1'))).toBe(true);
    expect(options.length).toBeGreaterThan(5);

    // The keyboard walks into the group's polls, and Left closes it with the selection on its row.
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[1]!.textContent).toContain('(closed)');
  });
});
