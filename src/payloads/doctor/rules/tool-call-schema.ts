// Doctor rules for the arguments the model wrote: text that is not JSON (the tool never ran), and JSON that does not fit
// the tool's schema (each error with its path and a "did you mean"). Read off every call of the loop in all three styles.
import { checkArguments } from '@loopscope/wire/arguments/check-arguments';
import { isObject } from '@loopscope/wire/json-object';
import { arr } from '../body';
import { allUses, type ToolUse } from '../loops/tool-uses';
import { PAYLOAD_STYLE_NAMES, payloadStyleOf } from '../../payload-styles';
import type { BodyPath, DoctorRule, RuleContext, RuleHit, WireCall } from '../types';
import { say } from '../details';

/**
 * The tool named `name` the request offered (Chat's nested shape, Responses' flat one and its namespaces, an
 * Assistants run's tools): its schema and where it sits.
 */
function offeredTool(call: WireCall | undefined, name: string): { schema: unknown; path: BodyPath } | null {
  if (!call) return null;
  const fromRun = payloadStyleOf(call.style)?.toolsListedIn === 'response';
  const tools = arr(
    fromRun
      ? isObject(call.response)
        ? call.response.tools
        : undefined
      : isObject(call.request)
        ? call.request.tools
        : undefined,
  );
  for (const [i, tool] of tools.entries()) {
    if (!isObject(tool)) continue;
    if (isObject(tool.function) && tool.function.name === name)
      return { schema: tool.function.parameters, path: ['tools', i, 'function', 'parameters'] };
    if (tool.type === 'function' && tool.name === name)
      return { schema: tool.parameters, path: ['tools', i, 'parameters'] };
    for (const [j, inner] of arr(tool.tools).entries()) {
      if (isObject(inner) && inner.name === name)
        return { schema: inner.parameters, path: ['tools', i, 'tools', j, 'parameters'] };
    }
  }
  return null;
}

/**
 * Where a call's finding goes: the first request that sends its arguments back, else the submission of its result
 * (Assistants), else the request that asked for it.
 */
function spotOf(use: ToolUse, schemaPath: BodyPath): { call: number; path: BodyPath } {
  if (use.argsAt !== undefined && use.argsPath) return { call: use.argsAt, path: use.argsPath };
  if (use.resultAt !== undefined && use.resultPath) return { call: use.resultAt, path: use.resultPath.slice(0, 2) };
  return { call: use.callAt, path: schemaPath };
}

function argumentHits(ctx: RuleContext, malformed: boolean): RuleHit[] {
  return allUses(ctx.loop).flatMap((use): RuleHit[] => {
    if (use.json === false) return [];
    const tool = offeredTool(ctx.loop[use.callAt], use.name);
    const spot = spotOf(use, tool?.path ?? ['tools']);
    if (spot.call !== ctx.index) return [];
    const issues = checkArguments(use.args, tool?.schema);
    const bad = issues.filter((issue) => (issue.kind === 'malformed-json') === malformed);
    if (bad.length === 0) return [];
    return [
      {
        path: spot.path,
        ...say('argumentIssues', {
          name: use.name,
          id: use.id,
          // Only the first of malformed JSON's (there is one); the English is the messages one after another.
          issues: { issues: (malformed ? bad.slice(0, 1) : bad).map(({ key, params }) => ({ key, params })) },
        }),
      },
    ];
  });
}

export const argumentsMalformed: DoctorRule = {
  id: 'arguments-malformed-json',
  title: 'Arguments that are not valid JSON',
  severity: 'error',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: 'The model wrote arguments your code cannot parse (cut off, a trailing comma, single quotes): the tool never ran, which is not the same as a tool that ran and failed.',
  fix: 'Turn on strict mode for the tool (strict: true) so the API guarantees valid JSON, and answer a call you cannot parse with an error result that says so, so the model can write it again.',
  check: (ctx) => argumentHits(ctx, true),
};

export const argumentsAgainstSchema: DoctorRule = {
  id: 'arguments-against-schema',
  title: "Arguments that do not fit the tool's schema",
  severity: 'warning',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: "The model's arguments are JSON but not what the tool's parameters describe: a misspelt name, a wrong type, a value outside the enum, a required field left out. A tool that trusts them fails or does the wrong thing.",
  fix: 'Turn on strict mode (strict: true with additionalProperties: false and every property required), make the names and descriptions plainer, and answer a call that does not fit with an error result naming the field and what it takes.',
  check: (ctx) => argumentHits(ctx, false),
};

/** The arguments' problems for one call, by tool name, against the tools a request offered (for views that show one call). */
export function argumentIssuesOf(call: WireCall | undefined, name: string, args: unknown) {
  const tool = offeredTool(call, name);
  return checkArguments(args, tool?.schema);
}
