// Captured tools get the built-in mock of the same name, or a mock that runs and says it is one.
import { describe, expect, it } from 'vitest';
import { createSandboxExecutor } from '@loopscope/tools/sandbox-executor';
import { builtinTool } from '@loopscope/tools';
import { capturedToolSource } from './tool-source';

describe('capturedToolSource', () => {
  it('uses the built-in get_weather for a captured get_weather', () => {
    expect(capturedToolSource('get_weather')).toBe(builtinTool('get_weather').source);
  });

  it('gives an unknown tool a mock that runs in the sandbox and names what is missing', async () => {
    const run = await createSandboxExecutor().execute(
      { callId: 'call_1', name: 'lookup_order', argumentsJson: '{"id":7}' },
      capturedToolSource('lookup_order'),
    );
    expect(run.ok).toBe(true);
    expect(JSON.parse(run.output)).toEqual({
      error: 'lookup_order has no mock implementation yet',
      arguments: { id: 7 },
    });
  });
});
