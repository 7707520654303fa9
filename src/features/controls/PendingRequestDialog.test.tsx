// The held request: a typo never sends and never loses the text; an untouched body goes out as the SDK built it.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type * as Ui from '../../ui';
import type { CodeEditorProps } from '../../ui';
import { renderWithSession } from '../../store/testing/render';
import { engineState, fakeEngine } from '../../store/testing/fixtures';
import { PendingRequestDialog } from './PendingRequestDialog';

// Monaco needs a real browser; a textarea with the same props stands in for it here (e2e covers the real editor).
vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  CodeEditor: ({ value, onChange, ariaLabel }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

const body = JSON.stringify({
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: 'Hi' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }],
    },
  ],
});

function setup() {
  const engine = fakeEngine(
    engineState({ pending: { step: 2, method: 'POST', url: 'http://mock.loopscope.local/v1/chat/completions', body } }),
  );
  const onClose = vi.fn();
  renderWithSession(<PendingRequestDialog open onClose={onClose} />, { engine });
  return { engine, onClose, editor: screen.getByLabelText('Body of request 2') as HTMLTextAreaElement };
}

afterEach(cleanup);

describe('PendingRequestDialog', () => {
  it('sends an untouched body as the original bytes', () => {
    const { engine, onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send request 2' }));
    expect(engine.calls).toContain('send:');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses invalid JSON with a clear message and keeps every character typed', () => {
    const { engine, onClose, editor } = setup();
    const broken = `oops ${editor.value}`;
    fireEvent.change(editor, { target: { value: broken } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request 2' }));
    expect(screen.getByRole('alert').textContent).toMatch(/not valid JSON.*Nothing was sent/);
    expect(editor.value).toBe(broken);
    expect(engine.calls.some((c) => c.startsWith('send'))).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes a message in one click and sends the edited body exactly as shown', () => {
    const { engine, editor } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove messages[1] (assistant)' }));
    expect(JSON.parse(editor.value).messages).toEqual([{ role: 'user', content: 'Hi' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Send request 2' }));
    expect(engine.calls).toContain(`send:${editor.value}`);
  });
});
