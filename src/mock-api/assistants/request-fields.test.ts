// Each Assistants request body takes exactly the fields of its request schema in the vendored spec: an unknown one is
// refused in the real API's words, and the SDK's own helpers are never refused.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { toFile } from 'openai';
import { REQUEST_FIELDS } from '@loopscope/wire/assistants/validate';
import { OPENAPI_PATH } from '../testing/openapi.ts';
import { SEED_004_WEATHER_ASSISTANT, SEED_004_WEATHER_QUESTION } from '../scenarios/seed-004.ts';
import { call, tickingMock } from './testing/assistants-harness.ts';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  type?: string;
};
const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};
const deref = (s: Schema): Schema => (s.$ref ? deref(doc.components.schemas[s.$ref.split('/').pop()!]!) : s);

/** The properties of a schema: its own, its allOf parts', or those of the one object member of an anyOf/oneOf (an object or null). */
function properties(schema: Schema): string[] {
  const s = deref(schema);
  const own = Object.keys(s.properties ?? {});
  const parts = (s.allOf ?? []).flatMap(properties);
  const objects = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(deref).filter((m) => m.type !== 'null');
  return [...new Set([...own, ...parts, ...(objects.length === 1 ? properties(objects[0]!) : [])])].sort();
}

/** `Schema`, `Schema.prop` (an object) or `Schema.prop[]` (an array's items). */
function schemaAt(key: string): Schema {
  const [name, prop] = key.split('.') as [string, string | undefined];
  let schema = deref(doc.components.schemas[name]!);
  if (prop === undefined) return schema;
  const many = prop.endsWith('[]');
  schema = deref(properties(schema).includes(prop.replace('[]', '')) ? collect(schema)[prop.replace('[]', '')]! : {});
  return many ? deref(schema.items ?? [...(schema.anyOf ?? [])].map(deref).find((m) => m.items)?.items ?? {}) : schema;
}

function collect(schema: Schema): Record<string, Schema> {
  const s = deref(schema);
  return Object.assign({}, ...(s.allOf ?? []).map(collect), s.properties ?? {});
}

/** The endpoints the mock serves, the body each needs besides the unknown field, and the spec schema of that body. */
async function endpoints() {
  const mock = tickingMock();
  const assistant = await mock.client.beta.assistants.create({ model: 'gpt-4o' });
  const thread = await mock.client.beta.threads.create({ messages: [{ role: 'user', content: 'Hi.' }] });
  const message = (await mock.client.beta.threads.messages.list(thread.id)).data[0]!;
  const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
  const file = await mock.client.files.create({
    file: await toFile(Buffer.from('Returns within 30 days.'), 'help.md'),
    purpose: 'assistants',
  });
  const store = await mock.client.vectorStores.create({ name: 'Help', file_ids: [file.id] });
  const cases: [string, string, Record<string, unknown>][] = [
    ['CreateAssistantRequest', '/assistants', { model: 'gpt-4o' }],
    ['ModifyAssistantRequest', `/assistants/${assistant.id}`, {}],
    ['CreateThreadRequest', '/threads', {}],
    ['ModifyThreadRequest', `/threads/${thread.id}`, {}],
    ['CreateMessageRequest', `/threads/${thread.id}/messages`, { role: 'user', content: 'Hi.' }],
    ['ModifyMessageRequest', `/threads/${thread.id}/messages/${message.id}`, {}],
    ['CreateRunRequest', `/threads/${thread.id}/runs`, { assistant_id: assistant.id }],
    ['CreateThreadAndRunRequest', '/threads/runs', { assistant_id: assistant.id }],
    ['ModifyRunRequest', `/threads/${thread.id}/runs/${run.id}`, {}],
    ['SubmitToolOutputsRunRequest', `/threads/${thread.id}/runs/${run.id}/submit_tool_outputs`, { tool_outputs: [] }],
    ['CreateVectorStoreRequest', '/vector_stores', {}],
    ['UpdateVectorStoreRequest', `/vector_stores/${store.id}`, {}],
    ['CreateVectorStoreFileRequest', `/vector_stores/${store.id}/files`, { file_id: 'file-x' }],
    ['VectorStoreSearchRequest', `/vector_stores/${store.id}/search`, { query: 'returns' }],
    ['CreateVectorStoreFileBatchRequest', `/vector_stores/${store.id}/file_batches`, { file_ids: [file.id] }],
    ['UpdateVectorStoreFileAttributesRequest', `/vector_stores/${store.id}/files/${file.id}`, { attributes: {} }],
  ];
  return { mock, cases };
}

describe('Assistants request bodies follow the spec’s request schemas', () => {
  it('each endpoint’s field list is exactly its spec schema’s properties', () => {
    const off = Object.entries(REQUEST_FIELDS)
      .map(([key, fields]) => ({ key, mock: Object.keys(fields).sort(), spec: properties(schemaAt(key)) }))
      .filter(({ mock, spec }) => JSON.stringify(mock) !== JSON.stringify(spec));
    expect(off).toEqual([]);
  });

  it('every Assistants and vector store request schema of the spec is checked', () => {
    const named = Object.entries(doc.paths)
      .filter(([path]) => /^\/(assistants|threads|vector_stores)/.test(path))
      .flatMap(([, ops]) =>
        Object.values(ops).map((op) => op.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').pop()),
      )
      .filter((name): name is string => name !== undefined);
    expect(named.filter((name) => !(name in REQUEST_FIELDS))).toEqual([]);
  });

  it('every served endpoint refuses an argument its schema does not name, in the real API’s words', async () => {
    const { mock, cases } = await endpoints();
    const answers = [];
    for (const [schema, path, body] of cases) {
      const res = await call(mock.api, 'POST', path, { ...body, surplus_knob: 1 });
      answers.push(`${schema} ${res.status} ${res.json().error?.message}`);
    }
    expect(answers).toEqual(
      cases.map(([schema]) => `${schema} 400 Unrecognized request argument supplied: surplus_knob`),
    );
  });

  it('create-and-run refuses reasoning_effort (its schema, unlike run create’s, does not name it)', async () => {
    const { mock, cases } = await endpoints();
    const assistantId = cases.find(([schema]) => schema === 'CreateRunRequest')![2].assistant_id;
    const andRun = await call(mock.api, 'POST', '/threads/runs', {
      assistant_id: assistantId,
      reasoning_effort: 'low',
      thread: { messages: [{ role: 'user', content: 'Hi.' }] },
    });
    expect([andRun.status, andRun.json().error.message]).toEqual([
      400,
      'Unrecognized request argument supplied: reasoning_effort',
    ]);
    const thread = await mock.client.beta.threads.create({ messages: [{ role: 'user', content: 'Hi.' }] });
    expect(
      (
        await call(mock.api, 'POST', `/threads/${thread.id}/runs`, {
          assistant_id: assistantId,
          model: 'o3',
          reasoning_effort: 'low',
        })
      ).status,
    ).toBe(200);
  });

  it('a nested object names its unknown field by path: a tool output, a thread of create-and-run, a message of a new thread', async () => {
    const { mock, cases } = await endpoints();
    const assistantId = cases.find(([schema]) => schema === 'CreateRunRequest')![2].assistant_id;
    const messages = await call(mock.api, 'POST', '/threads', {
      messages: [{ role: 'user', content: 'Hi.', file_ids: [] }],
    });
    expect(messages.json().error.message).toBe("Unknown parameter: 'messages[0].file_ids'.");
    const andRun = await call(mock.api, 'POST', '/threads/runs', {
      assistant_id: assistantId,
      thread: { messages: [], title: 'x' },
    });
    expect(andRun.json().error.message).toBe("Unknown parameter: 'thread.title'.");
    const weather = await mock.client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const thread = await mock.client.beta.threads.create({
      messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }],
    });
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: weather.id });
    const callId = run.required_action!.submit_tool_outputs.tool_calls[0]!.id;
    const outputs = await call(mock.api, 'POST', `/threads/${thread.id}/runs/${run.id}/submit_tool_outputs`, {
      tool_outputs: [{ tool_call_id: callId, output: '18', name: 'get_weather' }],
    });
    expect([outputs.status, outputs.json().error.message]).toEqual([400, "Unknown parameter: 'tool_outputs[0].name'."]);
  });

  it('the SDK’s own helpers are never refused: createAndPoll, submitToolOutputsAndPoll, stream, createAndRunPoll, createAndRunStream', async () => {
    const mock = tickingMock();
    const weather = await mock.client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const thread = await mock.client.beta.threads.create({
      messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }],
    });
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: weather.id });
    const tool_outputs = run.required_action!.submit_tool_outputs.tool_calls.map((c) => ({
      tool_call_id: c.id,
      output: '{"temperature_c": 18}',
    }));
    expect(
      (await mock.client.beta.threads.runs.submitToolOutputsAndPoll(run.id, { thread_id: thread.id, tool_outputs }))
        .status,
    ).toBe('completed');
    const plain = await mock.client.beta.assistants.create({ model: 'gpt-4o' });
    const streamed = await mock.client.beta.threads.runs.stream(thread.id, { assistant_id: plain.id }).finalRun();
    expect(streamed.status).toBe('completed');
    expect(
      (
        await mock.client.beta.threads.createAndRunPoll({
          assistant_id: plain.id,
          thread: { messages: [{ role: 'user', content: 'Hi.' }] },
        })
      ).status,
    ).toBe('completed');
    const andRun = await mock.client.beta.threads
      .createAndRunStream({ assistant_id: plain.id, thread: { messages: [{ role: 'user', content: 'Hi.' }] } })
      .finalRun();
    expect(andRun.status).toBe('completed');
  });
});
