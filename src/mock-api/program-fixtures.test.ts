// Each new shape the mock writes or reads, as a fixture the SDK's types accept (tsc checks `satisfies`) and the OpenAPI spec validates where it has it.
import { describe, expect, it } from 'vitest';
import type {
  ResponseCompactionCompactingEvent,
  ResponseFunctionToolCall,
  ResponseInputItem,
  ResponseOutputItem,
  Tool,
  ToolChoiceOptions,
} from 'openai/resources/responses/responses';
import type { ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { createMockApi } from './index.ts';
import { sdkClient } from './testing/harness.ts';
import { specErrors } from './testing/openapi.ts';

const program = {
  id: 'prog_1',
  type: 'program',
  call_id: 'call_p1',
  code: 'const r1 = await tools.get_weather({"city":"Berlin"});\nreturn [r1];',
  fingerprint: 'gAAAAAabc',
} satisfies ResponseOutputItem.Program & ResponseInputItem.Program;
const programOutput = {
  id: 'po_1',
  type: 'program_output',
  call_id: 'call_p1',
  result: '[{"temperature_c":18}]',
  status: 'completed',
} satisfies ResponseOutputItem.ProgramOutput & ResponseInputItem.ProgramOutput;
const programCall = {
  type: 'function_call',
  call_id: 'call_w1',
  name: 'get_weather',
  arguments: '{"city":"Berlin"}',
  caller: { type: 'program', caller_id: 'call_p1' },
} satisfies ResponseFunctionToolCall;
const programCallOutput = {
  type: 'function_call_output',
  call_id: 'call_w1',
  output: '{"temperature_c":18}',
  caller: { type: 'program', caller_id: 'call_p1' },
} satisfies ResponseInputItem.FunctionCallOutput;
const trigger = { type: 'compaction_trigger' } satisfies ResponseInputItem.CompactionTrigger;
const hostedTool = { type: 'programmatic_tool_calling' } satisfies Tool;
const choice = { type: 'programmatic_tool_calling' } satisfies Exclude<
  ResponseCreateParamsNonStreaming['tool_choice'],
  ToolChoiceOptions | undefined
>;
const rules = [
  { type: 'compaction', compact_threshold: 1000 },
] satisfies ResponseCreateParamsNonStreaming['context_management'];
// The spec (2.3.0) has no schema for this event; the SDK's type is the reference.
const compacting = {
  type: 'response.compaction.compacting',
  item_id: 'cmp_1',
  output_index: 0,
  sequence_number: 3,
} satisfies ResponseCompactionCompactingEvent;

describe('programmatic tool calling and compaction shapes', () => {
  it('the fixtures match the OpenAPI spec’s schemas', () => {
    expect(specErrors('Program', program)).toEqual([]);
    expect(specErrors('ProgramItemParam', program)).toEqual([]);
    expect(specErrors('ProgramOutput', programOutput)).toEqual([]);
    expect(specErrors('ProgramOutputItemParam', programOutput)).toEqual([]);
    expect(specErrors('FunctionCallOutputItemParam', programCallOutput)).toEqual([]);
    expect(specErrors('InputItem', programCall)).toEqual([]);
    expect(specErrors('CompactionTriggerItemParam', trigger)).toEqual([]);
    expect(specErrors('ProgrammaticToolCallingParam', hostedTool)).toEqual([]);
    expect(specErrors('SpecificProgrammaticToolCallingParam', choice)).toEqual([]);
    expect(
      specErrors('CreateResponse', {
        model: 'gpt-5.5',
        input: [program, programCall, programCallOutput, programOutput, trigger],
        tools: [hostedTool],
        tool_choice: choice,
        context_management: rules,
      }),
    ).toEqual([]);
    expect(compacting.type).toBe('response.compaction.compacting');
  });

  it('the mock accepts the fixtures as input and its own program items match the spec’s OutputItem', async () => {
    const { client } = sdkClient(createMockApi({ seed: 1 }));
    const weather = {
      type: 'function',
      name: 'get_weather',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
      strict: true,
      allowed_callers: ['programmatic'],
    } satisfies Tool;
    const first = await client.responses.create({
      model: 'gpt-5.5',
      input: "What's the weather in Berlin and Tokyo?",
      tools: [weather, hostedTool],
    });
    for (const item of first.output) expect(specErrors('OutputItem', item)).toEqual([]);
    // A program the mock did not write: its fingerprint is refused, the shape itself is not.
    await expect(
      client.responses.create({
        model: 'gpt-5.5',
        input: [{ role: 'user', content: 'hi' }, program, programCall, programCallOutput],
        tools: [weather, hostedTool],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_value' });
  });
});
