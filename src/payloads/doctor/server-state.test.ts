// The doctor judges a Responses request by the items the server holds for it: a conversation's items count as context.
import { describe, expect, it } from 'vitest';
import { diagnoseLoop } from './index';
import type { WireCall } from './types';

const responses = (path: string, request: unknown, response: unknown = null): WireCall => ({
  style: 'responses',
  method: 'POST',
  path,
  request,
  response,
});
const fnCall = {
  type: 'function_call',
  id: 'fc_1',
  call_id: 'call_1',
  name: 'get_weather',
  arguments: '{"city":"Berlin"}',
};
const output = { type: 'function_call_output', call_id: 'call_1', output: '{"temperature":18}' };
const user = { role: 'user', content: 'Weather in Berlin?' };
const unknownCallIds = (loop: WireCall[]) =>
  diagnoseLoop(loop)
    .filter((f) => f.rule === 'unknown-call-id')
    .map((f) => `${f.call} ${f.at}`);

describe('the doctor reads a conversation’s items as the server holds them', () => {
  const created = responses('/conversations', {}, { id: 'conv_1', object: 'conversation' });
  const first = responses(
    '/responses',
    { model: 'gpt-4o', conversation: 'conv_1', input: [user] },
    { id: 'resp_1', object: 'response', output: [fnCall] },
  );

  it('a function_call_output answering a call the conversation holds is sound', () => {
    const second = responses('/responses', { model: 'gpt-4o', conversation: 'conv_1', input: [output] });
    expect(unknownCallIds([created, first, second])).toEqual([]);
  });

  it('the conversation named as an object ({id}) counts the same', () => {
    const second = responses('/responses', { model: 'gpt-4o', conversation: { id: 'conv_1' }, input: [output] });
    expect(unknownCallIds([created, first, second])).toEqual([]);
  });

  it('an output naming a call of another conversation is still flagged', () => {
    const other = responses('/responses', { model: 'gpt-4o', conversation: 'conv_2', input: [output] });
    const made = responses('/conversations', {}, { id: 'conv_2', object: 'conversation' });
    expect(unknownCallIds([created, first, made, other])).toEqual(['3 input[0].call_id']);
  });

  it('items added to the conversation with its items endpoint count', () => {
    const added = responses('/conversations/conv_1/items', { items: [fnCall] }, { object: 'list', data: [] });
    const second = responses('/responses', { model: 'gpt-4o', conversation: 'conv_1', input: [output] });
    expect(unknownCallIds([created, added, second])).toEqual([]);
  });

  it('says nothing when the loop never shows the conversation (it was made elsewhere)', () => {
    expect(
      unknownCallIds([responses('/responses', { model: 'gpt-4o', conversation: 'conv_9', input: [output] })]),
    ).toEqual([]);
  });
});
