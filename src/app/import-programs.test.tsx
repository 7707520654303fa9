// An imported Responses session holding a program: it opens with the program's calls nested under it, a replay still
// offers programmatic tool calling, and "Messages vs items" says plainly how programs exist in each API style.
// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { importPayload } from '../persistence/testing/import-payload';
import { renderWithSession } from '../store/testing/render';
import { fakeEngine } from '../store/testing/fixtures';
import { Timeline } from '../features/timeline';
import { WireViews } from '../features/wire-views';
import { stubTimelineLayout } from '../features/timeline/testing/jsdom-layout';
import { buildResponsesParams } from '@loopscope/engine/drivers/responses/driver';

const caller = { type: 'program', caller_id: 'call_prog' };
const items = [
  { role: 'user', content: "What's the weather in Berlin and Tokyo?" },
  {
    id: 'prog_1',
    type: 'program',
    call_id: 'call_prog',
    code: 'const r1 = await tools.get_weather({"city":"Berlin"});\nconst r2 = await tools.get_weather({"city":"Tokyo"});\nreturn [r1, r2];',
    fingerprint: 'fp_opaque',
  },
  {
    id: 'fc_1',
    type: 'function_call',
    call_id: 'call_1',
    name: 'get_weather',
    arguments: '{"city":"Berlin"}',
    status: 'completed',
    caller,
  },
  { type: 'function_call_output', call_id: 'call_1', output: '{"temp_c":12}', caller },
  {
    id: 'fc_2',
    type: 'function_call',
    call_id: 'call_2',
    name: 'get_weather',
    arguments: '{"city":"Tokyo"}',
    status: 'completed',
    caller,
  },
  { type: 'function_call_output', call_id: 'call_2', output: '{"temp_c":21}', caller },
  {
    id: 'po_1',
    type: 'program_output',
    call_id: 'call_prog',
    result: '[{"temp_c":12},{"temp_c":21}]',
    status: 'completed',
  },
];
const weather = {
  type: 'function',
  name: 'get_weather',
  description: 'Get the weather in a city.',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
  allowed_callers: ['direct', 'programmatic'],
};
const body = JSON.stringify({
  model: 'gpt-5.5',
  input: items,
  tools: [weather, { type: 'programmatic_tool_calling' }],
});

function imported() {
  const result = importPayload(body, 'pasted', 0);
  if (!result.ok) throw new Error(result.error.text);
  return result.record.engine;
}

beforeAll(async () => {
  await import('../features/timeline/MarkdownView');
});
beforeEach(stubTimelineLayout);
afterEach(cleanup);

describe('an imported session with a program', () => {
  it('keeps every program item, its calls answered with their caller, and offers programs again on replay', async () => {
    const state = imported();
    const branch = state.branches[state.activeBranchId]!;
    expect(branch.messages.map((m) => (m.wire as { type?: string }).type ?? 'message')).toEqual([
      'message',
      'program',
      'function_call',
      'function_call_output',
      'function_call',
      'function_call_output',
      'program_output',
    ]);
    expect(branch.messages.filter((m) => m.kind === 'tool-result').map((m) => m.provenance)).toEqual([
      expect.objectContaining({ kind: 'tool-result', toolCallId: 'call_1' }),
      expect.objectContaining({ kind: 'tool-result', toolCallId: 'call_2' }),
    ]);
    expect(state.config.options.programmaticTools).toBe(true);
    const params = await buildResponsesParams(state.config, branch.messages as never, async () => 'conv_x');
    expect(params.tools).toEqual(
      expect.arrayContaining([
        { type: 'programmatic_tool_calling' },
        expect.objectContaining({ name: 'get_weather', allowed_callers: ['direct', 'programmatic'] }),
      ]),
    );
  });

  it('opens on the timeline with the program, its code, and both calls and outputs nested under it', () => {
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine: fakeEngine(imported()) });
    expect(screen.getByLabelText("The program's JavaScript").textContent).toContain(
      'await tools.get_weather({"city":"Tokyo"})',
    );
    const nested = document.querySelectorAll('[data-program="call_prog"]');
    expect(nested).toHaveLength(4);
    for (const box of nested) expect(within(box as HTMLElement).getByText('call_prog')).toBeTruthy();
  });

  it('"Messages vs items" says how programs exist in Chat Completions, Responses and Assistants', () => {
    renderWithSession(<WireViews />, { engine: fakeEngine(imported()) });
    fireEvent.click(screen.getByRole('button', { name: 'Messages vs items' }));
    const [chat, responses, assistants] = screen.getAllByTestId('wire-column');
    expect(within(chat!).getByRole('note').textContent).toMatch(
      /^Chat Completions has no programmatic tool calling.*The program's 2 calls appear here as ordinary tool calls/,
    );
    expect(within(responses!).getByRole('note').textContent).toContain('caller {type: "program"}');
    expect(within(assistants!).getByRole('note').textContent).toMatch(
      /^Assistants has no programmatic tool calling.*2 calls appear as ordinary function calls/,
    );
    // The program's calls are there in every column; the program itself only among the items.
    expect(within(chat!).queryByText('program')).toBeNull();
    expect(within(responses!).getAllByText('program').length).toBe(1);
  });
});
