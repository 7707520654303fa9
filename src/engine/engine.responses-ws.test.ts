// Responses in WebSocket mode through the engine and the in-page mock socket: one socket, one exchange per response.create, every frame recorded.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness, until } from '@loopscope/seed-scenarios/testing/harness';
import { steerTarget } from './steer-target';
import type { ResponsesStateMode, SessionConfig } from './types';

function config(mode: ResponsesStateMode, extra: Partial<SessionConfig['options']> = {}): SessionConfig {
  const base = seed001Config();
  return {
    ...base,
    apiStyle: 'responses',
    options: { ...base.options, responsesState: mode, responsesTransport: 'websocket', ...extra },
  };
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
    expect(frame(second!.requestBody)).toMatchObject({
      type: 'response.create',
      previous_response_id: firstResponse.id,
    });
    // What each frame carried counts as sent in its step, as a fetch's body does.
    expect(branch.messages.map((m) => m.firstSentInStep)).toEqual([1, 1, 2, 2, 2, 2, 2, 2, null]);
    // The received frames are the exchange's response body, one per line, exactly as they arrived.
    expect(first!.responseBody).toBe(
      first!.events
        .slice(1)
        .map((e) => `${e.data}\n`)
        .join(''),
    );
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
    expect(frame(branch.exchanges[0]!.requestBody)).toMatchObject({
      type: 'response.create',
      instructions: 'Answer in one short line.',
    });
    expect(frame(branch.exchanges[1]!.requestBody).instructions).toBeUndefined();
  });
});

describe('response.steer from the session', () => {
  const steerEvents = (engine: Parameters<typeof activeBranch>[0]) =>
    activeBranch(engine).exchanges[0]!.events.filter((e) => e.event?.startsWith('response.steer'));

  it('between steps: the frame joins the turn that made the response, the server accepts and queues it, and the next request carries it first', async () => {
    const { engine, api } = createHarness({ config: config('previous_response_id') });
    await engine.step();
    const target = steerTarget(activeBranch(engine))!;
    expect(target.waiting).toBe(true);
    expect(engine.steer('Answer in Celsius.')).toBe(true);
    await until(engine, () => steerEvents(engine).length === 3);
    const [sent, accepted, pending] = steerEvents(engine);
    expect(sent).toMatchObject({ direction: 'sent', event: 'response.steer' });
    expect(frame(sent!.data)).toEqual({
      type: 'response.steer',
      previous_response_id: target.responseId,
      input: 'Answer in Celsius.',
    });
    expect([accepted!.direction, accepted!.event, pending!.event]).toEqual([
      'received',
      'response.steer.accepted',
      'response.steer.pending',
    ]);
    expect(frame(pending!.data).required_input.length).toBeGreaterThan(0);
    await engine.step();
    const second = frame(activeBranch(engine).exchanges[1]!.events.at(-1)!.data).response;
    const key = engine.getState().config.provider.apiKey;
    const items = await (
      await api.fetch(
        new Request(`http://localhost/v1/responses/${second.id}/input_items?order=asc`, {
          headers: { authorization: `Bearer ${key}` },
        }),
      )
    ).json();
    expect(items.data[0].content[0].text).toBe('Answer in Celsius.');
    expect(items.data.slice(1).every((i: { type: string }) => i.type === 'function_call_output')).toBe(true);
  });

  it('after the loop finished: the server refuses with response.steer.failed', async () => {
    const { engine } = createHarness({ config: config('previous_response_id') });
    await engine.run();
    expect(steerTarget(activeBranch(engine))!.waiting).toBe(false);
    expect(engine.steer('Shorter, please.')).toBe(true);
    await until(engine, () =>
      activeBranch(engine)
        .exchanges.at(-1)!
        .events.some((e) => e.event === 'response.steer.failed'),
    );
    const failed = activeBranch(engine)
      .exchanges.at(-1)!
      .events.find((e) => e.event === 'response.steer.failed')!;
    expect(frame(failed.data).error.code).toBe('response_already_completed');
  });

  it('over HTTP, or before any socket turn, there is nothing to steer', async () => {
    const http = createHarness({
      config: {
        ...config('previous_response_id'),
        options: { ...config('previous_response_id').options, responsesTransport: 'http' },
      },
    });
    expect(http.engine.steer('x')).toBe(false);
    await http.engine.step();
    expect(http.engine.steer('x')).toBe(false);
    const fresh = createHarness({ config: config('previous_response_id') });
    expect(fresh.engine.steer('x')).toBe(false);
  });
});
