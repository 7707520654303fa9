// tool_choice in the mock Responses API: a namespaced function by name, a custom tool, an allowed_tools set, validated and honoured.
import { describe, expect, it } from 'vitest';
import type {
  CustomTool,
  FunctionTool,
  NamespaceTool,
  ToolChoiceAllowed,
  ToolChoiceCustom,
  ToolChoiceFunction,
} from 'openai/resources/responses/responses';
import { createMockApi } from '../index.ts';
import { post } from '../testing/harness.ts';
import { specErrors } from '../testing/openapi.ts';
import { shellTool } from './workspace-tools.fixtures.ts';

const api = () => createMockApi({ seed: 5, clock: () => 1_780_000_000_000 });
type Item = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const city = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
  additionalProperties: false,
};
const weather = {
  type: 'function',
  name: 'get_weather',
  description: 'Get the current weather in a city.',
  parameters: city,
  strict: true,
} satisfies FunctionTool;
const clock = {
  type: 'namespace',
  name: 'clock',
  description: 'Time zones and local times.',
  tools: [
    {
      type: 'function',
      name: 'get_local_time',
      description: 'Get the current local time in a city.',
      parameters: city,
      strict: true,
    },
  ],
} satisfies NamespaceTool;
const orderLookup = {
  type: 'custom',
  name: 'order_lookup',
  description: 'Look up a shop order by its code, e.g. KX-2048',
} satisfies CustomTool;
const TOOLS = [weather, clock, orderLookup];

async function create(body: Record<string, unknown>) {
  const res = await post(api(), { model: 'gpt-5.5', tools: TOOLS, ...body }, { path: '/responses' });
  return { status: res.status, json: res.json() as { output: Item[]; error: Item } };
}

const calls = (output: Item[]) =>
  output
    .filter((i) => i.type === 'function_call' || i.type === 'custom_tool_call' || i.type === 'shell_call')
    .map((i) => i.name ?? i.type);

describe('tool_choice naming a tool', () => {
  it('finds a function inside a namespace by its own name, and the call names the namespace', async () => {
    const choice = { type: 'function', name: 'get_local_time' } satisfies ToolChoiceFunction;
    const { status, json } = await create({ input: 'Tell me something about Paris.', tool_choice: choice });
    expect(status).toBe(200);
    expect(specErrors('Response', json)).toEqual([]);
    expect(json.output.find((i) => i.type === 'function_call')).toMatchObject({
      name: 'get_local_time',
      namespace: 'clock',
    });
  });

  it('refuses a namespace name, and a function choice naming a custom tool (the kinds are not interchangeable)', async () => {
    for (const choice of [
      { type: 'function', name: 'clock' },
      { type: 'function', name: 'order_lookup' },
      { type: 'custom', name: 'get_weather' },
    ]) {
      const { status, json } = await create({ input: 'hi', tool_choice: choice });
      expect(status, JSON.stringify(choice)).toBe(400);
      expect(json.error).toMatchObject({
        message: `Tool choice '${choice.type}' not found in 'tools' parameter.`,
        param: 'tool_choice',
      });
    }
  });

  it('forces a custom tool with a custom choice: a custom_tool_call with a string input', async () => {
    const choice = { type: 'custom', name: 'order_lookup' } satisfies ToolChoiceCustom;
    const { json } = await create({ input: 'Where is order KX-2048?', tool_choice: choice });
    const call = json.output.find((i) => i.type === 'custom_tool_call')!;
    expect(call.name).toBe('order_lookup');
    expect(typeof call.input === 'string' && call.input.includes('KX-2048')).toBe(true);
  });
});

describe('tool_choice allowed_tools', () => {
  const both = "What's the weather and the local time in Paris?";

  it('keeps the model off a tool the set leaves out, though the question fits it', async () => {
    const weatherQuestion = "What's the weather in Paris?";
    expect(calls((await create({ input: weatherQuestion })).json.output)).toEqual(['get_weather']);
    const narrowed = await create({
      input: weatherQuestion,
      tool_choice: { type: 'allowed_tools', mode: 'auto', tools: [{ type: 'function', name: 'get_local_time' }] },
    });
    expect(calls(narrowed.json.output)).not.toContain('get_weather');
  });

  it('narrows the model to the listed tools (a namespaced one by name)', async () => {
    const choice = {
      type: 'allowed_tools',
      mode: 'auto',
      tools: [{ type: 'function', name: 'get_local_time' }],
    } satisfies ToolChoiceAllowed;
    const { status, json } = await create({ input: both, tool_choice: choice });
    expect(status).toBe(200);
    expect(calls(json.output)).toEqual(['get_local_time']);
    expect((json as Item).tool_choice).toEqual(choice);
  });

  it('mode "required" makes the model call an allowed tool even for an unrelated question', async () => {
    const { json } = await create({
      input: 'Tell me a joke.',
      tool_choice: { type: 'allowed_tools', mode: 'required', tools: [{ type: 'function', name: 'get_weather' }] },
    });
    expect(calls(json.output)).toEqual(['get_weather']);
  });

  it('leaves out a workspace tool the set does not list', async () => {
    const tools = [...TOOLS, shellTool];
    const withShell = await post(
      api(),
      {
        model: 'gpt-5.5',
        tools,
        input: 'Run `ls`.',
        tool_choice: { type: 'allowed_tools', mode: 'auto', tools: [{ type: 'shell' }] },
      },
      { path: '/responses' },
    );
    expect(calls(withShell.json().output)).toEqual(['shell_call']);
    const without = await post(
      api(),
      {
        model: 'gpt-5.5',
        tools,
        input: 'Run `ls`.',
        tool_choice: { type: 'allowed_tools', mode: 'auto', tools: [{ type: 'function', name: 'get_weather' }] },
      },
      { path: '/responses' },
    );
    expect(calls(without.json().output)).not.toContain('shell_call');
  });

  it('is validated: its mode, a non-empty list, and only tools the request offers', async () => {
    const refused = async (choice: Record<string, unknown>) => {
      const { status, json } = await create({ input: 'hi', tool_choice: { type: 'allowed_tools', ...choice } });
      expect(status).toBe(400);
      expect(specErrors('ErrorResponse', json)).toEqual([]);
      return json.error;
    };
    expect(await refused({ tools: [{ type: 'function', name: 'get_weather' }] })).toMatchObject({
      message: "Missing required parameter: 'tool_choice.mode'.",
      param: 'tool_choice.mode',
    });
    expect(await refused({ mode: 'none', tools: [{ type: 'function', name: 'get_weather' }] })).toMatchObject({
      message: "Invalid value: 'none'. Supported values are: 'auto' and 'required'.",
      param: 'tool_choice.mode',
    });
    expect(await refused({ mode: 'auto', tools: [] })).toMatchObject({
      code: 'empty_array',
      param: 'tool_choice.tools',
    });
    expect(await refused({ mode: 'auto', tools: [{ type: 'function' }] })).toMatchObject({
      param: 'tool_choice.tools[0].name',
      code: 'missing_required_parameter',
    });
    expect(
      await refused({
        mode: 'auto',
        tools: [
          { type: 'function', name: 'get_weather' },
          { type: 'function', name: 'get_news' },
        ],
      }),
    ).toMatchObject({
      message: "Tool 'get_news' in 'tool_choice.tools' not found in 'tools' parameter.",
      param: 'tool_choice.tools[1]',
    });
    expect(await refused({ mode: 'auto', tools: [{ type: 'apply_patch' }] })).toMatchObject({
      message: "Tool 'apply_patch' in 'tool_choice.tools' not found in 'tools' parameter.",
    });
  });
});
