// Tabs: one tab stop, arrows/Home/End move and select, and the panel is labelled by the selected tab.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const TABS: TabItem<'a' | 'b' | 'c'>[] = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs tabs={TABS} selected={tab} onSelect={(id) => setTab(id)} ariaLabel="Sections">
      <p>panel {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves selection and focus with the arrow keys, wrapping, and keeps a single tab stop', () => {
    render(<Harness />);
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    expect(alpha!.tabIndex).toBe(0);
    expect(beta!.tabIndex).toBe(-1);
    alpha!.focus();
    fireEvent.keyDown(alpha!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(beta);
    expect(beta!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('panel b');
    fireEvent.keyDown(beta!, { key: 'End' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(alpha);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  });
});
