// Run paths from recorded exchanges: which calls count, folding repeats, several runs, bodies that are not runs.
import { describe, expect, it } from 'vitest';
import { isRunPoll, runPaths } from './run-history.ts';

const run = (id: string, status: string) => JSON.stringify({ id, object: 'thread.run', status });
const base = 'http://mock/v1/threads/thread_1/runs';

describe('runPaths', () => {
  it('follows a run through create, polls, submit and more polls, folding repeated statuses', () => {
    const paths = runPaths([
      { url: `${base}`, responseBody: run('run_1', 'queued') },
      { url: `${base}/run_1`, responseBody: run('run_1', 'queued') },
      { url: `${base}/run_1`, responseBody: run('run_1', 'in_progress') },
      { url: `${base}/run_1`, responseBody: run('run_1', 'requires_action') },
      { url: `${base}/run_1/submit_tool_outputs`, responseBody: run('run_1', 'queued') },
      { url: `${base}/run_1`, responseBody: run('run_1', 'in_progress') },
      { url: `${base}/run_1`, responseBody: run('run_1', 'completed') },
    ]);
    expect(paths).toEqual([{ runId: 'run_1', statuses: ['queued', 'in_progress', 'requires_action', 'queued', 'in_progress', 'completed'] }]);
  });

  it('keeps runs apart and ignores other endpoints, errors and streamed bodies', () => {
    const paths = runPaths([
      { url: 'http://mock/v1/assistants', responseBody: JSON.stringify({ id: 'asst_1', object: 'assistant' }) },
      { url: `${base}`, responseBody: run('run_1', 'queued') },
      { url: `${base}/run_1/cancel`, responseBody: run('run_1', 'cancelling') },
      { url: 'http://mock/v1/threads/runs', responseBody: run('run_2', 'queued') },
      { url: `${base}/run_2`, responseBody: '{"error":{"message":"No run found"}}' },
      { url: `${base}/run_2`, responseBody: 'event: thread.run.created\ndata: {}' },
      { url: 'http://mock/v1/threads/thread_1/messages', responseBody: run('run_9', 'completed') },
    ]);
    expect(paths).toEqual([
      { runId: 'run_1', statuses: ['queued', 'cancelling'] },
      { runId: 'run_2', statuses: ['queued'] },
    ]);
  });

  it('tells a poll from the other run calls', () => {
    expect(isRunPoll({ method: 'GET', url: `${base}/run_1` })).toBe(true);
    expect(isRunPoll({ method: 'POST', url: `${base}/run_1` })).toBe(false);
    expect(isRunPoll({ method: 'GET', url: `${base}/run_1/steps` })).toBe(false);
    expect(isRunPoll({ method: 'GET', url: `${base}` })).toBe(false);
  });
});
