// One numbering: a request of the loop is "Request N"; when one request takes several HTTP calls (an Assistants run:
// assistant, thread, message, run, polls) they are N.1, N.2, … in the order they went out, and a retry keeps its call's.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { callNumbers } from './call-numbers';

let n = 0;
const call = (step: number, path: string, attempt = 0, method = 'POST'): Exchange => ({
  id: `e${++n}`,
  step,
  attempt,
  method,
  url: `http://127.0.0.1/v1${path}`,
  requestHeaders: {},
  requestBody: '{}',
  status: 200,
  responseHeaders: {},
  responseBody: '{}',
  streamed: false,
  events: [],
  startedAt: n,
  durationMs: 1,
  state: 'done',
  error: null,
});

describe('callNumbers', () => {
  it('a request of one HTTP call is N; a retry of it is still N', () => {
    const first = call(1, '/chat/completions');
    const retried = call(2, '/chat/completions');
    const retry = call(2, '/chat/completions', 1);
    expect([first, retried, retry].map((e) => callNumbers([first, retried, retry]).get(e.id))).toEqual([
      { step: 1, call: null },
      { step: 2, call: null },
      { step: 2, call: null },
    ]);
  });

  it('an Assistants run\'s five calls are 1.1 to 1.5, not five "1"s; the next run starts again at 2.1', () => {
    const run1 = [
      call(1, '/assistants'),
      call(1, '/threads'),
      call(1, '/threads/t/messages'),
      call(1, '/threads/t/runs'),
      call(1, '/threads/t/runs/r', 0, 'GET'),
    ];
    const run2 = [
      call(2, '/threads/t/runs/r/submit_tool_outputs'),
      call(2, '/threads/t/runs/r', 0, 'GET'),
      call(2, '/threads/t/runs/r', 1, 'GET'),
    ];
    const numbers = callNumbers([...run1, ...run2]);
    expect(run1.map((e) => numbers.get(e.id))).toEqual([1, 2, 3, 4, 5].map((k) => ({ step: 1, call: k })));
    expect(run2.map((e) => numbers.get(e.id))).toEqual([
      { step: 2, call: 1 },
      { step: 2, call: 2 },
      { step: 2, call: 2 },
    ]);
  });
});
