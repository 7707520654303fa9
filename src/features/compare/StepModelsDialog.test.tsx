// One step, many models: each target gets the frozen request with its own model and settings, and the answers line up
// against the baseline; a custom target's key goes only to its own request.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seed001Text } from '../../../vendor/index';
import { renderWithSession, fakeServices } from '../../store/testing/render';
import type { SessionServices } from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import { StepModelsDialog } from './StepModelsDialog';

afterEach(cleanup);

const exchange: Exchange = {
  id: 'x',
  step: 1,
  attempt: 0,
  method: 'POST',
  url: 'http://mock.loopscope.local/v1/chat/completions',
  requestHeaders: {},
  requestBody: JSON.stringify({ ...JSON.parse(seed001Text('1-request.json')), stream: true }),
  status: 200,
  responseHeaders: {},
  responseBody: '',
  streamed: true,
  events: [],
  startedAt: 0,
  durationMs: 5,
  state: 'done',
  error: null,
};
const final = seed001Text('4-response.json');

function setup() {
  const sent: { baseURL: string; apiKey: string; path: string; body: Record<string, unknown> }[] = [];
  // The mock in this test: o4-mini calls one tool with other arguments, gpt-4.1-mini answers at once, the rest call seed 001's tools.
  const postJson: SessionServices['postJson'] = async (request) => {
    const body = request.body as Record<string, unknown>;
    sent.push({ ...request, body });
    if (request.baseURL.startsWith('http://127.0.0.1:9'))
      return { failure: 'Failed to fetch (nothing listens there)', durationMs: 1 };
    if (body.model === 'gpt-4.1-mini') return { status: 200, body: final, durationMs: 4 };
    if (body.model === 'o4-mini')
      return {
        status: 200,
        body: seed001Text('2-response.json').replace('"Berlin"', '\\"Bern\\"').replace('\\"Berlin\\"', '\\"Bern\\"'),
        durationMs: 9,
      };
    return { status: 200, body: seed001Text('2-response.json'), durationMs: 7 };
  };
  renderWithSession(<StepModelsDialog exchange={exchange} index={0} onClose={() => {}} />, {
    services: fakeServices({ postJson }),
  });
  return { sent };
}

describe('StepModelsDialog', () => {
  it('sends the frozen request to three models and lines the answers up against the baseline', async () => {
    const { sent } = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Model of target 2' }), {
      target: { value: 'gpt-4.1-mini' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Model of target 3' }), { target: { value: 'o4-mini' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 3 targets' }));
    const cards = await screen.findAllByRole('article');
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'gpt-4o · built-in mock',
      'gpt-4.1-mini · built-in mock',
      'o4-mini · built-in mock · {"parallel_tool_calls": false}',
    ]);
    // Each copy: the model swapped, the settings merged, answered whole.
    expect(sent.map((s) => [s.body.model, s.body.stream, s.body.parallel_tool_calls, s.path])).toEqual([
      ['gpt-4o', undefined, undefined, '/chat/completions'],
      ['gpt-4.1-mini', undefined, undefined, '/chat/completions'],
      ['o4-mini', undefined, false, '/chat/completions'],
    ]);
    expect(sent[0]!.body.messages).toEqual(JSON.parse(seed001Text('1-request.json')).messages);
    expect(within(cards[1]!).getByText('ends the loop')).toBeTruthy();
    expect(
      within(cards[1]!).getByText(/Baseline calls missing here: get_weather, get_weather, convert_temperature/),
    ).toBeTruthy();
    expect(within(cards[2]!).getAllByText('arguments differ from the baseline')).toHaveLength(1);
    expect(within(cards[2]!).getAllByText('same arguments as the baseline')).toHaveLength(2);
  });

  it('a second base URL takes its own key and says when nothing answered; bad settings stop the send', async () => {
    const { sent } = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider of target 2' }), { target: { value: 'custom' } });
    const send = screen.getByRole('button', { name: 'Send to 3 targets' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Base URL of target 2' }), {
      target: { value: 'http://127.0.0.1:9/v1' },
    });
    fireEvent.change(screen.getByLabelText('API key of target 2'), { target: { value: 'sk-second-provider' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Settings of target 3/ }), {
      target: { value: '{"parallel_tool_calls": fals' },
    });
    expect(send.disabled).toBe(true);
    expect(screen.getByText(/Settings must be a JSON object/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Settings of target 3/ }), { target: { value: '' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByText('Failed to fetch (nothing listens there)')).toBeTruthy());
    expect(sent.filter((s) => s.apiKey === 'sk-second-provider').map((s) => s.baseURL)).toEqual([
      'http://127.0.0.1:9/v1',
    ]);
  });
});
