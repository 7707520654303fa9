// The sandbox's memory limit against a bomb of many small allocations (npm run test:slow: each fills a heap in a worker).
import { describe, expect, it } from 'vitest';
import { createSandboxExecutor } from './sandbox-executor';

const call = (argumentsJson = '{}', name = 'probe') => ({ callId: 'call_1', name, argumentsJson });
const errorOf = (output: string) => (JSON.parse(output) as { error: { type: string; message: string } }).error;

describe('sandbox executor under a memory bomb', () => {
  it.each([
    ['many small objects', 'function probe() { const a = []; for (;;) a.push({ x: a.length }); }'],
    ['many small arrays', 'function probe() { const a = []; for (;;) a.push(new Array(1000).fill(1)); }'],
  ])('reports a memory bomb of %s as running out of memory, not as a timeout', async (_label, source) => {
    // A small heap and a roomy clock: filling 8 MB took more than the default second on a machine at load 20, which
    // then reported a timeout (32 MB was not filled in time under CI's load either).
    const small = createSandboxExecutor({ limits: { memoryLimitBytes: 8 * 1024 * 1024, timeoutMs: 10_000 } });
    const run = await small.execute(call(), source);
    expect(run.ok).toBe(false);
    const error = errorOf(run.output);
    expect(error.type).toBe('out_of_memory');
    // Whether the heap limit or the clock stops it first depends on the machine's speed; either way it is memory.
    expect(error.message).toMatch(
      /^probe ran out of memory \(limit 8 MB\)(: it had used \d+ MB when it was stopped after 10000 ms)?\.$/,
    );
  });
});
