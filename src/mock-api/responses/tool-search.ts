// Tool search in the mock: which tools the model plans with and which it is billed for, and the tool_search_call /
// tool_search_output items it writes when the tool it needs is deferred and not loaded yet.
import type { ChoiceDraft } from '../chat/truncate.ts';
import { callableTools, loadedToolNames, searchToolOf, visibleTools } from '@loopscope/wire/responses/tool-search';
import { itemId } from './ids.ts';
import type { StoredItem } from './store.ts';

type Obj = Record<string, unknown>;
type Call = ChoiceDraft['toolCalls'][number];

/** What a request's tools and context say about tool search. */
export interface SearchState {
  /** Every tool the model may plan with: the declared ones and any a (client) tool search loaded, namespaces flattened. */
  planning: Obj[];
  /** The top-level tools the model reads now, billed as definitions: the ones not deferred. */
  billed: Obj[];
  /**
   * Billed as the JSON text the model reads, as the gauge's rule counts them: the namespaces without their deferred
   * members (a namespace's name and description are read while its members wait). Loaded tools are billed in the
   * tool_search_output item that carries them (`searchItemTexts`).
   */
  billedTexts: string[];
  /** Deferred tools not loaded yet, by name, with the namespace that holds them (null for a top-level one). */
  unloaded: Map<string, { tool: Obj; namespace: Obj | null }>;
  /** Namespace of each namespaced tool, by tool name (a function_call names it). */
  namespaceOf: Map<string, string>;
  search: Obj | undefined;
}

export function searchState(tools: unknown, context: readonly Obj[]): SearchState {
  const declared = Array.isArray(tools) ? (tools as Obj[]) : [];
  const loadedItems = context.filter((item) => item.type === 'tool_search_output');
  const loadedTools = loadedItems.flatMap((item) => (Array.isArray(item.tools) ? (item.tools as Obj[]) : []));
  const loaded = loadedToolNames(loadedItems);
  const namespaces = new Map(declared.filter((t) => t.type === 'namespace').map((t) => [String(t.name), t]));
  const unloaded = new Map<string, { tool: Obj; namespace: Obj | null }>();
  for (const { tool, namespace } of callableTools(declared)) {
    if (tool.defer_loading === true && !loaded.has(String(tool.name)))
      unloaded.set(String(tool.name), { tool, namespace: namespace ? namespaces.get(namespace)! : null });
  }
  const namespaceOf = new Map<string, string>();
  for (const { tool, namespace } of callableTools([...declared, ...loadedTools]))
    if (namespace) namespaceOf.set(String(tool.name), namespace);
  const planning = dedupe(callableTools([...declared, ...loadedTools]).map(({ tool }) => tool));
  const visible = visibleTools(declared) as Obj[];
  const billed = visible.filter((t) => t.type === 'function' || t.type === 'custom');
  const shownNamespaces = visible.filter((t) => t.type === 'namespace');
  return {
    planning,
    billed,
    billedTexts: shownNamespaces.length ? [JSON.stringify(shownNamespaces)] : [],
    unloaded,
    namespaceOf,
    search: searchToolOf(declared),
  };
}

/** The JSON the model reads in a context's tool search items: each search's arguments and the definitions each output loaded. */
export function searchItemTexts(items: readonly Obj[]): string[] {
  const texts: string[] = [];
  for (const item of items) {
    if (item.type === 'tool_search_call' && item.arguments !== undefined) texts.push(JSON.stringify(item.arguments));
    if (item.type === 'tool_search_output' && Array.isArray(item.tools)) texts.push(JSON.stringify(item.tools));
  }
  return texts;
}

/** One definition per name, the first (a namespace member loaded again is the same tool). */
function dedupe(tools: Obj[]): Obj[] {
  const seen = new Set<string>();
  return tools.filter((t) => !seen.has(String(t.name)) && seen.add(String(t.name)));
}

export interface SearchOutcome {
  /** The search items to put before the calls (none when nothing needed loading). */
  items: StoredItem[];
  calls: Call[];
}

/**
 * Calls to deferred tools need a search first. Hosted search (`execution: "server"`, the default): the server runs it
 * in this response, so the output holds the tool_search_call, the tool_search_output with the loaded tools, then the
 * calls. Client search: the response ends at the tool_search_call; the caller answers with a tool_search_output and
 * the model calls the tool on the next request.
 */
export function planToolSearch(
  calls: readonly Call[],
  state: SearchState,
  idParts: readonly (string | number)[],
): SearchOutcome {
  const needed = calls.filter((c) => state.unloaded.has(c.name));
  if (needed.length === 0 || !state.search) return { items: [], calls: [...calls] };
  const query = [...new Set(needed.map((c) => c.name.replace(/[_-]+/g, ' ')))].join(', ');
  const client = state.search.execution === 'client';
  const callId = client ? `call_${itemId('tsc', [...idParts, 'call']).slice(4, 28)}` : null;
  const search: StoredItem = {
    id: itemId('tsc', idParts),
    type: 'tool_search_call',
    arguments: searchArguments(state.search, query),
    call_id: callId,
    execution: client ? 'client' : 'server',
    status: 'completed',
  };
  if (client) return { items: [search], calls: [] };
  const output: StoredItem = {
    id: itemId('tso', idParts),
    type: 'tool_search_output',
    call_id: null,
    execution: 'server',
    status: 'completed',
    tools: loadedDefinitions(needed, state),
  };
  return { items: [search, output], calls: [...calls] };
}

/** The search's arguments: a `query`, or the first string field of a client search tool's own parameters. */
function searchArguments(search: Obj, query: string): Obj {
  const properties =
    (search.parameters as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  const field = Object.keys(properties).find((k) => properties[k]?.type === 'string') ?? 'query';
  return { [field]: query };
}

/** What a hosted search loads: a needed tool's whole namespace (its members no longer deferred), or the top-level tool itself. */
function loadedDefinitions(needed: readonly Call[], state: SearchState): Obj[] {
  const out: Obj[] = [];
  const done = new Set<unknown>();
  for (const call of needed) {
    const { tool, namespace } = state.unloaded.get(call.name)!;
    const holder = namespace ?? tool;
    if (done.has(holder)) continue;
    done.add(holder);
    out.push(namespace ? { ...namespace, tools: (namespace.tools as Obj[]).map(undeferred) } : undeferred(tool));
  }
  return out;
}

function undeferred({ defer_loading: _deferred, ...tool }: Obj): Obj {
  return tool;
}

/** A call to a namespaced tool names its namespace (SDK `ResponseFunctionToolCall.namespace`). */
export function withNamespace(item: StoredItem, state: SearchState): StoredItem {
  const namespace =
    (item.type === 'function_call' || item.type === 'custom_tool_call') && state.namespaceOf.get(String(item.name));
  return namespace ? { ...item, namespace } : item;
}
