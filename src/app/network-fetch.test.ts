// The real-provider fetch names its failures: CORS (the server answered a no-cors probe), no connection, timeout.
import { describe, expect, it } from 'vitest';
import { createNetworkFetch } from './network-fetch';

const URL_ = 'https://api.openai.com/v1/chat/completions';

describe('createNetworkFetch', () => {
  it('passes answers through untouched', async () => {
    const fetch = createNetworkFetch(async () => new Response('{"ok":true}', { status: 201 }));
    const response = await fetch(URL_, { method: 'POST', body: '{}' });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('calls it CORS when the same URL answers a no-cors probe', async () => {
    const modes: (string | undefined)[] = [];
    const fetch = createNetworkFetch(async (_input, init) => {
      modes.push(init?.mode);
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch(URL_, { method: 'POST' })).rejects.toThrow(
      'CORS: api.openai.com answered, but its CORS headers do not let this page read the response',
    );
    expect(modes).toEqual([undefined, 'no-cors']);
  });

  it('calls it no connection when even the probe fails', async () => {
    const fetch = createNetworkFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch(URL_)).rejects.toThrow('Network: could not reach api.openai.com (Failed to fetch)');
  });

  it('calls a hang a timeout, and leaves a caller abort alone', async () => {
    const hang = (_input: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await expect(createNetworkFetch(hang, { timeoutMs: 20 })(URL_)).rejects.toThrow(
      'Timeout: api.openai.com did not answer within 20 ms',
    );

    const caller = new AbortController();
    const pending = createNetworkFetch(hang, { timeoutMs: 5_000 })(URL_, { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
