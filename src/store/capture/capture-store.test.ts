// The capture store keeps the newest snapshot of each exchange, regroups loops as they grow, and follows the newest loop.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/engine/types';
import { sessionFromExchanges } from '@loopscope/engine/captured/index';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { activeBranch } from '@loopscope/engine/testing/harness';
import { createCaptureStore, loopExchanges, numberedAsTimeline, shownLoop } from './capture-store';
import { buildTimelineRows } from '../derived/timeline-rows';

const exchange = (id: string, messages: unknown[], state: Exchange['state'] = 'done'): Exchange => ({
  id,
  step: 0,
  attempt: 0,
  method: 'POST',
  url: 'http://127.0.0.1/v1/chat/completions',
  requestHeaders: {},
  requestBody: JSON.stringify({ model: 'gpt-4o', messages }),
  status: 200,
  responseHeaders: {},
  responseBody: '{}',
  streamed: false,
  events: [],
  startedAt: 0,
  durationMs: 1,
  state,
  error: null,
});
const hi = { role: 'user', content: 'Hi' };

describe('capture store', () => {
  it('takes the snapshot, then merges updates by id and regroups', () => {
    const store = createCaptureStore();
    store.getState().receiveSnapshot('mock', [exchange('cap_000001', [hi], 'streaming')]);
    expect(store.getState()).toMatchObject({ status: 'live', upstream: 'mock' });
    store
      .getState()
      .receiveExchanges([
        exchange('cap_000001', [hi]),
        exchange('cap_000002', [hi, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'Bye' }]),
      ]);
    const state = store.getState();
    expect(state.exchanges.map((e) => [e.id, e.state])).toEqual([
      ['cap_000001', 'done'],
      ['cap_000002', 'done'],
    ]);
    expect(state.loops.map((l) => l.exchangeIds)).toEqual([['cap_000001', 'cap_000002']]);
    expect(loopExchanges(state, shownLoop(state)).map((e) => e.step)).toEqual([1, 2]);
  });

  it('rebuilds a snapshot the server sends in pages (a snapshot event, then exchanges events), a change between pages included', () => {
    const store = createCaptureStore();
    const loop = [hi, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'Bye' }];
    store.getState().receiveSnapshot('mock', [exchange('cap_000001', [hi])]);
    // A change the server flushed while the reader was still paging: it comes before the later pages.
    store.getState().receiveExchanges([exchange('cap_000004', [{ role: 'user', content: 'New' }], 'streaming')]);
    store
      .getState()
      .receiveExchanges([exchange('cap_000002', loop), exchange('cap_000003', [{ role: 'user', content: 'Other' }])]);
    const state = store.getState();
    expect(state.exchanges.map((e) => e.id)).toEqual(['cap_000001', 'cap_000002', 'cap_000003', 'cap_000004']);
    expect(state.loops.map((l) => l.exchangeIds)).toEqual([
      ['cap_000001', 'cap_000002'],
      ['cap_000003'],
      ['cap_000004'],
    ]);
  });

  it('follows the newest loop until one is picked', () => {
    const store = createCaptureStore();
    store
      .getState()
      .receiveSnapshot('mock', [
        exchange('cap_000001', [hi]),
        exchange('cap_000002', [{ role: 'user', content: 'Other' }]),
      ]);
    expect(shownLoop(store.getState())!.id).toBe('cap_000002');
    store.getState().selectLoop('cap_000001');
    store.getState().receiveExchanges([exchange('cap_000003', [{ role: 'user', content: 'Third' }])]);
    expect(shownLoop(store.getState())!.id).toBe('cap_000001');
  });
});

describe('a captured loop numbered as its timeline', () => {
  it('gives each exchange the request number the timeline shows for it: an Assistants run with its polls is one request', async () => {
    const config = assistantsConfig('seed-004-weather-bot');
    const { engine } = createAssistantsHarness(config);
    await engine.run();
    const store = createCaptureStore();
    store.getState().receiveSnapshot(
      'mock',
      activeBranch(engine).exchanges.map((e, i) => ({ ...e, id: `cap_${String(i + 1).padStart(6, '0')}`, step: 0 })),
    );
    const captured = loopExchanges(store.getState(), shownLoop(store.getState()));
    const session = sessionFromExchanges(captured, {
      toolSource: (name) => config.tools.find((t) => t.name === name)!.source,
    })!;
    const branch = session.branches[session.activeBranchId]!;
    const rows = buildTimelineRows({ branch, pending: null }).flatMap((row) => (row.kind === 'step' ? [row] : []));
    expect(rows.map((row) => row.step)).toEqual([1, 2]);

    // As captured, the exchange behind the timeline's "request 2" is numbered by its place among the loop's calls.
    const byId = (list: Exchange[], id: string) => list.find((e) => e.id === id)!.step;
    expect(rows.map((row) => byId(captured, row.exchangeId))).not.toEqual([1, 2]);
    const numbered = numberedAsTimeline(captured, branch.exchanges);
    expect(rows.map((row) => byId(numbered, row.exchangeId))).toEqual([1, 2]);
    // Every call of the first run (setup, run, polls) is request 1; the submit and its polls are request 2.
    const submit = numbered.findIndex((e) => e.url.endsWith('/submit_tool_outputs'));
    expect(new Set(numbered.slice(0, submit).map((e) => e.step))).toEqual(new Set([1]));
    expect(new Set(numbered.slice(submit).map((e) => e.step))).toEqual(new Set([2]));
    expect(numberedAsTimeline(captured, null)).toBe(captured);
  });
});
