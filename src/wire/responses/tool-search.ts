// Tool search in Responses (SDK 7.59 `ToolSearchTool`, `NamespaceTool`, `defer_loading`, `tool_search_call` / `tool_search_output`):
// the request checks and the reading of which tools a context has loaded, shared by the mock, the doctor and the gauge.
import { emptyArray, invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';

type Obj = Record<string, unknown>;

export const EXECUTIONS = ['server', 'client'];
/** What a namespace may hold (OpenAPI `NamespaceToolParam.tools`: function or custom tools, no nested namespaces). */
const MEMBER_TYPES = ['function', 'custom'];

/** A `{type: "tool_search"}` tool: hosted (`execution: "server"`, the default) or run by the client with its own description and parameters. */
export function validateToolSearchTool(tool: Obj, at: string): void {
  if (tool.execution !== undefined && !EXECUTIONS.includes(tool.execution as string))
    throw invalidValue(tool.execution, EXECUTIONS, `${at}.execution`);
  if (tool.description !== undefined && tool.description !== null && typeof tool.description !== 'string')
    throw invalidType(`${at}.description`, 'a string', tool.description);
  if (tool.parameters !== undefined && tool.parameters !== null && !isObject(tool.parameters))
    throw invalidType(`${at}.parameters`, 'an object', tool.parameters);
}

/**
 * A `{type: "namespace", name, description, tools}` tool. Each member is checked as a top-level tool is
 * (`checkMember`, passed in by the request validator, which owns that check).
 */
export function validateNamespaceTool(tool: Obj, at: string, checkMember: (member: Obj, at: string) => void): void {
  if (tool.name === undefined) throw missingParameter(`${at}.name`);
  if (typeof tool.name !== 'string') throw invalidType(`${at}.name`, 'a string', tool.name);
  // The spec's `minLength: 1`, worded as the API words every empty string (vendor/wire-rules/wire-rules.md, empty `call_id`).
  if (tool.name === '')
    throw invalidRequest(
      `Invalid '${at}.name': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
      `${at}.name`,
      'empty_string',
    );
  if (tool.description === undefined) throw missingParameter(`${at}.description`);
  if (typeof tool.description !== 'string') throw invalidType(`${at}.description`, 'a string', tool.description);
  if (tool.tools === undefined) throw missingParameter(`${at}.tools`);
  if (!Array.isArray(tool.tools)) throw invalidType(`${at}.tools`, 'an array', tool.tools);
  if (tool.tools.length === 0) throw emptyArray(`${at}.tools`);
  tool.tools.forEach((member, k) => {
    const memberAt = `${at}.tools[${k}]`;
    if (!isObject(member)) throw invalidType(memberAt, 'an object', member);
    if (member.type === undefined) throw missingParameter(`${memberAt}.type`);
    if (!MEMBER_TYPES.includes(member.type as string))
      throw invalidValue(member.type, MEMBER_TYPES, `${memberAt}.type`);
    checkMember(member, memberAt);
  });
}

/** Every function or custom tool a request declares, a namespace's members with their namespace's name. */
export function callableTools(tools: unknown): { tool: Obj; namespace: string | null }[] {
  if (!Array.isArray(tools)) return [];
  return (tools as unknown[]).filter(isObject).flatMap((tool): { tool: Obj; namespace: string | null }[] => {
    if (tool.type === 'namespace' && Array.isArray(tool.tools))
      return (tool.tools as unknown[])
        .filter(isObject)
        .map((member) => ({ tool: member, namespace: String(tool.name) }));
    return tool.type === 'function' || tool.type === 'custom' ? [{ tool, namespace: null }] : [];
  });
}

export function searchToolOf(tools: unknown): Obj | undefined {
  return Array.isArray(tools) ? (tools as unknown[]).filter(isObject).find((t) => t.type === 'tool_search') : undefined;
}

/**
 * Deferred tools need a tool that can load them. The message is the real API's as quoted in a public bug report
 * (sub2api #5942: "Invalid Value: 'tools.defer_loading'. Deferred tools require tools.tool_search."); param and
 * code are our choice.
 */
export function checkDeferredNeedSearch(tools: unknown): void {
  if (searchToolOf(tools)) return;
  if (callableTools(tools).some(({ tool }) => tool.defer_loading === true)) {
    throw invalidRequest(
      "Invalid Value: 'tools.defer_loading'. Deferred tools require tools.tool_search.",
      'tools',
      'invalid_value',
    );
  }
}

/** `tool_search_call` / `tool_search_output` as input items (OpenAPI `ToolSearchCallItemParam` / `ToolSearchOutputItemParam`). */
export function validateToolSearchItem(item: Obj, at: string): void {
  if (item.execution !== undefined && item.execution !== null && !EXECUTIONS.includes(item.execution as string))
    throw invalidValue(item.execution, EXECUTIONS, `${at}.execution`);
  if (item.call_id !== undefined && item.call_id !== null) {
    if (typeof item.call_id !== 'string') throw invalidType(`${at}.call_id`, 'a string', item.call_id);
    if (item.call_id === '')
      throw invalidRequest(
        `Invalid '${at}.call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
        `${at}.call_id`,
        'empty_string',
      );
  }
  if (item.type === 'tool_search_call') {
    if (item.arguments === undefined) throw missingParameter(`${at}.arguments`);
    return;
  }
  if (item.tools === undefined) throw missingParameter(`${at}.tools`);
  if (!Array.isArray(item.tools)) throw invalidType(`${at}.tools`, 'an array', item.tools);
  item.tools.forEach((tool, k) => {
    if (!isObject(tool)) throw invalidType(`${at}.tools[${k}]`, 'an object', tool);
  });
}

/** The function and custom tools a context's `tool_search_output` items loaded, by name (a loaded namespace loads its members). */
export function loadedToolNames(items: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const item of items) {
    if (!isObject(item) || item.type !== 'tool_search_output') continue;
    for (const { tool } of callableTools(item.tools)) names.add(String(tool.name));
  }
  return names;
}

/**
 * The tools as the model reads them before any search: deferred members are left out (a namespace whose members are
 * all deferred keeps its name and description, which the model sees to know what it can search for).
 */
export function visibleTools(tools: readonly unknown[]): unknown[] {
  return tools.flatMap((tool) => {
    if (!isObject(tool)) return [tool];
    if (tool.type === 'namespace' && Array.isArray(tool.tools))
      return [{ ...tool, tools: (tool.tools as unknown[]).filter((m) => !(isObject(m) && m.defer_loading === true)) }];
    return tool.defer_loading === true ? [] : [tool];
  });
}
