// Run paths from recorded exchanges: which calls count, folding repeats, several runs, bodies that are not runs.
import { describe, expect, it } from 'vitest';
import { SseDecoder } from '@loopscope/wire/sse';
import { runPaths } from './run-history.ts';

const run = (id: string, status: string) => JSON.stringify({ id, object: 'thread.run', status });
const base = 'http://mock/v1/threads/thread_1/runs';

/** An exchange as the recorder keeps it: a stream's events decoded by the project's one SSE decoder, a JSON body none. */
const recorded = (url: string, responseBody: string) => {
  const decoder = new SseDecoder();
  const events = responseBody.startsWith('event:')
    ? [...decoder.push(responseBody), ...decoder.flush()].map((e) => ({ ...e, at: 0 }))
    : [];
  return { url, responseBody, events };
};

describe('runPaths', () => {
  it('follows a run through create, polls, submit and more polls, folding repeated statuses', () => {
    const paths = runPaths([
      recorded(`${base}`, run('run_1', 'queued')),
      recorded(`${base}/run_1`, run('run_1', 'queued')),
      recorded(`${base}/run_1`, run('run_1', 'in_progress')),
      recorded(`${base}/run_1`, run('run_1', 'requires_action')),
      recorded(`${base}/run_1/submit_tool_outputs`, run('run_1', 'queued')),
      recorded(`${base}/run_1`, run('run_1', 'in_progress')),
      recorded(`${base}/run_1`, run('run_1', 'completed')),
    ]);
    expect(paths).toEqual([
      { runId: 'run_1', statuses: ['queued', 'in_progress', 'requires_action', 'queued', 'in_progress', 'completed'] },
    ]);
  });

  it('keeps runs apart and ignores other endpoints, errors and stream events that are not runs', () => {
    const paths = runPaths([
      recorded('http://mock/v1/assistants', JSON.stringify({ id: 'asst_1', object: 'assistant' })),
      recorded(`${base}`, run('run_1', 'queued')),
      recorded(`${base}/run_1/cancel`, run('run_1', 'cancelling')),
      recorded('http://mock/v1/threads/runs', run('run_2', 'queued')),
      recorded(`${base}/run_2`, '{"error":{"message":"No run found"}}'),
      recorded(`${base}/run_2`, 'event: thread.run.created\ndata: {}'),
      recorded('http://mock/v1/threads/thread_1/messages', run('run_9', 'completed')),
    ]);
    expect(paths).toEqual([
      { runId: 'run_1', statuses: ['queued', 'cancelling'] },
      { runId: 'run_2', statuses: ['queued'] },
    ]);
  });

  it('reads a streamed run from its thread.run.* events, skipping step and message events', () => {
    const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    const created = [
      event('thread.run.created', { id: 'run_1', object: 'thread.run', status: 'queued' }),
      event('thread.run.queued', { id: 'run_1', object: 'thread.run', status: 'queued' }),
      event('thread.run.in_progress', { id: 'run_1', object: 'thread.run', status: 'in_progress' }),
      event('thread.run.step.created', { id: 'step_1', object: 'thread.run.step', status: 'in_progress' }),
      event('thread.run.requires_action', { id: 'run_1', object: 'thread.run', status: 'requires_action' }),
      'event: done\ndata: [DONE]\n\n',
    ].join('');
    const submitted = [
      event('thread.run.queued', { id: 'run_1', object: 'thread.run', status: 'queued' }),
      event('thread.message.completed', { id: 'msg_1', object: 'thread.message', status: 'completed' }),
      event('thread.run.completed', { id: 'run_1', object: 'thread.run', status: 'completed' }),
      'event: done\ndata: [DONE]\n\n',
    ].join('');
    const paths = runPaths([recorded(base, created), recorded(`${base}/run_1/submit_tool_outputs`, submitted)]);
    expect(paths).toEqual([
      { runId: 'run_1', statuses: ['queued', 'in_progress', 'requires_action', 'queued', 'completed'] },
    ]);
  });
});
