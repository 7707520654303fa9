// The dialog keeps work and place: Escape in a code editor stays there, closing with changes asks, focus goes back.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CodeEditor } from '../code-editor/CodeEditor';
import { Dialog, DialogCancelButton } from './Dialog';

afterEach(cleanup);

function Editing({ dirty = false, onClose }: { dirty?: boolean; onClose(): void }) {
  return (
    <Dialog
      open
      title="Edit get_weather"
      onClose={onClose}
      dirty={dirty}
      footer={<DialogCancelButton>Cancel</DialogCancelButton>}
    >
      <label>
        Name <input defaultValue="get_weather" />
      </label>
      <CodeEditor value="return 1;" language="javascript" ariaLabel="Implementation" />
    </Dialog>
  );
}

/** A dialog its parent renders only while editing, as the tool editor and the tool-result editor are. */
function Opener() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit tool
      </button>
      {editing && <Editing onClose={() => setEditing(false)} />}
    </>
  );
}

/** "Apply all and replay": the offer's button goes away with the dialog (its fixes are applied), and nothing replaces it. */
function VanishingOpener() {
  const [state, setState] = useState<'offer' | 'editing' | 'applied'>('offer');
  return (
    <>
      <h2 id="messages-title">Messages</h2>
      {state !== 'applied' && (
        <button
          type="button"
          data-return-focus="apply-all-1"
          data-return-focus-else="#messages-title"
          onClick={() => setState('editing')}
        >
          Apply all
        </button>
      )}
      {state === 'editing' && <Editing onClose={() => setState('applied')} />}
    </>
  );
}

/** A card whose button the page replaces after its dialog closes (a replay forks the branch and re-renders the card). */
function ReplacedOpener() {
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <button key={version} type="button" data-return-focus="edit-result-3" onClick={() => setEditing(true)}>
        Edit result {version}
      </button>
      {editing && (
        <Editing
          onClose={() => {
            setEditing(false);
            setTimeout(() => setVersion((v) => v + 1), 150);
          }}
        />
      )}
    </>
  );
}

describe('Dialog', () => {
  it('keeps Escape pressed in a code editor in the editor, and closes on Escape elsewhere', async () => {
    const onClose = vi.fn();
    render(<Editing onClose={onClose} />);
    // Monaco loads lazily; its stand-in (the text in a focusable box) sits in the same editor frame.
    fireEvent.keyDown(await screen.findByLabelText(/Implementation/), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with unsaved changes, by Escape, ✕ or Cancel, and only "Discard changes" closes', () => {
    const onClose = vi.fn();
    render(<Editing dirty onClose={onClose} />);
    const askedBy = [
      () => fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
    ];
    for (const ask of askedBy) {
      ask();
      const question = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
      expect(question.textContent).toContain('“Edit get_weather”');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
      // Escape in the question means "keep editing", not a second close request for the dialog underneath.
      fireEvent.keyDown(question, { key: 'Escape' });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    }
    askedBy[0]!();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the control that opened it when its parent stops rendering it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Edit tool' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Name').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('follows the opener to the element that replaces it a moment later (same data-return-focus key)', async () => {
    vi.useFakeTimers();
    try {
      render(<ReplacedOpener />);
      const opener = screen.getByRole('button', { name: 'Edit result 0' });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(document.activeElement).toBe(opener);
      // The card re-renders (its button replaced), then the watch finds the new button.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit result 1' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('lands on the named fallback when the opener is gone for good, not on the page', () => {
    render(<VanishingOpener />);
    const opener = screen.getByRole('button', { name: 'Apply all' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Apply all' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Messages' }));
    // Focusable by script only: not added to the tab order.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });
});
