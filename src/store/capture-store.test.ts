// The capture store keeps the newest snapshot of each exchange, regroups loops as they grow, and follows the newest loop.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../engine/types';
import { createCaptureStore, loopExchanges, shownLoop } from './capture-store';

const exchange = (id: string, messages: unknown[], state: Exchange['state'] = 'done'): Exchange => ({
  id, step: 0, attempt: 0, method: 'POST', url: 'http://127.0.0.1/v1/chat/completions', requestHeaders: {},
  requestBody: JSON.stringify({ model: 'gpt-4o', messages }), status: 200, responseHeaders: {}, responseBody: '{}',
  streamed: false, events: [], startedAt: 0, durationMs: 1, state, error: null,
});
const hi = { role: 'user', content: 'Hi' };

describe('capture store', () => {
  it('takes the snapshot, then merges updates by id and regroups', () => {
    const store = createCaptureStore();
    store.getState().receiveSnapshot('mock', [exchange('cap_000001', [hi], 'streaming')]);
    expect(store.getState()).toMatchObject({ status: 'live', upstream: 'mock' });
    store.getState().receiveExchanges([exchange('cap_000001', [hi]), exchange('cap_000002', [hi, { role: 'assistant', content: 'Hello' }, { role: 'user', content: 'Bye' }])]);
    const state = store.getState();
    expect(state.exchanges.map((e) => [e.id, e.state])).toEqual([['cap_000001', 'done'], ['cap_000002', 'done']]);
    expect(state.loops.map((l) => l.exchangeIds)).toEqual([['cap_000001', 'cap_000002']]);
    expect(loopExchanges(state, shownLoop(state)).map((e) => e.step)).toEqual([1, 2]);
  });

  it('follows the newest loop until one is picked', () => {
    const store = createCaptureStore();
    store.getState().receiveSnapshot('mock', [exchange('cap_000001', [hi]), exchange('cap_000002', [{ role: 'user', content: 'Other' }])]);
    expect(shownLoop(store.getState())!.id).toBe('cap_000002');
    store.getState().selectLoop('cap_000001');
    store.getState().receiveExchanges([exchange('cap_000003', [{ role: 'user', content: 'Third' }])]);
    expect(shownLoop(store.getState())!.id).toBe('cap_000001');
  });
});
