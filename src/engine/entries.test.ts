// The style-free reading of a timeline: owed tool calls, final answers and step numbers, for message- and item-shaped styles.
import { describe, expect, it } from 'vitest';
import { anyStyle, type LoopDriver } from './driver';
import { chatDriver } from './drivers/chat/driver';
import { hasFinalAnswer, makeEntry, nextStepNumber, stepsThisTurn, unansweredToolCalls, userTurns } from './entries';
import { createIdSource } from './ids';
import type { EntryKind, TimelineEntry, WireEntry } from './types';

type ItemWire = Extract<WireEntry, { style: 'responses' }>['wire'];
type Item = { type?: string; role?: string; call_id?: string; name?: string; arguments?: string };

/** An item-shaped driver (one wire object per call and per result), as Responses has: enough to read a timeline. */
const itemDriver = anyStyle({
  style: 'responses',
  kindOf: (wire: ItemWire): EntryKind => {
    const item = wire as Item;
    if (item.type === 'function_call') return 'tool-call';
    if (item.type === 'function_call_output') return 'tool-result';
    if (item.type === 'reasoning') return 'reasoning';
    return item.role === 'assistant' ? 'assistant' : 'user';
  },
  callsOf: (wire: ItemWire) => {
    const item = wire as Item;
    return item.type === 'function_call'
      ? [{ callId: item.call_id!, name: item.name!, argumentsJson: item.arguments! }]
      : [];
  },
  answersCallId: (wire: ItemWire) => ((wire as Item).type === 'function_call_output' ? (wire as Item).call_id! : null),
} as unknown as LoopDriver<Extract<WireEntry, { style: 'responses' }>>);

function items(...wires: object[]): TimelineEntry[] {
  const ids = createIdSource();
  return wires.map((wire, i) =>
    makeEntry(
      itemDriver,
      ids,
      wire as ItemWire,
      i < 1 ? { kind: 'config' } : { kind: 'response', exchangeId: `ex_${i}` },
    ),
  );
}

const user = { role: 'user', content: 'Weather in Berlin and Tokyo?' };
const reasoning = { type: 'reasoning', id: 'rs_1', summary: [] };
const call = (id: string) => ({ type: 'function_call', call_id: id, name: 'get_weather', arguments: '{}' });
const output = (id: string) => ({ type: 'function_call_output', call_id: id, output: '{}' });
const answer = { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Sunny.' }] };

describe('reading an item-shaped timeline', () => {
  it('owes every call of the last answer that no output answers, across separate items', () => {
    const entries = items(user, reasoning, call('c1'), call('c2'), output('c1'));
    expect(unansweredToolCalls(itemDriver, entries).calls.map((c) => c.callId)).toEqual(['c2']);
    expect(entries.map((e) => e.kind)).toEqual(['user', 'reasoning', 'tool-call', 'tool-call', 'tool-result']);
  });

  it('counts one step per answer (a run of reasoning, calls and text), not per item', () => {
    const entries = items(user, reasoning, call('c1'), call('c2'), output('c1'), output('c2'), answer);
    expect(nextStepNumber(entries)).toBe(3);
    expect(stepsThisTurn(entries)).toBe(2);
    expect(hasFinalAnswer(itemDriver, entries)).toBe(true);
    expect(hasFinalAnswer(itemDriver, entries.slice(0, 6))).toBe(false);
    expect(userTurns(entries)).toBe(1);
  });
});

describe('reading a chat timeline', () => {
  it('keeps a tool_calls message owing its unanswered calls and ends on an answer without calls', () => {
    const ids = createIdSource();
    const chat = anyStyle(chatDriver);
    const wires = [
      { role: 'user' as const, content: 'x' },
      {
        role: 'assistant' as const,
        content: null,
        tool_calls: [{ id: 'a', type: 'function' as const, function: { name: 'f', arguments: '{}' } }],
      },
    ];
    const entries = wires.map((w) => makeEntry(chat, ids, w, { kind: 'config' }));
    expect(unansweredToolCalls(chat, entries).calls).toEqual([{ callId: 'a', name: 'f', argumentsJson: '{}' }]);
    expect(hasFinalAnswer(chat, entries)).toBe(false);
    const done = [
      ...entries,
      makeEntry(chat, ids, { role: 'tool', tool_call_id: 'a', content: '1' }, { kind: 'config' }),
      makeEntry(chat, ids, { role: 'assistant', content: 'ok' }, { kind: 'config' }),
    ];
    expect(hasFinalAnswer(chat, done)).toBe(true);
    expect(nextStepNumber(done)).toBe(3);
  });
});
