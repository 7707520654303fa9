// Assistants inputs an attacker would try: inherited names as fields, odd metadata keys, file ids that are not the caller's, a create that fails half-way.
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../testing/harness.ts';
import { call, tickingMock } from './testing/assistants-harness.ts';

/** Sends raw JSON text: an object literal with `__proto__` would set the prototype instead of sending the key. */
async function raw(api: ReturnType<typeof tickingMock>['api'], method: string, path: string, text: string) {
  const res = await api.fetch(
    new Request(`${BASE_URL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-assistants-test',
        'openai-beta': 'assistants=v2',
      },
      body: method === 'GET' ? null : text,
    }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function upload(api: ReturnType<typeof tickingMock>['api'], key: string) {
  const form = new FormData();
  form.set('purpose', 'assistants');
  form.set('file', new File(['The menu: soup.'], 'menu.txt', { type: 'text/plain' }));
  const res = await api.fetch(
    new Request(`${BASE_URL}/files`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form }),
  );
  return ((await res.json()) as { id: string }).id;
}

describe('hostile Assistants fields', () => {
  it("refuses inherited names as fields, as unknown arguments, and never changes a stored object's prototype", async () => {
    const { api } = tickingMock();
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const created = await raw(api, 'POST', '/assistants', `{"model":"gpt-4o","${name}":{"polluted":"yes"}}`);
      expect(created.status, name).toBe(400);
      expect(created.json.error.message).toBe(`Unrecognized request argument supplied: ${name}`);
    }
    const assistant = (await call(api, 'POST', '/assistants', { model: 'gpt-4o', name: 'Plain' })).json();
    const modified = await raw(api, 'POST', `/assistants/${assistant.id}`, '{"__proto__":{"name":"Inherited"}}');
    expect(modified.status).toBe(400);
    const stored = (await call(api, 'GET', `/assistants/${assistant.id}`)).json();
    expect(stored.name).toBe('Plain');
    expect(stored).not.toHaveProperty('polluted');
  });

  it('stores __proto__, constructor and toString as plain metadata keys', async () => {
    const { api } = tickingMock();
    const metadata = '{"__proto__":"a","constructor":"b","toString":"c"}';
    const created = await raw(api, 'POST', '/assistants', `{"model":"gpt-4o","metadata":${metadata}}`);
    expect(created.status).toBe(200);
    const read = await raw(api, 'GET', `/assistants/${created.json.id}`, '');
    expect(JSON.stringify(read.json.metadata)).toBe(metadata);
    const thread = await raw(api, 'POST', '/threads', `{"metadata":${metadata}}`);
    expect(JSON.stringify((await raw(api, 'GET', `/threads/${thread.json.id}`, '')).json.metadata)).toBe(metadata);
  });

  it("refuses file ids that are unknown or another key's with the real 404, in attachments and tool resources", async () => {
    const { api } = tickingMock();
    const others = await upload(api, 'sk-someone-else');
    const thread = (await call(api, 'POST', '/threads', {})).json();
    for (const id of ['file-doesnotexist', others]) {
      const attached = await call(api, 'POST', `/threads/${thread.id}/messages`, {
        role: 'user',
        content: 'hi',
        attachments: [{ file_id: id, tools: [{ type: 'file_search' }] }],
      });
      expect(attached.status).toBe(404);
      expect(attached.json().error).toEqual({
        message: `No file found with id '${id}'.`,
        type: 'invalid_request_error',
        param: 'attachments[0].file_id',
        code: null,
      });
      const resources = await call(api, 'POST', '/assistants', {
        model: 'gpt-4o',
        tools: [{ type: 'code_interpreter' }],
        tool_resources: { code_interpreter: { file_ids: [id] } },
      });
      expect(resources.status).toBe(404);
      expect(resources.json().error.message).toBe(`No file found with id '${id}'.`);
    }
    const inThread = await call(api, 'POST', '/threads', {
      messages: [
        { role: 'user', content: 'a' },
        { role: 'user', content: 'b', attachments: [{ file_id: others }] },
      ],
    });
    expect(inThread.json().error.param).toBe('messages[1].attachments[0].file_id');
    expect((await call(api, 'GET', `/threads/${thread.id}/messages`)).json().data).toEqual([]);
  });

  it('leaves no vector store behind when its create names a file that is not there', async () => {
    const { api } = tickingMock();
    const mine = await upload(api, 'sk-assistants-test');
    const failed = await call(api, 'POST', '/vector_stores', { name: 'half', file_ids: [mine, 'file-missing'] });
    expect(failed.status).toBe(404);
    expect(failed.json().error).toMatchObject({
      message: "No file found with id 'file-missing'.",
      param: 'file_ids[1]',
    });
    const inline = await call(api, 'POST', '/threads', {
      tool_resources: { file_search: { vector_stores: [{ file_ids: [mine, 'file-missing'] }] } },
    });
    expect(inline.json().error?.message).toBe("No file found with id 'file-missing'.");
    expect((await call(api, 'GET', '/vector_stores')).json().data).toEqual([]);
  });
});
