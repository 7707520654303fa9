// The run-status diagram draws the path a run took: for a cancelled, an expired and a failed run, the statuses it passed
// are lit, the edges it followed are marked, where it ended is current, and nothing it did not pass is drawn as taken.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import type { Exchange } from '@loopscope/engine/types';
import { RunStatusDiagram } from './RunStatusDiagram';

afterEach(cleanup);

const ALL = [
  'queued',
  'in_progress',
  'requires_action',
  'cancelling',
  'completed',
  'incomplete',
  'failed',
  'expired',
  'cancelled',
];
const BASE = 'http://mock.loopscope.local/v1/threads/thread_1/runs';

/** One recorded call of the run: its method and path, and the run object the server answered with. */
function runCall(n: number, method: string, url: string, status: string): Exchange {
  const run = { id: 'run_1', object: 'thread.run', thread_id: 'thread_1', status };
  return exchange(1, 0, {
    id: `ex-${n}`,
    method,
    url,
    requestBody: method === 'GET' ? null : '{}',
    responseBody: JSON.stringify(run),
  });
}

function draw(calls: [method: string, url: string, status: string][]) {
  const exchanges = calls.map(([method, url, status], i) => runCall(i, method, url, status));
  const engine = fakeEngine(
    engineState({
      config: { ...engineState().config, apiStyle: 'assistants' },
      branches: { main: branch({ exchanges }) },
    }),
  );
  renderWithSession(<RunStatusDiagram />, { engine });
  const region = screen.getByRole('region', { name: 'Run status' });
  const node = (status: string) => region.querySelector(`[data-status="${status}"]`)!;
  return {
    region,
    lit: ALL.filter((s) => node(s).hasAttribute('data-visited')),
    current: ALL.filter((s) => node(s).hasAttribute('data-current')),
    // Edges are drawn in the diagram's order; each is named here by its end points.
    taken: [...region.querySelectorAll('line.run-edge')].flatMap((line) =>
      line.hasAttribute('data-taken') ? [line.getAttribute('data-edge')] : [],
    ),
  };
}

describe('RunStatusDiagram', () => {
  it('draws a run cancelled while it waited for tool outputs: requires_action → cancelling → cancelled', () => {
    const drawn = draw([
      ['POST', BASE, 'queued'],
      ['GET', `${BASE}/run_1`, 'in_progress'],
      ['GET', `${BASE}/run_1`, 'requires_action'],
      ['POST', `${BASE}/run_1/cancel`, 'cancelling'],
      ['GET', `${BASE}/run_1`, 'cancelled'],
    ]);
    expect(drawn.lit).toEqual(['queued', 'in_progress', 'requires_action', 'cancelling', 'cancelled']);
    expect(drawn.current).toEqual(['cancelled']);
    expect(drawn.taken).toEqual([
      'queued>in_progress',
      'in_progress>requires_action',
      'requires_action>cancelling',
      'cancelling>cancelled',
    ]);
    expect(screen.getByTestId('run-path').textContent).toBe(
      'run_1: queued → in_progress → requires_action → cancelling → cancelled',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Run run_1: queued → in_progress → requires_action → cancelling → cancelled',
    );
  });

  it('draws a run that expired in requires_action: the outputs never came', () => {
    const drawn = draw([
      ['POST', BASE, 'queued'],
      ['GET', `${BASE}/run_1`, 'in_progress'],
      ['GET', `${BASE}/run_1`, 'requires_action'],
      ['GET', `${BASE}/run_1`, 'requires_action'],
      ['GET', `${BASE}/run_1`, 'expired'],
    ]);
    expect(drawn.lit).toEqual(['queued', 'in_progress', 'requires_action', 'expired']);
    expect(drawn.current).toEqual(['expired']);
    expect(drawn.taken).toEqual(['queued>in_progress', 'in_progress>requires_action', 'requires_action>expired']);
    expect(screen.getByTestId('run-path').textContent).toBe('run_1: queued → in_progress → requires_action → expired');
  });

  it('draws a run that failed in progress, with no cancel or tool branch lit', () => {
    const drawn = draw([
      ['POST', BASE, 'queued'],
      ['GET', `${BASE}/run_1`, 'in_progress'],
      ['GET', `${BASE}/run_1`, 'failed'],
    ]);
    expect(drawn.lit).toEqual(['queued', 'in_progress', 'failed']);
    expect(drawn.current).toEqual(['failed']);
    expect(drawn.taken).toEqual(['queued>in_progress', 'in_progress>failed']);
  });

  it('draws a run cancelled while still queued straight to cancelling, never through in_progress', () => {
    const drawn = draw([
      ['POST', BASE, 'queued'],
      ['POST', `${BASE}/run_1/cancel`, 'cancelling'],
      ['GET', `${BASE}/run_1`, 'cancelled'],
    ]);
    expect(drawn.lit).toEqual(['queued', 'cancelling', 'cancelled']);
    expect(drawn.taken).toEqual(['queued>cancelling', 'cancelling>cancelled']);
  });

  it('lights nothing before the first run', () => {
    const drawn = draw([]);
    expect([drawn.lit, drawn.current, drawn.taken]).toEqual([[], [], []]);
    expect(screen.getByTestId('run-path').textContent).toBe(
      'Run the loop: each poll of the run lights up the status it reports.',
    );
  });
});
