// shell and apply_patch in the mock Responses API: the refusals, the model's calls (read before edit), the stream events and a round trip.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { post, sseData } from '../testing/harness.ts';
import { specErrors } from '../testing/openapi.ts';
import * as fx from './workspace-tools.fixtures.ts';

const api = () => createMockApi({ seed: 3, clock: () => 1_780_000_000_000 });
type Item = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function create(mock: ReturnType<typeof api>, body: Record<string, unknown>) {
  const res = await post(mock, { model: 'gpt-5.5', tools: fx.TOOLS, ...body }, { path: '/responses' });
  return { status: res.status, json: res.json() as { output: Item[]; error: Item; status: string } };
}

const GREET = 'def greet(name):\n    return f"Helo, {name}!"\n';

describe('shell and apply_patch refusals', () => {
  const refused = async (body: Record<string, unknown>) => {
    const { status, json } = await create(api(), { input: 'hi', ...body });
    expect(status).toBe(400);
    expect(specErrors('ErrorResponse', json)).toEqual([]);
    return json.error;
  };

  it('checks the tool definitions', async () => {
    expect(await refused({ tools: [{ type: 'shell', commands: ['ls'] }] })).toMatchObject({
      message: "Unknown parameter: 'tools[0].commands'.",
      code: 'unknown_parameter',
    });
    expect(await refused({ tools: [{ type: 'shell', environment: { type: 'vm' } }] })).toMatchObject({
      message: "Invalid value: 'vm'. Supported values are: 'container_auto', 'local', and 'container_reference'.",
      param: 'tools[0].environment.type',
    });
    expect(await refused({ tools: [{ type: 'apply_patch', allowed_callers: ['someone'] }] })).toMatchObject({
      param: 'tools[0].allowed_callers[0]',
      code: 'invalid_value',
    });
  });

  it('pairs each call with its own kind of output, in the function-call wording', async () => {
    expect(await refused({ input: [fx.asInput[0]] })).toMatchObject({
      message: 'No tool output found for shell call call_sh1.',
      param: 'input',
    });
    expect(await refused({ input: [fx.asInput[2], { ...fx.asInput[1], call_id: 'call_ap1' }] })).toMatchObject({
      message: 'No tool call found for shell call output with call_id call_ap1.',
    });
  });

  it('checks the items as input', async () => {
    expect(await refused({ input: [{ ...fx.asInput[0], action: { commands: [] } }, fx.asInput[1]] })).toMatchObject({
      code: 'empty_array',
      param: 'input[0].action.commands',
    });
    expect(await refused({ input: [fx.asInput[2], { ...fx.asInput[3], status: 'ok' }] })).toMatchObject({
      message: "Invalid value: 'ok'. Supported values are: 'completed' and 'failed'.",
      param: 'input[1].status',
    });
    expect(
      await refused({ input: [{ ...fx.asInput[2], operation: { type: 'update_file', path: 'a.py' } }, fx.asInput[3]] }),
    ).toMatchObject({ message: "Missing required parameter: 'input[0].operation.diff'." });
    expect(
      await refused({ input: [fx.asInput[0], { ...fx.asInput[1], output: [{ stdout: '', stderr: '' }] }] }),
    ).toMatchObject({ param: 'input[1].output[0].outcome' });
  });

  it('refuses a tool_choice naming a tool that is not offered', async () => {
    expect(await refused({ tools: [fx.patchTool], tool_choice: fx.chooseShell })).toMatchObject({
      message: "Tool choice 'shell' not found in 'tools' parameter.",
      param: 'tool_choice',
    });
  });

  it('accepts the SDK-typed items as input', async () => {
    const { status, json } = await create(api(), { input: [{ role: 'user', content: 'hi' }, ...fx.asInput] });
    expect(status).toBe(200);
    expect(specErrors('Response', json)).toEqual([]);
  });
});

describe('the mock model with shell and apply_patch', () => {
  it('runs the command a question names, then answers from its output', async () => {
    const mock = api();
    const first = await create(mock, { input: 'Please run `ls src` for me.' });
    expect(specErrors('Response', first.json)).toEqual([]);
    const call = first.json.output.find((i) => i.type === 'shell_call')!;
    expect(call).toMatchObject({
      action: { commands: ['ls src'], max_output_length: null, timeout_ms: null },
      environment: { type: 'local' },
      status: 'completed',
    });
    expect(call.id).toMatch(/^sh_/);
    expect(first.json.output.some((i) => i.type === 'message')).toBe(false);
    const output = {
      type: 'shell_call_output',
      call_id: call.call_id,
      output: [{ stdout: 'greet.py\n', stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
    };
    const second = await create(mock, { previous_response_id: (first.json as Item).id, input: [output] });
    const message = second.json.output.find((i) => i.type === 'message');
    expect(message?.content[0].text).toContain('greet.py');
    expect(second.json.output.some((i) => i.type === 'shell_call')).toBe(false);
  });

  it('reads a file before patching it, then writes a V4A diff against the line it read', async () => {
    const mock = api();
    const question = "Fix the typo in src/greet.py: replace 'Helo' with 'Hello'.";
    const first = await create(mock, { input: question });
    const read = first.json.output.find((i) => i.type === 'shell_call')!;
    expect(read.action.commands).toEqual(['cat src/greet.py']);
    const catOutput = {
      type: 'shell_call_output',
      call_id: read.call_id,
      output: [{ stdout: GREET, stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
    };
    const second = await create(mock, { previous_response_id: (first.json as Item).id, input: [catOutput] });
    expect(specErrors('Response', second.json)).toEqual([]);
    const patch = second.json.output.find((i) => i.type === 'apply_patch_call')!;
    expect(patch.operation).toEqual({
      type: 'update_file',
      path: 'src/greet.py',
      diff: '@@\n-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n',
    });
    const done = {
      type: 'apply_patch_call_output',
      call_id: patch.call_id,
      status: 'completed',
      output: 'Updated src/greet.py',
    };
    const third = await create(mock, { previous_response_id: (second.json as Item).id, input: [done] });
    expect(third.json.output.map((i) => i.type)).not.toContain('apply_patch_call');
    const answer = third.json.output.find((i) => i.type === 'message')?.content[0].text as string;
    expect(answer).toContain('Updated src/greet.py');
    // The file it read is quoted as code under the command that printed it, and the patch is not called a status.
    expect(answer).toContain('**`cat src/greet.py`**:\n```\ndef greet(name):');
    expect(answer).not.toContain('completed:');
    const failed = { ...done, status: 'failed', output: 'context not found' };
    const refused = await create(mock, { previous_response_id: (second.json as Item).id, input: [failed] });
    const sorry = refused.json.output.find((i) => i.type === 'message')?.content[0].text as string;
    expect(sorry).toContain('context not found');
    expect(sorry).toMatch(/try again/i);
  });

  it('creates a file with the quoted text when only apply_patch is offered', async () => {
    const { json } = await create(api(), {
      tools: [fx.patchTool],
      input: "Create a file hello.txt containing 'Hello, Loopscope'.",
    });
    expect(json.output.find((i) => i.type === 'apply_patch_call')?.operation).toEqual({
      type: 'create_file',
      path: 'hello.txt',
      diff: '+Hello, Loopscope\n',
    });
  });

  it('calls neither tool for a question that asks for no command or edit, nor with tool_choice "none"', async () => {
    const plain = await create(api(), { input: 'Which river runs through Vienna?' });
    expect(plain.json.output.map((i) => i.type)).not.toContain('shell_call');
    const none = await create(api(), { input: 'Run `ls`.', tool_choice: 'none' });
    expect(none.json.output.map((i) => i.type)).not.toContain('shell_call');
  });

  it('honours tool_choice {type: "shell"} with no command in the question', async () => {
    const { json } = await create(api(), { input: 'Hello there.', tool_choice: fx.chooseShell });
    expect(json.output.find((i) => i.type === 'shell_call')?.action.commands).toEqual(['ls']);
  });

  it('streams each command through the shell_call_command events', async () => {
    const res = await post(
      api(),
      { model: 'gpt-5.5', tools: fx.TOOLS, input: 'Run `cat notes.txt`.', stream: true },
      { path: '/responses' },
    );
    const events = sseData(res.text).filter((e): e is Item => typeof e === 'object');
    const lane = events.filter((e) => String(e.type).startsWith('response.shell_call_command.'));
    expect(lane.map((e) => e.type)).toEqual([
      'response.shell_call_command.added',
      ...lane.slice(1, -1).map(() => 'response.shell_call_command.delta'),
      'response.shell_call_command.done',
    ]);
    expect(
      lane
        .slice(1, -1)
        .map((e) => e.delta)
        .join(''),
    ).toBe('cat notes.txt');
    expect(lane.at(-1)).toMatchObject({ command: 'cat notes.txt', command_index: 0 });
    const added = events.find((e) => e.type === 'response.output_item.added' && e.item.type === 'shell_call');
    expect(added?.item.action.commands).toEqual([]);
  });
});
