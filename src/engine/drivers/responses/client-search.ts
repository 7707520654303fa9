// Client tool search: when a response ends at a `tool_search_call` with `execution: "client"`, the caller runs the search
// over its own deferred tools and answers with a `tool_search_output` listing the tools it loads.
import MiniSearch from 'minisearch';
import type { ResponseInputItem, ResponseItem, Tool } from 'openai/resources/responses/responses';

type SearchOutput = Extract<ResponseInputItem, { type: 'tool_search_output' }>;
type Doc = { id: number; name: string; description: string; members: string };

/** The words a search's arguments hold (the SDK types them `unknown`: a `{query}` object for the hosted tool). */
function queryOf(args: unknown): string {
  if (typeof args === 'string') return args;
  if (args && typeof args === 'object')
    return Object.values(args)
      .filter((v) => typeof v === 'string')
      .join(' ');
  return '';
}

/** Deferred tools only are searchable: a namespace (with its members), or a top-level function/custom tool. */
function searchable(tools: readonly Tool[]): Tool[] {
  return tools.filter((t) =>
    t.type === 'namespace'
      ? t.tools.some((m) => m.defer_loading)
      : (t.type === 'function' || t.type === 'custom') && t.defer_loading,
  );
}

function undeferred<T extends object>(tool: T): T {
  const { defer_loading: _d, ...rest } = tool as T & { defer_loading?: unknown };
  return rest as T;
}

/**
 * The tools a query loads: the best-scoring deferred namespace or tool (names and descriptions, prefix and fuzzy match,
 * as a small deterministic search); none when nothing matches. Members are sent without `defer_loading`, as a hosted
 * search loads them.
 */
export function searchDeferredTools(args: unknown, tools: readonly Tool[]): SearchOutput['tools'] {
  const candidates = searchable(tools);
  const docs: Doc[] = candidates.map((t, id) => ({
    id,
    name: 'name' in t ? String(t.name).replace(/[_-]+/g, ' ') : '',
    description: ('description' in t && t.description) || '',
    members:
      t.type === 'namespace'
        ? t.tools.map((m) => `${m.name.replace(/[_-]+/g, ' ')} ${m.description ?? ''}`).join(' ')
        : '',
  }));
  const index = new MiniSearch<Doc>({
    fields: ['name', 'description', 'members'],
    searchOptions: { boost: { name: 2 }, prefix: true, fuzzy: 0.2 },
  });
  index.addAll(docs);
  const best = index.search(queryOf(args))[0];
  if (!best) return [];
  const tool = candidates[best.id as number]!;
  const loaded = tool.type === 'namespace' ? { ...tool, tools: tool.tools.map(undeferred) } : undeferred(tool);
  return [loaded as SearchOutput['tools'][number]];
}

/** The outputs a client answers a response's client searches with (the same `call_id`, `execution: "client"`). */
export function clientSearchOutputs(
  output: readonly ResponseItem[] | readonly ResponseInputItem[],
  tools: readonly Tool[],
): SearchOutput[] {
  return output.flatMap((item) =>
    'type' in item && item.type === 'tool_search_call' && item.execution === 'client' && item.call_id
      ? [
          {
            type: 'tool_search_output' as const,
            call_id: item.call_id,
            execution: 'client' as const,
            status: 'completed' as const,
            tools: searchDeferredTools(item.arguments, tools),
          },
        ]
      : [],
  );
}
