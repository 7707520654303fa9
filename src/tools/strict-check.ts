// The strict-mode checker: every violation of vendor/wire-rules/wire-rules.md in the strict tools, with the API's message and a JSON path.
import { checkStrictSchema, strictSchemaErrorMessage, type StrictViolation } from '@loopscope/wire/strict-schema';
import type { ToolDefinition } from './types';

export interface ToolSchemaIssue {
  toolIndex: number;
  toolName: string;
  /** Where in the request body, e.g. `$.tools[1].function.parameters.properties.location.required`. */
  path: string;
  /** The error message the API answers with for this violation. */
  message: string;
  /** The API error's `param`, e.g. `tools[1].parameters`. */
  param: string;
}

/** Where the schema sits in a tool as sent: under `function` (Chat, Assistants: `tools[i].function.parameters`) or flat (Responses: `tools[i].parameters`). */
export type ToolWireLayout = 'nested' | 'flat';

/** Lists all issues, unlike the API, which stops at the first one; non-strict tools are not checked. */
export function checkToolStrictness(
  tools: Pick<ToolDefinition, 'name' | 'parameters' | 'strict'>[],
  layout: ToolWireLayout = 'nested',
): ToolSchemaIssue[] {
  return tools.flatMap((tool, toolIndex) => {
    if (!tool.strict) return [];
    const base = layout === 'nested' ? `$.tools[${toolIndex}].function.parameters` : `$.tools[${toolIndex}].parameters`;
    return checkStrictSchema(tool.parameters).map((violation) => ({
      toolIndex,
      toolName: tool.name,
      path: base + contextPath(violation.context) + keywordPath(violation),
      message: strictSchemaErrorMessage(tool.name, violation),
      param: `tools[${toolIndex}].parameters`,
    }));
  });
}

function contextPath(context: string[]): string {
  return context.map((key) => (/^\d+$/.test(key) ? `[${key}]` : member(key))).join('');
}

/** Points at the keyword that is wrong or missing, so an editor can highlight it. */
function keywordPath(violation: StrictViolation): string {
  const { message } = violation;
  if (message.includes("'required' is required")) return '.required';
  if (message.includes("'additionalProperties' is required")) return '.additionalProperties';
  if (message.includes('array schema missing items')) return '.items';
  if (message.includes('object schema missing properties')) return '.properties';
  return '';
}

function member(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
