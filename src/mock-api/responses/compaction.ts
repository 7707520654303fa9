// Server-side compaction in /v1/responses: automatic past `context_management`'s `compact_threshold`, or on request with a final `compaction_trigger` item.
import { itemId, seal, unseal } from './ids.ts';
import type { StoredItem } from './store.ts';

type Body = Record<string, unknown>;

/** The threshold of the request's compaction rule, if it has one. */
export function compactThreshold(body: Body): number | undefined {
  const rules = Array.isArray(body.context_management)
    ? (body.context_management as { type?: unknown; compact_threshold?: unknown }[])
    : [];
  const rule = rules.find((r) => r?.type === 'compaction' && typeof r.compact_threshold === 'number');
  return rule?.compact_threshold as number | undefined;
}

/** The input ends with a `compaction_trigger` (the validator has made sure it is the last item). */
export function isTriggered(input: readonly StoredItem[]): boolean {
  return input.at(-1)?.type === 'compaction_trigger';
}

/**
 * The context sealed into one `compaction` item. Its items keep their ids inside the blob, so a client that sends the
 * compaction back together with the items it replaced (manual state, everything resent) is not billed for them twice:
 * see withoutSealed.
 */
export function sealContext(context: readonly StoredItem[], idParts: readonly (string | number)[]): StoredItem {
  return { id: itemId('cmp', idParts), type: 'compaction', encrypted_content: seal(context) };
}

/**
 * Automatic compaction: past the threshold, the context the model saw is sealed into a compaction item. `freshTokens`
 * leaves out what earlier compactions hold: a real compaction is a short summary, so the mock's (which keeps every item
 * for the model) must not count as full, or every later turn would compact again.
 */
export function autoCompaction(
  body: Body,
  context: readonly StoredItem[],
  freshTokens: number,
  idParts: readonly (string | number)[],
): StoredItem | null {
  const threshold = compactThreshold(body);
  return threshold === undefined || freshTokens <= threshold ? null : sealContext(context, idParts);
}

/**
 * The context without what a compaction item already stands for: items whose id is sealed in a compaction that comes
 * later (the compaction guide: items before the latest compaction may be dropped; the server ignores them). A
 * `/responses/compact` compaction seals items without ids and keeps user messages readable, so it drops nothing.
 */
export function withoutSealed(items: readonly StoredItem[]): StoredItem[] {
  const sealed = new Set<string>();
  const dropped = new Set<StoredItem>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (sealed.has(item.id) && item.type !== 'compaction') dropped.add(item);
    if (item.type === 'compaction' && typeof item.encrypted_content === 'string') {
      const inside = unseal(item.encrypted_content);
      if (Array.isArray(inside))
        for (const s of inside as { id?: unknown }[]) if (typeof s?.id === 'string') sealed.add(s.id);
    }
  }
  return items.filter((i) => !dropped.has(i) && i.type !== 'compaction_trigger');
}
