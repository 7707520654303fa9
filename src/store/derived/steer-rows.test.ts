// Steering on the timeline: each response.steer the learner sent, with the server's answer, read from the turn's frames.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { steerNotes, steeringSentWith } from './steer-rows';

const frame = (direction: 'sent' | 'received', body: unknown) => ({
  raw: JSON.stringify(body),
  event: (body as { type: string }).type,
  data: JSON.stringify(body),
  at: 0,
  direction,
});

function turn(step: number, events: ReturnType<typeof frame>[]): Exchange {
  return {
    id: `ws_${step}`,
    step,
    attempt: 0,
    method: 'WS',
    url: 'ws://127.0.0.1/v1/responses',
    requestHeaders: {},
    requestBody: '{}',
    status: 101,
    responseHeaders: {},
    responseBody: '',
    streamed: true,
    events,
    startedAt: 0,
    durationMs: 1,
    state: 'done',
    error: null,
    wire: 'websocket',
  };
}

describe('steerNotes', () => {
  it("reads each sent steer with the server's last answer to it, and the step it steered", () => {
    const notes = steerNotes([
      turn(1, [
        frame('sent', { type: 'response.create' }),
        frame('received', { type: 'response.completed' }),
        frame('sent', { type: 'response.steer', previous_response_id: 'resp_1', input: 'Answer in Celsius.' }),
        frame('received', { type: 'response.steer.accepted', steer: { id: 's1' } }),
        frame('received', {
          type: 'response.steer.pending',
          reason: 'waiting_for_required_input',
          required_input: [
            { type: 'function_call_output', call_id: 'call_a' },
            { type: 'function_call_output', call_id: 'call_b' },
          ],
          steer: { id: 's1' },
        }),
        frame('sent', {
          type: 'response.steer',
          previous_response_id: 'resp_1',
          input: [{ role: 'user', content: [{ type: 'input_text', text: 'And Tokyo?' }] }],
        }),
        frame('received', { type: 'response.steer.failed', error: { message: 'too many' } }),
      ]),
    ]);
    expect(notes).toEqual([
      // Why it waits: the calls the pending frame says the response still needs output for.
      { text: 'Answer in Celsius.', answer: 'pending', message: '', steeredStep: 1, waitingFor: ['call_a', 'call_b'] },
      { text: 'And Tokyo?', answer: 'failed', message: 'too many', steeredStep: 1, waitingFor: [] },
    ]);
  });

  it('finds none on HTTP exchanges or turns without steering', () => {
    expect(
      steerNotes([turn(1, [frame('sent', { type: 'response.create' })]), { ...turn(2, []), wire: undefined }]),
    ).toEqual([]);
  });
});

describe('steeringSentWith', () => {
  const steered = turn(1, [
    frame('sent', { type: 'response.create' }),
    frame('received', { type: 'response.completed' }),
    frame('sent', { type: 'response.steer', previous_response_id: 'resp_1', input: 'Answer in Polish.' }),
    frame('received', { type: 'response.steer.pending', steer: { id: 's1' } }),
    frame('sent', { type: 'response.steer', previous_response_id: 'resp_1', input: 'x'.repeat(3) }),
    frame('received', { type: 'response.steer.failed', error: { message: 'no' } }),
  ]);
  const next = turn(2, [frame('sent', { type: 'response.create' })]);
  const after = turn(3, [frame('sent', { type: 'response.create' })]);

  it('gives the next turn the steering the server held for it (refused steering went nowhere)', () => {
    const exchanges = [steered, next, after];
    expect(steeringSentWith(exchanges, next).map((n) => [n.text, n.steeredStep])).toEqual([['Answer in Polish.', 1]]);
    expect(steeringSentWith(exchanges, steered)).toEqual([]);
    expect(steeringSentWith(exchanges, after)).toEqual([]);
  });

  it('gives an HTTP exchange none', () => {
    expect(steeringSentWith([steered, { ...next, wire: undefined }], { ...next, wire: undefined })).toEqual([]);
  });
});
