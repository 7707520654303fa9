// "Apply fix and replay" on a stuck loop in the playground: tool_choice "required" makes the mock call get_weather for
// Berlin on every turn until max steps; the doctor's fix answers the third call with a result the model can act on and
// stops forcing a call, and the replay ends with the model's answer, in Chat Completions and in Responses.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { seed001Config } from '@loopscope/seed-scenarios';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { createSessionStore } from '../session/session-store';
import { allFixesAsEntryEdits } from './doctor-fix';

async function loopingPlayground(apiStyle: 'chat' | 'responses' = 'chat') {
  const base = seed001Config();
  const { engine } = createHarness({
    config: {
      ...base,
      apiStyle,
      userMessage: "What's the weather in Berlin?",
      options: { ...base.options, toolChoice: 'required', maxSteps: 5 },
    },
  });
  await engine.run();
  return engine;
}

describe('a stuck loop fixed and replayed in the playground', () => {
  it('flags the forced loop, then the fork stops forcing, sends the actionable result and ends in text', async () => {
    const engine = await loopingPlayground();
    const looping = activeBranch(engine);
    expect(looping.status).toBe('max-steps');
    const finding = diagnoseLoop(looping.exchanges.map(wireCallOf)).find((f) => f.rule === 'repeated-tool-call')!;
    expect(finding).toBeDefined();
    expect(finding.repeated!.every((p) => p.name === 'get_weather')).toBe(true);

    const store = createSessionStore(engine);
    const forked = await store.getState().replayWithFix(finding);
    const fork = activeBranch(engine);
    expect([fork.id, fork.status]).toEqual([forked, 'done']);
    expect(engine.getState().config.options.toolChoice).toBe('auto');
    expect(store.getState().draft).toBe(engine.getState().config);
    const sent = JSON.parse(fork.exchanges[0]!.requestBody!) as {
      tool_choice?: unknown;
      messages: { role: string; content: string }[];
    };
    expect(sent.tool_choice).toBeUndefined();
    expect(JSON.parse(sent.messages.at(-1)!.content)).toMatchObject({ error: 'repeated_call' });
    expect(
      diagnoseLoop([...looping.exchanges.slice(0, finding.call), ...fork.exchanges].map(wireCallOf)).filter(
        (f) => f.rule === 'repeated-tool-call',
      ),
    ).toEqual([]);
  });

  it('does the same in Responses, where the fix rewrites the function_call_output item', async () => {
    const engine = await loopingPlayground('responses');
    const looping = activeBranch(engine);
    expect(looping.status).toBe('max-steps');
    const finding = diagnoseLoop(looping.exchanges.map(wireCallOf)).find((f) => f.rule === 'repeated-tool-call')!;
    expect(finding.at).toMatch(/^input\[\d+\]\.output$/);
    const store = createSessionStore(engine);
    await store.getState().replayWithFix(finding);
    const fork = activeBranch(engine);
    expect(fork.status).toBe('done');
    const sent = JSON.parse(fork.exchanges[0]!.requestBody!) as {
      tool_choice?: unknown;
      input: { type?: string; output?: string }[];
    };
    expect(sent.tool_choice).toBeUndefined();
    expect(JSON.parse(sent.input.filter((i) => i.type === 'function_call_output').at(-1)!.output!)).toMatchObject({
      error: 'repeated_call',
    });
  });

  it('"apply all fixes" on that request carries the tool_choice change too', async () => {
    const engine = await loopingPlayground();
    const looping = activeBranch(engine);
    const finding = diagnoseLoop(looping.exchanges.map(wireCallOf)).find((f) => f.rule === 'repeated-tool-call')!;
    const all = allFixesAsEntryEdits(looping.messages, looping.exchanges, finding.call)!;
    expect(all.toolChoice).toBe('auto');
    expect((all.after as { tool_choice?: unknown }).tool_choice).toBeUndefined();
    const store = createSessionStore(engine);
    await store.getState().replayWithAllFixes(finding.call);
    expect(activeBranch(engine).status).toBe('done');
    expect(engine.getState().config.options.toolChoice).toBe('auto');
  });
});
