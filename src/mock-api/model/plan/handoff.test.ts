// When the mock model hands over: only when told to, once its own calls have answered, and only once.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { isHandoffTool, pendingHandoff } from './handoff.ts';

const tool = (name: string): FunctionDefinition => ({ name, parameters: { type: 'object', properties: {} } });
const tools = [tool('lookup_order'), tool('transfer_to_Billing_agent'), tool('transfer_to_Refunds_agent')];
const made = [{ id: 'c1', name: 'lookup_order', arguments: '{"id":"7"}', result: '{"status":"late"}' }];
const system = (content: string): ChatCompletionMessageParam[] => [
  { role: 'system', content },
  { role: 'user', content: 'Where is order 7?' },
];

describe('pendingHandoff', () => {
  it('hands over once the own call answered, when the instructions say so', () => {
    expect(
      pendingHandoff(system('Look the order up, then hand it over to the billing agent.'), tools, made)?.name,
    ).toBe('transfer_to_Billing_agent');
    expect(
      pendingHandoff(system('Check the order and delegate refunds to the refunds agent.'), tools, made)?.name,
    ).toBe('transfer_to_Refunds_agent');
    expect(
      pendingHandoff([{ role: 'developer', content: 'Always transfer after looking up.' }], tools, made)?.name,
    ).toBe('transfer_to_Billing_agent');
  });
  it('does not hand over unasked, before any call, or twice', () => {
    expect(pendingHandoff(system('You answer order questions.'), tools, made)).toBeNull();
    expect(pendingHandoff(system('Then hand over to billing.'), tools, [])).toBeNull();
    const handed = [
      ...made,
      { id: 'c2', name: 'transfer_to_Billing_agent', arguments: '{}', result: '{"assistant":"Billing agent"}' },
    ];
    expect(pendingHandoff(system('Then hand over to billing.'), tools, handed)).toBeNull();
    expect(pendingHandoff(system('Then hand over to billing.'), [tool('lookup_order')], made)).toBeNull();
  });
  it('knows the handoff tools by their transfer_to_ name', () => {
    expect(['transfer_to_agent', 'Transfer_to_X', 'transfer', 'get_transfer_to'].map(isHandoffTool)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
