// The chat driver's wire shapes: only non-default options are sent, and assistant messages keep the seed's shape.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessage } from 'openai/resources/chat/completions';
import { seed001Config } from '@loopscope/seed-scenarios';
import { buildChatParams, chatDriver } from './driver';

describe('buildChatParams', () => {
  it('sends only model, messages and tools for a default session', () => {
    const params = buildChatParams(seed001Config(), []);
    expect(Object.keys(params)).toEqual(['model', 'messages', 'tools']);
    expect(Object.keys(params.tools![0]!)).toEqual(['type', 'function']);
  });

  it('adds tool_choice, parallel_tool_calls and seed when they differ from the defaults', () => {
    const config = seed001Config();
    config.options = {
      ...config.options,
      toolChoice: { name: 'get_weather' },
      parallelToolCalls: false,
      seed: 7,
      sendSeed: true,
    };
    expect(buildChatParams(config, [])).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      parallel_tool_calls: false,
      seed: 7,
    });
  });

  it('leaves tool options out when there are no tools, as the API rejects them then', () => {
    const config = { ...seed001Config(), tools: [] };
    config.options = { ...config.options, toolChoice: 'required', parallelToolCalls: false };
    expect(Object.keys(buildChatParams(config, []))).toEqual(['model', 'messages']);
  });
});

describe('chatDriver', () => {
  it('starts with the system prompt and user message, or only the user message', () => {
    expect(chatDriver.initialEntries(seed001Config()).map((m) => m.role)).toEqual(['system', 'user']);
    expect(chatDriver.initialEntries({ ...seed001Config(), systemPrompt: '' }).map((m) => m.role)).toEqual(['user']);
  });

  it('builds tool messages in the seed key order and reads the conversation back from a body', () => {
    const message = chatDriver.toolResultEntry(
      { callId: 'call_1', name: 'f', argumentsJson: '{}' },
      'out',
      seed001Config(),
    );
    expect(JSON.stringify(message)).toBe('{"role":"tool","tool_call_id":"call_1","content":"out"}');
    expect(chatDriver.conversationFromBody?.('{"messages": [{"role": "user", "content": "x"}]}')).toEqual([
      { role: 'user', content: 'x' },
    ]);
    expect(chatDriver.conversationFromBody?.('{"model": "gpt-4o"}')).toBeNull();
  });
});

describe('assistant messages', () => {
  it('drop SDK-only fields so the next request matches the seed', async () => {
    const { toAssistantParam } = await import('./driver');
    const message = {
      role: 'assistant',
      content: null,
      refusal: null,
      annotations: [],
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' }, parsed_arguments: {} }],
    } as unknown as ChatCompletionMessage;
    expect(JSON.stringify(toAssistantParam(message))).toBe(
      '{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{}"}}]}',
    );
  });
});

describe('reading chat messages for the loop', () => {
  it('names each role as a style-neutral kind and finds calls and the call a tool message answers', () => {
    const calls = {
      role: 'assistant' as const,
      content: null,
      tool_calls: [{ id: 'c1', type: 'function' as const, function: { name: 'f', arguments: '{"a":1}' } }],
    };
    expect(
      ['system', 'developer', 'user', 'assistant'].map((role) => chatDriver.kindOf({ role, content: 'x' } as never)),
    ).toEqual(['system', 'system', 'user', 'assistant']);
    expect(chatDriver.kindOf({ role: 'tool', tool_call_id: 'c1', content: 'x' })).toBe('tool-result');
    expect(chatDriver.callsOf(calls)).toEqual([{ callId: 'c1', name: 'f', argumentsJson: '{"a":1}' }]);
    expect(chatDriver.callsOf({ role: 'user', content: 'x' })).toEqual([]);
    expect(chatDriver.answersCallId({ role: 'tool', tool_call_id: 'c1', content: 'x' })).toBe('c1');
    expect(chatDriver.answersCallId(calls)).toBeNull();
  });
});
