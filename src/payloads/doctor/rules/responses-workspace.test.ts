// The shell / apply_patch rules: both call kinds, no double finding from unknown-call-id, and API errors the mock's own checks agree with.
import { describe, expect, it } from 'vitest';
import { diagnoseLoop } from '../index';
import type { WireCall } from '../types';
import { checkCallPairs } from '@loopscope/wire/responses/pairing';
import { validateWorkspaceItem } from '@loopscope/wire/responses/workspace-tools';

const request = (input: Record<string, unknown>[]): WireCall => ({
  style: 'responses',
  request: { model: 'gpt-5.5', input, tools: [{ type: 'shell' }, { type: 'apply_patch' }] },
  response: null,
});
const user = { role: 'user', content: 'Fix the typo' };
const patchCall = {
  type: 'apply_patch_call',
  id: 'apc_1',
  call_id: 'call_p1',
  status: 'completed',
  operation: { type: 'update_file', path: 'a.py', diff: '@@\n-a\n+b\n' },
};
const shellCall = {
  type: 'shell_call',
  id: 'sh_1',
  call_id: 'call_s1',
  status: 'completed',
  action: { commands: ['ls', 'cat a.py'] },
};

/** The message the mock's validation throws for the input (or null when it takes it). */
function mockError(input: Record<string, unknown>[]): string | null {
  try {
    input.forEach(
      (item, i) => String(item.type).match(/^(shell|apply_patch)_call/) && validateWorkspaceItem(item, `input[${i}]`),
    );
    checkCallPairs(input);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('shell and apply_patch doctor rules', () => {
  it('flags an apply_patch result sent as a function_call_output, names the right output type, and leaves unknown-call-id quiet', () => {
    const input = [user, patchCall, { type: 'function_call_output', call_id: 'call_p1', output: 'Done' }];
    const findings = diagnoseLoop([request(input)]);
    expect(findings.map((f) => [f.rule, f.at])).toEqual([['workspace-output-as-function', 'input[2].type']]);
    expect(findings[0]!.detail).toContain('apply_patch_call_output');
    expect(findings[0]!.fixable).toBe(false);
    expect(findings[0]!.apiError).toBe(mockError(input));
  });

  it('says what the API says about a patch output without status, at its index', () => {
    const input = [
      user,
      shellCall,
      { type: 'shell_call_output', call_id: 'call_s1', output: [] },
      patchCall,
      { type: 'apply_patch_call_output', call_id: 'call_p1' },
    ];
    const findings = diagnoseLoop([request(input)]);
    expect(findings.map((f) => [f.rule, f.at])).toEqual([['patch-output-without-status', 'input[4]']]);
    expect(findings[0]!.apiError).toBe(mockError(input));
  });

  it('says what the API says about a shell output sent as a string, and takes the chunk list', () => {
    const bad = [user, shellCall, { type: 'shell_call_output', call_id: 'call_s1', output: 'a.py\n' }];
    const findings = diagnoseLoop([request(bad)]);
    expect(findings.map((f) => [f.rule, f.at])).toEqual([['shell-output-as-string', 'input[2].output']]);
    expect(findings[0]!.apiError).toBe(mockError(bad));
    const chunk = (stdout: string) => ({ stdout, stderr: '', outcome: { type: 'exit', exit_code: 0 } });
    const good = [
      user,
      shellCall,
      { type: 'shell_call_output', call_id: 'call_s1', output: [chunk('a.py\n'), chunk('b\n')] },
    ];
    expect(mockError(good)).toBeNull();
    expect(diagnoseLoop([request(good)])).toEqual([]);
  });

  it('still calls a function_call_output whose call_id matches nothing an unknown call id', () => {
    const findings = diagnoseLoop([
      request([user, shellCall, { type: 'function_call_output', call_id: 'call_zz', output: 'x' }]),
    ]);
    expect(findings.map((f) => f.rule)).toContain('unknown-call-id');
    expect(findings.map((f) => f.rule)).not.toContain('workspace-output-as-function');
  });

  it('flags a shell or patch call sent back without its output, in the words the API uses for each kind', () => {
    const shellOut = { type: 'shell_call_output', call_id: 'call_s1', output: [] };
    for (const input of [
      [user, shellCall],
      [user, shellCall, shellOut, patchCall],
    ]) {
      const findings = diagnoseLoop([request(input)]);
      expect(findings.map((f) => [f.rule, f.at])).toEqual([
        ['workspace-call-without-output', `input[${input.length - 1}]`],
      ]);
      expect(findings[0]!.apiError).toBe(mockError(input));
    }
    const answered = [
      user,
      shellCall,
      shellOut,
      patchCall,
      { type: 'apply_patch_call_output', call_id: 'call_p1', status: 'failed', output: 'no such line' },
    ];
    expect(mockError(answered)).toBeNull();
    expect(diagnoseLoop([request(answered)])).toEqual([]);
  });
});
