// Server-side compaction through the SDK: automatic past compact_threshold, on a compaction_trigger, streamed with response.compaction.compacting, and chained.
import { describe, expect, it } from 'vitest';
import type {
  ResponseCompactionCompactingEvent,
  ResponseCompactionItem,
  ResponseCreateParamsNonStreaming,
  ResponseInputItem,
} from 'openai/resources/responses/responses';
import { createMockApi } from './index.ts';
import { post, sdkClient } from './testing/harness.ts';
import { assertMatchesSpec, specErrors } from './testing/openapi.ts';

/** A long pasted text: well past the smallest threshold the API accepts (1000 tokens). */
const LONG = Array.from({ length: 160 }, (_, i) => `Note ${i + 1}: the meeting moved to room ${(i % 9) + 1}.`).join(
  ' ',
);
const RULES = [
  { type: 'compaction', compact_threshold: 1000 },
] satisfies ResponseCreateParamsNonStreaming['context_management'];
const setup = () => sdkClient(createMockApi({ seed: 1, clock: () => 1_780_000_000_000 }));

describe('server-side compaction', () => {
  it('compacts past the threshold, and a chain from that response is billed for the compaction, not the text twice', async () => {
    const { client, exchanges } = setup();
    const first = await client.responses.create({
      model: 'gpt-4o',
      input: `${LONG} Which room is the last meeting in?`,
      context_management: RULES,
    });
    expect(first.output[0]!.type).toBe('compaction');
    expect(specErrors('Response', first)).toEqual([]);
    assertMatchesSpec('CreateResponse', JSON.parse(exchanges[0]!.requestBody!));
    const next = await client.responses.create({ model: 'gpt-4o', input: 'Thanks!', previous_response_id: first.id });
    // The chain stands for the compaction (the sealed text once) plus the answer: about the first input again, not twice it.
    expect(next.usage!.input_tokens).toBeLessThan(first.usage!.input_tokens * 1.5);
    expect(next.usage!.input_tokens).toBeGreaterThan(first.usage!.input_tokens);
  });

  it('manual state: resending the replaced items next to the compaction does not bill them twice', async () => {
    const { client } = setup();
    const input: ResponseInputItem[] = [
      { role: 'user', content: `${LONG} Which room is the last meeting in?`, id: 'msg_pasted' } as ResponseInputItem,
    ];
    const first = await client.responses.create({ model: 'gpt-4o', input, context_management: RULES });
    const resent = await client.responses.create({
      model: 'gpt-4o',
      input: [...input, ...(first.output as ResponseInputItem[]), { role: 'user', content: 'Thanks!' }],
    });
    const fromCompaction = await client.responses.create({
      model: 'gpt-4o',
      input: [...(first.output as ResponseInputItem[]), { role: 'user', content: 'Thanks!' }],
    });
    expect(resent.usage!.input_tokens).toBe(fromCompaction.usage!.input_tokens);
  });

  it('a final compaction_trigger seals the context into the only output item; elsewhere it is refused', async () => {
    const { client } = setup();
    const input: ResponseInputItem[] = [{ role: 'user', content: 'tell me a joke' }, { type: 'compaction_trigger' }];
    const r = await client.responses.create({ model: 'gpt-4o', input });
    expect(r.output.map((i) => i.type)).toEqual(['compaction']);
    expect((r.output[0] as ResponseCompactionItem).encrypted_content).toMatch(/^gAAAAA/);
    const api = createMockApi();
    const early = await post(
      api,
      { model: 'gpt-4o', input: [{ type: 'compaction_trigger' }, { role: 'user', content: 'hi' }] },
      { path: '/responses' },
    );
    expect(early.status).toBe(400);
    expect(early.json().error).toMatchObject({
      message: "Invalid 'input[0]': a compaction_trigger item must be the final input item.",
      param: 'input[0]',
    });
  });

  it('streams response.compaction.compacting between the compaction item being added and done', async () => {
    const { client } = setup();
    const stream = client.responses.stream({
      model: 'gpt-4o',
      input: `${LONG} Which room?`,
      context_management: RULES,
    });
    const events: { type: string; item_id?: string }[] = [];
    stream.on('event', (e) => events.push(e));
    const final = await stream.finalResponse();
    const types = events.map((e) => e.type);
    const compacting = events.find(
      (e): e is ResponseCompactionCompactingEvent => e.type === 'response.compaction.compacting',
    )!;
    expect(compacting.item_id).toBe(final.output[0]!.id);
    expect(types.indexOf('response.compaction.compacting')).toBeGreaterThan(
      types.indexOf('response.output_item.added'),
    );
    expect(types.indexOf('response.compaction.compacting')).toBeLessThan(types.indexOf('response.output_item.done'));
    expect(final.output[0]!.type).toBe('compaction');
  });
});
