// "Apply all fixes" in the playground: seed 001's second request sent with its three tool results as dicts (lesson 001,
// step 18) gets a 400 for the first; one fork fixes all three, shows them as one diff, and the replay gets its answer.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { findLab } from '@loopscope/payloads/teaching/labs/index';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { branchExchanges } from './branch-exchanges';
import { allFixesAsEntryEdits } from './doctor-fix';
import { createSessionStore } from '../session/session-store';

/** The seed 001 loop with its second request broken the way the lesson's lab breaks it, sent and answered 400. */
async function playgroundWithDictResults() {
  const { engine } = createHarness();
  engine.setBreakpoints(true);
  const lab = findLab('chat-result-as-dict')!;
  const stop = engine.subscribe(() => {
    const pending = engine.getState().pending;
    if (pending && pending.step === 2)
      queueMicrotask(() =>
        engine.sendPending(JSON.stringify(lab.breakBody!(JSON.parse(pending.body) as Record<string, unknown>))),
      );
    else if (pending) queueMicrotask(() => engine.sendPending());
  });
  await engine.run();
  stop();
  engine.setBreakpoints(false);
  return engine;
}

describe('apply all fixes and replay', () => {
  it('finds three fixable results in the 400 request and edits all three entries in one fork', async () => {
    const engine = await playgroundWithDictResults();
    const branch = activeBranch(engine);
    expect(branch.exchanges.at(-1)!.status).toBe(400);
    const call = branch.exchanges.length - 1;
    const findings = diagnoseLoop(branch.exchanges.map(wireCallOf)).filter((f) => f.call === call && f.fixable);
    expect(findings.map((f) => f.at)).toEqual(['messages[3].content', 'messages[4].content', 'messages[5].content']);
    const all = allFixesAsEntryEdits(branch.messages, branch.exchanges, call)!;
    expect(all.edits.map((e) => e.index)).toEqual([3, 4, 5]);
    expect(all.edits.every((e) => typeof (e.replacement as { content: unknown }).content === 'string')).toBe(true);
    expect((all.after as { messages: unknown[] }).messages.slice(3)).toEqual(all.edits.map((e) => e.replacement));
  });

  it('replays with every fix, so the fixed request is answered 200 and the loop ends with the model’s answer', async () => {
    const engine = await playgroundWithDictResults();
    const store = createSessionStore(engine);
    const before = store.getState().engine.activeBranchId;
    const call = branchExchanges(store.getState().engine, before).length - 1;
    const forked = await store.getState().replayWithAllFixes(call);
    expect(forked).not.toBe(before);
    const fork = activeBranch(engine);
    expect([fork.id, fork.status]).toEqual([forked, 'done']);
    expect(fork.exchanges.map((e) => e.status)).toEqual([200]);
    const sent = JSON.parse(fork.exchanges[0]!.requestBody!) as { messages: { role: string; content: unknown }[] };
    expect(sent.messages.filter((m) => m.role === 'tool').map((m) => typeof m.content)).toEqual([
      'string',
      'string',
      'string',
    ]);
    expect(diagnoseLoop(fork.exchanges.map(wireCallOf))).toEqual([]);
    expect(engine.getState().branches[before]!.status).toBe('error');
  });
});
