// Two sessions with the same seed record identical exchanges; streaming records exactly the bytes the server sent.
import { describe, expect, it } from 'vitest';
import type { FetchLike } from './recording-fetch';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, chat, createHarness, roles } from '@loopscope/seed-scenarios/testing/harness';

async function runSeed(stream: boolean, wrap?: (inner: FetchLike) => FetchLike) {
  const config = seed001Config();
  config.options.stream = stream;
  const { engine } = createHarness({ config, ...(wrap ? { wrap } : {}) });
  await engine.run();
  await engine.continueWith('What about Paris?');
  return activeBranch(engine);
}

/** Keeps a copy of every response body as the server produced it, read independently of the recorder. */
function captureServerBytes(sink: string[]): (inner: FetchLike) => FetchLike {
  return (inner) => async (input, init) => {
    const response = await inner(input, init);
    const [mine, theirs] = response.body!.tee();
    const decoder = new TextDecoder();
    let text = '';
    const reader = mine.getReader();
    const slot = sink.push('') - 1;
    void (async () => {
      for (let r = await reader.read(); !r.done; r = await reader.read())
        text += decoder.decode(r.value, { stream: true });
      sink[slot] = text + decoder.decode();
    })();
    return new Response(theirs, { status: response.status, headers: response.headers });
  };
}

describe('determinism', () => {
  it.each([false, true])('two runs with the same seed produce identical exchanges (stream: %s)', async (stream) => {
    const first = await runSeed(stream);
    const second = await runSeed(stream);
    expect(first.exchanges).toHaveLength(4);
    expect(second.exchanges.map((e) => e.id)).toEqual(first.exchanges.map((e) => e.id));
    expect(second.exchanges.map((e) => e.requestBody)).toEqual(first.exchanges.map((e) => e.requestBody));
    expect(second.exchanges.map((e) => e.responseBody)).toEqual(first.exchanges.map((e) => e.responseBody));
    if (!stream) expect(second.exchanges).toEqual(first.exchanges);
    const responseIds = first.exchanges.map((e) =>
      stream ? JSON.parse(e.events[0]!.data).id : JSON.parse(e.responseBody!).id,
    );
    expect(responseIds.slice(0, 2)).toEqual(['chatcmpl-abc123', 'chatcmpl-def456']);
  });
});

describe('streaming', () => {
  it('records every SSE event, and their raw text concatenates to exactly the bytes the server sent', async () => {
    const sent: string[] = [];
    const branch = await runSeed(true, captureServerBytes(sent));
    expect(branch.exchanges).toHaveLength(4);
    for (const [i, exchange] of branch.exchanges.entries()) {
      expect(exchange).toMatchObject({ streamed: true, state: 'done', status: 200 });
      expect(exchange.events.length).toBeGreaterThan(2);
      expect(exchange.events.at(-1)!.data).toBe('[DONE]');
      expect(exchange.events.map((e) => e.raw).join('')).toBe(sent[i]);
      expect(exchange.responseBody).toBe(sent[i]);
      expect(JSON.parse(exchange.requestBody!)).toMatchObject({ stream: true });
    }
  });

  it('assembles streamed tool-call deltas into the same timeline as a plain run', async () => {
    const streamed = await runSeed(true);
    const plain = await runSeed(false);
    expect(roles(streamed.messages)).toEqual(roles(plain.messages));
    // The seed turn is pinned by the mock's scenario; later call ids are derived from the (streaming) request.
    expect(streamed.messages.slice(0, 7).map((m) => chat(m))).toEqual(plain.messages.slice(0, 7).map((m) => chat(m)));
    const parisCall = (b: typeof plain) =>
      (chat(b.messages[8]!) as { tool_calls: { function: unknown }[] }).tool_calls[0]!.function;
    expect(parisCall(streamed)).toEqual(parisCall(plain));
    expect(chat(streamed.messages[10]!).content).toBe(chat(plain.messages[10]!).content);
  });
});
