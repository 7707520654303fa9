// Stream assembly: tool-call arguments and text build up from real Chat Completions chunk events, one delta at a time.
import { describe, expect, it } from 'vitest';
import { assemble } from './stream-assembly';
import { toolCallStreamEvents } from '@loopscope/wire/testing/stream-events';

describe('assemble', () => {
  const events = toolCallStreamEvents();

  it('concatenates argument deltas per tool-call index', () => {
    const { state } = assemble(events);
    expect(state.toolCalls).toEqual([
      { index: 0, id: 'call_xK9f2a', name: 'get_weather', arguments: '{"city": "Berlin", "unit": "celsius"}' },
      { index: 1, id: 'call_mP7b3c', name: 'get_weather', arguments: '{"city": "Tokyo", "unit": "celsius"}' },
    ]);
    expect(state.finishReason).toBe('tool_calls');
    expect(state.done).toBe(true);
    expect(state.content).toBe('');
  });

  it('shows partial arguments part way through the stream', () => {
    expect(assemble(events, 4).state.toolCalls[0]?.arguments).toBe('{"city": "Berlin", ');
    expect(assemble(events, 4).state.finishReason).toBeNull();
  });

  it('assembles content text and Responses-API typed events', () => {
    const chat = [
      { raw: '', event: null, data: '{"choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]}', at: 1 },
      {
        raw: '',
        event: null,
        data: '{"choices":[{"index":0,"delta":{"content":"lo\\n"},"finish_reason":"stop"}]}',
        at: 2,
      },
    ];
    expect(assemble(chat).state.content).toBe('Hello\n');
    const responses = [
      {
        raw: '',
        event: 'response.output_item.added',
        data: '{"type":"response.output_item.added","output_index":0,"item":{"type":"function_call","call_id":"call_1","name":"get_weather","arguments":""}}',
        at: 1,
      },
      {
        raw: '',
        event: 'response.function_call_arguments.delta',
        data: '{"type":"response.function_call_arguments.delta","output_index":0,"delta":"{\\"city\\":"}',
        at: 2,
      },
      {
        raw: '',
        event: 'response.function_call_arguments.delta',
        data: '{"type":"response.function_call_arguments.delta","output_index":0,"delta":"\\"Paris\\"}"}',
        at: 3,
      },
    ];
    const { state, effects } = assemble(responses);
    expect(state.responses!.items).toEqual([
      {
        index: 0,
        type: 'function_call',
        id: null,
        callId: 'call_1',
        name: 'get_weather',
        role: null,
        text: '{"city":"Paris"}',
        path: 'arguments',
        status: null,
        encrypted: false,
      },
    ]);
    // Chat's fields stay empty: a Responses stream is read as items, not as a message with tool_calls.
    expect(state.toolCalls).toEqual([]);
    expect(effects.map((e) => e.summary)).toEqual([
      'output[0] added: function_call get_weather (call_1)',
      'output[0].arguments += "{\\"city\\":"',
      'output[0].arguments += "\\"Paris\\"}"',
    ]);
  });

  it('reads a hosted tool’s progress as its status, its code as growing text, and a citation as it is added', () => {
    const event = (type: string, fields: Record<string, unknown>) => ({
      raw: '',
      event: type,
      data: JSON.stringify({ type, ...fields }),
      at: 1,
    });
    const item = {
      id: 'ci_1',
      type: 'code_interpreter_call',
      status: 'in_progress',
      code: '',
      container_id: 'cntr_1',
      outputs: null,
    };
    const events = [
      event('response.output_item.added', { output_index: 0, item }),
      event('response.code_interpreter_call.in_progress', { output_index: 0, item_id: 'ci_1' }),
      event('response.code_interpreter_call_code.delta', { output_index: 0, item_id: 'ci_1', delta: 'print(6 ' }),
      event('response.code_interpreter_call_code.delta', { output_index: 0, item_id: 'ci_1', delta: '* 7)' }),
      event('response.code_interpreter_call.interpreting', { output_index: 0, item_id: 'ci_1' }),
      event('response.output_text.annotation.added', {
        output_index: 1,
        item_id: 'msg_1',
        content_index: 0,
        annotation_index: 0,
        annotation: { type: 'file_citation', file_id: 'file-1', filename: 'a.md', index: 3 },
      }),
    ];
    const { state, effects } = assemble(events);
    expect(state.responses!.items[0]).toMatchObject({
      type: 'code_interpreter_call',
      text: 'print(6 * 7)',
      path: 'code',
      status: 'interpreting',
    });
    expect(effects.map((e) => e.summary).slice(1)).toEqual([
      'output[0] code_interpreter_call: in_progress',
      'output[0].code += "print(6 "',
      'output[0].code += "* 7)"',
      'output[0] code_interpreter_call: interpreting',
      'output[1].content[0].annotations[0] added: file_citation',
    ]);
  });
});
