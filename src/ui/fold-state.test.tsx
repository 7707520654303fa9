// Folding boxes: open on a tall screen, folded on a short one until the learner chooses, the choice kept for the session and shared.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { isFoldOpen, resetFoldMemory, setFoldOpen, useFold, useFoldBox } from './fold-state';

function screenHeight(short: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: short && query.includes('max-height'),
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A box wired as the app's context-window bar and the mock's notes are. */
function DetailsBox() {
  const fold = useFoldBox('note');
  return (
    <details data-testid="box" {...fold.details}>
      <summary {...fold.summary}>Context window</summary>
      <p>inside</p>
    </details>
  );
}

function Box({ label }: { label: string }) {
  const [open] = useFold('note');
  return <p>{`${label} ${open ? 'open' : 'folded'}`}</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  resetFoldMemory();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fold state', () => {
  it('starts open on a tall screen and folded on a short one', () => {
    screenHeight(false);
    expect(isFoldOpen('note')).toBe(true);
    screenHeight(true);
    expect(isFoldOpen('note')).toBe(false);
  });

  it("keeps the learner's choice over the screen's default for the rest of the session", () => {
    screenHeight(true);
    setFoldOpen('note', true);
    resetFoldMemory(); // a reload: only sessionStorage is left
    expect(isFoldOpen('note')).toBe(true);
    expect(isFoldOpen('other')).toBe(false);
    screenHeight(false);
    setFoldOpen('note', false);
    resetFoldMemory();
    expect(isFoldOpen('note')).toBe(false);
  });

  it('opens and folds every box of one kind together', () => {
    screenHeight(false);
    render(
      <>
        <Box label="first" />
        <Box label="second" />
      </>,
    );
    expect(screen.getByText('first open')).toBeTruthy();
    act(() => setFoldOpen('note', false));
    expect(screen.getByText('first folded')).toBeTruthy();
    expect(screen.getByText('second folded')).toBeTruthy();
  });

  it('still folds in memory when sessionStorage throws', () => {
    screenHeight(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    setFoldOpen('note', false);
    expect(isFoldOpen('note')).toBe(false);
    vi.restoreAllMocks();
  });

  it('stores the choice when the summary is activated and shows the box as stored, with no toggle event to wait for', () => {
    screenHeight(true);
    render(<DetailsBox />);
    const box = screen.getByTestId('box') as HTMLDetailsElement;
    expect(box.open).toBe(false);
    // Enter or Space on a summary is a click: a reload right after it must find the choice already stored.
    fireEvent.click(screen.getByText('Context window'));
    expect(sessionStorage.getItem('loopscope.fold.note')).toBe('open');
    expect(box.open).toBe(true);
    fireEvent.click(screen.getByText('Context window'));
    expect(sessionStorage.getItem('loopscope.fold.note')).toBe('folded');
    expect(box.open).toBe(false);
  });

  it('follows a box the browser opened itself (find in page)', () => {
    screenHeight(true);
    render(<DetailsBox />);
    const box = screen.getByTestId('box') as HTMLDetailsElement;
    box.open = true;
    fireEvent(box, new Event('toggle'));
    expect(isFoldOpen('note')).toBe(true);
  });
});
