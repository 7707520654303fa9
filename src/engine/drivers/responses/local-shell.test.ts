// The timeline pairs a local_shell_call_output with its local_shell_call as it pairs a function call's output: by call_id, or by the `id` the SDK's type names.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../types';
import { responsesDriver } from './driver';
import { sessionFromCapturedResponses } from './captured';
import type { TimelineEntry } from '../../types';

const call = {
  id: 'lsh_1',
  type: 'local_shell_call',
  call_id: 'call_ls1',
  status: 'completed',
  action: { type: 'exec', command: ['bash', '-lc', 'ls'], env: {} },
};
const question = { role: 'user', content: 'Run `ls`.' };

/** Two captured POST /v1/responses calls: the first answered with the local_shell_call, the second sending its output in manual state. */
function captured(output: Record<string, unknown>): Exchange[] {
  const base = {
    method: 'POST',
    url: 'http://127.0.0.1:5173/proxy/v1/responses',
    status: 200,
    state: 'done',
    requestHeaders: {},
    responseHeaders: {},
    startedAt: 0,
    durationMs: 1,
  };
  return [
    {
      ...base,
      id: 'ex1',
      requestBody: JSON.stringify({ model: 'gpt-5.5', input: [question], tools: [{ type: 'local_shell' }] }),
      responseBody: JSON.stringify({ id: 'resp_1', object: 'response', status: 'completed', output: [call] }),
    },
    {
      ...base,
      id: 'ex2',
      requestBody: JSON.stringify({
        model: 'gpt-5.5',
        input: [question, call, output],
        tools: [{ type: 'local_shell' }],
      }),
      responseBody: JSON.stringify({
        id: 'resp_2',
        object: 'response',
        status: 'completed',
        output: [
          {
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: 'Two files.', annotations: [] }],
          },
        ],
      }),
    },
  ] as unknown as Exchange[];
}

describe('local_shell items on the timeline', () => {
  it('a call is a tool call and its output a tool result that answers it, named by call_id or id', () => {
    expect(responsesDriver.kindOf(call as never)).toBe('tool-call');
    for (const output of [
      { type: 'local_shell_call_output', call_id: 'call_ls1', output: 'a\nb' },
      { type: 'local_shell_call_output', id: 'call_ls1', output: 'a\nb' },
    ]) {
      expect(responsesDriver.kindOf(output as never)).toBe('tool-result');
      expect(responsesDriver.answersCallId(output as never)).toBe('call_ls1');
    }
  });

  for (const named of [{ call_id: 'call_ls1' }, { id: 'call_ls1' }, { id: 'lsh_1' }]) {
    it(`a captured loop ties the output (${JSON.stringify(named)}) to the exchange that made the call`, () => {
      const state = sessionFromCapturedResponses(
        captured({ type: 'local_shell_call_output', ...named, output: 'a\nb' }),
        { toolSource: () => '' },
      )!;
      const entries = state.branches[state.activeBranchId]!.messages as TimelineEntry[];
      const result = entries.find((e) => (e.wire as { type?: string }).type === 'local_shell_call_output')!;
      expect(result.kind).toBe('tool-result');
      expect(result.provenance).toEqual({ kind: 'tool-result', exchangeId: 'ex1', toolCallId: 'call_ls1' });
      const callEntry = entries.find((e) => (e.wire as { type?: string }).type === 'local_shell_call')!;
      expect(callEntry.kind).toBe('tool-call');
    });
  }
});
