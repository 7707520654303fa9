// Editing a tool result: says whether the text is JSON or plain text, and hands back the exact string typed.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as Ui from '../../ui';
import type { CodeEditorProps } from '../../ui';
import { EditToolResultDialog } from './EditToolResultDialog';

// Monaco needs a real browser; a textarea with the same props stands in for it here (e2e covers the real editor).
vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  CodeEditor: ({ value, onChange, ariaLabel }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

afterEach(cleanup);

describe('EditToolResultDialog', () => {
  it('tracks JSON, broken JSON and plain text, and submits the exact string', () => {
    const onSubmit = vi.fn();
    render(
      <EditToolResultDialog
        index={3}
        callId="call_xK9f2a"
        initial='{"temperature": 18}'
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const editor = screen.getByLabelText('Content of tool result 3');
    expect(screen.getByRole('status').textContent).toMatch(/Valid JSON/);

    fireEvent.change(editor, { target: { value: '{"temperature": 30' } });
    expect(screen.getByRole('status').textContent).toMatch(/Not valid JSON — it will be sent as plain text/);

    fireEvent.change(editor, { target: { value: 'It is 30 °C in Berlin' } });
    expect(screen.getByRole('status').textContent).toMatch(/Plain text \(not JSON\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Replay from here' }));
    expect(onSubmit).toHaveBeenCalledWith('It is 30 °C in Berlin', true, 'call_xK9f2a');

    fireEvent.click(screen.getByRole('button', { name: /Fork only/ }));
    expect(onSubmit).toHaveBeenLastCalledWith('It is 30 °C in Berlin', false, 'call_xK9f2a');
  });

  it('edits the call id the result answers, and says when it is no call of the branch', () => {
    const onSubmit = vi.fn();
    render(
      <EditToolResultDialog
        index={3}
        callId="call_tokio"
        callIds={['call_berlin', 'call_tokyo']}
        initial="28"
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const id = screen.getByRole('combobox', { name: 'tool_call_id' });
    expect((id as HTMLInputElement).value).toBe('call_tokio');
    expect(screen.getByText(/Not the id of any call on this branch/)).toBeTruthy();
    fireEvent.change(id, { target: { value: 'call_tokyo' } });
    expect(screen.queryByText(/Not the id of any call on this branch/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Replay from here' }));
    expect(onSubmit).toHaveBeenCalledWith('28', true, 'call_tokyo');
  });

  it('names a Responses output by its own path and field: input[4] and its output, not messages[4] and content', () => {
    render(
      <EditToolResultDialog
        index={4}
        callId="call_tokyo"
        idField="call_id"
        resultPlace={{ list: 'input', value: 'output' }}
        initial="28"
        onClose={() => {}}
        onSubmit={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('input[4]');
    expect(dialog.textContent).not.toContain('messages[4]');
    expect(dialog.querySelector('code:nth-of-type(2)')?.textContent ?? dialog.textContent).toContain('output');
    expect(dialog.textContent).not.toMatch(/\bcontent\b/);
  });
});
