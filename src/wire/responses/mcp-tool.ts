// The hosted `mcp` tool of the Responses API: its definition's checks, the MCP items a request may carry, and the
// rules both sides share (which listed tools are allowed, which need approval). Shapes: openai SDK 7.59 `Tool.Mcp`.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { ApiError, errorBody, invalidRequest } from '../errors.ts';
import { isObject } from '../json-object.ts';

type Obj = Record<string, unknown>;

const MCP_FIELDS = [
  'type',
  'server_label',
  'server_url',
  'connector_id',
  'tunnel_id',
  'authorization',
  'headers',
  'allowed_tools',
  'allowed_callers',
  'require_approval',
  'server_description',
  'defer_loading',
];
const LABEL_PATTERN = /^[a-zA-Z0-9_-]+$/;
const APPROVAL_SETTINGS = ['always', 'never'];

/** A tool filter (`McpToolFilter`): named tools, or tools that say they are read-only. */
export interface McpToolFilter {
  tool_names?: string[];
  read_only?: boolean;
}

export function isMcpTool(tool: unknown): tool is Obj {
  return isObject(tool) && tool.type === 'mcp';
}

/** Checks one `{type: "mcp", ...}` entry of `tools` (the API's own messages where known; where not, our wording, marked). */
export function validateMcpTool(tool: Obj, at: string): void {
  const unknown = Object.keys(tool).find((k) => !MCP_FIELDS.includes(k));
  if (unknown !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.${unknown}'.`, `${at}.${unknown}`, 'unknown_parameter');
  if (tool.server_label === undefined) throw missingParameter(`${at}.server_label`);
  if (typeof tool.server_label !== 'string') throw invalidType(`${at}.server_label`, 'a string', tool.server_label);
  if (!LABEL_PATTERN.test(tool.server_label)) {
    throw invalidRequest(
      `Invalid '${at}.server_label': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
      `${at}.server_label`,
      'invalid_value',
    );
  }
  // Connectors and tunnels need OpenAI's own infrastructure; the mock runs servers by URL only (our wording).
  if (tool.connector_id !== undefined || tool.tunnel_id !== undefined) {
    const field = tool.connector_id !== undefined ? 'connector_id' : 'tunnel_id';
    throw invalidRequest(
      `The Loopscope mock cannot reach '${at}.${field}': give the MCP server's 'server_url' instead.`,
      `${at}.${field}`,
      'unsupported_value',
    );
  }
  if (tool.server_url === undefined) throw missingParameter(`${at}.server_url`);
  if (typeof tool.server_url !== 'string') throw invalidType(`${at}.server_url`, 'a string', tool.server_url);
  if (!isHttpUrl(tool.server_url))
    throw invalidRequest(
      `Invalid '${at}.server_url': expected an http or https URL.`,
      `${at}.server_url`,
      'invalid_value',
    );
  for (const key of ['authorization', 'server_description'] as const)
    if (tool[key] !== undefined && typeof tool[key] !== 'string')
      throw invalidType(`${at}.${key}`, 'a string', tool[key]);
  if (tool.defer_loading !== undefined && typeof tool.defer_loading !== 'boolean')
    throw invalidType(`${at}.defer_loading`, 'a boolean', tool.defer_loading);
  if (tool.headers !== undefined && tool.headers !== null) {
    if (!isObject(tool.headers)) throw invalidType(`${at}.headers`, 'an object', tool.headers);
    for (const [name, value] of Object.entries(tool.headers))
      if (typeof value !== 'string') throw invalidType(`${at}.headers.${name}`, 'a string', value);
  }
  const allowed = tool.allowed_tools;
  if (allowed !== undefined && allowed !== null) {
    if (Array.isArray(allowed)) {
      allowed.forEach((name, i) => {
        if (typeof name !== 'string') throw invalidType(`${at}.allowed_tools[${i}]`, 'a string', name);
      });
    } else if (isObject(allowed)) validateFilter(allowed, `${at}.allowed_tools`);
    else throw invalidType(`${at}.allowed_tools`, 'an array or object', allowed);
  }
  const approval = tool.require_approval;
  if (approval !== undefined && approval !== null) {
    if (typeof approval === 'string') {
      if (!APPROVAL_SETTINGS.includes(approval))
        throw invalidValue(approval, APPROVAL_SETTINGS, `${at}.require_approval`);
    } else if (isObject(approval)) {
      const extra = Object.keys(approval).find((k) => k !== 'always' && k !== 'never');
      if (extra !== undefined)
        throw invalidRequest(
          `Unknown parameter: '${at}.require_approval.${extra}'.`,
          `${at}.require_approval.${extra}`,
          'unknown_parameter',
        );
      for (const key of ['always', 'never'] as const)
        if (approval[key] !== undefined) validateFilter(approval[key], `${at}.require_approval.${key}`);
    } else {
      throw invalidType(`${at}.require_approval`, 'a string or object', approval);
    }
  }
}

function validateFilter(filter: unknown, at: string): void {
  if (!isObject(filter)) throw invalidType(at, 'an object', filter);
  const extra = Object.keys(filter).find((k) => k !== 'tool_names' && k !== 'read_only');
  if (extra !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.${extra}'.`, `${at}.${extra}`, 'unknown_parameter');
  if (filter.read_only !== undefined && typeof filter.read_only !== 'boolean')
    throw invalidType(`${at}.read_only`, 'a boolean', filter.read_only);
  if (filter.tool_names !== undefined) {
    if (!Array.isArray(filter.tool_names)) throw invalidType(`${at}.tool_names`, 'an array', filter.tool_names);
    filter.tool_names.forEach((name, i) => {
      if (typeof name !== 'string') throw invalidType(`${at}.tool_names[${i}]`, 'a string', name);
    });
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Two mcp tools may not share a label: items name their server by it (our wording). */
export function checkMcpLabels(tools: readonly unknown[]): void {
  const seen = new Set<string>();
  tools.forEach((tool, i) => {
    if (!isMcpTool(tool)) return;
    const label = String(tool.server_label);
    if (seen.has(label))
      throw invalidRequest(
        `Duplicate MCP server_label '${label}': each mcp tool needs its own label.`,
        `tools[${i}].server_label`,
        'invalid_value',
      );
    seen.add(label);
  });
}

interface ListedTool {
  name: string;
  annotations?: unknown;
}

const readOnly = (tool: ListedTool) => isObject(tool.annotations) && tool.annotations.readOnlyHint === true;

function matches(filter: McpToolFilter | undefined, tool: ListedTool): boolean {
  if (!filter) return false;
  if (filter.tool_names?.includes(tool.name)) return true;
  return filter.read_only === true && readOnly(tool);
}

/** Whether `allowed_tools` lets the model see this listed tool (absent: every tool). */
export function isAllowedTool(mcpTool: Obj, tool: ListedTool): boolean {
  const allowed = mcpTool.allowed_tools;
  if (allowed === undefined || allowed === null) return true;
  if (Array.isArray(allowed)) return allowed.includes(tool.name);
  const filter = allowed as McpToolFilter;
  if (filter.tool_names === undefined && filter.read_only === undefined) return true;
  return matches(filter, tool);
}

/**
 * Whether a call needs the user's approval. The API's default is "always". With a filter: a tool under `never` needs
 * none, one under `always` does; a tool under neither needs approval unless only `always` was given (our reading of
 * the filter: naming the tools that need approval leaves the rest free, naming the free ones leaves the rest asking).
 */
export function needsApproval(mcpTool: Obj, tool: ListedTool): boolean {
  const setting = mcpTool.require_approval;
  if (setting === undefined || setting === null || setting === 'always') return true;
  if (setting === 'never') return false;
  const { always, never } = setting as { always?: McpToolFilter; never?: McpToolFilter };
  if (matches(never, tool)) return false;
  if (matches(always, tool)) return true;
  return !(always !== undefined && never === undefined);
}

/** The MCP items of a Responses input (replayed output, or the caller's approval answers). */
export const MCP_ITEM_TYPES = ['mcp_list_tools', 'mcp_call', 'mcp_approval_request', 'mcp_approval_response'];

export function validateMcpItem(item: Obj, at: string): void {
  const need = (key: string, type: 'string' | 'boolean' | 'array') => {
    const value = item[key];
    if (value === undefined) throw missingParameter(`${at}.${key}`);
    const ok = type === 'array' ? Array.isArray(value) : typeof value === type;
    if (!ok)
      throw invalidType(
        `${at}.${key}`,
        type === 'array' ? 'an array' : type === 'string' ? 'a string' : 'a boolean',
        value,
      );
  };
  if (item.type === 'mcp_approval_response') {
    need('approval_request_id', 'string');
    need('approve', 'boolean');
    if (item.reason !== undefined && item.reason !== null && typeof item.reason !== 'string')
      throw invalidType(`${at}.reason`, 'a string', item.reason);
    return;
  }
  need('id', 'string');
  need('server_label', 'string');
  if (item.type === 'mcp_list_tools') return need('tools', 'array');
  need('name', 'string');
  need('arguments', 'string');
}

/** An approval answer whose request is nowhere in the context (our wording: no public report quotes the real one). */
export function approvalRequestNotFound(id: string): ApiError {
  return invalidRequest(`No MCP approval request found with id '${id}'.`, 'input', null);
}

/**
 * The 424 the API answers when it cannot list an MCP server's tools (unreachable, refused, timed out, not MCP). The
 * message is quoted from reports of the real service ("Error retrieving tool list from MCP server: 'label'. Http status
 * code: 424 (Failed Dependency)"); type and code are our reading of those reports.
 */
export function mcpListToolsError(label: string): ApiError {
  const message = `Error retrieving tool list from MCP server: '${label}'. Http status code: 424 (Failed Dependency)`;
  return new ApiError(
    424,
    errorBody(message, { type: 'external_connector_error', param: 'tools', code: 'http_error' }),
  );
}

/**
 * The mcp tool as a response echoes it: settings kept, secrets never (headers and authorization go, the URL's path is
 * "<redacted>"), as responses of the real API show it; the defaults spelled out.
 */
export function echoMcpTool(tool: Obj): Obj {
  const { headers: _headers, authorization: _authorization, ...rest } = tool;
  let url = String(tool.server_url);
  try {
    url = `${new URL(url).origin}/<redacted>`;
  } catch {
    // validated before: always a URL
  }
  return {
    ...rest,
    allowed_tools: tool.allowed_tools ?? null,
    headers: null,
    require_approval: tool.require_approval ?? 'always',
    server_url: url,
  };
}
