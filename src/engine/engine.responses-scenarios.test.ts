// Same scenario, either API: every built-in scenario with function tools, and a tool the user wrote, run in Responses mode in each state mode.
import { createMockMcpHandler, handlerFetch } from '@loopscope/mock-api/mcp/index';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, seed001Config } from '@loopscope/seed-scenarios';
import { jsonSchemaTool } from '@loopscope/tools/define-tool';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { ResponsesStateMode, SessionConfig, TimelineEntry } from './types';

const MODES: ResponsesStateMode[] = ['manual', 'previous_response_id', 'conversation'];

function inResponses(config: SessionConfig, mode: ResponsesStateMode): SessionConfig {
  return { ...config, apiStyle: 'responses', options: { ...config.options, responsesState: mode } };
}

const results = (entries: TimelineEntry[]) => entries.filter((e) => e.kind === 'tool-result');

/** The tool definitions of every /responses request: flat, as the Responses API takes them. */
function sentTools(engine: ReturnType<typeof createHarness>['engine']): unknown[][] {
  return activeBranch(engine)
    .exchanges.filter((e) => e.url.endsWith('/responses'))
    .map((e) => (JSON.parse(e.requestBody!) as { tools?: unknown[] }).tools ?? []);
}

// The math tutor's only tool is Assistants' code_interpreter; seed 002's joke has no tools (engine.joke.test.ts).
const WITH_TOOLS = SCENARIOS.filter((s) => s.config().tools.length > 0);

describe.each(MODES)('built-in scenarios in Responses mode, %s', (mode) => {
  it.each(WITH_TOOLS.map((s) => [s.id, s] as const))(
    '%s runs its tools to a final answer, follow-ups included',
    async (_id, scenario) => {
      const config = inResponses(scenario.config(), mode);
      // A scenario whose tool is on the built-in MCP server reaches it in process, as the page does.
      const { engine } = createHarness({ config, mcpFetch: () => handlerFetch(createMockMcpHandler()) });
      await engine.run();
      const branch = activeBranch(engine);
      expect(branch.status, branch.stopReason ?? '').toBe('done');
      expect(branch.messages.every((e) => e.style === 'responses')).toBe(true);
      expect(results(branch.messages).length).toBeGreaterThan(0);
      expect(results(branch.messages).every((e) => e.toolRun?.ok)).toBe(true);
      expect(branch.messages.at(-1)!.kind).toBe('assistant');
      // Function tools flat with their schema; a custom tool (order_lookup) flat with its format and no parameters; with
      // programmatic tool calling (program-weather) each open to programs, and the hosted tool after them.
      const programs = config.options.programmaticTools === true;
      const callers = programs ? { allowed_callers: ['direct', 'programmatic'] } : {};
      const flat = [
        ...config.tools.map((t) =>
          t.custom
            ? { type: 'custom', name: t.name, description: t.description, format: t.custom.format, ...callers }
            : {
                type: 'function',
                name: t.name,
                description: t.description,
                parameters: t.parameters,
                strict: t.strict,
                ...callers,
              },
        ),
        ...(programs ? [{ type: 'programmatic_tool_calling' }] : []),
      ];
      // Namespaced tools (tool search) are grouped instead: engine.tool-search.test.ts checks their shape.
      if (!config.tools.some((t) => t.namespace)) for (const tools of sentTools(engine)) expect(tools).toEqual(flat);
      for (const followUp of scenario.followUps) {
        const before = results(activeBranch(engine).messages).length;
        await engine.continueWith(followUp);
        const after = activeBranch(engine);
        expect(after.status, after.stopReason ?? '').toBe('done');
        const added = results(after.messages).slice(before);
        expect(added.length).toBeGreaterThan(0);
        expect(added.every((e) => e.toolRun?.ok)).toBe(true);
      }
    },
  );
});

describe('a tool the user wrote, in Responses mode', () => {
  const population = jsonSchemaTool({
    name: 'get_population',
    description: 'Population of a city',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name' } },
      required: ['city'],
      additionalProperties: false,
    },
    source: "function get_population({ city }) { return { city, population: city === 'Berlin' ? 3850809 : 1000 }; }",
  });

  it.each(MODES)(
    '%s: the model calls it, the sandbox runs the user’s code and its output goes back as a function_call_output',
    async (mode) => {
      const { engine } = createHarness({
        config: {
          ...inResponses(seed001Config(), mode),
          userMessage: 'What is the population of Berlin?',
          tools: [population],
        },
      });
      await engine.run();
      const branch = activeBranch(engine);
      expect(branch.status, branch.stopReason ?? '').toBe('done');
      const call = branch.messages.find((e) => e.kind === 'tool-call')!.wire as {
        type: string;
        name: string;
        arguments: string;
        call_id: string;
      };
      expect(call).toMatchObject({ type: 'function_call', name: 'get_population' });
      expect(JSON.parse(call.arguments)).toEqual({ city: 'Berlin' });
      const output = results(branch.messages)[0]!.wire as { type: string; call_id: string; output: string };
      expect(output.type).toBe('function_call_output');
      expect(output.call_id).toBe(call.call_id);
      expect(JSON.parse(output.output)).toEqual({ city: 'Berlin', population: 3850809 });
      expect(JSON.stringify(branch.messages.at(-1)!.wire)).toMatch(/3,?850,?809/);
    },
  );
});
