// A program on the timeline: its code on a card, the calls it makes and their outputs nested under it naming it, its program_output.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';

const response = { kind: 'response' as const, exchangeId: 'ex-1-0' };
const CODE = 'const r1 = await tools.get_weather({"city":"Berlin"});\nreturn [r1];';
const caller = { type: 'program', caller_id: 'call_prog1' };
const items = [
  {
    id: 'u',
    kind: 'user',
    wire: { role: 'user', content: 'Weather in Berlin?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'p',
    kind: 'other',
    wire: { id: 'prog_1', type: 'program', call_id: 'call_prog1', code: CODE, fingerprint: 'gAAAAAabc' },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'c',
    kind: 'tool-call',
    wire: {
      id: 'fc_1',
      type: 'function_call',
      call_id: 'call_w1',
      name: 'get_weather',
      arguments: '{"city":"Berlin"}',
      caller,
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'o',
    kind: 'tool-result',
    wire: { type: 'function_call_output', call_id: 'call_w1', output: '{"temperature":18}', caller },
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_w1' },
    firstSentInStep: 2,
  },
  {
    id: 'po',
    kind: 'other',
    wire: {
      id: 'po_1',
      type: 'program_output',
      call_id: 'call_prog1',
      result: '[{"temperature":18}]',
      status: 'completed',
    },
    provenance: { kind: 'response', exchangeId: 'ex-2-0' },
    firstSentInStep: null,
  },
].map((e) => ({ ...e, style: 'responses' })) as unknown as TimelineEntry[];

beforeEach(stubTimelineLayout);
afterEach(cleanup);

describe('program cards', () => {
  it('shows the program’s code, nests its call and the call’s output under it, and closes with program_output', () => {
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: items, exchanges: [exchange(1, 1), exchange(2, 4)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    const timeline = screen.getByTestId('timeline');
    const labels = within(timeline)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(labels).toEqual([
      'input[0], message · user',
      'input[1], program',
      'input[2], function_call',
      'input[3], function_call_output',
      'input[4], program_output',
    ]);
    const program = screen.getByRole('article', { name: 'input[1], program' });
    expect(program.querySelector('pre')!.textContent).toBe(CODE);
    const nested = [...timeline.querySelectorAll('.program-nested')];
    expect(nested.map((n) => n.querySelector('article')!.getAttribute('aria-label'))).toEqual([
      'input[2], function_call',
      'input[3], function_call_output',
    ]);
    expect(nested.every((n) => n.textContent!.includes('called by program call_prog1'))).toBe(true);
    expect(program.closest('.program-nested')).toBeNull();
    expect(screen.getByRole('article', { name: 'input[4], program_output' }).querySelector('pre')!.textContent).toBe(
      '[{"temperature":18}]',
    );
  });
});
