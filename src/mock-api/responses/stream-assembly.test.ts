// The inspector's stream replay over the mock's real Responses bytes: the items it assembles equal the SDK's final response.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient, seedFixture } from '../testing/harness.ts';
import { SseDecoder } from '@loopscope/wire/sse';
import { assemble } from '@loopscope/payloads/streams/stream-assembly';

const seed = seedFixture('1-request.json') as {
  messages: { role: string; content: string }[];
  tools: { function: Record<string, unknown> }[];
};
const tools = seed.tools.map((t) => ({ type: 'function' as const, ...t.function })) as never[];

async function streamed(params: Record<string, unknown>) {
  const api = createMockApi({ seed: 1, clock: () => 1_780_000_000_000 });
  const { client, exchanges } = sdkClient(api);
  const stream = client.responses.stream(params as never);
  const final = await stream.finalResponse();
  // The recorder's copy finishes reading in the background; wait until the last event is in.
  await expect.poll(() => exchanges[0]!.responseBody).toContain('response.completed');
  const decoder = new SseDecoder();
  const events = [...decoder.push(exchanges[0]!.responseBody), ...decoder.flush()].map((e, i) => ({ ...e, at: i }));
  return { final, events };
}

describe('assembling a Responses stream from the recorded bytes', () => {
  it('rebuilds every output item the SDK ended up with: reasoning summary, call names, ids and arguments', async () => {
    const { final, events } = await streamed({
      model: 'o4-mini',
      reasoning: { effort: 'low', summary: 'auto' },
      input: seed.messages[1]!.content,
      tools,
    });
    const { state } = assemble(events);
    const items = state.responses!.items;
    expect(items.map((i) => i.type)).toEqual(final.output.map((i) => i.type));
    final.output.forEach((item, n) => {
      expect(items[n]!.id).toBe(item.id);
      if (item.type === 'function_call')
        expect([items[n]!.name, items[n]!.callId, items[n]!.text]).toEqual([item.name, item.call_id, item.arguments]);
      if (item.type === 'reasoning') expect(items[n]!.text).toBe(item.summary.map((p) => p.text).join('\n\n'));
    });
    expect(state.responses!.status).toBe(final.status);
    expect(state.responses!.sequence).toBe(events.length - 1);
  });

  it('part way through, an item holds only the deltas so far and each delta names its field path', async () => {
    const { final, events } = await streamed({ model: 'gpt-4o', input: seed.messages[1]!.content, tools });
    const firstDelta = events.findIndex((e) => e.event === 'response.function_call_arguments.delta');
    const { state, effects } = assemble(events, firstDelta + 1);
    const call = final.output[0] as { arguments: string };
    const delta = JSON.parse(events[firstDelta]!.data).delta as string;
    expect(state.responses!.items[0]!.text).toBe(delta);
    expect(call.arguments.startsWith(delta) && call.arguments !== delta).toBe(true);
    expect(state.responses!.status).toBe('in_progress');
    expect(effects[firstDelta]).toMatchObject({
      type: 'response.function_call_arguments.delta',
      itemDelta: { index: 0, delta },
      summary: `output[0].arguments += ${JSON.stringify(delta)}`,
    });
  });

  it('a text answer grows content[0].text of its message item up to output_text', async () => {
    const { final, events } = await streamed({ model: 'gpt-4o', input: 'Say hello.' });
    const { state, effects } = assemble(events);
    const message = state.responses!.items[0]!;
    expect([message.type, message.role, message.text, message.path]).toEqual([
      'message',
      'assistant',
      final.output_text,
      'content[0].text',
    ]);
    expect(
      effects
        .filter((e) => e.type === 'response.output_text.delta')
        .every((e) => e.summary.startsWith('output[0].content[0].text += ')),
    ).toBe(true);
  });
});
