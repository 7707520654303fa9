// Seed 004's v1 payloads: the doctor names what v2 rejects (with the mock's own error text) and its fix writes a v2
// body the mock accepts, files moved to tool_resources and attachments.
import { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { applyFix, diagnoseRequest, type WireCall } from '@loopscope/payloads/doctor/index';
import { SEED_004_V1_RETRIEVAL_ASSISTANT } from '../scenarios/seed-004.ts';
import { call, tickingMock } from './testing/assistants-harness.ts';

const assistantCall = (request: unknown): WireCall => ({
  style: 'assistants',
  method: 'POST',
  path: '/assistants',
  request,
  response: null,
});

describe('seed 004 v1 payloads', () => {
  it('the doctor flags file_ids and the retrieval tool with the errors the mock answers, and its v2 form is created', async () => {
    const { api, client } = tickingMock();
    const file = await client.files.create({
      file: await toFile(Buffer.from('# Returns\nRefunds within 30 days.'), 'faq.md'),
      purpose: 'assistants',
    });
    const v1 = { ...SEED_004_V1_RETRIEVAL_ASSISTANT, model: 'gpt-4o', file_ids: [file.id] };

    const findings = diagnoseRequest(assistantCall(v1));
    expect(findings.map((f) => f.at)).toEqual(['file_ids', 'tools[0].type']);
    const asSent = await call(api, 'POST', '/assistants', v1);
    expect(asSent.status).toBe(400);
    expect(findings[0]!.apiError).toBe(asSent.json().error.message);
    const { file_ids: _files, ...withoutFiles } = v1;
    expect(findings[1]!.apiError).toBe((await call(api, 'POST', '/assistants', withoutFiles)).json().error.message);
    expect(findings[0]!.why).toMatch(/file_search/);

    const v2 = applyFix([assistantCall(v1)], findings[1]!);
    expect(v2).toEqual({
      instructions: v1.instructions,
      name: v1.name,
      tools: [{ type: 'file_search' }],
      model: 'gpt-4o',
      tool_resources: { file_search: { vector_stores: [{ file_ids: [file.id] }] } },
    });
    const created = await call(api, 'POST', '/assistants', v2);
    expect(created.status).toBe(200);
    expect(created.json().tool_resources.file_search.vector_store_ids).toHaveLength(1);
    expect(diagnoseRequest(assistantCall(v2))).toEqual([]);
  });

  it("a v1 message's file_ids become attachments the mock takes", async () => {
    const { api, client } = tickingMock();
    const file = await client.files.create({
      file: await toFile(Buffer.from('Menu: soup.'), 'menu.txt'),
      purpose: 'assistants',
    });
    const v1: WireCall = {
      style: 'assistants',
      method: 'POST',
      path: '/threads',
      request: { messages: [{ role: 'user', content: 'What is on the menu?', file_ids: [file.id] }] },
      response: null,
    };
    const [finding] = diagnoseRequest(v1);
    expect(finding!.at).toBe('messages[0].file_ids');
    expect(finding!.apiError).toBe((await call(api, 'POST', '/threads', v1.request)).json().error.message);
    const v2 = applyFix([v1], finding!);
    expect(v2).toEqual({
      messages: [
        {
          role: 'user',
          content: 'What is on the menu?',
          attachments: [{ file_id: file.id, tools: [{ type: 'file_search' }] }],
        },
      ],
    });
    expect((await call(api, 'POST', '/threads', v2)).status).toBe(200);
  });
});
