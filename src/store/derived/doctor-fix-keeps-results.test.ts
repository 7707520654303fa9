// "Apply fix and replay" patches the request it fixes and keeps everything after the entry it changes: a Chat request whose
// assistant message carries `arguments` as objects is sent again with them as JSON text and with every tool result.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { seed001Config } from '@loopscope/seed-scenarios';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { createSessionStore } from '../session/session-store';

type ChatBody = {
  messages: { role: string; content?: unknown; tool_calls?: { function: { arguments: unknown } }[] }[];
};

/** Seed 001 in Chat, its second request sent (at a breakpoint) with each call's arguments parsed into an object. */
async function sentWithObjectArguments() {
  const { engine } = createHarness({ config: { ...seed001Config(), apiStyle: 'chat' } });
  engine.setBreakpoints(true);
  const handled = new Set<number>();
  const stop = engine.subscribe(() => {
    const pending = engine.getState().pending;
    if (!pending || handled.has(pending.step)) return;
    handled.add(pending.step);
    if (handled.size === 2) {
      const body = JSON.parse(pending.body) as ChatBody;
      for (const call of body.messages.flatMap((m) => m.tool_calls ?? []))
        call.function.arguments = JSON.parse(String(call.function.arguments)) as unknown;
      queueMicrotask(() => engine.sendPending(JSON.stringify(body)));
    } else queueMicrotask(() => engine.sendPending());
  });
  await engine.run();
  stop();
  engine.setBreakpoints(false);
  return engine;
}

describe('a fix keeps what comes after the entry it changes', () => {
  it('replays the fixed assistant message with every recorded tool result, so no call is left unanswered', async () => {
    const engine = await sentWithObjectArguments();
    const broken = activeBranch(engine);
    expect(broken.status).toBe('error');
    const finding = diagnoseLoop(broken.exchanges.map(wireCallOf)).find(
      (f) => /arguments/.test(f.at ?? '') && f.fixable,
    )!;
    expect(finding).toBeDefined();
    const results = broken.messages.filter((m) => m.kind === 'tool-result').map((m) => m.wire);
    expect(results.length).toBeGreaterThanOrEqual(2);

    const store = createSessionStore(engine);
    await store.getState().replayWithFix(finding);
    const fork = activeBranch(engine);
    const first = JSON.parse(fork.exchanges[0]!.requestBody!) as ChatBody;
    // The fixed request, not a shorter one: the recorded results go out again instead of the tools running anew.
    expect(first.messages.filter((m) => m.role === 'tool')).toEqual(results);
    expect(typeof first.messages.flatMap((m) => m.tool_calls ?? [])[0]!.function.arguments).toBe('string');
    // The other calls' arguments are still objects: the API refuses the request again, and the doctor points at the next one.
    expect(diagnoseLoop(fork.exchanges.map(wireCallOf)).map((f) => f.rule)).toContain('arguments-not-string');
    expect(diagnoseLoop(fork.exchanges.map(wireCallOf)).map((f) => f.rule)).not.toContain('missing-tool-results');
  });

  it('"apply all fixes" sends every call\'s arguments as text with every recorded result, and the loop ends', async () => {
    const engine = await sentWithObjectArguments();
    const broken = activeBranch(engine);
    const results = broken.messages.filter((m) => m.kind === 'tool-result').map((m) => m.wire);
    const call = broken.exchanges.length - 1;
    const store = createSessionStore(engine);
    await store.getState().replayWithAllFixes(call);
    const fork = activeBranch(engine);
    const first = JSON.parse(fork.exchanges[0]!.requestBody!) as ChatBody;
    expect(first.messages.filter((m) => m.role === 'tool')).toEqual(results);
    expect(
      first.messages.flatMap((m) => m.tool_calls ?? []).every((c) => typeof c.function.arguments === 'string'),
    ).toBe(true);
    expect(fork.status).toBe('done');
    expect(diagnoseLoop(fork.exchanges.map(wireCallOf)).filter((f) => f.severity === 'error')).toEqual([]);
  });
});
