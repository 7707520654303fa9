// The steer box: shown only while a WebSocket-mode response is in progress, sends response.steer by keyboard, reads the server's answer.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, config, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { RunStatus, SessionConfig, SseEvent } from '@loopscope/engine/types';
import { SteerBox } from './SteerBox';

afterEach(cleanup);

const wsConfig = {
  ...config,
  apiStyle: 'responses' as const,
  options: { ...config.options, responsesTransport: 'websocket' as const },
};
const received = (data: object): SseEvent => ({
  raw: JSON.stringify(data),
  event: (data as { type: string }).type,
  data: JSON.stringify(data),
  at: 1,
  direction: 'received',
});
const completed = (output: object[]) =>
  received({ type: 'response.completed', response: { id: 'resp_turn1', output } });
const CALL = { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{}' };

function state(status: RunStatus, events: SseEvent[], options: SessionConfig['options'] = wsConfig.options) {
  const turn = exchange(1, 2, { id: 'ws-1', method: 'WS', wire: 'websocket', events, state: 'done' });
  return engineState({ config: { ...wsConfig, options }, branches: { main: branch({ status, exchanges: [turn] }) } });
}

describe('SteerBox', () => {
  it('while a response waits for tool output: Enter sends response.steer with the text, and the answer is read out', () => {
    const engine = fakeEngine(state('paused', [completed([CALL])]));
    renderWithSession(<SteerBox />, { engine });
    const input = screen.getByLabelText(/Steer response/);
    expect(screen.getByRole('form', { name: 'Steer the response' }).textContent).toContain('resp_turn1');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /waits for tool output/,
    );
    fireEvent.change(input, { target: { value: '  Answer in Celsius.  ' } });
    fireEvent.submit(input.closest('form')!);
    expect(engine.calls).toContain('steer:Answer in Celsius.');
    expect((input as HTMLInputElement).value).toBe('');

    const failed = received({
      type: 'response.steer.failed',
      error: { code: 'response_already_completed', message: 'No longer accepts steering.' },
    });
    act(() => engine.push(state('paused', [completed([CALL]), failed])));
    expect(screen.getByRole('status').textContent).toBe('response.steer.failed: No longer accepts steering.');
  });

  it('an empty box sends nothing', () => {
    const engine = fakeEngine(state('paused', [completed([CALL])]));
    renderWithSession(<SteerBox />, { engine });
    fireEvent.submit(screen.getByLabelText(/Steer response/).closest('form')!);
    expect(engine.calls.filter((c) => c.startsWith('steer'))).toEqual([]);
  });

  it.each([
    ['the loop finished', state('done', [completed([])])],
    [
      'the transport is HTTP',
      state('paused', [completed([CALL])], { ...wsConfig.options, responsesTransport: 'http' }),
    ],
    [
      'no turn went over the socket yet',
      engineState({ config: wsConfig, branches: { main: branch({ status: 'paused' }) } }),
    ],
  ])('is not shown when %s', (_why, initial) => {
    renderWithSession(<SteerBox />, { engine: fakeEngine(initial) });
    expect(screen.queryByLabelText(/Steer response/)).toBeNull();
  });
});
