// "Messages vs items" on a run with shell, apply_patch and custom tool calls: each column says how those calls exist in its API, none drops them silently.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { importPayload } from '../persistence/testing/import-payload';
import { renderWithSession } from '../store/testing/render';
import { fakeEngine } from '../store/testing/fixtures';
import { WireViews } from '../features/wire-views';

const chunk = { stdout: 'def greet(name):\n', stderr: '', outcome: { type: 'exit', exit_code: 0 } };
const items = [
  { role: 'user', content: 'Fix the typo in src/greet.py and pack order KX-2048.' },
  {
    id: 'sh_1',
    type: 'shell_call',
    call_id: 'call_s1',
    action: { commands: ['cat src/greet.py'], timeout_ms: null, max_output_length: null },
    status: 'completed',
  },
  { type: 'shell_call_output', call_id: 'call_s1', output: [chunk] },
  {
    id: 'apc_1',
    type: 'apply_patch_call',
    call_id: 'call_p1',
    status: 'completed',
    operation: { type: 'update_file', path: 'src/greet.py', diff: '@@\n-Helo\n+Hello\n' },
  },
  { type: 'apply_patch_call_output', call_id: 'call_p1', status: 'completed', output: 'Updated src/greet.py' },
  { id: 'ctc_1', type: 'custom_tool_call', call_id: 'call_c1', name: 'pack_order', input: 'KX-2048' },
  { type: 'custom_tool_call_output', call_id: 'call_c1', output: 'packed' },
];
const tools = [
  { type: 'shell', environment: { type: 'local' } },
  { type: 'apply_patch' },
  { type: 'custom', name: 'pack_order', description: 'Pack an order.' },
];

function imported() {
  const result = importPayload(JSON.stringify({ model: 'gpt-5.5', input: items, tools }), 'pasted', 0);
  if (!result.ok) throw new Error(result.error.text);
  return result.record.engine;
}

afterEach(cleanup);

describe('"Messages vs items" with shell, apply_patch and custom tool calls', () => {
  it('notes in Chat and Assistants what they cannot show, and shows a custom call in Chat as tool_calls[].custom', () => {
    renderWithSession(<WireViews />, { engine: fakeEngine(imported()) });
    fireEvent.click(screen.getByRole('button', { name: 'Messages vs items' }));
    const [chat, responses, assistants] = screen.getAllByTestId('wire-column');
    const notes = (column: HTMLElement) =>
      within(column)
        .getAllByRole('note')
        .map((n) => n.textContent);
    expect(notes(chat!)).toEqual([
      expect.stringMatching(
        /^Chat Completions has no shell or apply_patch tool: this run's shell and apply_patch calls \(2\)/,
      ),
      expect.stringMatching(
        /^Custom \(freeform\) tools exist in Chat Completions: the calls \(1\) appear here as tool_calls\[\] of type "custom"/,
      ),
    ]);
    expect(notes(responses!)).toEqual([
      expect.stringContaining('shell_call_output'),
      expect.stringContaining('custom_tool_call_output'),
    ]);
    expect(notes(assistants!)).toEqual([
      expect.stringMatching(/^Assistants has no shell or apply_patch tool: .*\(2\)/),
      expect.stringMatching(/^Assistants has no custom tools: .*\(1\)/),
    ]);
    // Every item is among the Responses rows; Chat keeps the custom call and its answer, Assistants neither.
    expect(within(responses!).getAllByRole('listitem')).toHaveLength(items.length);
    expect(
      within(chat!)
        .getAllByRole('listitem')
        .map((row) => row.dataset.kind),
    ).toEqual(['user', 'assistant · tool_calls', 'tool']);
    expect(within(chat!).getAllByText('call_c1')).toHaveLength(2);
    expect(within(assistants!).queryByText('call_c1')).toBeNull();
    expect(within(assistants!).queryByText('call_s1')).toBeNull();
  });

  it('says nothing extra about a run without them', () => {
    const plain = importPayload(JSON.stringify({ model: 'gpt-5.5', input: [items[0]] }), 'pasted', 0);
    if (!plain.ok) throw new Error(plain.error.text);
    renderWithSession(<WireViews />, { engine: fakeEngine(plain.record.engine) });
    fireEvent.click(screen.getByRole('button', { name: 'Messages vs items' }));
    expect(screen.queryAllByRole('note')).toEqual([]);
  });
});
