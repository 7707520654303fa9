// The playground's doctor: silent on a sound loop, and names the field and the fix of a broken request.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Exchange } from '../engine/types';
import { diagnoseLoop, wireCallOf } from '../wire/doctor';
import { PlaygroundDoctor } from './PlaygroundDoctor';

afterEach(cleanup);

const exchange = (messages: unknown[]): Exchange => ({
  id: 'ex_1', step: 1, attempt: 0, method: 'POST', url: 'http://mock.loopscope.local/v1/chat/completions', requestHeaders: {},
  requestBody: JSON.stringify({ model: 'gpt-4o', messages }), status: 400, responseHeaders: {}, responseBody: '{}',
  streamed: false, events: [], startedAt: 0, durationMs: 1, state: 'done', error: null,
});

/** The playground's doctor over these exchanges, as InspectorArea feeds it. */
const Doctor = ({ exchanges }: { exchanges: Exchange[] }) => <PlaygroundDoctor findings={diagnoseLoop(exchanges.map(wireCallOf))} requests={exchanges.length} />;

describe('PlaygroundDoctor', () => {
  it('shows nothing for a sound request', () => {
    const { container } = render(<Doctor exchanges={[exchange([{ role: 'user', content: 'Hi' }])]} />);
    expect(container.textContent).toBe('');
  });

  it('lists a tool result sent as an object at its field, with the fix', () => {
    const call = { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{}' } };
    render(<Doctor exchanges={[exchange([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: null, tool_calls: [call] }, { role: 'tool', tool_call_id: 'call_1', content: { t: 18 } }])]} />);
    expect(screen.getByText(/Doctor: 1 finding/)).toBeTruthy();
    const finding = screen.getByRole('listitem');
    expect(finding.textContent).toContain('messages[2].content');
    expect(finding.textContent).toContain('json.dumps(result)');
  });
});
