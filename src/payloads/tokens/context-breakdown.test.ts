// The context breakdown: each entry lands in the part it is, the parts add up to the estimate, held tokens and changes.
import { describe, expect, it } from 'vitest';
import { breakdownChange, contextBreakdown, partOf, toolDefinitions } from './context-breakdown';
import { estimateTokens, REPLY_PRIMING } from './token-rule';

/** One token per character: easy numbers to check by hand. */
const chars = (text: string) => text.length;

describe('where the context goes', () => {
  it('names the part of Chat messages and Responses items of every kind', () => {
    expect(partOf({ role: 'developer', content: 'Be brief.' })).toBe('system');
    expect(partOf({ role: 'assistant', content: null, tool_calls: [{ id: 'c1' }] })).toBe('tool-calls');
    expect(partOf({ role: 'assistant', content: 'Looking that up.', tool_calls: [{ id: 'c1' }] })).toBe('assistant');
    expect(partOf({ role: 'tool', tool_call_id: 'c1', content: '{}' })).toBe('tool-outputs');
    expect(partOf({ type: 'custom_tool_call', call_id: 'c2', input: 'KX' })).toBe('tool-calls');
    expect(partOf({ type: 'mcp_call', name: 'x', output: 'y' })).toBe('tool-outputs');
    expect(partOf({ type: 'reasoning', summary: [] })).toBe('reasoning');
    expect(partOf({ type: 'compaction', encrypted_content: 'gAAA' })).toBe('compaction');
    expect(partOf({ type: 'web_search_call' })).toBe('other');
    expect(partOf(null)).toBe('other');
  });

  it('adds each part from the estimate so the parts and the reply priming make its total', () => {
    const entries = [
      { role: 'user', content: 'Paris weather?' },
      { type: 'function_call', call_id: 'call_1', name: 'lookup', arguments: '{"q":"Paris"}' },
      { type: 'function_call_output', call_id: 'call_1', output: 'rain, 12 degrees' },
      { type: 'function_call_output', call_id: 'call_2', output: 'wind 30 km/h' },
    ];
    const context = { instructions: 'Answer in one line.', entries, tools: [{ type: 'function', name: 'lookup' }] };
    const estimate = estimateTokens(context, chars);
    const breakdown = contextBreakdown(entries, estimate);
    expect(breakdown.parts.map((p) => [p.kind, p.entries])).toEqual([
      ['instructions', 1],
      ['tools', 0],
      ['user', 1],
      ['tool-calls', 1],
      ['tool-outputs', 2],
    ]);
    expect(breakdown.parts.find((p) => p.kind === 'tool-outputs')!.tokens).toBe(
      estimate.perEntry[2]! + estimate.perEntry[3]!,
    );
    expect(breakdown.parts.reduce((sum, p) => sum + p.tokens, 0)).toBe(estimate.total - REPLY_PRIMING);
    expect(breakdown.compacted).toBe(false);
  });

  it('counts what the server held, and says when a compaction stands in for earlier turns', () => {
    const entries = [
      { type: 'compaction', encrypted_content: 'gAAAAB-sealed' },
      { role: 'user', content: 'And tomorrow?' },
    ];
    const estimate = estimateTokens({ instructions: null, entries }, chars);
    const breakdown = contextBreakdown(entries, estimate, 1);
    expect(breakdown.held).toBe(estimate.perEntry[0]);
    expect(breakdown.compacted).toBe(true);
  });

  it('gives the change of each part from the request before, parts that vanished included', () => {
    const first = [
      { role: 'user', content: 'Hi' },
      { type: 'reasoning', summary: [{ text: 'think think' }] },
    ];
    const second = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello there' },
    ];
    const a = contextBreakdown(first, estimateTokens({ instructions: null, entries: first }, chars));
    const b = contextBreakdown(second, estimateTokens({ instructions: null, entries: second }, chars));
    const change = breakdownChange(b, a);
    expect(change.get('user')).toBeUndefined();
    expect(change.get('assistant')).toBeGreaterThan(0);
    expect(change.get('reasoning')).toBe(-a.parts.find((p) => p.kind === 'reasoning')!.tokens);
    expect(breakdownChange(b, null).size).toBe(0);
  });
  it('names each tool definition the model reads: Chat and flat functions, hosted tools, and not the deferred ones', () => {
    const tools = [
      { type: 'function', function: { name: 'get_weather', parameters: {} } },
      { type: 'function', name: 'lookup', parameters: {} },
      { type: 'mcp', server_label: 'tickets', server_url: 'http://127.0.0.1:9/mcp' },
      { type: 'function', name: 'later', defer_loading: true },
    ];
    expect(toolDefinitions(tools).map((t) => t.name)).toEqual(['get_weather', 'lookup', 'mcp: tickets']);
    expect(JSON.parse(toolDefinitions(tools)[1]!.text)).toEqual(tools[1]);
    expect(toolDefinitions(undefined)).toEqual([]);
  });
});
