// Programmatic tool calling through the SDK: a program item, its calls one at a time with their caller, the program's output, and the refusals.
import { describe, expect, it } from 'vitest';
import type {
  ResponseFunctionToolCall,
  ResponseInputItem,
  ResponseOutputItem,
  Tool,
} from 'openai/resources/responses/responses';
import { createMockApi } from './index.ts';
import { post, sdkClient } from './testing/harness.ts';
import { assertMatchesSpec, specErrors } from './testing/openapi.ts';
import { TOOLS, WEATHER } from './responses/programs.fixtures.ts';

const QUESTION = "What's the weather in Berlin and Tokyo?";
const setup = () => sdkClient(createMockApi({ seed: 1, clock: () => 1_780_000_000_000 }));

type Program = ResponseOutputItem.Program;
const isProgram = (i: ResponseOutputItem): i is Program => i.type === 'program';
const isCall = (i: ResponseOutputItem): i is ResponseFunctionToolCall => i.type === 'function_call';

/** Runs the loop as a client would: answer each call the program makes (caller and all) until the model answers. */
async function runLoop(client: ReturnType<typeof setup>['client'], tools: Tool[] = TOOLS) {
  const input: ResponseInputItem[] = [{ role: 'user', content: QUESTION }];
  const responses = [];
  for (let turn = 0; turn < 6; turn++) {
    const response = await client.responses.create({ model: 'gpt-4o', input, tools });
    responses.push(response);
    input.push(...(response.output as ResponseInputItem[]));
    const calls = response.output.filter(isCall);
    if (calls.length === 0) break;
    for (const call of calls) {
      const city = (JSON.parse(call.arguments) as { city: string }).city;
      input.push({
        type: 'function_call_output',
        call_id: call.call_id,
        output: JSON.stringify({ city, temperature_c: city.length }),
        ...(call.caller ? { caller: call.caller } : {}),
      });
    }
  }
  return { responses, input };
}

describe('programmatic tool calling', () => {
  it('writes a program for two calls, hands them out one at a time with their caller, then closes it and answers', async () => {
    const { client, exchanges } = setup();
    const { responses } = await runLoop(client);
    const [first, second, third] = responses;
    const program = first!.output.find(isProgram)!;
    expect(first!.output.map((i) => i.type)).toEqual(['program', 'function_call']);
    expect(program.code).toMatch(
      /await tools\.get_weather\(\{"city":"Berlin"\}\)[\s\S]*await tools\.get_weather\(\{"city":"Tokyo"\}\)/,
    );
    expect(first!.output.find(isCall)!.caller).toEqual({ type: 'program', caller_id: program.call_id });
    expect(second!.output.map((i) => i.type)).toEqual(['function_call']);
    expect(JSON.parse(second!.output.find(isCall)!.arguments)).toEqual({ city: 'Tokyo' });
    expect(third!.output.map((i) => i.type)).toEqual(['program_output', 'message']);
    const closing = third!.output[0] as ResponseOutputItem.ProgramOutput;
    expect(closing).toMatchObject({ call_id: program.call_id, status: 'completed' });
    expect(JSON.parse(closing.result)).toEqual([
      { city: 'Berlin', temperature_c: 6 },
      { city: 'Tokyo', temperature_c: 5 },
    ]);
    expect(responses).toHaveLength(3);
    for (const r of responses) expect(specErrors('Response', r)).toEqual([]);
    assertMatchesSpec('CreateResponse', JSON.parse(exchanges[2]!.requestBody!));
  });

  it('calls tools directly when programs are not offered, or the tool does not allow a programmatic caller', async () => {
    const direct = await runLoop(setup().client, [WEATHER]);
    expect(direct.responses[0]!.output.map((i) => i.type)).toEqual(['function_call', 'function_call']);
    const { allowed_callers: _omit, ...directOnly } = WEATHER;
    const notAllowed = await runLoop(setup().client, [directOnly, { type: 'programmatic_tool_calling' }]);
    expect(notAllowed.responses[0]!.output.some(isProgram)).toBe(false);
  });

  it('streams the program as an output item the SDK assembles', async () => {
    const { client } = setup();
    const final = await client.responses.stream({ model: 'gpt-4o', input: QUESTION, tools: TOOLS }).finalResponse();
    expect(final.output.map((i) => i.type)).toEqual(['program', 'function_call']);
  });

  it('refuses an output sent without the caller of a program call, a call whose program is missing, and a tampered fingerprint', async () => {
    const { client } = setup();
    const first = await client.responses.create({ model: 'gpt-4o', input: QUESTION, tools: TOOLS });
    const [program, call] = first.output as [Program, ResponseFunctionToolCall];
    const api = createMockApi({ seed: 1 });
    const send = (input: unknown[]) =>
      post(
        api,
        { model: 'gpt-4o', tools: TOOLS, input: [{ role: 'user', content: QUESTION }, ...input] },
        { path: '/responses' },
      );
    const bare = await send([program, call, { type: 'function_call_output', call_id: call.call_id, output: '{}' }]);
    expect(bare.status).toBe(400);
    expect(bare.json().error.message).toBe(
      `The output for call_id ${call.call_id} answers a call made by program ${program.call_id}: set its caller to {"type": "program", "caller_id": "${program.call_id}"}.`,
    );
    const orphan = await send([
      call,
      { type: 'function_call_output', call_id: call.call_id, output: '{}', caller: call.caller },
    ]);
    expect(orphan.json().error.message).toBe(
      `No program found for function call ${call.call_id} with caller_id ${program.call_id}.`,
    );
    const tampered = await send([
      { ...program, fingerprint: 'abc' },
      call,
      { type: 'function_call_output', call_id: call.call_id, output: '{}', caller: call.caller },
    ]);
    expect([tampered.status, tampered.json().error.code]).toEqual([400, 'invalid_value']);
    const badCaller = await send([{ ...call, caller: { type: 'script' } }]);
    expect(badCaller.json().error).toMatchObject({ param: 'input[1].caller.type', code: 'invalid_value' });
    const badAllowed = await post(
      api,
      { model: 'gpt-4o', input: 'x', tools: [{ ...WEATHER, allowed_callers: ['code'] }] },
      { path: '/responses' },
    );
    expect(badAllowed.json().error).toMatchObject({ param: 'tools[0].allowed_callers[0]', code: 'invalid_value' });
    const noTool = await post(
      api,
      { model: 'gpt-4o', input: 'x', tools: [WEATHER], tool_choice: { type: 'programmatic_tool_calling' } },
      { path: '/responses' },
    );
    expect(noTool.json().error.message).toBe("Tool choice 'programmatic_tool_calling' not found in 'tools' parameter.");
  });

  it('tool_choice programmatic_tool_calling makes a program even for one call', async () => {
    const { client } = setup();
    const r = await client.responses.create({
      model: 'gpt-4o',
      input: "What's the weather in Berlin?",
      tools: TOOLS,
      tool_choice: { type: 'programmatic_tool_calling' },
    });
    expect(r.output.map((i) => i.type)).toEqual(['program', 'function_call']);
  });
});

describe('a custom tool answered as a function', () => {
  it('refuses a function_call_output for a custom_tool_call, as it refuses an output with no call', async () => {
    const api = createMockApi();
    const call = { type: 'custom_tool_call', call_id: 'call_c1', name: 'order_lookup', input: 'KX-2048' };
    const res = await post(
      api,
      {
        model: 'gpt-4o',
        input: [
          { role: 'user', content: 'Order KX-2048?' },
          call,
          { type: 'function_call_output', call_id: 'call_c1', output: 'packed' },
        ],
      },
      { path: '/responses' },
    );
    expect(res.status).toBe(400);
    expect(res.json().error.message).toBe('No tool call found for function call output with call_id call_c1.');
  });
});
