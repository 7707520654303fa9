// Runs every built-in tool's source in the real sandbox and checks the exact content it produces.
import { seed001Json, type Seed001File } from '../../../vendor/index';
import { describe, expect, it } from 'vitest';
import { createSandboxExecutor } from '../sandbox-executor';
import { checkToolStrictness } from '../strict-check';
import { builtinTool, builtinTools, type BuiltinToolName } from './index';

const executor = createSandboxExecutor();
const run = (name: BuiltinToolName, argumentsJson: string) =>
  executor.execute({ callId: 'call_t', name, argumentsJson }, builtinTool(name).source);

interface ChatFixture {
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools: unknown[];
}
const readFixture = (name: Seed001File) => seed001Json<ChatFixture>(name);

describe('seed 001 weather tools', () => {
  const second = readFixture('3-request.json');
  const calls = second.messages[2]?.tool_calls ?? [];
  const results = second.messages.filter((m) => m.role === 'tool');

  it.each([0, 1, 2])('tool call %i produces exactly the content of 3-request.json', async (i) => {
    const toolCall = calls[i]!;
    const name = (toolCall.function as unknown as { name: BuiltinToolName }).name;
    const result = await run(name, toolCall.function.arguments);
    expect(result.ok).toBe(true);
    expect(result.output).toBe(results[i]?.content);
  });

  it('schemas equal the tools of 1-request.json', () => {
    const tools = ['get_weather', 'convert_temperature'].map((name) => {
      const t = builtinTool(name as BuiltinToolName);
      return {
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters, strict: t.strict },
      };
    });
    expect(tools).toEqual(readFixture('1-request.json').tools);
  });

  it('answers Paris as the seed does and converts units', async () => {
    expect((await run('get_weather', '{"city": "Paris", "unit": "celsius"}')).output).toContain('"temperature": 20');
    expect((await run('get_weather', '{"city": "Berlin", "unit": "fahrenheit"}')).output).toContain(
      '"temperature": 64.4, "unit": "°F"',
    );
    expect(
      (await run('convert_temperature', '{"value": 64.4, "from_unit": "fahrenheit", "to_unit": "celsius"}')).output,
    ).toBe('{"original": 64.4, "converted": 18.0, "from_unit": "fahrenheit", "to_unit": "celsius"}');
  });
});

describe('other built-ins', () => {
  it('search_web answers the seed 000 query as text', async () => {
    const result = await run('search_web', '{"query": "python GIL"}');
    expect(result.output).toMatch(/^Search results for "python GIL":\n1\. Python Global Interpreter Lock/);
  });

  it('seed 004 tools return the outputs the seed submits', async () => {
    expect((await run('getCurrentWeather', '{"location":"San Francisco"}')).output).toBe(
      '{"temperature": "22", "unit": "celsius"}',
    );
    expect((await run('getNickname', '{"location":"Los Angeles"}')).output).toBe('{"nickname": "LA"}');
  });

  it('calculator evaluates with precedence and reports bad input as an error result', async () => {
    expect((await run('calculate', '{"expression": "(18 * 9 / 5) + 32"}')).output).toBe(
      '{"expression": "(18 * 9 / 5) + 32", "result": 64.4}',
    );
    expect((await run('calculate', '{"expression": "2 ^ 3 ^ 2 - -1"}')).output).toContain('"result": 513');
    const bad = await run('calculate', '{"expression": "2 +"}');
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain('SyntaxError: unexpected end');
  });

  it('every strict built-in passes the strict-mode checker', () => {
    for (const tool of builtinTools().filter((t) => t.strict)) expect(checkToolStrictness([tool])).toEqual([]);
  });

  it('hands out copies, so edits do not leak into the next copy', () => {
    const copy = builtinTool('get_weather');
    copy.source = 'changed';
    expect(builtinTool('get_weather').source).not.toBe('changed');
  });
});
