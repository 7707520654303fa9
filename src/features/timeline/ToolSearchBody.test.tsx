// Tool search items on the timeline: who ran the search, what it asked, which namespace it loaded, and the namespaced call.
// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';

const response = { kind: 'response' as const, exchangeId: 'ex-1-0' };
const shipping = {
  type: 'namespace',
  name: 'shipping',
  description: 'Parcels.',
  tools: [
    { type: 'function', name: 'track_parcel' },
    { type: 'function', name: 'change_delivery_address' },
  ],
};
const entries = [
  {
    id: 'u',
    kind: 'user',
    wire: { role: 'user', content: 'Where is my parcel?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 's',
    kind: 'other',
    wire: {
      id: 'tsc_1',
      type: 'tool_search_call',
      call_id: null,
      execution: 'server',
      status: 'completed',
      arguments: { query: 'track parcel' },
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'o',
    kind: 'other',
    wire: {
      id: 'tso_1',
      type: 'tool_search_output',
      call_id: null,
      execution: 'server',
      status: 'completed',
      tools: [shipping],
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'c',
    kind: 'tool-call',
    wire: {
      id: 'fc_1',
      type: 'function_call',
      call_id: 'call_1',
      name: 'track_parcel',
      namespace: 'shipping',
      arguments: '{"tracking_number":"1Z9"}',
      status: 'completed',
    },
    provenance: response,
    firstSentInStep: 2,
  },
  {
    id: 'k',
    kind: 'other',
    wire: { type: 'tool_search_call', call_id: 'call_s', execution: 'client', arguments: { goal: 'refund' } },
    provenance: response,
    firstSentInStep: null,
  },
].map((e) => ({ ...e, style: 'responses' })) as unknown as TimelineEntry[];

beforeAll(async () => {
  await import('./MarkdownView');
});
beforeEach(stubTimelineLayout);
afterEach(cleanup);

describe('tool search cards', () => {
  it('label each search item with who ran it, show its arguments and the namespace it loaded with its tools', () => {
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: entries, exchanges: [exchange(1, 1)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    expect(screen.getAllByText('tool_search_call · server')).toHaveLength(1);
    expect(screen.getByText('tool_search_output · server')).toBeTruthy();
    expect(screen.getByText('tool_search_call · client')).toBeTruthy();
    expect(screen.getByText('arguments: {"query":"track parcel"}')).toBeTruthy();
    expect(screen.getByText(/API runs the search itself/)).toBeTruthy();
    expect(screen.getByText(/Your code runs the search/)).toBeTruthy();
    expect(screen.getByText('track_parcel, change_delivery_address')).toBeTruthy();
    expect(screen.getByText(/Loaded 2 tool definitions\./)).toBeTruthy();
    expect(screen.getByText(/A call into namespace shipping/)).toBeTruthy();
  });
});
