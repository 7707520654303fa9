// DiffView: added items are marked (not by colour alone), unchanged runs fold, and huge diffs render in pages.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DiffView } from './DiffView';

afterEach(cleanup);

describe('DiffView', () => {
  it('folds a long unchanged run and pages thousands of added items', () => {
    const before = Array.from({ length: 50 }, (_, i) => ({ n: i }));
    const after = [...before, ...Array.from({ length: 1000 }, (_, i) => ({ n: 50 + i }))];
    const { container } = render(<DiffView before={before} after={after} ariaLabel="diff" />);
    expect(container.querySelector('.ui-diff-summary')!.textContent).toBe(
      'From before to after: 1,000 added · 0 removed · 0 changed',
    );
    expect(screen.getByText('… 48 unchanged')).toBeTruthy();
    // 3 rows for the folded run, then added items up to the page of 100 rows.
    expect(container.querySelectorAll('ins[data-diff="added"]')).toHaveLength(97);
    expect(container.querySelector('ins')!.textContent).toMatch(/^\+added: \[50\]: \{/);
    fireEvent.click(screen.getByRole('button', { name: /Show 500 more of 903 remaining/ }));
    expect(container.querySelectorAll('ins[data-diff="added"]')).toHaveLength(597);
  });

  it('says so when nothing changed', () => {
    render(
      <DiffView
        before={{ a: [1, 2] }}
        after={{ a: [1, 2] }}
        ariaLabel="diff"
        beforeLabel="step 1"
        afterLabel="step 2"
      />,
    );
    expect(screen.getByText('No differences between step 1 and step 2.')).toBeTruthy();
  });
});
