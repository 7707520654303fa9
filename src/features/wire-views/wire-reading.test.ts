// The one-line readings of the Messages vs items and server-side context rows.
import { describe, expect, it } from 'vitest';
import { READING_LIMIT, wireReading } from './wire-reading';

describe('wireReading', () => {
  it('reads a Chat message, a Responses message’s parts, a call and an output the same way', () => {
    expect(wireReading({ role: 'assistant', content: 'Sunny in Berlin.' })).toBe('Sunny in Berlin.');
    expect(
      wireReading({
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'Sunny in Berlin.', annotations: [] }],
      }),
    ).toBe('Sunny in Berlin.');
    expect(
      wireReading({ type: 'function_call', name: 'get_weather', call_id: 'call_1', arguments: '{"city":"Berlin"}' }),
    ).toBe('get_weather(…) {"city":"Berlin"}');
    expect(wireReading({ type: 'function_call_output', call_id: 'call_1', output: '{"temperature":18}' })).toBe(
      '{"temperature":18}',
    );
    expect(wireReading({ type: 'reasoning', summary: [{ type: 'summary_text', text: 'Look it up.' }] })).toBe(
      'Look it up.',
    );
  });

  it('names parts that carry no text by their type', () => {
    expect(
      wireReading({
        role: 'user',
        content: [
          { type: 'input_text', text: 'What is this?' },
          { type: 'input_image', image_url: 'data:…' },
        ],
      }),
    ).toBe('What is this? [input_image]');
  });

  it('cuts a long reading with an ellipsis, never silently', () => {
    const long = 'Berlin is sunny today. '.repeat(20);
    const read = wireReading({ role: 'assistant', content: long });
    expect(read.length).toBeLessThanOrEqual(READING_LIMIT);
    expect(read.endsWith('…')).toBe(true);
    expect(long.startsWith(read.slice(0, -1))).toBe(true);
    expect(wireReading({ role: 'assistant', content: 'x'.repeat(READING_LIMIT) })).toBe('x'.repeat(READING_LIMIT));
  });

  it('reads Assistants objects: a thread message by its text value, a run step and submitted outputs by their calls', () => {
    expect(
      wireReading({
        object: 'thread.message',
        role: 'assistant',
        content: [{ type: 'text', text: { value: 'It is 22 °C in Berlin.', annotations: [] } }],
      }),
    ).toBe('It is 22 °C in Berlin.');
    const step = {
      object: 'thread.run.step',
      tool_calls: [
        { type: 'function', function: { name: 'get_weather', arguments: '{"city":"Berlin"}' } },
        { type: 'code_interpreter', code_interpreter: { input: 'print(3 + 11)' } },
      ],
    };
    expect(wireReading(step)).toBe('get_weather({"city":"Berlin"}) · print(3 + 11)');
    expect(
      wireReading({
        tool_outputs: [
          { tool_call_id: 'call_1', output: '22' },
          { tool_call_id: 'call_2', output: '14' },
        ],
      }),
    ).toBe('22 · 14');
    expect(wireReading({ object: 'assistant', instructions: 'You are a weather bot.' })).toBe('You are a weather bot.');
  });

  it('reads a shell call by its commands and its output by what they printed, a patch call by its operation', () => {
    expect(wireReading({ type: 'shell_call', call_id: 'c1', action: { commands: ['ls', 'cat a.py'] } })).toBe(
      '$ ls · $ cat a.py',
    );
    const exit = { type: 'exit', exit_code: 0 };
    expect(
      wireReading({
        type: 'shell_call_output',
        call_id: 'c1',
        output: [
          { stdout: 'a.py\n', stderr: '', outcome: exit },
          { stdout: '', stderr: 'cat: no such file', outcome: { type: 'exit', exit_code: 1 } },
        ],
      }),
    ).toBe('a.py\n cat: no such file');
    expect(
      wireReading({
        type: 'apply_patch_call',
        call_id: 'c2',
        operation: { type: 'update_file', path: 'a.py', diff: '@@\n-a\n+b\n' },
      }),
    ).toBe('update_file a.py');
    expect(
      wireReading({ type: 'apply_patch_call_output', call_id: 'c2', status: 'completed', output: 'Updated a.py' }),
    ).toBe('Updated a.py');
  });
});
