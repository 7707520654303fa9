// shell and apply_patch on the timeline: the commands, each command's output with its exit code, the diff, the patch's
// outcome, and an edit that keeps the item type.
// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';
import { editedResult, resultText, timelineStyle } from './item-view';

const response = { kind: 'response' as const, exchangeId: 'ex-1-0' };
const fx = {
  shellCall: {
    id: 'sh_1',
    type: 'shell_call',
    call_id: 'call_sh1',
    action: { commands: ['ls'], max_output_length: null, timeout_ms: null },
    environment: { type: 'local' },
    status: 'completed',
  },
  shellOutput: {
    id: 'sho_1',
    type: 'shell_call_output',
    call_id: 'call_sh1',
    max_output_length: null,
    output: [{ stdout: 'README.md\n', stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
    status: 'completed',
  },
  patchCall: {
    id: 'apc_1',
    type: 'apply_patch_call',
    call_id: 'call_ap1',
    operation: {
      type: 'update_file',
      path: 'src/greet.py',
      diff: '@@\n-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n',
    },
    status: 'completed',
  },
  patchOutput: {
    id: 'apo_1',
    type: 'apply_patch_call_output',
    call_id: 'call_ap1',
    status: 'completed',
    output: 'Updated src/greet.py',
  },
};
const failedShell = {
  ...fx.shellOutput,
  output: [
    fx.shellOutput.output[0]!,
    { stdout: '', stderr: 'refused: sudo is not allowed\n', outcome: { type: 'exit', exit_code: 126 } },
  ],
};
const entries = [
  {
    id: 'u',
    kind: 'user',
    wire: { role: 'user', content: 'Fix the typo.' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 's',
    kind: 'tool-call',
    wire: { ...fx.shellCall, action: { ...fx.shellCall.action, commands: ['ls', 'sudo ls'] } },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'so',
    kind: 'tool-result',
    wire: failedShell,
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_sh1' },
    firstSentInStep: 2,
  },
  { id: 'p', kind: 'tool-call', wire: fx.patchCall, provenance: response, firstSentInStep: 3 },
  {
    id: 'po',
    kind: 'tool-result',
    wire: { ...fx.patchOutput, status: 'failed', output: 'File not found: src/greet.py' },
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_ap1' },
    firstSentInStep: 3,
  },
].map((e) => ({ ...e, style: 'responses' })) as unknown as TimelineEntry[];

beforeAll(async () => {
  await import('./MarkdownView');
});
beforeEach(stubTimelineLayout);
afterEach(cleanup);

describe('shell and apply_patch cards', () => {
  it('show the commands, what each printed with its exit code, the diff and the failed patch', () => {
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: entries, exchanges: [exchange(1, 1)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    expect(screen.getByLabelText('Commands').textContent).toBe('$ ls\n$ sudo ls');
    expect(screen.getByText('exit 0')).toBeTruthy();
    expect(screen.getByText('exit 126').className).toContain('is-failed');
    expect(screen.getByLabelText('Standard error (stderr)').textContent).toBe('refused: sudo is not allowed\n');
    expect(screen.getByText(/change src\/greet.py with this V4A diff/)).toBeTruthy();
    const diff = screen.getByLabelText('The diff');
    expect(diff.querySelector('.diff-del')!.textContent).toBe('-    return f"Helo, {name}!"\n');
    expect(diff.querySelector('.diff-add')!.textContent).toBe('+    return f"Hello, {name}!"\n');
    expect(screen.getByText('File not found: src/greet.py')).toBeTruthy();
    expect(screen.getByText(/The patch did not apply/)).toBeTruthy();
    for (const type of ['shell_call', 'shell_call_output', 'apply_patch_call', 'apply_patch_call_output'])
      expect(screen.getAllByText(type).length).toBeGreaterThan(0);
  });

  it('names the tool of each call and edits an output into its own item type', () => {
    const style = timelineStyle('responses');
    expect(style.calls(entries[1]!)).toEqual([['call_sh1', 'shell']]);
    expect(style.calls(entries[3]!)).toEqual([['call_ap1', 'apply_patch']]);
    expect(JSON.parse(resultText(entries[2]!))[1].outcome.exit_code).toBe(126);
    expect(editedResult(entries[2]!, 'hello\n')).toEqual({
      type: 'shell_call_output',
      call_id: 'call_sh1',
      output: [{ stdout: 'hello\n', stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
    });
    expect(editedResult(entries[4]!, 'Updated it')).toEqual({
      type: 'apply_patch_call_output',
      call_id: 'call_ap1',
      status: 'failed',
      output: 'Updated it',
    });
  });
});
