// Provenance after editing a held request: only what the user changed is "edited"; removing one message leaves the rest as they were.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness, until } from '@loopscope/seed-scenarios/testing/harness';

describe('provenance of a held request sent with changes', () => {
  it('keeps untouched messages after a removed one, and marks only a changed one as edited', async () => {
    const { engine } = createHarness();
    await engine.step();
    const before = activeBranch(engine).messages;
    engine.setBreakpoints(true);
    const running = engine.step();
    await until(engine, (s) => s.pending !== null);
    const body = JSON.parse(engine.getState().pending!.body) as { messages: { role: string; content: unknown }[] };
    body.messages.splice(3, 1);
    body.messages[1]!.content = 'Only Berlin, please.';
    engine.sendPending(JSON.stringify(body));
    await running;

    const after = activeBranch(engine).messages;
    // The API refuses the body (a call lost its result), so the timeline is exactly what was sent.
    expect(after.map((m) => m.provenance.kind)).toEqual(['config', 'edited', 'response', 'tool-result', 'tool-result']);
    // The two tool results behind the removed one are the very same entries as before (same id, same provenance).
    expect(after[3]!.id).toBe(before[4]!.id);
    expect(after[4]!.id).toBe(before[5]!.id);
    expect(after[3]!.provenance).toEqual(before[4]!.provenance);
    expect(after[1]!.provenance).toEqual({ kind: 'edited', from: before[1]!.provenance });
  });
});
