// A local_shell_call_output pairs with its local_shell_call as a function_call_output does (by call_id, or the `id` the
// SDK's type names); the doctor says what the mock answers.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { post } from '../testing/harness.ts';
import { diagnoseLoop } from '@loopscope/payloads/doctor/index';
import type { WireCall } from '@loopscope/payloads/doctor/types';

const tools = [{ type: 'local_shell' }];
const QUESTION = 'Run `ls -la` and tell me what is there.';

/** The model's local_shell_call for the question, and the input that sends it back in manual state (its reasoning item too: a codex model reasons). */
async function firstCall() {
  const api = createMockApi({ seed: 9, clock: () => 1_780_000_000_000 });
  const first = (
    await post(api, { model: 'gpt-5.1-codex-max', input: QUESTION, tools }, { path: '/responses' })
  ).json();
  const call = first.output.find((i: { type: string }) => i.type === 'local_shell_call') as {
    id: string;
    call_id: string;
  };
  expect(call.call_id).not.toBe(call.id);
  expect(first.output.map((i: { type: string }) => i.type)).toEqual(['reasoning', 'local_shell_call']);
  const manual = (output: Record<string, unknown>[]) => ({
    model: 'gpt-5.1-codex-max',
    tools,
    input: [{ role: 'user', content: QUESTION }, ...first.output, ...output],
  });
  return { api, call, manual };
}

const send = (api: ReturnType<typeof createMockApi>, body: Record<string, unknown>) =>
  post(api, body, { path: '/responses' });
const doctor = (body: Record<string, unknown>) =>
  diagnoseLoop([{ style: 'responses', request: body, response: null } as WireCall]);

describe('local_shell_call_output pairing', () => {
  it('answers its call named by call_id (what clients send), by id (what the SDK type names), or by the call item id', async () => {
    const { api, call, manual } = await firstCall();
    for (const named of [{ call_id: call.call_id }, { id: call.call_id }, { id: call.id }]) {
      const body = manual([{ type: 'local_shell_call_output', ...named, output: 'README.md\nsrc\n' }]);
      const answer = await send(api, body);
      expect(answer.status, JSON.stringify(named)).toBe(200);
      expect(answer.json().output.some((i: { type: string }) => i.type === 'local_shell_call')).toBe(false);
      const message = answer.json().output.find((i: { type: string }) => i.type === 'message');
      expect(message.content[0].text).toMatch(/README|src/);
      expect(doctor(body).filter((f) => f.rule.startsWith('local-shell'))).toEqual([]);
    }
  });

  it('refuses an output whose call is not in the context, and the doctor says the same words', async () => {
    const { api, manual } = await firstCall();
    const body = manual([{ type: 'local_shell_call_output', call_id: 'call_elsewhere', output: 'x' }]);
    const answer = await send(api, body);
    expect([answer.status, answer.json().error]).toEqual([
      400,
      {
        message: 'No tool call found for local shell call output with call_id call_elsewhere.',
        type: 'invalid_request_error',
        param: 'input',
        code: null,
      },
    ]);
    const findings = doctor(body).filter((f) => f.rule === 'local-shell-output-unknown-call');
    expect(findings.map((f) => [f.at, f.apiError])).toEqual([['input[3].call_id', answer.json().error.message]]);
  });

  it('refuses a call sent back without its output, and the doctor says the same words', async () => {
    const { api, call, manual } = await firstCall();
    const body = manual([]);
    const answer = await send(api, body);
    expect([answer.status, answer.json().error.message, answer.json().error.param]).toEqual([
      400,
      `No tool output found for local shell call ${call.call_id}.`,
      'input',
    ]);
    const findings = doctor(body).filter((f) => f.rule === 'local-shell-call-without-output');
    expect(findings.map((f) => [f.at, f.apiError])).toEqual([['input[2]', answer.json().error.message]]);
  });

  it('an output naming no call at all is missing the id the spec requires; a function_call_output does not answer a local shell call', async () => {
    const { api, call, manual } = await firstCall();
    const bare = await send(api, manual([{ type: 'local_shell_call_output', output: 'x' }]));
    expect([bare.status, bare.json().error.message, bare.json().error.param]).toEqual([
      400,
      "Missing required parameter: 'input[3].id'.",
      'input[3].id',
    ]);
    const asFunction = await send(api, manual([{ type: 'function_call_output', call_id: call.call_id, output: 'x' }]));
    expect([asFunction.status, asFunction.json().error.message]).toEqual([
      400,
      `No tool call found for function call output with call_id ${call.call_id}.`,
    ]);
  });

  it('chained with previous_response_id, the output finds the call the server holds', async () => {
    const { api } = await firstCall();
    const first = (await send(api, { model: 'gpt-5.1-codex-max', input: QUESTION, tools })).json();
    const call = first.output.find((i: { type: string }) => i.type === 'local_shell_call');
    const ok = await send(api, {
      model: 'gpt-5.1-codex-max',
      tools,
      previous_response_id: first.id,
      input: [{ type: 'local_shell_call_output', call_id: call.call_id, output: 'README.md\n' }],
    });
    expect(ok.status).toBe(200);
    const left = await send(api, {
      model: 'gpt-5.1-codex-max',
      tools,
      previous_response_id: first.id,
      input: 'Never mind.',
    });
    expect([left.status, left.json().error.message]).toEqual([
      400,
      `No tool output found for local shell call ${call.call_id}.`,
    ]);
  });
});
