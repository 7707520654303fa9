// Applies an `apply_patch` operation (create, update or delete one file; the diff in OpenAI's V4A format) to the in-memory tree.
import { normalizePath, type FileTree } from './file-tree';

export type PatchOperation =
  | { type: 'create_file'; path: string; diff: string }
  | { type: 'update_file'; path: string; diff: string }
  | { type: 'delete_file'; path: string };

export type PatchResult = { ok: true; tree: FileTree; message: string } | { ok: false; message: string };

/**
 * V4A as the apply_patch guide describes it: a create diff is the file's lines each prefixed `+`; an update diff is
 * hunks, each optionally opened by `@@` (with an anchor line after it), of context lines (` `), removals (`-`) and
 * additions (`+`). A hunk's context and removals must be found in the file in order, after the previous hunk.
 * `*** End of File` pins a hunk to the end. The failure messages are our wording (no spec text exists for them).
 */
export function applyPatch(tree: FileTree, op: PatchOperation): PatchResult {
  const path = normalizePath(op.path);
  if (path === null || path === '') return { ok: false, message: `Invalid path: ${op.path} is outside the workspace.` };
  const next = new Map(tree);
  if (op.type === 'delete_file') {
    if (!tree.has(path)) return { ok: false, message: `File not found: ${path}` };
    next.delete(path);
    return { ok: true, tree: next, message: `Deleted ${path}` };
  }
  if (op.type === 'create_file') {
    if (tree.has(path)) return { ok: false, message: `File already exists: ${path}` };
    const lines = diffLines(op.diff);
    const bad = lines.find((l) => !l.startsWith('+'));
    if (bad !== undefined)
      return { ok: false, message: `Invalid create diff for ${path}: every line must start with '+', got: ${bad}` };
    next.set(path, lines.length ? `${lines.map((l) => l.slice(1)).join('\n')}\n` : '');
    return { ok: true, tree: next, message: `Created ${path}` };
  }
  const current = tree.get(path);
  if (current === undefined) return { ok: false, message: `File not found: ${path}` };
  const updated = applyHunks(current, op.diff);
  if (typeof updated !== 'string')
    return { ok: false, message: `Could not apply the diff to ${path}: ${updated.error}` };
  next.set(path, updated);
  return { ok: true, tree: next, message: `Updated ${path}` };
}

/** The diff's lines without a final empty line and without the `*** Begin Patch` / `*** End Patch` envelope if one was sent. */
function diffLines(diff: string): string[] {
  const lines = diff.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.filter((l) => l !== '*** Begin Patch' && l !== '*** End Patch');
}

interface Hunk {
  anchor: string | null;
  old: string[];
  new: string[];
  atEnd: boolean;
}

function parseHunks(diff: string): Hunk[] | { error: string } {
  const hunks: Hunk[] = [];
  let hunk: Hunk | null = null;
  const open = (anchor: string | null) => {
    hunk = { anchor, old: [], new: [], atEnd: false };
    hunks.push(hunk);
    return hunk;
  };
  for (const line of diffLines(diff)) {
    if (line.startsWith('@@')) {
      const anchor = line.slice(2).trim();
      open(anchor === '' ? null : anchor);
      continue;
    }
    const h: Hunk = hunk ?? open(null);
    if (line === '*** End of File') h.atEnd = true;
    else if (line.startsWith('+')) h.new.push(line.slice(1));
    else if (line.startsWith('-')) h.old.push(line.slice(1));
    else if (line.startsWith(' ') || line === '') {
      h.old.push(line.slice(1));
      h.new.push(line.slice(1));
    } else return { error: `a diff line must start with ' ', '-', '+' or '@@', got: ${line}` };
  }
  if (hunks.length === 0) return { error: 'the diff is empty' };
  return hunks;
}

function applyHunks(text: string, diff: string): string | { error: string } {
  const parsed = parseHunks(diff);
  if (!Array.isArray(parsed)) return parsed;
  const endsWithNewline = text.endsWith('\n');
  const lines = text === '' ? [] : (endsWithNewline ? text.slice(0, -1) : text).split('\n');
  let from = 0;
  for (const hunk of parsed) {
    if (hunk.anchor !== null) {
      const at = findSeq(lines, [hunk.anchor], from, false);
      if (at < 0) return { error: `the anchor line was not found: ${hunk.anchor}` };
      from = at + 1;
    }
    const at = hunk.old.length === 0 ? (hunk.atEnd ? lines.length : from) : findSeq(lines, hunk.old, from, hunk.atEnd);
    if (at < 0) return { error: `these lines were not found: ${hunk.old.join(' / ')}` };
    lines.splice(at, hunk.old.length, ...hunk.new);
    from = at + hunk.new.length;
  }
  return lines.length ? `${lines.join('\n')}${endsWithNewline || text === '' ? '\n' : ''}` : '';
}

/** Where `seq` starts in `lines` at or after `from` (exact, then ignoring trailing spaces); `atEnd`: it must end the file. */
function findSeq(lines: readonly string[], seq: readonly string[], from: number, atEnd: boolean): number {
  const same = [(a: string, b: string) => a === b, (a: string, b: string) => a.trimEnd() === b.trimEnd()];
  for (const eq of same) {
    const starts = atEnd
      ? [lines.length - seq.length]
      : Array.from({ length: Math.max(0, lines.length - seq.length - from + 1) }, (_, k) => from + k);
    for (const s of starts) if (s >= from && seq.every((l, k) => eq(lines[s + k] ?? '\0', l))) return s;
  }
  return -1;
}
