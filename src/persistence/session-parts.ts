// A stored session in parts: a small head (the record without its branches' entries and exchanges) and fixed-size
// chunks of those lists, so an autosave writes only the chunks a change touched instead of the whole session.
import type { Branch } from '../engine/types';
import type { SessionRecord } from './session-record';

/** Entries per message chunk: a long session's append rewrites one chunk of this size, not all of them. */
export const MESSAGE_CHUNK = 250;
/** Exchanges per chunk: fewer, since each carries whole request and response bodies. */
export const EXCHANGE_CHUNK = 25;

const PART = 'part:';

/** How many chunks of each list a branch has in storage. */
export interface BranchParts {
  messages: number;
  exchanges: number;
}

/** What `data:<id>` holds for a session stored in parts. */
export interface StoredHead {
  /** The record with every branch's `messages` and `exchanges` emptied. */
  record: SessionRecord;
  parts: Record<string, BranchParts>;
}

export type PartList = 'messages' | 'exchanges';

/** The prefix of every chunk key of one session (what removing the session deletes). */
export function partPrefix(sessionId: string): string {
  return `${PART}${sessionId}:`;
}

export function partKey(sessionId: string, branchId: string, list: PartList, index: number): string {
  return `${partPrefix(sessionId)}${branchId}:${list}:${index}`;
}

export function isStoredHead(value: unknown): value is StoredHead {
  return typeof value === 'object' && value !== null && 'parts' in value && 'record' in value;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The head and every chunk (key and items) of a record. */
export function splitRecord(record: SessionRecord): { head: StoredHead; chunks: [string, readonly unknown[]][] } {
  const parts: Record<string, BranchParts> = {};
  const branches: Record<string, Branch> = {};
  const all: [string, readonly unknown[]][] = [];
  for (const [id, branch] of Object.entries(record.engine.branches)) {
    const messages = chunks(branch.messages, MESSAGE_CHUNK);
    const exchanges = chunks(branch.exchanges, EXCHANGE_CHUNK);
    messages.forEach((items, i) => all.push([partKey(record.id, id, 'messages', i), items]));
    exchanges.forEach((items, i) => all.push([partKey(record.id, id, 'exchanges', i), items]));
    parts[id] = { messages: messages.length, exchanges: exchanges.length };
    branches[id] = { ...branch, messages: [], exchanges: [] };
  }
  return { head: { record: { ...record, engine: { ...record.engine, branches } }, parts }, chunks: all };
}

/** Every chunk key a head refers to. */
export function headKeys(head: StoredHead): string[] {
  return Object.entries(head.parts).flatMap(([branchId, counts]) => [
    ...Array.from({ length: counts.messages }, (_, i) => partKey(head.record.id, branchId, 'messages', i)),
    ...Array.from({ length: counts.exchanges }, (_, i) => partKey(head.record.id, branchId, 'exchanges', i)),
  ]);
}

/**
 * The record put back together from its head and chunks (read in `headKeys` order), or the key of the first chunk
 * missing. The result is untrusted storage content: it still goes through restore().
 */
export function joinRecord(head: StoredHead, read: (unknown[] | undefined)[]): { ok: true; record: unknown } | { ok: false; missing: string } {
  const keys = headKeys(head);
  const missing = read.findIndex((chunk) => !Array.isArray(chunk));
  if (missing >= 0) return { ok: false, missing: keys[missing]! };
  const engine = head.record.engine as unknown as { branches?: Record<string, Record<string, unknown>> };
  const branches: Record<string, unknown> = {};
  let at = 0;
  for (const [id, counts] of Object.entries(head.parts)) {
    const take = (n: number) => read.slice(at, (at += n)).flat();
    branches[id] = { ...engine.branches?.[id], messages: take(counts.messages), exchanges: take(counts.exchanges) };
  }
  return { ok: true, record: { ...head.record, engine: { ...head.record.engine, branches } } };
}
