// ExchangeList at scale: 10,000 exchanges put only the rows in view into the DOM (keyboard travel is covered by e2e/inspector).
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ExchangeList } from './ExchangeList';
import { makeExchange } from './test-exchanges';

afterEach(cleanup);

const MANY = Array.from({ length: 10_000 }, (_, i) => makeExchange({ id: `ex${i}`, step: i + 1 }));

function Harness() {
  const [selected, setSelected] = useState<string | null>('ex0');
  return <ExchangeList exchanges={MANY} selectedId={selected} onSelect={setSelected} />;
}

describe('ExchangeList', () => {
  it('draws a window of rows, not 10,000, each telling its position in the whole list', () => {
    render(<Harness />);
    const options = within(screen.getByRole('listbox', { name: 'HTTP exchanges' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(5);
    expect(options.length).toBeLessThan(60);
    expect(options[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(options[0]!.getAttribute('aria-setsize')).toBe('10000');
  });
});
