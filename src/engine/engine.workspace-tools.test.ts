// shell and apply_patch through the engine: the model reads the file, patches it, and the engine answers both from the mock workspace.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from './testing/harness';

const body = (text: string | null | undefined) => JSON.parse(text!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('shell and apply_patch through the engine', () => {
  it('reads with the shell, patches with apply_patch, and a later shell call sees the patched file', async () => {
    const { engine } = createHarness({ config: scenarioConfig('workspace-typo') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(body(branch.exchanges[0]!.requestBody).tools).toEqual([
      { type: 'shell', environment: { type: 'local' } },
      { type: 'apply_patch' },
    ]);
    const wires = branch.messages.map((m) => m.wire as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(wires.map((w) => w.type ?? 'message').filter((t) => t !== 'reasoning')).toEqual([
      'message',
      'message',
      'shell_call',
      'shell_call_output',
      'apply_patch_call',
      'apply_patch_call_output',
      'message',
    ]);
    const cat = wires.find((w) => w.type === 'shell_call_output')!;
    expect(cat.output[0]).toEqual({
      stdout: expect.stringContaining('return f"Helo, {name}!"'),
      stderr: '',
      outcome: { type: 'exit', exit_code: 0 },
    });
    const patched = wires.find((w) => w.type === 'apply_patch_call_output')!;
    expect(patched).toMatchObject({
      status: 'completed',
      output: 'Updated src/greet.py',
      call_id: wires.find((w) => w.type === 'apply_patch_call')!.call_id,
    });
    expect(branch.messages.filter((m) => m.kind === 'tool-call')).toHaveLength(2);
    expect(branch.messages.filter((m) => m.kind === 'tool-result')).toHaveLength(2);

    await engine.continueWith('Run `cat src/greet.py`.');
    const after = activeBranch(engine).messages.map((m) => m.wire as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
    const second = after.filter((w) => w.type === 'shell_call_output').at(-1)!;
    expect(second.output[0].stdout).toContain('return f"Hello, {name}!"');
  });

  it('a refused command comes back as a failed run with exit code 126', async () => {
    const config = { ...scenarioConfig('workspace-typo'), userMessage: 'Run `rm -rf src`.' };
    const { engine } = createHarness({ config });
    await engine.run();
    const branch = activeBranch(engine);
    const result = branch.messages.find((m) => m.kind === 'tool-result')!;
    expect((result.wire as Record<string, any>).output[0]).toMatchObject({ stdout: '', outcome: { exit_code: 126 } }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(result.toolRun?.ok).toBe(false);
  });
});
