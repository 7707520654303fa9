// Timeline rows: separators sit between what a request sent and what came back; errors and holds show up.
import { describe, expect, it } from 'vitest';
import { buildTimelineRows, countMessages, errorOf } from './timeline-rows';
import { branch, exchange, message } from '../testing/fixtures';

const seedMessages = [
  message('sys', 'system', 1),
  message('user', 'user', 1),
  message('calls', 'assistant', 2),
  message('t1', 'tool', 2),
  message('t2', 'tool', 2),
  message('t3', 'tool', 2),
  message('final', 'assistant', null),
];

describe('buildTimelineRows', () => {
  it('reads like the walkthrough: 2 messages, request 1, 4 more, request 2, the answer', () => {
    const rows = buildTimelineRows({
      branch: branch({
        messages: seedMessages,
        exchanges: [exchange(1, 2), exchange(2, 6)],
        status: 'done',
        stopReason: 'finish_reason: stop',
      }),
      pending: null,
    });
    expect(
      rows.map((r) => (r.kind === 'message' ? r.item.id : r.kind === 'step' ? `R${r.step}:${r.messageCount}` : r.kind)),
    ).toEqual(['sys', 'user', 'R1:2', 'calls', 't1', 't2', 't3', 'R2:6', 'final', 'status']);
  });

  it('counts the messages the body really carried, not the ones the timeline holds', () => {
    const edited = exchange(2, 5, {
      status: 400,
      responseBody: '{"error":{"message":"bad","type":"invalid_request_error","param":null,"code":null}}',
    });
    const rows = buildTimelineRows({
      branch: branch({
        messages: seedMessages.slice(0, 6),
        exchanges: [exchange(1, 2), edited],
        status: 'error',
        stopReason: 'HTTP 400',
      }),
      pending: null,
    });
    const step2 = rows.find((r) => r.kind === 'step' && r.step === 2);
    expect(step2).toMatchObject({ messageCount: 5, status: 400 });
    const error = rows.find((r) => r.kind === 'error');
    expect(error).toMatchObject({ step: 2, view: { status: 400, error: { message: 'bad' } } });
  });

  it('groups retries under one separator and points at the last attempt', () => {
    const rows = buildTimelineRows({
      branch: branch({
        messages: seedMessages.slice(0, 2),
        exchanges: [exchange(1, 2, { status: 429, attempt: 0 }), exchange(1, 2, { attempt: 1, id: 'ok' })],
      }),
      pending: null,
    });
    const steps = rows.filter((r) => r.kind === 'step');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ attempts: 2, exchangeId: 'ok', status: 200 });
    expect(rows.some((r) => r.kind === 'error')).toBe(false);
  });

  it("counts an Assistants step's several calls (setup, run, polls) as one attempt each, not as retries", () => {
    const calls = ['/v1/assistants', '/v1/threads', '/v1/threads/t/runs', '/v1/threads/t/runs/r'].map((url, i) =>
      exchange(1, 2, { id: `c${i}`, url, attempt: 0 }),
    );
    const steps = buildTimelineRows({
      branch: branch({ messages: seedMessages.slice(0, 2), exchanges: calls }),
      pending: null,
    }).filter((r) => r.kind === 'step');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ attempts: 1, exchangeId: 'c3' });
  });

  it('shows a held request at the end, with its body message count', () => {
    const rows = buildTimelineRows({
      branch: branch({ messages: seedMessages.slice(0, 6), exchanges: [exchange(1, 2)], status: 'paused' }),
      pending: { step: 2, method: 'POST', url: '/v1/chat/completions', body: '{"messages":[{},{},{},{},{},{}]}' },
    });
    expect(rows.at(-1)).toMatchObject({ kind: 'pending', step: 2, messageCount: 6 });
  });
});

describe('helpers', () => {
  it('countMessages tolerates non-JSON and non-chat bodies', () => {
    expect(countMessages(null)).toBeNull();
    expect(countMessages('{oops')).toBeNull();
    expect(countMessages('{"input":[]}')).toBeNull();
  });

  it('errorOf keeps a non-JSON error body as text and reports network failures', () => {
    expect(errorOf(exchange(1, 2, { status: 502, responseBody: '<html>bad gateway</html>' }))).toMatchObject({
      status: 502,
      error: null,
      text: '<html>bad gateway</html>',
      failure: { kind: 'http' },
    });
    expect(
      errorOf(exchange(1, 2, { status: null, responseBody: null, state: 'failed', error: 'Connection refused' }))?.text,
    ).toBe('Connection refused');
    expect(errorOf(exchange(1, 2))).toBeNull();
  });
});
