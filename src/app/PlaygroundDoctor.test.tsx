// The playground's doctor: silent on a sound loop, and names the field and the fix of a broken request.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Exchange } from '@loopscope/engine/types';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { PlaygroundDoctor } from './PlaygroundDoctor';

afterEach(cleanup);

const exchange = (messages: unknown[]): Exchange => ({
  id: 'ex_1',
  step: 1,
  attempt: 0,
  method: 'POST',
  url: 'http://mock.loopscope.local/v1/chat/completions',
  requestHeaders: {},
  requestBody: JSON.stringify({ model: 'gpt-4o', messages }),
  status: 400,
  responseHeaders: {},
  responseBody: '{}',
  streamed: false,
  events: [],
  startedAt: 0,
  durationMs: 1,
  state: 'done',
  error: null,
});

/** The playground's doctor over these exchanges, as InspectorArea feeds it. */
const Doctor = ({ exchanges }: { exchanges: Exchange[] }) => (
  <PlaygroundDoctor findings={diagnoseLoop(exchanges.map(wireCallOf))} requests={exchanges.length} />
);

describe('PlaygroundDoctor', () => {
  it('shows nothing for a sound request', () => {
    const { container } = render(<Doctor exchanges={[exchange([{ role: 'user', content: 'Hi' }])]} />);
    expect(container.textContent).toBe('');
  });

  it('lists a tool result sent as an object at its field, with the fix', () => {
    const call = { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{}' } };
    render(
      <Doctor
        exchanges={[
          exchange([
            { role: 'user', content: 'Hi' },
            { role: 'assistant', content: null, tool_calls: [call] },
            { role: 'tool', tool_call_id: 'call_1', content: { t: 18 } },
          ]),
        ]}
      />,
    );
    expect(screen.getByText(/Doctor: 1 finding/)).toBeTruthy();
    const finding = screen.getByRole('listitem');
    expect(finding.textContent).toContain('messages[2].content');
    expect(finding.textContent).toContain('json.dumps(result)');
  });
});

describe('the request a finding names', () => {
  it('is the step the timeline numbers it with, not its place among the exchanges (an Assistants run and its polls are one request)', () => {
    const call = (url: string, method: string, step: number, request: unknown): Exchange => ({
      ...exchange([]),
      id: `ex_${url}_${step}`,
      step,
      method,
      url: `http://mock.loopscope.local/v1${url}`,
      requestBody: request === null ? null : JSON.stringify(request),
      status: 200,
    });
    const exchanges = [
      call('/assistants', 'POST', 1, { model: 'gpt-4o' }),
      call('/threads', 'POST', 1, {}),
      call('/threads/thread_1/runs', 'POST', 1, { assistant_id: 'asst_1' }),
      call('/threads/thread_1/runs/run_1', 'GET', 1, null),
      call('/threads/thread_1/runs/run_1/submit_tool_outputs', 'POST', 2, {
        tool_outputs: [{ tool_call_id: 'call_1', output: { t: 18 } }],
      }),
    ];
    render(<InspectorDoctor exchanges={exchanges} />);
    expect(screen.getByRole('listitem').textContent).toMatch(/^error.*Request 2, field tool_outputs\[0\]\.output/);
  });
});

/** The doctor as InspectorArea places it: requests counted and named by their steps. */
const InspectorDoctor = ({ exchanges }: { exchanges: Exchange[] }) => (
  <PlaygroundDoctor
    findings={diagnoseLoop(exchanges.map(wireCallOf))}
    requests={new Set(exchanges.map((e) => e.step)).size}
    requestOf={(i) => exchanges[i]?.step ?? i + 1}
  />
);
