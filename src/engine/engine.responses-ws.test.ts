// Responses in WebSocket mode through the engine and the in-page mock socket: one socket, one exchange per response.create, every frame recorded.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '../seed-scenarios';
import { activeBranch, createHarness, until } from '../seed-scenarios/testing/harness';
import type { ResponsesStateMode, SessionConfig } from './types';

function config(mode: ResponsesStateMode, extra: Partial<SessionConfig['options']> = {}): SessionConfig {
  const base = seed001Config();
  return { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode, responsesTransport: 'websocket', ...extra } };
}

const frame = (text: string | null) => JSON.parse(text ?? 'null') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('Responses over one WebSocket', () => {
  it('the weather loop: each step a response.create frame on the same socket, chained by previous_response_id', async () => {
    const { engine, sockets } = createHarness({ config: config('previous_response_id') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.messages.at(-1)!.kind).toBe('assistant');
    const [first, second, ...rest] = branch.exchanges;
    expect(rest).toEqual([]);
    expect(sockets.opened).toBe(1);
    for (const exchange of [first!, second!]) {
      expect(exchange).toMatchObject({ wire: 'websocket', method: 'WS', state: 'done', streamed: true });
      expect(exchange.url).toMatch(/^wss?:\/\/.+\/v1\/responses$/);
      expect(exchange.events[0]).toMatchObject({ direction: 'sent', event: 'response.create' });
      expect(exchange.events.slice(1).every((e) => e.direction === 'received')).toBe(true);
      expect(exchange.events.at(-1)!.event).toBe('response.completed');
      expect(frame(exchange.requestBody).stream).toBeUndefined();
    }
    const firstResponse = frame(first!.events.at(-1)!.data).response;
    expect(frame(second!.requestBody)).toMatchObject({ type: 'response.create', previous_response_id: firstResponse.id });
    // What each frame carried counts as sent in its step, as a fetch's body does.
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, 2, 2, 2, 2, 2, 2, null]);
    // The received frames are the exchange's response body, one per line, exactly as they arrived.
    expect(first!.responseBody).toBe(first!.events.slice(1).map((e) => `${e.data}\n`).join(''));
  });

  it('a later turn reuses the socket', async () => {
    const { engine, sockets } = createHarness({ config: config('previous_response_id') });
    await engine.run();
    await engine.continueWith('What about Paris?');
    expect(activeBranch(engine).status).toBe('done');
    expect(activeBranch(engine).exchanges.length).toBeGreaterThan(2);
    expect(sockets.opened).toBe(1);
  });

  it('an error frame ends the step with the server message', async () => {
    const { engine } = createHarness({ config: { ...config('manual'), model: 'gpt-nowhere' } });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('error');
    expect(branch.exchanges[0]!.events.at(-1)).toMatchObject({ direction: 'received', event: 'error' });
    expect(branch.stopReason).toMatch(/gpt-nowhere/);
  });
  it('with breakpoints on, each response.create frame waits to be sent, and an edited frame is what goes on the socket', async () => {
    const { engine, sockets } = createHarness({ config: config('manual') });
    engine.setBreakpoints(true);
    const running = engine.run();
    await until(engine, (s) => s.pending !== null);
    const held = engine.getState().pending!;
    expect(held).toMatchObject({ method: 'WS', step: 1 });
    expect(held.url).toMatch(/^wss?:\/\/.+\/v1\/responses$/);
    // Nothing is on the socket while the frame is held.
    expect(activeBranch(engine).exchanges).toEqual([]);
    const edited = { ...frame(held.body), instructions: 'Answer in one short line.' };
    expect(engine.sendPending(JSON.stringify(edited))).toBeNull();
    await until(engine, (s) => s.pending !== null && s.pending.step === 2);
    engine.sendPending();
    await running;
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(sockets.opened).toBe(1);
    expect(frame(branch.exchanges[0]!.requestBody)).toMatchObject({ type: 'response.create', instructions: 'Answer in one short line.' });
    expect(frame(branch.exchanges[1]!.requestBody).instructions).toBeUndefined();
  });
});
