// The run toolbar keeps a keyboard user's place: buttons that are unavailable for now say so and ignore presses, and
// never become disabled under the focus (which dropped it to the page after Run and Stop).
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import { RunControls } from './RunControls';

afterEach(cleanup);

describe('RunControls', () => {
  it('keeps the focus on Run through the run, and Run then says it is unavailable and does nothing', () => {
    const engine = fakeEngine();
    renderWithSession(<RunControls />, { engine });
    const run = screen.getByRole('button', { name: 'Run' });
    run.focus();
    fireEvent.click(run);
    expect(engine.calls).toContain('run');

    act(() =>
      engine.push(engineState({ branches: { main: branch({ status: 'running', exchanges: [exchange(1, 2)] }) } })),
    );
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop.getAttribute('aria-disabled')).toBeNull();
    act(() =>
      engine.push(engineState({ branches: { main: branch({ status: 'done', exchanges: [exchange(1, 2)] }) } })),
    );

    expect(run.hasAttribute('disabled')).toBe(false);
    expect(run.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(run);
    fireEvent.click(run);
    expect(engine.calls.filter((call) => call === 'run')).toHaveLength(1);
    // Stop, now unavailable, keeps its place in the Tab order too.
    expect(stop.hasAttribute('disabled')).toBe(false);
    expect(stop.getAttribute('aria-disabled')).toBe('true');
  });
});
