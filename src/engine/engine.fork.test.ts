// Forking from an edited tool output: the new branch replays from there, the original stays untouched.
import { describe, expect, it } from 'vitest';
import { activeBranch, chat, createHarness, roles } from '@loopscope/seed-scenarios/testing/harness';

const BERLIN_30 = '{"city": "Berlin", "temperature": 30, "unit": "°C", "condition": "Partly cloudy", "humidity": 65}';

describe('fork and replay', () => {
  it('replays from Berlin at 30 °C: the new final answer uses it and the original branch is unchanged', async () => {
    const { engine } = createHarness();
    await engine.run();
    const original = activeBranch(engine);
    const originalSnapshot = structuredClone(original);

    const forkId = await engine.replayFrom(3, { role: 'tool', tool_call_id: 'call_xK9f2a', content: BERLIN_30 });
    const state = engine.getState();
    const fork = state.branches[forkId]!;

    expect(state.activeBranchId).toBe(forkId);
    expect(state.branchOrder).toEqual([original.id, forkId]);
    expect(fork).toMatchObject({ parentId: original.id, forkIndex: 3, status: 'done', steps: 1 });
    expect(fork.exchanges).toHaveLength(1);
    expect(fork.exchanges[0]!.step).toBe(2);
    expect(roles(fork.messages)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool', 'assistant']);
    expect(fork.messages[3]!.provenance).toEqual({ kind: 'edited', from: original.messages[3]!.provenance });
    // Tokyo and the conversion were not edited, so they are kept rather than re-run.
    expect(fork.messages[4]).toBe(original.messages[4]);
    const sent = JSON.parse(fork.exchanges[0]!.requestBody!) as { messages: { content: string }[] };
    expect(sent.messages[3]!.content).toBe(BERLIN_30);
    expect(chat(fork.messages[6]!).content).toMatch(/Berlin\*\*: 30°C/);
    expect(chat(fork.messages[6]!).content).not.toMatch(/Berlin\*\*: 18°C/);

    expect(state.branches[original.id]).toEqual(originalSnapshot);
    engine.switchBranch(original.id);
    expect(chat(activeBranch(engine).messages[6]!).content).toMatch(/Berlin\*\*: 18°C/);
  });

  it('replaying an unchanged branch yields byte-identical exchanges', async () => {
    const { engine } = createHarness();
    await engine.run();
    const original = activeBranch(engine);
    const forkId = await engine.replayFrom(3, chat(original.messages[3]!));
    const replayed = engine.getState().branches[forkId]!.exchanges[0]!;
    const { id: _a, ...replayedFields } = replayed;
    const { id: _b, ...originalFields } = original.exchanges[1]!;
    expect(replayedFields).toEqual(originalFields);
  });

  it('forks build a tree the UI can switch between, and a fork at a user message re-runs the loop', async () => {
    const { engine } = createHarness();
    await engine.run();
    const rootId = engine.getState().activeBranchId;
    const firstFork = await engine.replayFrom(3, { role: 'tool', tool_call_id: 'call_xK9f2a', content: BERLIN_30 });
    const nested = engine.fork(1, { role: 'user', content: 'What is the weather in Tokyo?' });
    expect(engine.getState().branches[nested]).toMatchObject({ parentId: firstFork, forkIndex: 1, status: 'idle' });
    expect(roles(activeBranch(engine).messages)).toEqual(['system', 'user']);
    await engine.run();
    expect(activeBranch(engine).status).toBe('done');
    expect(engine.getState().branchOrder).toEqual([rootId, firstFork, nested]);
  });

  it('a fork at the system prompt keeps the question sent with it, so the replay asks it again', async () => {
    const { engine } = createHarness();
    await engine.run();
    const question = chat(activeBranch(engine).messages[1]!);
    await engine.replayFrom(0, { role: 'system', content: 'You are a terse weather assistant.' });
    const fork = activeBranch(engine);
    expect(fork.status).toBe('done');
    expect(fork.messages.slice(0, 2).map(chat)).toEqual([
      { role: 'system', content: 'You are a terse weather assistant.' },
      question,
    ]);
    expect(JSON.parse(fork.exchanges[0]!.requestBody!).messages).toEqual([
      { role: 'system', content: 'You are a terse weather assistant.' },
      question,
    ]);
  });

  it('refuses a fork at a message that does not exist, with a notice', () => {
    const { engine } = createHarness();
    const before = engine.getState().activeBranchId;
    expect(engine.fork(9, { role: 'user', content: 'x' })).toBe(before);
    expect(engine.getState().notice).toMatch(/no message 9/);
    // The code the UI words in the learner's language; clearing the notice clears it too.
    expect(engine.getState().noticeCode).toEqual({ code: 'no-message', params: { index: 9 } });
    engine.switchBranch(before);
    expect(engine.getState()).toMatchObject({ notice: null, noticeCode: null });
  });
});
