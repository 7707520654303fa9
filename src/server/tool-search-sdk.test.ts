// The openai SDK against the server of `npm start` over real HTTP: a tool-search round trip, hosted (streamed) and client-executed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import * as fx from '@loopscope/mock-api/responses/tool-search.fixtures';

describe('tool search through the SDK and the HTTP server', () => {
  let sdk: SdkServer;
  let client: OpenAI;

  beforeAll(async () => {
    sdk = await startSdkServer();
    client = sdk.client;
  });
  afterAll(() => sdk.close());

  it('hosted: the stream carries the search, the loaded namespace and the namespaced call; the chained answer follows the tool output', async () => {
    const stream = client.responses.stream({ ...fx.hostedRequest, stream: true });
    const added: string[] = [];
    stream.on('response.output_item.added', (event) => added.push(event.item.type));
    const first = await stream.finalResponse();
    expect(added.filter((t) => t !== 'reasoning')).toEqual(['tool_search_call', 'tool_search_output', 'function_call']);
    const loaded = first.output.find((i) => i.type === 'tool_search_output');
    expect(loaded?.type === 'tool_search_output' && loaded.tools.map((t) => t.type === 'namespace' && t.name)).toEqual([
      'shipping',
    ]);
    const call = first.output.find((i) => i.type === 'function_call');
    expect(call?.type === 'function_call' && [call.name, call.namespace]).toEqual(['track_parcel', 'shipping']);
    if (call?.type !== 'function_call') return;
    const second = await client.responses.create({
      model: fx.hostedRequest.model,
      tools: fx.hostedRequest.tools,
      previous_response_id: first.id,
      input: [{ type: 'function_call_output', call_id: call.call_id, output: '{"status":"Berlin depot"}' }],
    });
    expect(second.output_text).toContain('Berlin depot');
  });

  it('client: the response stops at the search call; the caller loads the tools and the model calls one', async () => {
    const tools = [fx.clientSearch, fx.shippingNamespace, fx.billingNamespace];
    const first = await client.responses.create({ model: 'gpt-5.5', input: fx.question, tools });
    const search = first.output.find((i) => i.type === 'tool_search_call');
    expect(search).toMatchObject({ execution: 'client', status: 'completed' });
    expect(first.output.some((i) => i.type === 'function_call')).toBe(false);
    const answer: ResponseInputItem = {
      ...fx.clientOutputInput,
      call_id: search?.type === 'tool_search_call' ? search.call_id : null,
    };
    const second = await client.responses.create({
      model: 'gpt-5.5',
      tools,
      previous_response_id: first.id,
      input: [answer],
    });
    expect(second.output.find((i) => i.type === 'function_call')).toMatchObject({
      name: 'track_parcel',
      namespace: 'shipping',
    });
  });
});
