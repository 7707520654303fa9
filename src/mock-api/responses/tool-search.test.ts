// Tool search in the mock Responses API: the refusals, hosted and client searches, the namespaced call, billing, and round trips.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { post } from '../testing/harness.ts';
import { specErrors } from '../testing/openapi.ts';
import * as fx from './tool-search.fixtures.ts';

const api = () => createMockApi({ seed: 1, clock: () => 1_780_000_000_000 });
type Item = Record<string, unknown>;

async function create(mock: ReturnType<typeof api>, body: Record<string, unknown>) {
  const res = await post(mock, body, { path: '/responses' });
  return {
    status: res.status,
    json: res.json() as Record<string, unknown> & { output: Item[]; usage: { input_tokens: number }; error: Item },
  };
}

const keys = (o: object) => Object.keys(o).sort();

describe('tool search refusals', () => {
  const refused = async (body: Record<string, unknown>) => {
    const { status, json } = await create(api(), { model: 'gpt-5.5', input: 'hi', ...body });
    expect(status).toBe(400);
    expect(specErrors('ErrorResponse', json)).toEqual([]);
    return json.error;
  };

  it('refuses deferred tools without a tool_search tool, in the real wording', async () => {
    expect(await refused({ tools: [fx.shippingNamespace] })).toMatchObject({
      message: "Invalid Value: 'tools.defer_loading'. Deferred tools require tools.tool_search.",
      type: 'invalid_request_error',
    });
    const topLevel = { ...fx.shippingNamespace.tools[0] };
    expect((await refused({ tools: [topLevel] })).message).toContain('Deferred tools require tools.tool_search.');
  });

  it('checks a namespace: its description, a non-empty member list, only function or custom members', async () => {
    const { description: _d, ...noDescription } = fx.shippingNamespace;
    expect(await refused({ tools: [fx.hostedSearch, noDescription] })).toMatchObject({
      message: "Missing required parameter: 'tools[1].description'.",
      param: 'tools[1].description',
    });
    expect(await refused({ tools: [{ ...fx.shippingNamespace, tools: [] }] })).toMatchObject({
      code: 'empty_array',
      param: 'tools[0].tools',
    });
    expect(await refused({ tools: [{ ...fx.shippingNamespace, tools: [fx.billingNamespace] }] })).toMatchObject({
      message: "Invalid value: 'namespace'. Supported values are: 'function' and 'custom'.",
      param: 'tools[0].tools[0].type',
    });
    expect(await refused({ tools: [{ ...fx.shippingNamespace, name: '' }] })).toMatchObject({
      code: 'empty_string',
      param: 'tools[0].name',
    });
  });

  it('checks the search tool and the search items', async () => {
    expect(await refused({ tools: [{ type: 'tool_search', execution: 'remote' }] })).toMatchObject({
      message: "Invalid value: 'remote'. Supported values are: 'server' and 'client'.",
      param: 'tools[0].execution',
    });
    const { tools: _t, ...noTools } = fx.clientOutputInput;
    expect(await refused({ input: [{ role: 'user', content: 'x' }, fx.clientCallInput, noTools] })).toMatchObject({
      message: "Missing required parameter: 'input[2].tools'.",
    });
    expect(
      await refused({
        tools: [fx.clientSearch, fx.shippingNamespace],
        input: [{ role: 'user', content: 'x' }, fx.clientCallInput],
      }),
    ).toMatchObject({ message: 'No tool output found for tool search call call_search_1.', param: 'input' });
  });
});

describe('hosted tool search', () => {
  it('loads the namespace the question needs, then calls its tool by name and namespace, in shapes the SDK and the spec define', async () => {
    const { status, json } = await create(api(), fx.hostedRequest);
    expect(status).toBe(200);
    expect(specErrors('Response', json)).toEqual([]);
    const [call, output, fn] = json.output.filter((i) => i.type !== 'reasoning');
    expect([call!.type, output!.type, fn!.type]).toEqual(['tool_search_call', 'tool_search_output', 'function_call']);
    expect(keys(call!)).toEqual(keys(fx.hostedCall));
    expect(keys(output!)).toEqual(keys(fx.hostedOutput));
    expect(keys(fn!)).toEqual(keys(fx.namespacedCall));
    expect(call).toMatchObject({ execution: 'server', status: 'completed', call_id: null });
    expect(String(call!.id)).toMatch(/^tsc_/);
    expect(String(output!.id)).toMatch(/^tso_/);
    // Only the shipping namespace is loaded, its member no longer deferred; billing stays unloaded.
    expect(output!.tools).toEqual([
      {
        type: 'namespace',
        name: 'shipping',
        description: fx.shippingNamespace.description,
        tools: [fx.hostedOutput.tools[0]!.tools[0]],
      },
    ]);
    expect(fn).toMatchObject({
      name: 'track_parcel',
      namespace: 'shipping',
      arguments: JSON.stringify({ tracking_number: '1Z999AA10123456784' }),
    });
  });

  it('bills deferred tools only once loaded', async () => {
    const mock = api();
    const deferred = (await create(mock, fx.hostedRequest)).json.usage.input_tokens;
    const undefer = (ns: typeof fx.shippingNamespace | typeof fx.billingNamespace) => ({
      ...ns,
      tools: ns.tools.map(({ defer_loading: _d, ...t }) => t),
    });
    const eager = (
      await create(mock, { ...fx.hostedRequest, tools: [undefer(fx.shippingNamespace), undefer(fx.billingNamespace)] })
    ).json.usage.input_tokens;
    expect(deferred).toBeLessThan(eager);
  });

  it('continues with previous_response_id and, with store: false, from the items sent back whole', async () => {
    const mock = api();
    const first = (await create(mock, fx.hostedRequest)).json;
    const fn = first.output.find((i) => i.type === 'function_call')!;
    const result = { type: 'function_call_output', call_id: fn.call_id, output: '{"status":"Berlin depot"}' };
    const chained = await create(mock, {
      model: 'gpt-5.5',
      tools: fx.hostedRequest.tools,
      previous_response_id: first.id,
      input: [result],
    });
    expect(chained.json.output.at(-1)).toMatchObject({ type: 'message' });
    expect(chained.json.output.some((i) => i.type === 'tool_search_call')).toBe(false);

    // Unstored, the reasoning travels encrypted; every output item goes back as it came, the search items included.
    const unstored = (
      await create(mock, { ...fx.hostedRequest, store: false, include: ['reasoning.encrypted_content'] })
    ).json;
    const replay = [
      { role: 'user', content: fx.question },
      ...unstored.output,
      { ...result, call_id: unstored.output.find((i) => i.type === 'function_call')!.call_id },
    ];
    const manual = await create(mock, { model: 'gpt-5.5', tools: fx.hostedRequest.tools, store: false, input: replay });
    expect(manual.status).toBe(200);
    expect(manual.json.output.at(-1)).toMatchObject({ type: 'message' });
    // The loaded namespace is billed from the replayed tool_search_output: more than the first request, which had none loaded.
    expect(manual.json.usage.input_tokens).toBeGreaterThan(unstored.usage.input_tokens);
  });
});

describe('client tool search', () => {
  const tools = [fx.clientSearch, fx.shippingNamespace, fx.billingNamespace];

  it('ends at the search call, with the arguments its own parameters ask for; the loaded tools then get called', async () => {
    const mock = api();
    const first = (await create(mock, { model: 'gpt-5.5', input: fx.question, tools })).json;
    expect(specErrors('Response', first)).toEqual([]);
    const search = first.output.filter((i) => i.type !== 'reasoning');
    expect(search).toHaveLength(1);
    expect(search[0]).toMatchObject({
      type: 'tool_search_call',
      execution: 'client',
      arguments: { goal: 'track parcel' },
    });
    expect(String(search[0]!.call_id)).toMatch(/^call_/);
    const answer = { ...fx.clientOutputInput, call_id: search[0]!.call_id };
    const second = (await create(mock, { model: 'gpt-5.5', tools, previous_response_id: first.id, input: [answer] }))
      .json;
    expect(second.output.filter((i) => i.type !== 'reasoning')).toEqual([
      expect.objectContaining({ type: 'function_call', name: 'track_parcel', namespace: 'shipping' }),
    ]);
  });

  it('takes the whole exchange as input items (stateless)', async () => {
    const input = [{ role: 'user', content: fx.question }, fx.clientCallInput, fx.clientOutputInput];
    const { status, json } = await create(api(), { model: 'gpt-5.5', tools, store: false, input });
    expect(status).toBe(200);
    expect(json.output.find((i) => i.type === 'function_call')).toMatchObject({
      name: 'track_parcel',
      namespace: 'shipping',
    });
  });
});
