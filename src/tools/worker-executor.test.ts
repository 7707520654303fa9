// The worker executor against a fake worker that runs jobs with the real worker handler, or hangs.
import { describe, expect, it } from 'vitest';
import { createWorkerExecutor, type SandboxWorker } from './worker-executor';
import { handleSandboxJob, type SandboxJob, type SandboxJobResult } from './worker-protocol';

class FakeWorker implements SandboxWorker {
  onmessage: ((event: MessageEvent<SandboxJobResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly mode: 'run' | 'hang' | 'crash') {}
  postMessage(job: SandboxJob): void {
    if (this.mode === 'crash') queueMicrotask(() => this.onerror?.({ message: 'boom' } as ErrorEvent));
    if (this.mode === 'run')
      void handleSandboxJob(job).then((data) => this.onmessage?.({ data } as MessageEvent<SandboxJobResult>));
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** Timers the test fires by hand, so no test waits on the clock. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn: () => void) => (pending.set(++next, fn), next),
    clear: (h: unknown) => pending.delete(h as number),
    fireAll: () => [...pending.values()].forEach((fn) => fn()),
    count: () => pending.size,
  };
}

const call = { callId: 'c1', name: 'probe', argumentsJson: '{"x": 1}' };

describe('worker executor', () => {
  it('runs calls through the worker protocol and clears its watchdog', async () => {
    const timers = manualTimers();
    const executor = createWorkerExecutor({ createWorker: () => new FakeWorker('run'), timers });
    const run = await executor.execute(call, 'function probe({ x }) { console.log("in worker"); return { x }; }');
    expect(run).toMatchObject({ ok: true, output: '{"x": 1}', logs: ['in worker'] });
    expect(timers.count()).toBe(0);
  });

  it('terminates a hung worker, reports a timeout and starts a fresh worker for the next call', async () => {
    const timers = manualTimers();
    const workers: FakeWorker[] = [];
    const modes: ('hang' | 'run')[] = ['hang', 'run'];
    const executor = createWorkerExecutor({
      createWorker: () => (workers.push(new FakeWorker(modes.shift() ?? 'run')), workers.at(-1)!),
      timers,
      limits: { timeoutMs: 50 },
    });
    const hung = executor.execute(call, 'function probe() { return 1; }');
    await Promise.resolve();
    timers.fireAll();
    const run = await hung;
    expect(run.ok).toBe(false);
    expect(JSON.parse(run.output).error.type).toBe('timeout');
    expect(workers[0]?.terminated).toBe(true);
    expect((await executor.execute(call, 'function probe() { return 2; }')).output).toBe('2');
    expect(workers).toHaveLength(2);
  });

  it('converts zod source in the worker and watches it with room for loading zod', async () => {
    const timers = manualTimers();
    const executor = createWorkerExecutor({ createWorker: () => new FakeWorker('run'), timers });
    const result = await executor.zodToParameters("z.object({ city: z.string().describe('City') })");
    expect(result).toMatchObject({
      ok: true,
      parameters: { properties: { city: { type: 'string', description: 'City' } }, required: ['city'] },
    });
    expect(timers.count()).toBe(0);
  });

  it('kills a worker stuck on zod source and says so in the tool editor wording', async () => {
    const timers = manualTimers();
    const workers: FakeWorker[] = [];
    const executor = createWorkerExecutor({
      createWorker: () => (workers.push(new FakeWorker('hang')), workers.at(-1)!),
      timers,
      limits: { timeoutMs: 50 },
    });
    const hung = executor.zodToParameters('z.object({})');
    await Promise.resolve();
    timers.fireAll();
    expect(await hung).toEqual({
      ok: false,
      error: 'The zod source did not finish within 50 ms; the sandbox worker was stopped.',
    });
    expect(workers[0]?.terminated).toBe(true);
  });

  it('turns a worker error into a readable result', async () => {
    const executor = createWorkerExecutor({ createWorker: () => new FakeWorker('crash'), timers: manualTimers() });
    const run = await executor.execute(call, '');
    expect(run.output).toBe('{"error": {"type": "sandbox_crashed", "message": "The sandbox worker failed: boom"}}');
  });
});
