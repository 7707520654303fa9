// The workspace as the timeline left it: completed patches apply in order, failed ones do not; shell output is capped.
import { describe, expect, it } from 'vitest';
import { runWorkspaceCall, workspaceAt } from './workspace-run';

const fix = {
  type: 'apply_patch_call',
  call_id: 'call_1',
  operation: {
    type: 'update_file',
    path: 'src/greet.py',
    diff: '-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n',
  },
};

describe('workspace', () => {
  it('applies a patch only once its output says completed', () => {
    expect(workspaceAt([fix]).get('src/greet.py')).toContain('Helo,');
    expect(
      workspaceAt([fix, { type: 'apply_patch_call_output', call_id: 'call_1', status: 'failed' }]).get('src/greet.py'),
    ).toContain('Helo,');
    expect(
      workspaceAt([fix, { type: 'apply_patch_call_output', call_id: 'call_1', status: 'completed' }]).get(
        'src/greet.py',
      ),
    ).toContain('Hello,');
  });

  it('runs each command of a shell call on the patched tree', () => {
    const history = [fix, { type: 'apply_patch_call_output', call_id: 'call_1', status: 'completed' }];
    const r = runWorkspaceCall(
      {
        kind: 'shell',
        action: {
          commands: ['grep -c x nowhere', 'grep Hello src/greet.py'],
          max_output_length: null,
          timeout_ms: null,
        },
      },
      history,
    );
    expect(r.kind === 'shell' && r.output.map((o) => o.outcome.exit_code)).toEqual([2, 0]);
    expect(r.kind === 'shell' && r.output[1]!.stdout).toBe('    return f"Hello, {name}!"\n');
  });

  it('cuts stdout to max_output_length', () => {
    const r = runWorkspaceCall(
      { kind: 'shell', action: { commands: ['cat README.md'], max_output_length: 8, timeout_ms: null } },
      [],
    );
    expect(r.kind === 'shell' && r.output[0]!.stdout).toBe('# Greete');
  });

  it('reports a patch that does not fit as failed, with the reason', () => {
    const r = runWorkspaceCall(
      { kind: 'apply_patch', operation: { type: 'update_file', path: 'README.md', diff: '-no such line\n+x\n' } },
      [],
    );
    expect(r).toMatchObject({ kind: 'apply_patch', status: 'failed' });
  });
});
