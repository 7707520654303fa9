// `tool_choice` of a Responses request (SDK 7.59 `ToolChoice*`): a named function or custom tool (a namespace's members
// included), a hosted or workspace tool by type, an `allowed_tools` set.
import { emptyArray, invalidType, invalidValue, missingParameter } from '../checks.ts';
import { invalidRequest } from '../errors.ts';
import { isObject } from '../json-object.ts';
import { HOSTED_TOOL_TYPES } from './hosted-tools.ts';
import { callableTools } from './tool-search.ts';
import { WORKSPACE_TOOL_TYPES } from './workspace-tools.ts';
import { COMPUTER_SHELL_TOOL_TYPES } from './computer-shell-tools.ts';

type Obj = Record<string, unknown>;
const MODES = ['auto', 'required'];
/** Tools chosen by type alone (`{type: "shell"}`): no name to match. */
const BY_TYPE = [
  ...HOSTED_TOOL_TYPES,
  ...WORKSPACE_TOOL_TYPES,
  ...COMPUTER_SHELL_TOOL_TYPES,
  'programmatic_tool_calling',
];

/**
 * A function or custom tool of this type and name is offered: at the top level or inside a namespace (the choice names
 * the member; ToolChoiceFunction has no namespace field).
 */
function offersNamed(tools: unknown, type: string, name: unknown): boolean {
  return callableTools(tools).some(({ tool }) => tool.type === type && tool.name === name);
}

function offersType(tools: unknown, type: unknown): boolean {
  return Array.isArray(tools) && tools.some((t) => isObject(t) && t.type === type);
}

export function validateToolChoice(body: Obj): void {
  const choice = body.tool_choice;
  if (choice === undefined || choice === null) return;
  if (typeof choice === 'string') {
    if (!['auto', 'none', 'required'].includes(choice))
      throw invalidValue(choice, ['none', 'auto', 'required'], 'tool_choice');
    return;
  }
  if (!isObject(choice)) throw invalidType('tool_choice', 'a string or object', choice);
  if (choice.type === 'allowed_tools') return validateAllowedTools(choice, body.tools);
  // A tool named by type (ToolChoiceTypes, ToolChoiceShell, ToolChoiceApplyPatch, programmatic tool calling) must be
  // offered, in the wording a missing function gets.
  if (BY_TYPE.includes(choice.type as string)) {
    if (!offersType(body.tools, choice.type))
      throw invalidRequest(`Tool choice '${String(choice.type)}' not found in 'tools' parameter.`, 'tool_choice', null);
    return;
  }
  if (choice.type !== 'function' && choice.type !== 'custom') return;
  if (typeof choice.name !== 'string') throw missingParameter('tool_choice.name');
  // A function choice needs a function tool of that name, a custom choice a custom tool: the kinds are not interchangeable.
  if (!offersNamed(body.tools, choice.type, choice.name))
    throw invalidRequest(`Tool choice '${String(choice.type)}' not found in 'tools' parameter.`, 'tool_choice', null);
}

/**
 * `{type: "allowed_tools", mode, tools: [{type: "function", name}, {type: "shell"}, …]}`: every listed tool must be one
 * the request offers. The not-found message is our wording, after the one a named choice gets (none is quoted for this case).
 */
function validateAllowedTools(choice: Obj, tools: unknown): void {
  if (choice.mode === undefined || choice.mode === null) throw missingParameter('tool_choice.mode');
  if (!MODES.includes(choice.mode as string)) throw invalidValue(choice.mode, MODES, 'tool_choice.mode');
  if (choice.tools === undefined || choice.tools === null) throw missingParameter('tool_choice.tools');
  if (!Array.isArray(choice.tools)) throw invalidType('tool_choice.tools', 'an array', choice.tools);
  if (choice.tools.length === 0) throw emptyArray('tool_choice.tools');
  choice.tools.forEach((entry, i) => {
    const at = `tool_choice.tools[${i}]`;
    if (!isObject(entry)) throw invalidType(at, 'an object', entry);
    if (entry.type === undefined) throw missingParameter(`${at}.type`);
    const named = entry.type === 'function' || entry.type === 'custom';
    if (named && typeof entry.name !== 'string') throw missingParameter(`${at}.name`);
    const found = named
      ? offersNamed(tools, String(entry.type), entry.name)
      : entry.type === 'mcp'
        ? Array.isArray(tools) &&
          tools.some((t) => isObject(t) && t.type === 'mcp' && t.server_label === entry.server_label)
        : offersType(tools, entry.type);
    if (!found)
      throw invalidRequest(
        `Tool '${named ? String(entry.name) : String(entry.type)}' in 'tool_choice.tools' not found in 'tools' parameter.`,
        at,
        null,
      );
  });
}

/** What an `allowed_tools` choice lets the model use: function / custom names, and tool types named alone; null for any other choice. */
export function allowedTools(
  choice: unknown,
): { names: Set<string>; types: Set<string>; mode: 'auto' | 'required' } | null {
  if (!isObject(choice) || choice.type !== 'allowed_tools' || !Array.isArray(choice.tools)) return null;
  const entries = choice.tools.filter(isObject);
  return {
    names: new Set(entries.filter((t) => t.type === 'function' || t.type === 'custom').map((t) => String(t.name))),
    types: new Set(entries.filter((t) => t.type !== 'function' && t.type !== 'custom').map((t) => String(t.type))),
    mode: choice.mode === 'required' ? 'required' : 'auto',
  };
}
