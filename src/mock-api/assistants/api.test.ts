// The Assistants endpoints' edges: the beta header, v1 payloads, pagination, per-key isolation and bounded stores.
import { describe, expect, it } from 'vitest';
import { SEED_004_V1_RETRIEVAL_ASSISTANT } from '../scenarios/seed-004.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';
import { call, tickingMock } from './testing/assistants-harness.ts';

describe('Assistants endpoints', () => {
  it('answers a missing beta header with the real 400', async () => {
    const { api } = tickingMock();
    const response = await call(api, 'GET', '/assistants', undefined, { 'openai-beta': '' });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      error: {
        message:
          "You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.",
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_beta',
      },
    });
    const v1 = await call(api, 'POST', '/threads', {}, { 'openai-beta': 'assistants=v1' });
    expect(v1.json().error.message).toMatch(/^The v1 Assistants API has been deprecated\./);
  });

  it("rejects seed 004's v1 payloads as v2 does: file_ids first, then the retrieval tool", async () => {
    const { api } = tickingMock();
    const asWritten = await call(api, 'POST', '/assistants', SEED_004_V1_RETRIEVAL_ASSISTANT);
    expect(asWritten.status).toBe(400);
    expect(asWritten.json().error).toEqual({
      message: 'Unrecognized request argument supplied: file_ids',
      type: 'invalid_request_error',
      param: null,
      code: null,
    });
    const { file_ids: _ids, ...withoutFiles } = SEED_004_V1_RETRIEVAL_ASSISTANT;
    const retrieval = await call(api, 'POST', '/assistants', { ...withoutFiles, model: 'gpt-4o' });
    expect(retrieval.json().error).toEqual({
      message: "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.",
      type: 'invalid_request_error',
      param: 'tools[0].type',
      code: 'invalid_value',
    });
    const message = await call(api, 'POST', '/threads', {
      messages: [{ role: 'user', content: 'x', file_ids: ['file-1'] }],
    });
    expect(message.json().error).toMatchObject({
      message: "Unknown parameter: 'messages[0].file_ids'.",
      param: 'messages[0].file_ids',
      code: 'unknown_parameter',
    });
  });

  it('validates bodies: missing fields, types, unknown models', async () => {
    const { api } = tickingMock();
    expect((await call(api, 'POST', '/assistants', {})).json().error).toMatchObject({
      message: "Missing required parameter: 'model'.",
      param: 'model',
    });
    expect((await call(api, 'POST', '/assistants', { model: 'gpt-9' })).status).toBe(404);
    const thread = (await call(api, 'POST', '/threads', {})).json();
    expect(
      (await call(api, 'POST', `/threads/${thread.id}/messages`, { role: 'system', content: 'x' })).json().error
        .message,
    ).toBe("Invalid value: 'system'. Supported values are: 'user' and 'assistant'.");
    expect((await call(api, 'POST', `/threads/${thread.id}/runs`, {})).json().error.message).toBe(
      "Missing required parameter: 'assistant_id'.",
    );
    expect(
      (await call(api, 'POST', `/threads/${thread.id}/runs`, { assistant_id: 'asst_nope' })).json().error.message,
    ).toBe("No assistant found with id 'asst_nope'.");
    expect((await call(api, 'GET', '/threads/thread_nope')).status).toBe(404);
  });

  it('paginates with limit, order, after and before', async () => {
    const { api } = tickingMock();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await call(api, 'POST', '/assistants', { model: 'gpt-4o', name: `A${i}` })).json().id);
    const first = (await call(api, 'GET', '/assistants?limit=2&order=asc')).json();
    assertMatchesSpec('ListAssistantsResponse', first);
    expect(first.data.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 2));
    expect([first.first_id, first.last_id, first.has_more]).toEqual([ids[0], ids[1], true]);
    const next = (await call(api, 'GET', `/assistants?limit=2&order=asc&after=${first.last_id}`)).json();
    expect(next.data.map((a: { id: string }) => a.id)).toEqual(ids.slice(2, 4));
    const last = (await call(api, 'GET', `/assistants?limit=2&order=asc&after=${next.last_id}`)).json();
    expect([last.data.length, last.has_more]).toEqual([1, false]);
    const back = (await call(api, 'GET', `/assistants?limit=2&order=asc&before=${ids[4]}`)).json();
    expect(back.data.map((a: { id: string }) => a.id)).toEqual(ids.slice(2, 4));
    expect(back.has_more).toBe(true);
    const newest = (await call(api, 'GET', '/assistants')).json();
    expect(newest.data.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    expect((await call(api, 'GET', '/assistants?limit=101')).json().error.code).toBe('integer_above_max_value');
    expect((await call(api, 'GET', '/assistants?order=up')).json().error.message).toBe(
      "Invalid value: 'up'. Supported values are: 'asc' and 'desc'.",
    );
  });

  it('keeps objects per API key: another key gets a 404', async () => {
    const { api } = tickingMock();
    const assistant = (await call(api, 'POST', '/assistants', { model: 'gpt-4o' })).json();
    expect((await call(api, 'GET', `/assistants/${assistant.id}`)).status).toBe(200);
    const other = await call(api, 'GET', `/assistants/${assistant.id}`, undefined, {
      authorization: 'Bearer sk-someone-else',
    });
    expect(other.status).toBe(404);
    expect(other.json().error.message).toBe(`No assistant found with id '${assistant.id}'.`);
  });

  it('bounds each store in count and age', async () => {
    const mock = tickingMock({ storeLimits: { maxObjectsPerKey: 2, maxAgeMs: 3_600_000, maxKeys: 10 } });
    const a = (await call(mock.api, 'POST', '/assistants', { model: 'gpt-4o' })).json();
    const b = (await call(mock.api, 'POST', '/assistants', { model: 'gpt-4o' })).json();
    const c = (await call(mock.api, 'POST', '/assistants', { model: 'gpt-4o' })).json();
    expect((await call(mock.api, 'GET', `/assistants/${a.id}`)).status).toBe(404);
    expect((await call(mock.api, 'GET', `/assistants/${b.id}`)).status).toBe(200);
    mock.clock.advance(3601_000);
    expect((await call(mock.api, 'GET', `/assistants/${c.id}`)).status).toBe(404);
  });

  it('modifies and deletes assistants, threads and messages', async () => {
    const { api } = tickingMock();
    const assistant = (await call(api, 'POST', '/assistants', { model: 'gpt-4o' })).json();
    const renamed = (
      await call(api, 'POST', `/assistants/${assistant.id}`, { name: 'Renamed', metadata: { k: 'v' } })
    ).json();
    assertMatchesSpec('AssistantObject', renamed);
    expect([renamed.name, renamed.metadata]).toEqual(['Renamed', { k: 'v' }]);
    const thread = (await call(api, 'POST', '/threads', { messages: [{ role: 'user', content: 'hi' }] })).json();
    const list = (await call(api, 'GET', `/threads/${thread.id}/messages`)).json();
    const msg = list.data[0];
    expect(
      (await call(api, 'POST', `/threads/${thread.id}/messages/${msg.id}`, { metadata: { seen: 'yes' } })).json()
        .metadata,
    ).toEqual({ seen: 'yes' });
    expect((await call(api, 'DELETE', `/threads/${thread.id}/messages/${msg.id}`)).json()).toEqual({
      id: msg.id,
      object: 'thread.message.deleted',
      deleted: true,
    });
    expect((await call(api, 'DELETE', `/threads/${thread.id}`)).json()).toEqual({
      id: thread.id,
      object: 'thread.deleted',
      deleted: true,
    });
    expect((await call(api, 'DELETE', `/assistants/${assistant.id}`)).json()).toEqual({
      id: assistant.id,
      object: 'assistant.deleted',
      deleted: true,
    });
    expect((await call(api, 'GET', `/assistants/${assistant.id}`)).status).toBe(404);
  });
});
