// The `tools` array of a Responses request: flat function and custom tools, tools sharing a namespace grouped into one
// `namespace` tool, `defer_loading` where set, and the hosted `tool_search` tool that loads deferred ones.
import type { CustomTool, FunctionTool, NamespaceTool, Tool } from 'openai/resources/responses/responses';
import type { HostedToolId, SessionConfig, ToolSpec } from '../../types';
import { BUILTIN_MCP_SERVER } from '../../session-defaults';
import { leftOut } from '@loopscope/tools/tool-fields';

/** Tools are flat in Responses: `{type, name, description, parameters, strict}` (Chat nests them under `function`). */
export function toResponsesTool(tool: ToolSpec): FunctionTool | CustomTool {
  const deferred = tool.deferLoading ? { defer_loading: true } : {};
  if (tool.custom)
    return {
      type: 'custom',
      name: tool.name,
      description: tool.description,
      ...(tool.custom.format ? { format: tool.custom.format } : {}),
      ...deferred,
    };
  // An imported tool leaves out what its app did not send: the SDK's type lists every field, yet the API took the app's
  // request without them (the exact set it requires is not documented).
  const sent = {
    type: 'function',
    name: tool.name,
    ...(leftOut(tool, 'description') ? {} : { description: tool.description }),
    ...(leftOut(tool, 'parameters') ? {} : { parameters: tool.parameters }),
    ...(leftOut(tool, 'strict') ? {} : { strict: tool.strict ?? null }),
    ...deferred,
  };
  return sent as FunctionTool;
}

/**
 * The session's tools as one request sends them. A namespace stands where its first tool is listed; when any tool is
 * deferred, a `{type: "tool_search"}` tool (hosted by default; `execution: "client"` when the engine searches) comes first, so the model can load it.
 */
export function responsesTools(
  config: Pick<SessionConfig, 'tools' | 'options'>,
  vectorStoreId = VECTOR_STORE_PLACEHOLDER,
): Tool[] {
  const own = groupedTools(config.tools, config.options.toolSearchExecution === 'client');
  const mcp = config.options.hostedMcp;
  const withMcp: Tool[] = mcp
    ? [
        ...own,
        {
          type: 'mcp',
          server_label: BUILTIN_MCP_SERVER.label,
          server_description: BUILTIN_MCP_SERVER.description,
          server_url: BUILTIN_MCP_SERVER.url,
          require_approval: mcp,
        },
      ]
    : own;
  const workspace = (config.options.workspaceTools ?? []).map(
    (id): Tool => (id === 'shell' ? { type: 'shell', environment: { type: 'local' } } : { type: 'apply_patch' }),
  );
  const grouped = [...withMcp, ...hostedTools(config.options.hostedTools ?? [], vectorStoreId), ...workspace];
  if (!config.options.programmaticTools) return grouped;
  // Programmatic tool calling: every tool may be called by a program too, and the hosted tool is offered.
  const callers = { allowed_callers: ['direct', 'programmatic'] as ('direct' | 'programmatic')[] };
  return [
    ...grouped.map((t) => (t.type === 'function' || t.type === 'custom' ? { ...t, ...callers } : t)),
    { type: 'programmatic_tool_calling' },
  ];
}

/** Shown where no store was made yet (the tools a session would send, the generated code): the engine fills the real id in. */
export const VECTOR_STORE_PLACEHOLDER = 'vs_SESSION_FILES';

/** What each hosted tool's results are asked for with (`include`), so the timeline can show them. */
export const HOSTED_INCLUDES: Record<
  HostedToolId,
  'file_search_call.results' | 'web_search_call.action.sources' | 'code_interpreter_call.outputs'
> = {
  file_search: 'file_search_call.results',
  web_search: 'web_search_call.action.sources',
  code_interpreter: 'code_interpreter_call.outputs',
};

function hostedTools(ids: readonly HostedToolId[], vectorStoreId: string): Tool[] {
  return ids.map(
    (id): Tool =>
      id === 'file_search'
        ? { type: 'file_search', vector_store_ids: [vectorStoreId] }
        : id === 'web_search'
          ? { type: 'web_search' }
          : { type: 'code_interpreter', container: { type: 'auto' } },
  );
}

function groupedTools(tools: readonly ToolSpec[], clientSearch: boolean): Tool[] {
  const out: Tool[] = [];
  const namespaces = new Map<string, NamespaceTool>();
  for (const tool of tools) {
    const flat = toResponsesTool(tool);
    if (!tool.namespace) {
      out.push(flat);
      continue;
    }
    let group = namespaces.get(tool.namespace.name);
    if (!group) {
      group = { type: 'namespace', name: tool.namespace.name, description: tool.namespace.description, tools: [] };
      namespaces.set(tool.namespace.name, group);
      out.push(group);
    }
    group.tools.push(flat);
  }
  const search: Tool = clientSearch ? { type: 'tool_search', execution: 'client' } : { type: 'tool_search' };
  return tools.some((t) => t.deferLoading) ? [search, ...out] : out;
}
