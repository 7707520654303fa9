// A doctor finding's fix as an edit of the timeline: the fixed request's body names which entry the fix changes (the
// whole body is the entry, as an Assistants setup or message is, or one element of one of its lists, as a Chat message
// or a submitted tool output is), so the playground can fork there with the fixed entry and replay.
import type { EntryEdit, Exchange, TimelineEntry, ToolChoiceOption, WireObject } from '@loopscope/engine/types';
import { getAt, sameJson } from '@loopscope/payloads/doctor/body';
import {
  applyAllFixes,
  applyFix,
  wireCallOf,
  type BodyPath,
  type Finding,
  type WireCall,
} from '@loopscope/payloads/doctor/index';
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';

export type { EntryEdit };

/**
 * The loop the doctor read (`next`: the request not sent yet, after the exchanges) and the body of request `call` as sent
 * (or, for `next`, as it would be sent).
 */
function loopAndBody(exchanges: readonly Exchange[], call: number, next: WireCall | null) {
  const loop = [...exchanges.map(wireCallOf), ...(next ? [next] : [])];
  return {
    loop,
    sent:
      call < exchanges.length
        ? (bodyJson(exchanges[call]?.requestBody) ?? undefined)
        : call === exchanges.length
          ? next?.request
          : undefined,
  };
}

/** Where in a body an entry can sit: the body itself, then each element of each of its top-level lists. */
function entrySpots(body: unknown): BodyPath[] {
  if (!isObject(body)) return [];
  const lists = Object.entries(body).flatMap(([key, value]) =>
    Array.isArray(value) ? value.map((_, i): BodyPath => [key, i]) : [],
  );
  return [[], ...lists];
}

/** Each spot of the sent body the fix changed whose value as sent is an entry of the branch (the newest such entry), in body order. */
function editsOf(entries: readonly TimelineEntry[], sent: unknown, fixed: unknown): EntryEdit[] {
  const edits: EntryEdit[] = [];
  for (const spot of entrySpots(sent)) {
    const before = getAt(sent, spot);
    const after = getAt(fixed, spot);
    if (sameJson(before, after) || typeof after !== 'object' || after === null) continue;
    const index = entries.findLastIndex((entry) => sameJson(entry.wire, before));
    if (index >= 0 && !edits.some((e) => e.index === index)) edits.push({ index, replacement: after as WireObject });
  }
  return edits;
}

/**
 * The entry edit that sends `finding`'s fix: the first spot of the request body the fix changed whose value as sent is an
 * entry of the branch (the newest such entry). Null when the fix no longer applies or changes nothing the timeline holds.
 */
export function fixAsEntryEdit(
  entries: readonly TimelineEntry[],
  exchanges: readonly Exchange[],
  finding: Finding,
  next: WireCall | null = null,
): EntryEdit | null {
  const { loop, sent } = loopAndBody(exchanges, finding.call, next);
  const fixed = applyFix(loop, finding);
  if (fixed === null || sent === undefined) return null;
  return editsOf(entries, sent, fixed)[0] ?? null;
}

/** The session's tool_choice setting for a request body's `tool_choice` (absent: "auto"). */
function toolChoiceOption(value: unknown): ToolChoiceOption | null {
  if (value === undefined || value === 'auto') return 'auto';
  if (value === 'none' || value === 'required') return value;
  if (!isObject(value)) return null;
  const name = isObject(value.function) ? value.function.name : isObject(value.custom) ? value.custom.name : value.name;
  return typeof name === 'string' ? { name } : null;
}

/** A fix as the playground replays it: the entry to fork at (with its replacement) and, when the fix changes it, the session's new tool_choice. */
export interface FixReplay {
  edit: EntryEdit;
  toolChoice?: ToolChoiceOption;
  /** The newest entry the fixed request carries: the fork keeps everything up to it (the fix patches that request, it does not cut it short). */
  keepThrough?: number;
}

/**
 * Like `fixAsEntryEdit`, for fixes that also (or only) change `tool_choice`, which the session's configuration holds rather
 * than an entry: a fix that changes no entry forks at the newest entry the request carries, unchanged, so that request goes
 * out again with the new setting.
 */
export function fixAsReplay(
  entries: readonly TimelineEntry[],
  exchanges: readonly Exchange[],
  finding: Finding,
  next: WireCall | null = null,
): FixReplay | null {
  const { loop, sent } = loopAndBody(exchanges, finding.call, next);
  const fixed = applyFix(loop, finding);
  if (fixed === null || sent === undefined) return null;
  const toolChoice = changedToolChoice(sent, fixed);
  const edit = editsOf(entries, sent, fixed)[0] ?? (toolChoice ? newestCarried(entries, sent) : null);
  const keepThrough = newestCarried(entries, sent)?.index;
  return edit
    ? {
        edit,
        ...(toolChoice ? { toolChoice } : {}),
        ...(keepThrough !== undefined && keepThrough > edit.index ? { keepThrough } : {}),
      }
    : null;
}

/** The session setting a fix's new `tool_choice` stands for, or null when the fix left it as sent. */
function changedToolChoice(sent: unknown, fixed: unknown): ToolChoiceOption | null {
  const before = isObject(sent) ? sent.tool_choice : undefined;
  const after = isObject(fixed) ? fixed.tool_choice : undefined;
  return sameJson(before, after) ? null : toolChoiceOption(after);
}

/** The newest entry of the branch that the body carries, as an edit that changes nothing. */
function newestCarried(entries: readonly TimelineEntry[], sent: unknown): EntryEdit | null {
  let best: EntryEdit | null = null;
  for (const spot of entrySpots(sent)) {
    const value = getAt(sent, spot);
    const index = entries.findLastIndex((entry) => sameJson(entry.wire, value));
    if (index >= 0 && (best === null || index > best.index)) best = { index, replacement: entries[index]!.wire };
  }
  return best;
}

export interface AllFixes {
  /** The request body as sent, and with every fix applied: what the combined diff shows. */
  before: unknown;
  after: unknown;
  /** The findings fixed, in the order the fixes were applied. */
  fixed: Finding[];
  /** The timeline entries the fixes change, earliest first: the fork replaces the first and the others with it. */
  edits: EntryEdit[];
  /** The session's new tool_choice, when a fix changes it (as in `FixReplay`). */
  toolChoice?: ToolChoiceOption;
  /** As in `FixReplay`: the newest entry the fixed request carries. */
  keepThrough?: number;
}

/** "Apply all fixes" for request `call` (an index into `exchanges`): null when it has no fixable finding the timeline holds. */
export function allFixesAsEntryEdits(
  entries: readonly TimelineEntry[],
  exchanges: readonly Exchange[],
  call: number,
  next: WireCall | null = null,
): AllFixes | null {
  const { loop, sent } = loopAndBody(exchanges, call, next);
  const all = sent === undefined ? null : applyAllFixes(loop, call);
  if (!all) return null;
  const toolChoice = changedToolChoice(sent, all.body);
  const edits = editsOf(entries, sent, all.body).sort((a, b) => a.index - b.index);
  const carried = edits.length === 0 && toolChoice ? newestCarried(entries, sent) : null;
  if (carried) edits.push(carried);
  const keepThrough = newestCarried(entries, sent)?.index;
  const first = edits[0]?.index;
  return first === undefined
    ? null
    : {
        before: sent,
        after: all.body,
        fixed: all.fixed,
        edits,
        ...(toolChoice ? { toolChoice } : {}),
        ...(keepThrough !== undefined && keepThrough > first ? { keepThrough } : {}),
      };
}
