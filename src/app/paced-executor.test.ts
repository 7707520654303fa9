// Pacing: each tool call waits the current pace first (read per call, so changing pace mid-run applies), instant waits not at all.
import { describe, expect, it } from 'vitest';
import { createPacedExecutor } from './paced-executor';

describe('createPacedExecutor', () => {
  it('waits the pace read at each call before running the tool, and passes the result through', async () => {
    const log: string[] = [];
    let pace = 350;
    const inner = {
      execute: async (call: { name: string }) => (
        log.push(`run ${call.name}`), { output: '{}', ok: true, logs: [], durationMs: 2 }
      ),
    };
    const paced = createPacedExecutor(
      inner as never,
      () => pace,
      async (ms) => void log.push(`wait ${ms}`),
    );
    const result = await paced.execute({ callId: 'c1', name: 'a', argumentsJson: '{}' }, '');
    pace = 0;
    await paced.execute({ callId: 'c2', name: 'b', argumentsJson: '{}' }, '');
    expect(log).toEqual(['wait 350', 'run a', 'run b']);
    expect(result).toEqual({ output: '{}', ok: true, logs: [], durationMs: 2 });
  });
});
