// The sandbox's guarantees: no host capabilities, limits that hold, and readable results for every failure.
import { describe, expect, it } from 'vitest';
import { createSandboxExecutor } from './sandbox-executor';

const executor = createSandboxExecutor();
const call = (argumentsJson = '{}', name = 'probe') => ({ callId: 'call_1', name, argumentsJson });
const errorOf = (output: string) => (JSON.parse(output) as { error: { type: string; message: string } }).error;

describe('sandbox executor', () => {
  it('calls the function named after the tool with the parsed arguments', async () => {
    const run = await executor.execute(
      call('{"a": 2, "b": 3}', 'add'),
      'function add({ a, b }) { return { sum: a + b }; }',
    );
    expect(run).toMatchObject({ ok: true, output: '{"sum": 5}', logs: [] });
  });

  it('falls back to run() and passes strings through unchanged', async () => {
    const run = await executor.execute(
      call('{"q": "x"}', 'search-web'),
      'function run(args) { return "result for " + args.q; }',
    );
    expect(run.output).toBe('result for x');
  });

  it('awaits async tool functions', async () => {
    const source = 'async function probe() { const v = await Promise.resolve(41); return v + 1; }';
    expect((await executor.execute(call(), source)).output).toBe('42');
  });

  it.each([
    'fetch',
    'XMLHttpRequest',
    'indexedDB',
    'process',
    'require',
    'window',
    'document',
    'localStorage',
    'setTimeout',
  ])('%s is not available inside tool code', async (name) => {
    const run = await executor.execute(call(), `function probe() { return typeof ${name}; }`);
    expect(run.output).toBe('undefined');
  });

  it('captures console output per call', async () => {
    const source = 'function probe() { console.log("a", 1, {x: 2}); console.warn("careful"); return null; }';
    const run = await executor.execute(call(), source);
    expect(run.logs).toEqual(['a 1 {"x":2}', '[warn] careful']);
    expect((await executor.execute(call(), 'function probe() { return 1; }')).logs).toEqual([]);
  });

  it('stops an infinite loop with a timeout result and keeps working afterwards', async () => {
    const fast = createSandboxExecutor({ limits: { timeoutMs: 100 } });
    const run = await fast.execute(call(), 'function probe() { while (true) {} }');
    expect(run.ok).toBe(false);
    expect(errorOf(run.output)).toEqual({
      type: 'timeout',
      message: 'probe did not finish within 100 ms and was stopped.',
    });
    expect((await fast.execute(call(), 'function probe() { return "alive"; }')).output).toBe('alive');
  });

  it('stops an infinite loop that starts after an await', async () => {
    const fast = createSandboxExecutor({ limits: { timeoutMs: 100 } });
    const run = await fast.execute(call(), 'async function probe() { await null; for (;;) {} }');
    expect(errorOf(run.output).type).toBe('timeout');
  });

  it.each([
    ['a 500 MB string', 'function probe() { return "x".repeat(500 * 1024 * 1024).length; }'],
    ['a 500 MB buffer', 'function probe() { return new ArrayBuffer(500 * 1024 * 1024).byteLength; }'],
  ])('fails cleanly on %s and the host keeps running', async (_label, source) => {
    const run = await executor.execute(call(), source);
    expect(run.ok).toBe(false);
    expect(errorOf(run.output).type).toBe('out_of_memory');
    expect((await executor.execute(call(), 'function probe() { return [1, 2]; }')).output).toBe('[1, 2]');
  });

  it('keeps reporting a plain endless loop as a timeout', async () => {
    const fast = createSandboxExecutor({ limits: { timeoutMs: 100 } });
    expect(errorOf((await fast.execute(call(), 'function probe() { let n = 0; for (;;) n++; }')).output).type).toBe(
      'timeout',
    );
  });

  it.each([
    ['a 20 MB string', 'function probe() { return "x".repeat(20 * 1024 * 1024); }', '20 MB'],
    ['an object holding 20 MB', 'function probe() { return { text: "x".repeat(20 * 1024 * 1024) }; }', '20 MB'],
  ])('turns returning %s into a clear error result, and keeps working', async (_label, source, size) => {
    // Building and measuring 20 MB can take past the default 1 s on a loaded machine; the size is what is tested here.
    const roomy = createSandboxExecutor({ limits: { timeoutMs: 15_000 } });
    const run = await roomy.execute(call(), source);
    expect(run.ok).toBe(false);
    expect(errorOf(run.output)).toEqual({
      type: 'output_too_large',
      message: `probe returned ${size} of text; a tool result may be at most 1 MB. Return less (a summary, or the first items).`,
    });
    expect((await executor.execute(call(), 'function probe() { return "x".repeat(1000).length; }')).output).toBe(
      '1000',
    );
  });

  it('turns runaway recursion into a stack_overflow result', async () => {
    const run = await executor.execute(call(), 'function probe() { const f = (n) => f(n + 1) + 1; return f(0); }');
    expect(errorOf(run.output).type).toBe('stack_overflow');
  });

  it('reports a thrown error as a result the model can read', async () => {
    const run = await executor.execute(call(), 'function probe() { throw new RangeError("city not found"); }');
    expect(run.ok).toBe(false);
    expect(run.output).toBe('{"error": {"type": "exception", "message": "RangeError: city not found"}}');
  });

  it('reports malformed arguments without running anything', async () => {
    const run = await executor.execute(call('{"city": "Ber'), 'function probe() { console.log("ran"); return 1; }');
    expect(run.ok).toBe(false);
    expect(errorOf(run.output).type).toBe('invalid_arguments');
    expect(run.logs).toEqual([]);
  });

  it('reports a syntax error, a missing function and a promise that never settles', async () => {
    expect(errorOf((await executor.execute(call(), 'function probe( {')).output).type).toBe('syntax_error');
    expect(errorOf((await executor.execute(call(), 'function other() {}')).output).type).toBe('missing_function');
    expect(
      errorOf((await executor.execute(call(), 'function probe() { return new Promise(() => {}); }')).output).type,
    ).toBe('never_settled');
  });

  it('reports values with no JSON form', async () => {
    const run = await executor.execute(call(), 'function probe() { return 10n; }');
    expect(errorOf(run.output).type).toBe('not_serializable');
  });

  it('gives each call a fresh global scope', async () => {
    await executor.execute(call(), 'var leaked = 1; function probe() { globalThis.leak = 2; return 0; }');
    expect((await executor.execute(call(), 'function probe() { return typeof leak + typeof leaked; }')).output).toBe(
      'undefinedundefined',
    );
  });
});
