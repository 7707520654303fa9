// load(state): a saved session comes back whole, and the loop goes on from it without id clashes or lost history.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness, until } from '@loopscope/seed-scenarios/testing/harness';

describe('engine load', () => {
  it('adopts a saved walkthrough and continues it with fresh ids and byte-identical old exchanges', async () => {
    const first = createHarness();
    await first.engine.run();
    const saved = JSON.parse(JSON.stringify(first.engine.getState()));

    const second = createHarness();
    second.engine.load(saved);
    expect(activeBranch(second.engine).exchanges.map((e) => e.responseBody)).toEqual(
      activeBranch(first.engine).exchanges.map((e) => e.responseBody),
    );

    await second.engine.continueWith('What about Paris?');
    const branch = activeBranch(second.engine);
    const messageIds = branch.messages.map((m) => m.id);
    const exchangeIds = branch.exchanges.map((e) => e.id);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(new Set(exchangeIds).size).toBe(exchangeIds.length);
    expect(branch.exchanges.length).toBeGreaterThan(2);
    expect(branch.exchanges.slice(0, 2)).toEqual(saved.branches[saved.activeBranchId].exchanges);
    expect((branch.messages.at(-1)!.wire as { content?: unknown }).content).toMatch(/Paris/);
  });

  it('drops a held request and stops a run when a session is loaded over it', async () => {
    const { engine } = createHarness();
    engine.setBreakpoints(true);
    const running = engine.run();
    await until(engine, (s) => s.pending !== null);
    const other = createHarness().engine.getState();
    engine.load(other);
    await running;
    expect(engine.getState().pending).toBeNull();
    expect(engine.getState().branches).toEqual(other.branches);
  });
});
