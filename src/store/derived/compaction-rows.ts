// What a compaction item stands for in the server's view of the context: the rows before it, folded into it as sealed.

/**
 * Folds every row before the last compaction into that compaction's `sealed` list (and so on for an earlier one inside
 * it): the server reads the compaction in place of those items, and the real blob is opaque, so the record of what went
 * in is the only way to show it.
 */
export function sealRows<R extends { item: Record<string, unknown>; sealed?: R[] }>(rows: readonly R[]): R[] {
  const at = rows.findLastIndex((r) => r.item.type === 'compaction');
  if (at <= 0) return [...rows];
  const compaction = rows[at]!;
  return [{ ...compaction, sealed: sealRows(rows.slice(0, at)) }, ...rows.slice(at + 1)];
}
