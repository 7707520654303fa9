// Compare: a fork's requests include its parent's before the fork, steps align, identical bytes are told apart from edits.
import { describe, expect, it } from 'vitest';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { alignSteps, lineageExchanges, sideAnswer } from './compare';

async function forkedSession() {
  const { engine } = createHarness();
  await engine.run();
  const original = engine.getState().activeBranchId;
  const toolIndex = engine.getState().branches[original]!.messages.findIndex((m) => m.kind === 'tool-result');
  await engine.replayFrom(toolIndex, {
    role: 'tool',
    tool_call_id: 'call_xK9f2a',
    content: '{"city": "Berlin", "temperature": 30, "unit": "°C", "condition": "Sunny", "humidity": 20}',
  });
  return { state: engine.getState(), original, fork: engine.getState().activeBranchId };
}

describe('compare', () => {
  it('aligns a fork with its original: step 1 is shared, step 2 carries the edit', async () => {
    const { state, original, fork } = await forkedSession();
    const forkOwn = state.branches[fork]!.exchanges;
    expect(forkOwn.map((e) => e.step)).toEqual([2]);
    const lineage = lineageExchanges(state, fork);
    expect(lineage.map((e) => e.step)).toEqual([1, 2]);
    expect(lineage[0]).toBe(state.branches[original]!.exchanges[0]);

    const pairs = alignSteps(
      { label: 'Original', state, branchId: original },
      { label: 'Fork', state, branchId: fork },
    );
    expect(pairs.map((p) => [p.step, p.sameRequest])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(pairs[1]!.right!.requestBody).toContain('\\"temperature\\": 30');
    expect(pairs[1]!.left!.requestBody).toContain('\\"temperature\\": 18');
  });

  it('reads each side’s final answer, and none for a branch that has not answered', async () => {
    const { state, original, fork } = await forkedSession();
    expect(sideAnswer({ label: 'a', state, branchId: original })).toMatch(/18°C/);
    expect(sideAnswer({ label: 'b', state, branchId: fork })).toMatch(/30°C/);
    const { engine } = createHarness();
    expect(
      sideAnswer({ label: 'new', state: engine.getState(), branchId: engine.getState().activeBranchId }),
    ).toBeNull();
  });
});
