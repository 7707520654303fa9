// The page's Cassette provider: its origin answered from the loaded recording, misses honest or handed to the mock, bad files refused.
import { describe, expect, it } from 'vitest';
import { createPageCassette, CASSETTE_BASE_URL } from './page-cassette';

const body = '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}]}';
const tape = JSON.stringify({
  format: 'loopscope-cassette',
  version: 1,
  name: 'hi',
  entries: [
    {
      method: 'POST',
      path: '/chat/completions',
      requestBody: body,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{"recorded":true}',
      streamed: false,
    },
  ],
});

function setup() {
  const seen: string[] = [];
  const mock = async (input: string | URL | Request) => {
    seen.push(String(input));
    return new Response('{"from":"mock"}');
  };
  const network = async () => new Response('{"from":"network"}');
  const cassette = createPageCassette(mock, 'http://mock.loopscope.local/v1');
  return { cassette, fetch: cassette.route(network), seen };
}

describe('page cassette', () => {
  it('answers its origin from the recording and leaves every other origin alone', async () => {
    const { cassette, fetch } = setup();
    expect(cassette.load(tape)).toEqual({ ok: true, name: 'hi', entries: 1 });
    expect(await (await fetch(`${CASSETTE_BASE_URL}/chat/completions`, { method: 'POST', body })).text()).toBe(
      '{"recorded":true}',
    );
    expect(await (await fetch('https://api.openai.com/v1/chat/completions', { method: 'POST', body })).text()).toBe(
      '{"from":"network"}',
    );
    expect(cassette.loaded()?.report.hits).toHaveLength(1);
  });

  it('misses with the error shape, or lets the mock answer once fall-through is on, keeping the counts', async () => {
    const { cassette, fetch, seen } = setup();
    cassette.load(tape);
    const changed = body.replace('hi', 'hello');
    const miss = await fetch(`${CASSETTE_BASE_URL}/chat/completions`, { method: 'POST', body: changed });
    expect(miss.status).toBe(422);
    expect(((await miss.json()) as { error: { code: string } }).error.code).toBe('cassette_miss');
    cassette.setFallthrough(true);
    expect(await (await fetch(`${CASSETTE_BASE_URL}/chat/completions`, { method: 'POST', body: changed })).text()).toBe(
      '{"from":"mock"}',
    );
    expect(seen).toEqual(['http://mock.loopscope.local/v1/chat/completions']);
    expect(cassette.loaded()?.report.misses.map((m) => m.fellThrough)).toEqual([false, true]);
  });

  it('asks the mock for the model list, and refuses a bad file keeping the cassette it had', async () => {
    const { cassette, fetch } = setup();
    expect(await (await fetch(`${CASSETTE_BASE_URL}/models`)).text()).toBe('{"from":"mock"}');
    cassette.load(tape);
    expect(cassette.load('{"format":"nope"}')).toEqual({
      ok: false,
      error: expect.stringMatching(/not a Loopscope cassette/),
    });
    expect(cassette.loaded()?.name).toBe('hi');
  });
});
