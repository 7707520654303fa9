// Which text of an entry is counted, in every API style: a function_call_output is never "0 tok", an Assistants answer never "1 tok".
import { describe, expect, it } from 'vitest';
import { messageText } from '../../store';
import { countTexts } from './tokenizer-client';

const output = '{"city":"Berlin","temperature":18,"unit":"°C","condition":"Partly cloudy"}';

describe('the counted text of entries that are not Chat messages', () => {
  it('a Responses function_call and its function_call_output count their name, arguments, call_id and output', async () => {
    const call = {
      type: 'function_call',
      id: 'fc_1',
      call_id: 'call_1',
      name: 'get_weather',
      arguments: '{"city":"Berlin"}',
    };
    const result = { type: 'function_call_output', call_id: 'call_1', output };
    expect(messageText(call)).toBe('get_weather\n{"city":"Berlin"}\ncall_1');
    expect(messageText(result)).toBe(`call_1\n${output}`);
    const [counted, alone] = await countTexts([messageText(result), output]);
    expect(counted).toBeGreaterThanOrEqual(alone!);
  });

  it('an Assistants message counts its text parts’ values, a tool output its output, a required_action call its function', async () => {
    const answer = {
      id: 'msg_1',
      object: 'thread.message',
      role: 'assistant',
      content: [{ type: 'text', text: { value: "It's 22 °C and sunny in San Francisco.", annotations: [] } }],
    };
    expect(messageText(answer)).toBe("assistant\nIt's 22 °C and sunny in San Francisco.");
    const [count] = await countTexts([messageText(answer)]);
    expect(count).toBeGreaterThan(5);
    expect(messageText({ tool_call_id: 'call_1', output: '{"temperature": "22"}' })).toBe(
      'call_1\n{"temperature": "22"}',
    );
    expect(
      messageText({
        id: 'call_1',
        type: 'function',
        function: { name: 'getCurrentWeather', arguments: '{"location":"SF"}' },
      }),
    ).toBe('getCurrentWeather\n{"location":"SF"}');
  });

  it('a reasoning item counts its summary text', () => {
    expect(
      messageText({ type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Look up Berlin.' }] }),
    ).toBe('Look up Berlin.');
  });
});
