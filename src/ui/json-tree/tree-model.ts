// Flattens only the *expanded* part of a JSON value into rows, so a 5 MB value costs what is on screen, not its size.

export type JsonKey = string | number;
export type ValueKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'other';

export interface TreeRow {
  id: string;
  parentId: string | null;
  depth: number;
  /** Path of the value this row shows (for a chunk row: of the container it slices). */
  path: JsonKey[];
  /** The property name or index; null for the root and for chunk rows. */
  key: JsonKey | null;
  value: unknown;
  kind: ValueKind;
  expandable: boolean;
  /** Number of direct children of a container (objects: keys; arrays: items). */
  size: number;
  /** For a chunk row: the slice [start, end) of the container's children it groups. */
  chunk: { start: number; end: number } | null;
  posInSet: number;
  setSize: number;
}

/** Children per level before they are grouped into ranges ("[0 … 99]"), as browser devtools do. */
export const CHUNK_SIZE = 100;

export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'object') return 'object';
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  return 'other';
}

export function rowId(path: readonly JsonKey[], chunk?: { start: number; end: number }): string {
  const base = JSON.stringify(path);
  return chunk ? `${base}#${chunk.start}-${chunk.end}` : base;
}

/** The keys of a container, computed once per container (Object.keys of a huge object is not free). */
const keyCache = new WeakMap<object, JsonKey[]>();
function childKeys(value: object): JsonKey[] {
  let keys = keyCache.get(value);
  if (!keys) {
    keys = Array.isArray(value) ? Array.from({ length: value.length }, (_, i) => i) : Object.keys(value);
    keyCache.set(value, keys);
  }
  return keys;
}

function sizeOf(value: unknown): number {
  return value !== null && typeof value === 'object' ? childKeys(value).length : 0;
}

/** The bucket width that keeps every level at CHUNK_SIZE entries or fewer (100, 10 000, 1 000 000…). */
function bucketFor(count: number): number {
  let bucket = CHUNK_SIZE;
  while (count / bucket > CHUNK_SIZE) bucket *= CHUNK_SIZE;
  return bucket;
}

function pushNode(
  rows: TreeRow[],
  expanded: ReadonlySet<string>,
  parentId: string | null,
  depth: number,
  path: JsonKey[],
  key: JsonKey | null,
  value: unknown,
  posInSet: number,
  setSize: number,
): void {
  const kind = kindOf(value);
  const size = sizeOf(value);
  const id = rowId(path);
  const expandable = (kind === 'object' || kind === 'array') && size > 0;
  rows.push({ id, parentId, depth, path, key, value, kind, expandable, size, chunk: null, posInSet, setSize });
  if (expandable && expanded.has(id)) pushRange(rows, expanded, id, depth + 1, path, value as object, 0, size);
}

/** Emits the children in [start, end): directly when few, otherwise as chunk rows that expand on demand. */
function pushRange(
  rows: TreeRow[],
  expanded: ReadonlySet<string>,
  parentId: string,
  depth: number,
  path: JsonKey[],
  container: object,
  start: number,
  end: number,
): void {
  const count = end - start;
  const keys = childKeys(container);
  if (count <= CHUNK_SIZE) {
    for (let i = start; i < end; i++) {
      const key = keys[i] as JsonKey;
      const child = (container as Record<JsonKey, unknown>)[key];
      pushNode(rows, expanded, parentId, depth, [...path, key], key, child, i - start + 1, count);
    }
    return;
  }
  const bucket = bucketFor(count);
  const setSize = Math.ceil(count / bucket);
  for (let s = start, n = 1; s < end; s += bucket, n++) {
    const chunk = { start: s, end: Math.min(s + bucket, end) };
    const id = rowId(path, chunk);
    rows.push({
      id,
      parentId,
      depth,
      path,
      key: null,
      value: container,
      kind: Array.isArray(container) ? 'array' : 'object',
      expandable: true,
      size: chunk.end - chunk.start,
      chunk,
      posInSet: n,
      setSize,
    });
    if (expanded.has(id)) pushRange(rows, expanded, id, depth + 1, path, container, chunk.start, chunk.end);
  }
}

/**
 * The row ids to expand so the field at `path` is on screen: every container above it and, in containers too long to
 * list at once, the range rows ("[100 … 199]") that hold it.
 */
export function ancestorIds(value: unknown, path: readonly JsonKey[]): string[] {
  const ids: string[] = [];
  let node = value;
  path.forEach((key, depth) => {
    if (node === null || typeof node !== 'object') return;
    const here = path.slice(0, depth);
    ids.push(rowId(here));
    const keys = childKeys(node);
    const index = keys.indexOf(key);
    let start = 0;
    let end = keys.length;
    while (index >= 0 && end - start > CHUNK_SIZE) {
      const bucket = bucketFor(end - start);
      const chunkStart = start + Math.floor((index - start) / bucket) * bucket;
      [start, end] = [chunkStart, Math.min(chunkStart + bucket, end)];
      ids.push(rowId(here, { start, end }));
    }
    node = (node as Record<JsonKey, unknown>)[key];
  });
  return ids;
}

export function visibleRows(value: unknown, expanded: ReadonlySet<string>, rootKey: JsonKey | null = null): TreeRow[] {
  const rows: TreeRow[] = [];
  pushNode(rows, expanded, null, 1, [], rootKey, value, 1, 1);
  return rows;
}

/** Ids to expand initially: containers down to `depth` levels, skipping ones too large to open by default. */
export function initialExpansion(value: unknown, depth: number): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown, path: JsonKey[], level: number) => {
    if (level >= depth || node === null || typeof node !== 'object') return;
    const keys = childKeys(node);
    if (keys.length === 0 || keys.length > CHUNK_SIZE) return;
    out.add(rowId(path));
    for (const key of keys) walk((node as Record<JsonKey, unknown>)[key], [...path, key], level + 1);
  };
  walk(value, [], 0);
  return out;
}

/** A one-line summary of a collapsed container, e.g. `{role: "tool", content: "…"}`. */
export function preview(value: unknown, budget = 80): string {
  const kind = kindOf(value);
  if (kind === 'string') {
    const s = JSON.stringify(value as string);
    return s.length > budget ? `${s.slice(0, budget - 2)}…"` : s;
  }
  if (kind !== 'object' && kind !== 'array') return String(value);
  const keys = childKeys(value as object);
  const open = kind === 'array' ? '[' : '{';
  const close = kind === 'array' ? ']' : '}';
  let out = open;
  for (const key of keys) {
    const child = (value as Record<JsonKey, unknown>)[key];
    const childKind = kindOf(child);
    const inner = childKind === 'object' ? '{…}' : childKind === 'array' ? '[…]' : preview(child, 24);
    const part = (out.length > 1 ? ', ' : '') + (kind === 'array' ? inner : `${key}: ${inner}`);
    if (out.length + part.length > budget) return `${out}${out.length > 1 ? ', ' : ''}…${close}`;
    out += part;
  }
  return out + close;
}
