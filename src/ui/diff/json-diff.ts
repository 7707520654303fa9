// Structural diff of two JSON values: arrays are aligned by content (LCS), so an appended message reads as "added", not "changed".
import { canonicalJson, isObject } from '@loopscope/wire/json-object';

export type DiffNode =
  | { kind: 'same'; value: unknown }
  | { kind: 'added'; value: unknown }
  | { kind: 'removed'; value: unknown }
  | { kind: 'changed'; before: unknown; after: unknown }
  | { kind: 'object'; entries: { key: string; node: DiffNode }[] }
  | { kind: 'array'; items: { index: number; node: DiffNode }[] };

export interface DiffCounts {
  added: number;
  removed: number;
  changed: number;
}

/** Key-order-insensitive text of a value, so `{a,b}` and `{b,a}` compare equal. */
export const canonical = canonicalJson;

/** Pairs of equal indices along a longest common subsequence of a and b. */
function lcsPairs(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = table[i] as Uint32Array;
    const below = table[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j--)
      row[j] = a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if ((table[i + 1] as Uint32Array)[j]! >= (table[i] as Uint32Array)[j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Above this many cell comparisons the LCS table is too big; unmatched middles are then paired by position. */
const LCS_LIMIT = 4_000_000;

function diffArrays(before: unknown[], after: unknown[]): DiffNode {
  const a = before.map(canonical);
  const b = after.map(canonical);
  const pairs = a.length * b.length <= LCS_LIMIT ? lcsPairs(a, b) : positionalPairs(a, b);
  const items: { index: number; node: DiffNode }[] = [];
  let i = 0;
  let j = 0;
  const flushGap = (iEnd: number, jEnd: number) => {
    // Inside a gap, an old item is "the same item, edited" when a later new item shares a field with it
    // (equal-length gaps pair by position); everything unpaired is removed or added.
    const byPosition = iEnd - i === jEnd - j;
    while (i < iEnd) {
      let k = j;
      while (k < jEnd && !(byPosition ? sameShape(before[i], after[k]) : related(before[i], after[k]))) k++;
      if (k === jEnd || (byPosition && k !== j)) {
        items.push({ index: j, node: { kind: 'removed', value: before[i++] } });
        continue;
      }
      while (j < k) items.push({ index: j, node: { kind: 'added', value: after[j++] } });
      items.push({ index: j, node: diffJson(before[i++], after[j++]) });
    }
    while (j < jEnd) items.push({ index: j, node: { kind: 'added', value: after[j++] } });
  };
  for (const [pi, pj] of pairs) {
    flushGap(pi, pj);
    items.push({ index: pj, node: { kind: 'same', value: after[pj] } });
    i = pi + 1;
    j = pj + 1;
  }
  flushGap(before.length, after.length);
  return { kind: 'array', items };
}

function positionalPairs(a: string[], b: string[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] === b[k]) pairs.push([k, k]);
  return pairs;
}

function sameShape(x: unknown, y: unknown): boolean {
  return (isObject(x) && isObject(y)) || (Array.isArray(x) && Array.isArray(y));
}

/** Two objects that share at least one equal field (e.g. the same `tool_call_id`) are likely one item, edited. */
function related(x: unknown, y: unknown): boolean {
  if (!isObject(x) || !isObject(y)) return false;
  return Object.keys(x).some((key) => key in y && canonical(x[key]) === canonical(y[key]));
}

export function diffJson(before: unknown, after: unknown): DiffNode {
  if (canonical(before) === canonical(after)) return { kind: 'same', value: after };
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after);
  if (isObject(before) && isObject(after)) {
    const entries: { key: string; node: DiffNode }[] = [];
    for (const key of Object.keys(after)) {
      entries.push({
        key,
        node: key in before ? diffJson(before[key], after[key]) : { kind: 'added', value: after[key] },
      });
    }
    for (const key of Object.keys(before))
      if (!(key in after)) entries.push({ key, node: { kind: 'removed', value: before[key] } });
    return { kind: 'object', entries };
  }
  return { kind: 'changed', before, after };
}

/** Counts the outermost added/removed/changed nodes (an added message counts once, not per field). */
export function countChanges(node: DiffNode, into: DiffCounts = { added: 0, removed: 0, changed: 0 }): DiffCounts {
  if (node.kind === 'added' || node.kind === 'removed' || node.kind === 'changed') into[node.kind]++;
  else if (node.kind === 'object') for (const entry of node.entries) countChanges(entry.node, into);
  else if (node.kind === 'array') for (const item of node.items) countChanges(item.node, into);
  return into;
}
