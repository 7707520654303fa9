// Hosted tools on the timeline: a file search with its passages, a web search with its sources, code with its log, and an answer's citations.
// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';

const response = { kind: 'response' as const, exchangeId: 'ex-1-0' };
const answer = 'According to help.md: "Returns are free within 30 days." Tokyo is the capital of Japan.';
const entries = [
  {
    id: 'u',
    kind: 'user',
    wire: { role: 'user', content: 'How long do I have to return an item?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'f',
    kind: 'other',
    wire: {
      id: 'fs_1',
      type: 'file_search_call',
      status: 'completed',
      queries: ['return an item'],
      results: [
        { file_id: 'file-1', filename: 'help.md', score: 1, text: 'Returns are free within 30 days.', attributes: {} },
      ],
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'w',
    kind: 'other',
    wire: {
      id: 'ws_1',
      type: 'web_search_call',
      status: 'completed',
      action: { type: 'search', query: 'capital of Japan' },
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'c',
    kind: 'other',
    wire: {
      id: 'ci_1',
      type: 'code_interpreter_call',
      status: 'completed',
      code: 'print(6 * 7)',
      container_id: 'cntr_9',
      outputs: [{ type: 'logs', logs: '42' }],
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'm',
    kind: 'assistant',
    wire: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [
        {
          type: 'output_text',
          text: answer,
          logprobs: [],
          annotations: [
            { type: 'file_citation', file_id: 'file-1', filename: 'help.md', index: answer.indexOf(' Tokyo') },
            {
              type: 'url_citation',
              start_index: answer.indexOf('Tokyo'),
              end_index: answer.length,
              title: 'Tokyo, Japan',
              url: 'https://web.loopscope.local/cities/tokyo',
            },
          ],
        },
      ],
    },
    provenance: response,
    firstSentInStep: 2,
  },
].map((e) => ({ ...e, style: 'responses' })) as unknown as TimelineEntry[];

beforeAll(async () => {
  await import('./MarkdownView');
});
beforeEach(stubTimelineLayout);
afterEach(cleanup);

describe('hosted tool cards', () => {
  it('show what each tool searched or ran and what came back, and what a call left out', () => {
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: entries, exchanges: [exchange(1, 1)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    expect(screen.getByText(/searched the vector store itself for: return an item/)).toBeTruthy();
    const passages = screen.getByRole('list', { name: 'Passages found' });
    expect(within(passages).getByText('help.md')).toBeTruthy();
    expect(within(passages).getByText('Returns are free within 30 days.')).toBeTruthy();
    expect(screen.getByText(/searched the web itself for: capital of Japan/)).toBeTruthy();
    // The web search asked for no sources: the card says which include would bring them.
    expect(screen.getByText(/include: \["web_search_call.action.sources"\]/)).toBeTruthy();
    expect(screen.getByText(/in container cntr_9/)).toBeTruthy();
    expect(screen.getByText('print(6 * 7)')).toBeTruthy();
    expect(screen.getByLabelText('What the program printed').textContent).toBe('42');
  });

  it('list an answer’s citations: the file, and the page with the span it backs', () => {
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: entries, exchanges: [exchange(1, 1)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    const citations = screen.getByRole('list', { name: 'Citations' });
    const items = within(citations).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('file_citation help.md (file-1)');
    expect(items[1]!.textContent).toContain('Tokyo, Japan — https://web.loopscope.local/cities/tokyo');
    expect(items[1]!.querySelector('q')!.textContent).toBe('Tokyo is the capital of Japan.');
  });
});
