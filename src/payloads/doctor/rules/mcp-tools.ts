// Doctor rules for function tools backed by an MCP server (its tools/list and tools/call recorded in the loop): a failed
// call passed on as if it worked, and a server's schema sent with strict on that strict mode cannot take.
import { arr, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import { checkStrictSchema, strictSchemaErrorMessage } from '@loopscope/wire/strict-schema';
import type { DoctorRule, McpFacts, RuleContext, RuleHit } from '../types';
import { say } from '../details';
import { payloadStyleOf, type PayloadStyle, type ToolResultSlot } from '../../payload-styles';

/** The MCP facts of the calls before this one (the exchanges that ran the tools whose results this request carries). */
function mcpBefore(ctx: RuleContext): McpFacts[] {
  return ctx.loop.slice(0, ctx.index).flatMap((call) => (call.mcp ? [call.mcp] : []));
}

/** Each tool result with its call id: Chat's role "tool" messages, Responses' function_call_output items (its style's entry finds them). */
function toolOutputs(ctx: RuleContext): ToolResultSlot[] {
  return payloadStyleOf(ctx.call.style)?.toolResults(ctx.call.request) ?? [];
}

/** The output in words: a string as is, content parts' text joined. */
function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  return arr(output)
    .map((part) => (isObject(part) ? (str(part.text) ?? '') : ''))
    .join('\n');
}

/** Words a tool output uses to say it failed, in the shapes people write ("Error: …", {"error": …}, "failed"). */
const SAYS_FAILED = /error|fail/i;

export const mcpIsErrorDropped: DoctorRule = {
  id: 'mcp-is-error-dropped',
  title: 'A failed MCP tool call passed on as if it had worked',
  severity: 'warning',
  styles: ['chat', 'responses'],
  why: 'The MCP server answered this tools/call with isError: true, but the tool result built from it carries only the content text: nothing tells the model the call failed, so it may read an error message as data and answer as if the tool had worked.',
  fix: 'When a tools/call result has isError: true, say so in the tool output ("Error: …" or an error object), so the model can retry, try another way, or tell the user.',
  check(ctx) {
    const failed = new Map(
      mcpBefore(ctx).flatMap((facts) =>
        facts.toolCallId && facts.result?.isError === true ? [[facts.toolCallId, facts] as const] : [],
      ),
    );
    return toolOutputs(ctx).flatMap(({ path, callId, output }): RuleHit[] => {
      const facts = failed.get(callId);
      if (!facts || SAYS_FAILED.test(outputText(output))) return [];
      return [{ path, ...say('mcpErrorHidden', { server: facts.serverLabel, callId }) }];
    });
  },
};

/** Where a style nests a function tool's schema (Chat under `function`, Responses flat). */
function parametersOf(
  style: PayloadStyle,
  tool: Obj,
): { parameters: unknown; path: (string | number)[]; name: string; strict: unknown } {
  const { fn, path } = style.functionOf(tool);
  return { parameters: fn.parameters, path: [...path, 'parameters'], name: str(fn.name) ?? '', strict: fn.strict };
}

/** The same JSON, key order aside (a client may reorder a listed schema's keys, as the SDK's v2 client moves `$schema`). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

export const mcpSchemaNotStrict: DoctorRule = {
  id: 'mcp-schema-not-strict',
  title: "An MCP server's tool schema sent with strict on, which strict mode cannot take",
  severity: 'error',
  styles: ['chat', 'responses'],
  why: "This function tool's parameters are the inputSchema an MCP server listed. Servers write schemas for any client: optional properties, no additionalProperties: false, keywords strict mode does not support. With strict: true the API refuses the whole request.",
  fix: 'Send MCP-backed tools with strict: false, or rewrite the schema strict mode takes (every property required, optional ones nullable, additionalProperties: false) and map the arguments back before tools/call.',
  check(ctx) {
    const listed = mcpBefore(ctx).flatMap((facts) =>
      (facts.listedTools ?? []).map((tool) => ({ tool, server: facts.serverLabel })),
    );
    if (listed.length === 0) return [];
    const style = payloadStyleOf(ctx.call.style);
    if (!style) return [];
    const tools = arr(isObject(ctx.call.request) ? ctx.call.request.tools : undefined);
    return tools.flatMap((raw, index): RuleHit[] => {
      if (!isObject(raw) || (raw.type !== undefined && raw.type !== 'function')) return [];
      const { parameters, path, name, strict } = parametersOf(style, raw);
      if (strict !== true || !isObject(parameters)) return [];
      const from = listed.find(({ tool }) => sameJson(tool.inputSchema, parameters));
      const violation = from ? checkStrictSchema(parameters)[0] : undefined;
      if (!from || !violation) return [];
      return [
        {
          path: ['tools', index, ...path],
          ...say('mcpSchemaNotStrict', { name, server: from.server, tool: from.tool.name }),
          apiError: strictSchemaErrorMessage(name, violation),
        },
      ];
    });
  },
};
