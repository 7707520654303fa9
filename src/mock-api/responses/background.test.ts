// Background responses through the SDK: queued → in_progress → completed by polls, cancel, and a cut stream resumed from a sequence number.
import { describe, expect, it } from 'vitest';
import type { ResponseStreamEvent } from 'openai/resources/responses/responses';
import { createMockApi, JOKE_QUESTION, JOKE_TEXT } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 5, clock: () => 1_780_000_000_000 }));
const BODY = { model: 'gpt-6-astra', input: JOKE_QUESTION };

describe('background: true', () => {
  it('is echoed, and polls move the response from queued through in_progress to completed', async () => {
    const { client, exchanges } = mock();
    const created = await client.responses.create({ ...BODY, background: true });
    expect([created.status, created.background, created.output]).toEqual(['queued', true, []]);
    const seen = [created.status];
    let polled = created;
    while (polled.status === 'queued' || polled.status === 'in_progress') {
      polled = await client.responses.retrieve(created.id);
      seen.push(polled.status);
    }
    expect(seen).toEqual(['queued', 'in_progress', 'completed']);
    expect(polled.output_text).toBe(JOKE_TEXT);
    expect(polled.background).toBe(true);
    expect((await client.responses.retrieve(created.id)).status).toBe('completed');
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  });

  it('cancel: a queued response ends cancelled, a second cancel returns it again, a finished one is refused', async () => {
    const { client } = mock();
    const created = await client.responses.create({ ...BODY, background: true });
    const cancelled = await client.responses.cancel(created.id);
    expect([cancelled.status, cancelled.output]).toEqual(['cancelled', []]);
    expect((await client.responses.cancel(created.id)).status).toBe('cancelled');
    expect((await client.responses.retrieve(created.id)).status).toBe('cancelled');

    const done = await client.responses.create({ ...BODY, background: true });
    await client.responses.retrieve(done.id);
    await client.responses.retrieve(done.id);
    await expect(client.responses.cancel(done.id)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('already completed'),
    });
    const foreground = await client.responses.create(BODY);
    await expect(client.responses.cancel(foreground.id)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("'background' set to true"),
    });
    await expect(client.responses.cancel('resp_nowhere')).rejects.toMatchObject({ status: 404 });
  });

  it('a streamed background response cut off mid-way resumes after the last sequence number received', async () => {
    const { client } = mock();
    const stream = await client.responses.create(
      { ...BODY, background: true, stream: true },
      { headers: { 'X-Loopscope-Faults': JSON.stringify({ cutStreamAfterEvents: 6 }) } },
    );
    const first: ResponseStreamEvent[] = [];
    await expect(async () => {
      for await (const event of stream) first.push(event);
    }).rejects.toThrow();
    expect(first).toHaveLength(6);
    expect(first[0]).toMatchObject({ type: 'response.created', response: { status: 'queued', background: true } });
    const id = (first[0] as { response: { id: string } }).response.id;
    const last = first.at(-1)!.sequence_number;

    const resumed = await client.responses.retrieve(id, { stream: true, starting_after: last });
    const rest: ResponseStreamEvent[] = [];
    for await (const event of resumed) rest.push(event);
    expect(rest[0]!.sequence_number).toBe(last + 1);
    expect([...first, ...rest].map((e) => e.sequence_number)).toEqual([...first, ...rest].map((_, i) => i));
    const completed = rest.at(-1)!;
    expect(completed.type).toBe('response.completed');
    expect((completed as { response: { output: { type: string }[] } }).response.output.at(-1)!.type).toBe('message');

    // The SDK's own resume helper reads the same stream and hands back the final response.
    const helper = client.responses.stream({ response_id: id, starting_after: last });
    expect((await helper.finalResponse()).output_text).toBe(JOKE_TEXT);
  });

  it('refuses what the API refuses: background without storing it, and resuming a response that was not in the background', async () => {
    const { client } = mock();
    await expect(client.responses.create({ ...BODY, background: true, store: false })).rejects.toMatchObject({
      status: 400,
      param: 'background',
    });
    const foreground = await client.responses.create(BODY);
    await expect(
      (async () => {
        for await (const _ of await client.responses.retrieve(foreground.id, { stream: true })) void _;
      })(),
    ).rejects.toMatchObject({ status: 400, param: 'stream' });
  });
});
