// "Apply fix and replay" on an imported Chat request body whose assistant message carries `arguments` as objects: the fix
// patches that request and keeps the user's two recorded tool results, so no call is left without its result.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { builtinToolSourceFor } from '@loopscope/tools';
import { importPayload } from '../persistence/testing/import-payload';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { createSessionStore } from '../store/session/session-store';
import { branchExchanges } from '../store/derived/branch-exchanges';

type ChatBody = {
  messages: {
    role: string;
    content?: unknown;
    tool_call_id?: string;
    tool_calls?: { function: { arguments: unknown } }[];
  }[];
};

const lookupOrder = {
  type: 'function',
  function: {
    name: 'lookup_order',
    description: 'An order by id',
    parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  },
};
const trackParcel = {
  type: 'function',
  function: {
    name: 'track_parcel',
    description: 'Where a parcel is',
    parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  },
};

const withObjectArguments = JSON.stringify({
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: 'Where is order A17 and its parcel P9?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_order', type: 'function', function: { name: 'lookup_order', arguments: { id: 'A17' } } },
        { id: 'call_parcel', type: 'function', function: { name: 'track_parcel', arguments: { id: 'P9' } } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_order', content: '{"status":"shipped"}' },
    { role: 'tool', tool_call_id: 'call_parcel', content: '{"at":"Leipzig hub"}' },
  ],
  tools: [lookupOrder, trackParcel],
});

describe('"Apply fix and replay" on an imported Chat body', () => {
  it('patches the assistant message and sends the two recorded tool results again, leaving no call unanswered', async () => {
    const result = importPayload(withObjectArguments, 'pasted', 0, builtinToolSourceFor);
    if (!result.ok) throw new Error(result.error.text);
    const { engine } = createHarness();
    engine.load(result.record.engine);
    await engine.run();
    const broken = activeBranch(engine);
    expect(broken.exchanges[0]!.status).toBe(400);
    const finding = diagnoseLoop(broken.exchanges.map(wireCallOf)).find(
      (f) => f.rule === 'arguments-not-string' && f.fixable,
    )!;
    expect(finding).toBeDefined();

    const store = createSessionStore(engine);
    await store.getState().replayWithFix(finding);
    const fork = activeBranch(engine);
    const first = JSON.parse(fork.exchanges[0]!.requestBody!) as ChatBody;
    expect(first.messages.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual([
      'call_order',
      'call_parcel',
    ]);
    expect(typeof first.messages[1]!.tool_calls![0]!.function.arguments).toBe('string');
    const rules = diagnoseLoop(fork.exchanges.map(wireCallOf)).map((f) => f.rule);
    expect(rules).not.toContain('missing-tool-results');
    // Nothing was asked of the user again: the recorded results answered both calls.
    expect(fork.stop?.code).not.toBe('tool-asked');
    // One numbering (issue 45 item 6): the fixed request is request 1 of the fork, in place of the one it fixes, not a
    // second "request 1" beside the inherited broken one.
    const shown = branchExchanges(engine.getState(), fork.id);
    expect(shown.map((e) => e.step)).toEqual(fork.exchanges.map((_, i) => i + 1));
    expect(shown.map((e) => e.id)).toEqual(fork.exchanges.map((e) => e.id));
  });
});
