// Strict structured output with `$ref` / `definitions` (zod's recursive and reused types) through the SDK's parse helpers, Chat and Responses.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFunction, zodResponseFormat, zodTextFormat } from 'openai/helpers/zod';
import { createMockApi } from './index.ts';
import { sdkClient } from './testing/harness.ts';
import { assertMatchesSpec } from './testing/openapi.ts';

type Node = { value: number; label: string; next: Node | null };
const ListNode: z.ZodType<Node> = z.lazy(() =>
  z.object({ value: z.number(), label: z.string(), next: ListNode.nullable() }),
);
const LinkedList = z.object({ head: ListNode });
// `.meta({ id })` makes zod write the reused type once, under `definitions`, and point at it twice.
const Address = z.object({ city: z.string(), zip: z.string() }).meta({ id: 'Address' });
const Parties = z.object({ sender: Address, recipient: Address, stops: z.array(Address) });

const QUESTION = 'Make a linked list of the numbers 3, 5 and 8.';
const SHIP = 'Ship from Paris to Berlin.';
const mock = () => sdkClient(createMockApi({ seed: 3, clock: () => 1_780_000_000_000, scenario: 'none' }));

/** Walks the list and checks it ends: recursion must stop at a small, fixed depth. */
function depth(list: { head: Node }): number {
  let n = 0;
  for (let node: Node | null = list.head; node; node = node.next) n++;
  return n;
}

const values = (list: { head: Node }): number[] => {
  const out: number[] = [];
  for (let node: Node | null = list.head; node; node = node.next) out.push(node.value);
  return out;
};

describe('strict structured output follows references', () => {
  it('the schemas under test do use references (so the tests mean what they say)', () => {
    expect(JSON.stringify(zodResponseFormat(LinkedList, 'list').json_schema.schema)).toContain('"$ref"');
    expect(JSON.stringify(zodTextFormat(Parties, 'parties').schema)).toContain('"$ref":"#/definitions/Address"');
  });

  it('Chat: a recursive linked list parses, and ends', async () => {
    const { client, exchanges } = mock();
    const completion = await client.chat.completions.parse({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: QUESTION }],
      response_format: zodResponseFormat(LinkedList, 'list'),
    });
    const parsed = completion.choices[0]!.message.parsed!;
    expect(LinkedList.parse(parsed)).toEqual(parsed);
    // The numbers the question names, one node each, then the list ends.
    expect(values(parsed)).toEqual([3, 5, 8]);
    expect(depth(parsed)).toBeLessThanOrEqual(4);
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges[0]!.responseBody));
  });

  it('Chat: a reused type parses, the same answer every time', async () => {
    const ask = async () =>
      (
        await mock().client.chat.completions.parse({
          model: 'gpt-4o',
          messages: [{ role: 'user', content: SHIP }],
          response_format: zodResponseFormat(Parties, 'parties'),
        })
      ).choices[0]!.message.parsed!;
    const parsed = await ask();
    expect(Parties.parse(parsed)).toEqual(parsed);
    expect(await ask()).toEqual(parsed);
  });

  it('Responses: a recursive linked list and a reused type parse', async () => {
    const { client } = mock();
    const list = await client.responses.parse({
      model: 'gpt-4o',
      input: QUESTION,
      text: { format: zodTextFormat(LinkedList, 'list') },
    });
    expect(LinkedList.parse(list.output_parsed)).toEqual(list.output_parsed);
    expect(depth(list.output_parsed!)).toBeLessThanOrEqual(4);
    const parties = await client.responses.parse({
      model: 'gpt-4o',
      input: SHIP,
      text: { format: zodTextFormat(Parties, 'parties') },
    });
    expect(Parties.parse(parties.output_parsed)).toEqual(parties.output_parsed);
  });

  it('a strict tool whose parameters use references gets arguments its schema accepts', async () => {
    const { client } = mock();
    const tool = zodFunction({
      name: 'ship_parcel',
      description: 'Ship a parcel between two addresses',
      parameters: Parties,
    });
    const completion = await client.chat.completions.parse({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Ship a parcel from Paris to Berlin.' }],
      tools: [tool],
      tool_choice: { type: 'function', function: { name: 'ship_parcel' } },
    });
    const call = completion.choices[0]!.message.tool_calls![0]!;
    expect(call.type).toBe('function');
    const args = (call as { function: { parsed_arguments: unknown } }).function.parsed_arguments;
    expect(Parties.parse(args)).toEqual(args);
  });
});
