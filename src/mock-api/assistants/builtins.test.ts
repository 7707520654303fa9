// Built-in tools: code_interpreter writes and runs a program for seed 004's equation; file_search ranks and cites an upload.
import { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { SEED_004_MATH_ASSISTANT, SEED_004_MATH_QUESTION } from '../scenarios/seed-004.ts';
import { assertAssistantsExchangesMatchSpec, stubRunner, tickingMock } from './testing/assistants-harness.ts';

const HANDBOOK = [
  '# Loopscope travel handbook',
  '',
  'Expenses are reimbursed within 14 days of submitting the receipt.',
  'Meals abroad are covered up to 60 euros per day.',
  '',
  '## Equipment',
  'Laptops must be returned to the IT desk when an employee leaves the company.',
].join('\n');
const MENU = 'The canteen serves soup on Mondays and pasta on Fridays. Coffee is free all week.';

describe('code_interpreter', () => {
  it('solves 3x + 11 = 14 with a visible program and answers from its output', async () => {
    const runner = stubRunner(['x = 1']);
    const { client, exchanges } = tickingMock({ runCode: runner.runCode });
    const assistant = await client.beta.assistants.create(SEED_004_MATH_ASSISTANT);
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: SEED_004_MATH_QUESTION }] });
    const run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('completed');
    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id, order: 'asc' });
    const details = steps.data[0]!.step_details;
    if (details.type !== 'tool_calls' || details.tool_calls[0]!.type !== 'code_interpreter')
      throw new Error('expected a code_interpreter step first');
    const code = details.tool_calls[0]!.code_interpreter;
    // The program is Python, as the real code_interpreter writes; the step shows exactly what the runner was given.
    expect(code.input).toContain('x = (c - b) / a\nprint(f"x = {x}")');
    expect(runner.programs).toEqual([code.input]);
    expect(code.outputs).toEqual([{ type: 'logs', logs: 'x = 1' }]);
    const [answer] = (await client.beta.threads.messages.list(thread.id)).data;
    expect(answer!.content[0]).toEqual({
      type: 'text',
      text: { value: 'The solution to the equation `3x + 11 = 14` is `x = 1`.', annotations: [] },
    });
    await assertAssistantsExchangesMatchSpec(exchanges);
  });

  it('says so in the step log when no code runner was given', async () => {
    const { client } = tickingMock();
    const assistant = await client.beta.assistants.create(SEED_004_MATH_ASSISTANT);
    const run = await client.beta.threads.createAndRunPoll({
      assistant_id: assistant.id,
      thread: { messages: [{ role: 'user', content: 'What is 6 * 7?' }] },
    });
    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: run.thread_id, order: 'asc' });
    const details = steps.data[0]!.step_details;
    expect(
      details.type === 'tool_calls' &&
        details.tool_calls[0]!.type === 'code_interpreter' &&
        details.tool_calls[0]!.code_interpreter.outputs[0],
    ).toEqual({
      type: 'logs',
      logs: 'code_interpreter is not available: this mock API was created without a code runner.',
    });
  });
});

describe('file_search', () => {
  it('ranks uploaded files with BM25 and cites the best one with a file_citation', async () => {
    const { client, exchanges } = tickingMock();
    const handbook = await client.files.create({
      file: await toFile(Buffer.from(HANDBOOK), 'handbook.md'),
      purpose: 'assistants',
    });
    const menu = await client.files.create({
      file: await toFile(Buffer.from(MENU), 'menu.txt'),
      purpose: 'assistants',
    });
    expect(handbook).toMatchObject({
      object: 'file',
      purpose: 'assistants',
      filename: 'handbook.md',
      bytes: HANDBOOK.length,
    });
    const store = await client.vectorStores.create({ name: 'Company docs', file_ids: [handbook.id, menu.id] });
    expect(store.file_counts.completed).toBe(2);
    const assistant = await client.beta.assistants.create({
      model: 'gpt-4o',
      tools: [{ type: 'file_search' }],
      tool_resources: { file_search: { vector_store_ids: [store.id] } },
    });
    const thread = await client.beta.threads.create({
      messages: [{ role: 'user', content: 'How many days until expenses are reimbursed?' }],
    });
    const run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('completed');

    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id, order: 'asc' });
    const details = steps.data[0]!.step_details;
    if (details.type !== 'tool_calls' || details.tool_calls[0]!.type !== 'file_search')
      throw new Error('expected a file_search step first');
    const results = details.tool_calls[0]!.file_search.results!;
    expect(results[0]).toEqual({ file_id: handbook.id, file_name: 'handbook.md', score: 1 });

    const [answer] = (await client.beta.threads.messages.list(thread.id)).data;
    const block = answer!.content[0]!;
    if (block.type !== 'text') throw new Error('expected text');
    expect(block.text.value).toContain('Expenses are reimbursed within 14 days of submitting the receipt.');
    const citation = block.text.annotations[0]!;
    expect(citation.type).toBe('file_citation');
    expect(citation.type === 'file_citation' && citation.file_citation.file_id).toBe(handbook.id);
    expect(block.text.value.slice(citation.start_index, citation.end_index)).toBe(citation.text);

    expect(await (await client.files.content(handbook.id)).text()).toBe(HANDBOOK);
    await assertAssistantsExchangesMatchSpec(exchanges);
  });

  it('lists, retrieves and deletes files and vector store files', async () => {
    const { client } = tickingMock();
    const file = await client.files.create({
      file: await toFile(Buffer.from(MENU), 'menu.txt'),
      purpose: 'assistants',
    });
    const store = await client.vectorStores.create({ name: 'Menu' });
    await client.vectorStores.files.create(store.id, { file_id: file.id });
    expect((await client.vectorStores.files.list(store.id)).data.map((f) => f.id)).toEqual([file.id]);
    expect((await client.files.list()).data.map((f) => f.id)).toEqual([file.id]);
    expect(await client.files.delete(file.id)).toEqual({ id: file.id, object: 'file', deleted: true });
    expect((await client.vectorStores.retrieve(store.id)).file_counts.total).toBe(0);
    await expect(client.files.retrieve(file.id)).rejects.toThrow(`No such File object: ${file.id}`);
  });
});
