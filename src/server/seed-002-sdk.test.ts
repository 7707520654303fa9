// Seed 002's own snippets, as written, through the openai SDK against the server of `npm start`: gpt-6-astra answers,
// and the stateless (store: false) history with its encrypted reasoning goes back as input and is accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';

describe("seed 002's snippets against the HTTP server", () => {
  let sdk: SdkServer;
  beforeAll(async () => {
    sdk = await startSdkServer();
  });
  afterAll(() => sdk.close());

  it('the knock-knock input on gpt-6-astra: a reasoning item, then the final answer', async () => {
    const response = await sdk.client.responses.create({
      model: 'gpt-6-astra',
      input: [
        { role: 'user', content: 'knock knock.' },
        { role: 'assistant', content: "Who's there?" },
        { role: 'user', content: 'Orange.' },
      ],
    });
    expect(response.output.map((item) => item.type)).toEqual(['reasoning', 'message']);
    expect(response.output_text.length).toBeGreaterThan(0);
  });

  it('store=False with the whole output added to the history: the next turn is accepted and not stored', async () => {
    const history: ResponseInputItem[] = [{ role: 'user', content: 'tell me a joke' }];
    const response = await sdk.client.responses.create({ model: 'gpt-6-astra', input: history, store: false });
    history.push(...(response.output as ResponseInputItem[]));
    history.push({ role: 'user', content: 'tell me another' });
    const second = await sdk.client.responses.create({ model: 'gpt-6-astra', input: history, store: false });
    expect(second.output_text.length).toBeGreaterThan(0);
    // Not stored: the server cannot hand the first response back.
    await expect(sdk.client.responses.retrieve(response.id)).rejects.toMatchObject({ status: 404 });
  });
});
