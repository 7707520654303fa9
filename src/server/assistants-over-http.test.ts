// The Assistants simulator over real HTTP at /v1: code_interpreter runs in the Python sandbox (Responses' hosted one
// too), keys stay apart, CORS exposes the poll hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { SEED_004_MATH_ASSISTANT, SEED_004_MATH_QUESTION } from '@loopscope/mock-api/scenarios/seed-004';
import { createServerApp } from './app.ts';

describe('Assistants at /v1 over HTTP', () => {
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    const app = createServerApp({
      staticRoot: null,
      mockApi: { runTiming: { queuedMs: 20, workMs: 20, pollAfterMs: 10 } },
    });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    server.close();
  });

  // Python (Pyodide) loads on the first code_interpreter run: seconds on a busy machine, beyond the default timeout.
  it('code_interpreter solves 3x + 11 = 14 in Python in the sandbox, and the step shows the program and its log', async () => {
    const client = new OpenAI({ apiKey: 'sk-http-one', baseURL: base, maxRetries: 0 });
    const assistant = await client.beta.assistants.create(SEED_004_MATH_ASSISTANT);
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: SEED_004_MATH_QUESTION }] });
    const run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('completed');
    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: thread.id, order: 'asc' });
    const details = steps.data[0]!.step_details;
    if (details.type !== 'tool_calls' || details.tool_calls[0]!.type !== 'code_interpreter')
      throw new Error('expected a code step');
    // Python, run in the server's worker thread: the log is what the program printed.
    expect(details.tool_calls[0]!.code_interpreter.input).toMatch(/^print\(f"x = \{x\}"\)$/m);
    expect(details.tool_calls[0]!.code_interpreter.outputs).toEqual([{ type: 'logs', logs: 'x = 1' }]);

    const other = new OpenAI({ apiKey: 'sk-http-two', baseURL: base, maxRetries: 0 });
    await expect(other.beta.threads.retrieve(thread.id)).rejects.toMatchObject({ status: 404 });

    // Responses' hosted code_interpreter runs in the same sandbox: the call's log is what Python printed.
    const response = await client.responses.create({
      model: 'gpt-5.5',
      input: SEED_004_MATH_QUESTION,
      tools: [{ type: 'code_interpreter', container: { type: 'auto' } }],
      include: ['code_interpreter_call.outputs'],
    });
    const call = response.output.find((i) => i.type === 'code_interpreter_call');
    expect(call).toMatchObject({ status: 'completed', outputs: [{ type: 'logs', logs: 'x = 1' }] });
    expect(response.output_text).toContain('x = 1');
  }, 90_000);

  it('a program that does not parse shows the error in the step log, and the answer says it failed', async () => {
    const client = new OpenAI({ apiKey: 'sk-http-one', baseURL: base, maxRetries: 0 });
    const assistant = await client.beta.assistants.create(SEED_004_MATH_ASSISTANT);
    // The question's expression is unbalanced, so the program written from it is a syntax error.
    const run = await client.beta.threads.createAndRunPoll({
      assistant_id: assistant.id,
      thread: { messages: [{ role: 'user', content: 'What is (1 +) 2?' }] },
    });
    const steps = await client.beta.threads.runs.steps.list(run.id, { thread_id: run.thread_id, order: 'asc' });
    const details = steps.data[0]!.step_details;
    const logs =
      details.type === 'tool_calls' && details.tool_calls[0]!.type === 'code_interpreter'
        ? details.tool_calls[0]!.code_interpreter.outputs
        : [];
    expect(logs[0]).toMatchObject({ type: 'logs' });
    expect((logs[0] as { logs: string }).logs).toMatch(/^syntax_error: /);
    const [answer] = (await client.beta.threads.messages.list(run.thread_id)).data;
    expect(answer!.content[0]!.type === 'text' && answer!.content[0]!.text.value).toMatch(
      /^The program failed: syntax_error: /,
    );
  });

  it('lets a browser on another origin read openai-poll-after-ms', async () => {
    const res = await fetch(`${base}/assistants`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'openai-beta',
      },
    });
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('openai-beta');
    const get = await fetch(`${base}/assistants`, {
      headers: { origin: 'http://elsewhere.test', 'openai-beta': 'assistants=v2' },
    });
    expect(get.headers.get('access-control-expose-headers')).toContain('openai-poll-after-ms');
  });
});
