// The Responses views' readings: messages ↔ items keep every call id, and a chained run's server-side context equals manual mode's input.
import { describe, expect, it } from 'vitest';
import { createHarness, activeBranch } from '@loopscope/seed-scenarios/testing/harness';
import { seed001Config } from '@loopscope/seed-scenarios';
import type { ResponsesStateMode } from '@loopscope/engine/types';
import { messagesToAssistants } from './assistants-wire-views';
import { callIdsOf, effectiveContext, itemsToMessages, messagesToItems, responsesOnlyCalls } from './wire-views';

async function run(mode: ResponsesStateMode) {
  const base = seed001Config();
  const { engine } = createHarness({
    config: { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode } },
  });
  await engine.run();
  return activeBranch(engine);
}

/** Items without server ids and statuses: what they say, not where they are stored. */
function said(rows: { item: Record<string, unknown> }[]) {
  return rows.map(({ item }) =>
    JSON.stringify({
      type: item.type ?? 'message',
      role: item.role,
      content: item.content,
      call_id: item.call_id,
      output: item.output,
      arguments: item.arguments,
    }),
  );
}

describe('effectiveContext', () => {
  it('a chained run stands for exactly the items manual mode sends, and says where each comes from', async () => {
    const manual = await run('manual');
    const chained = await run('previous_response_id');
    const manualRows = effectiveContext(manual.messages, manual.exchanges);
    const chainedRows = effectiveContext(chained.messages, chained.exchanges);
    expect(said(chainedRows)).toEqual(said(manualRows));
    expect(chainedRows[0]!.source).toMatch(/^stored: previous_response_id resp_/);
    expect(chainedRows.at(-1)!.source).toMatch(/^output of resp_/);
    expect(manualRows[0]!.source).toBe('resent by you in input');
  });

  it('a conversation run stands for the same items', async () => {
    const manual = await run('manual');
    const conversation = await run('conversation');
    expect(said(effectiveContext(conversation.messages, conversation.exchanges))).toEqual(
      said(effectiveContext(manual.messages, manual.exchanges)),
    );
  });
});

describe('messages ↔ items', () => {
  it('groups parallel calls into one assistant message and keeps every call id on both sides', () => {
    const items = [
      { role: 'user', content: 'Weather?' },
      { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' },
      { type: 'function_call', call_id: 'c2', name: 'f', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c1', output: '1' },
      { type: 'function_call_output', call_id: 'c2', output: '2' },
    ];
    const messages = itemsToMessages(items);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool']);
    expect(messages.flatMap(callIdsOf)).toEqual(['c1', 'c2', 'c1', 'c2']);
    expect(messagesToItems(messages)).toEqual(items);
  });

  it("writes a custom tool call as Chat's tool_calls[].custom and back, and leaves it out of Assistants", () => {
    const items = [
      { role: 'user', content: 'Pack KX-2048' },
      { type: 'custom_tool_call', call_id: 'c1', name: 'pack_order', input: 'KX-2048' },
      { type: 'function_call', call_id: 'c2', name: 'f', arguments: '{}' },
      { type: 'custom_tool_call_output', call_id: 'c1', output: 'packed' },
      { type: 'function_call_output', call_id: 'c2', output: '2' },
    ];
    const messages = itemsToMessages(items);
    expect(messages[1]!.tool_calls).toEqual([
      { id: 'c1', type: 'custom', custom: { name: 'pack_order', input: 'KX-2048' } },
      { id: 'c2', type: 'function', function: { name: 'f', arguments: '{}' } },
    ]);
    expect(messagesToItems(messages)).toEqual(items);
    // Assistants keeps the function call and its output only.
    expect(messagesToAssistants(messages).flatMap(callIdsOf)).toEqual(['c2', 'c2']);
  });

  it('counts the calls Chat or Assistants cannot carry: shell and apply_patch, and custom tools', () => {
    const items = [
      { type: 'shell_call', call_id: 's1' },
      { type: 'shell_call_output', call_id: 's1' },
      { type: 'apply_patch_call', call_id: 'p1' },
      { type: 'apply_patch_call_output', call_id: 'p1' },
      { type: 'custom_tool_call', call_id: 'c1' },
      { type: 'function_call', call_id: 'f1' },
    ];
    expect(responsesOnlyCalls(items)).toEqual({ workspace: 2, custom: 1 });
    expect(itemsToMessages(items.slice(0, 4))).toEqual([]);
  });
});
