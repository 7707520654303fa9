// The exchange list's rows: every exchange, except that back-to-back polls of one Assistants run (GET …/runs/{id})
// fold into one group row with their count, which opens to show each poll as its own row.
import type { Exchange } from '@loopscope/engine/types';
import { isRunPoll } from '../../store';

export type ListRow =
  | { kind: 'exchange'; exchange: Exchange; index: number; group: string | null }
  | { kind: 'polls'; key: string; members: Exchange[]; expanded: boolean };

/** A group needs at least this many polls in a row; a single poll stays a plain row. */
const MIN_GROUP = 2;

/** Runs of back-to-back polls of the same run URL, each as the index range [start, end) into `exchanges`. */
function pollRuns(exchanges: readonly Exchange[]): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let i = 0;
  while (i < exchanges.length) {
    const first = exchanges[i]!;
    let end = i + 1;
    if (isRunPoll(first))
      while (end < exchanges.length && isRunPoll(exchanges[end]!) && exchanges[end]!.url === first.url) end++;
    if (end - i >= MIN_GROUP) runs.push({ start: i, end });
    i = end;
  }
  return runs;
}

/** The rows to draw: a group row per poll run (the key is its first exchange's id), its polls below it when expanded. */
export function listRows(exchanges: readonly Exchange[], expanded: ReadonlySet<string>): ListRow[] {
  const rows: ListRow[] = [];
  let next = 0;
  const plain = (until: number) => {
    for (; next < until; next++) rows.push({ kind: 'exchange', exchange: exchanges[next]!, index: next, group: null });
  };
  for (const { start, end } of pollRuns(exchanges)) {
    plain(start);
    const members = exchanges.slice(start, end);
    const key = members[0]!.id;
    const open = expanded.has(key);
    rows.push({ kind: 'polls', key, members, expanded: open });
    if (open) members.forEach((exchange, k) => rows.push({ kind: 'exchange', exchange, index: start + k, group: key }));
    next = end;
  }
  plain(exchanges.length);
  return rows;
}

/** The row that shows the selection: the exchange's own row, or its group's row while the group is closed. */
export function selectedRowIndex(rows: readonly ListRow[], selectedId: string | null, onGroup: string | null): number {
  if (!selectedId) return -1;
  return rows.findIndex((row) =>
    row.kind === 'polls'
      ? row.members.some((m) => m.id === selectedId) && (!row.expanded || onGroup === row.key)
      : row.exchange.id === selectedId && !(row.group !== null && onGroup === row.group),
  );
}

/** The polls' total time, for the group row (null while one is still in flight). */
export function groupDuration(members: readonly Exchange[]): number | null {
  let total = 0;
  for (const m of members) {
    if (m.durationMs === null) return null;
    total += m.durationMs;
  }
  return total;
}
