// A stored session in parts: a small head (the record without its branches' entries and exchanges) and fixed-size
// chunks of those lists, so an autosave writes only the chunks a change touched instead of the whole session.
import type { Branch } from '@loopscope/engine/types';
import type { SessionRecord } from './session-record';

/** Entries per message chunk: a long session's append rewrites one chunk of this size, not all of them. */
export const MESSAGE_CHUNK = 250;
/** Exchanges per chunk: fewer, since each carries whole request and response bodies. */
export const EXCHANGE_CHUNK = 25;

const PART = 'part:';

/**
 * A branch's chunks in storage: their keys in order. Heads written before chunk keys carried a version hold counts,
 * whose chunks sit under the unversioned keys (`partKey` without a version).
 */
export interface BranchParts {
  messages: string[] | number;
  exchanges: string[] | number;
}

/** What `data:<id>` holds for a session stored in parts. */
export interface StoredHead {
  /** The record with every branch's `messages` and `exchanges` emptied. */
  record: SessionRecord;
  parts: Record<string, BranchParts>;
}

export type PartList = 'messages' | 'exchanges';

/** One chunk of one list of one branch: `slot` says where it belongs, `key` where it is stored. */
export interface Chunk {
  slot: string;
  key: string;
  items: readonly unknown[];
}

/** The prefix of every chunk key of one session (what removing the session deletes). */
export function partPrefix(sessionId: string): string {
  return `${PART}${sessionId}:`;
}

export function slotOf(branchId: string, list: PartList, index: number): string {
  return `${branchId}:${list}:${index}`;
}

/**
 * A chunk's key. `version` names the write that stored it (revision and tab): a chunk is written once under its own
 * key and never overwritten, so a head only ever points at chunks written whole before it, whatever happens mid-save.
 */
export function partKey(sessionId: string, slot: string, version?: string): string {
  return `${partPrefix(sessionId)}${slot}${version === undefined ? '' : `@${version}`}`;
}

export function isStoredHead(value: unknown): value is StoredHead {
  return typeof value === 'object' && value !== null && 'parts' in value && 'record' in value;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The head and every chunk of a record; `keyOf` picks each chunk's key (an unchanged chunk keeps the one it has). */
export function splitRecord(
  record: SessionRecord,
  keyOf: (slot: string, items: readonly unknown[]) => string,
): { head: StoredHead; chunks: Chunk[] } {
  const parts: Record<string, BranchParts> = {};
  const branches: Record<string, Branch> = {};
  const all: Chunk[] = [];
  for (const [id, branch] of Object.entries(record.engine.branches)) {
    const keys = { messages: [] as string[], exchanges: [] as string[] };
    const add = (list: PartList) => (items: readonly unknown[], i: number) => {
      const slot = slotOf(id, list, i);
      const key = keyOf(slot, items);
      keys[list].push(key);
      all.push({ slot, key, items });
    };
    chunks(branch.messages, MESSAGE_CHUNK).forEach(add('messages'));
    chunks(branch.exchanges, EXCHANGE_CHUNK).forEach(add('exchanges'));
    parts[id] = keys;
    branches[id] = { ...branch, messages: [], exchanges: [] };
  }
  return { head: { record: { ...record, engine: { ...record.engine, branches } }, parts }, chunks: all };
}

function listKeys(sessionId: string, branchId: string, list: PartList, stored: string[] | number): string[] {
  return typeof stored === 'number'
    ? Array.from({ length: stored }, (_, i) => partKey(sessionId, slotOf(branchId, list, i)))
    : stored;
}

/** Every chunk key a head refers to, branch by branch, messages before exchanges. */
export function headKeys(head: StoredHead): string[] {
  return Object.entries(head.parts).flatMap(([branchId, parts]) => [
    ...listKeys(head.record.id, branchId, 'messages', parts.messages),
    ...listKeys(head.record.id, branchId, 'exchanges', parts.exchanges),
  ]);
}

/**
 * The record put back together from its head and chunks (read in `headKeys` order), or the key of the first chunk
 * missing. The result is untrusted storage content: it still goes through restore().
 */
export function joinRecord(
  head: StoredHead,
  read: (unknown[] | undefined)[],
): { ok: true; record: unknown } | { ok: false; missing: string } {
  const keys = headKeys(head);
  const missing = read.findIndex((chunk) => !Array.isArray(chunk));
  if (missing >= 0) return { ok: false, missing: keys[missing]! };
  const engine = head.record.engine as unknown as { branches?: Record<string, Record<string, unknown>> };
  const branches: Record<string, unknown> = {};
  let at = 0;
  for (const [id, parts] of Object.entries(head.parts)) {
    const take = (stored: string[] | number) =>
      read.slice(at, (at += typeof stored === 'number' ? stored : stored.length)).flat();
    branches[id] = { ...engine.branches?.[id], messages: take(parts.messages), exchanges: take(parts.exchanges) };
  }
  return { ok: true, record: { ...head.record, engine: { ...head.record.engine, branches } } };
}
