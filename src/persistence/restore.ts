// The one door for loaded sessions (storage, file, share link, paste): parse, migrate, validate, make safe.
import type { EngineState } from '@loopscope/engine/types';
import type { Message } from './message';
import { migrate } from './migrations';
import { describeIssues } from './restore-messages';
import { megabytes, say } from './say';
import { forgetMockServerState, settleInterrupted, withoutSecrets } from './sanitize';
import { SESSION_FORMAT, type SessionRecord } from './session-record';
import { readSessionExpectations } from './session-expectations';
import { sessionRecordSchema } from './session-schema';

/** Larger than any session a browser tab handles well; a bigger file is refused before it is parsed. */
export const MAX_SESSION_CHARS = 25 * 1024 * 1024;

/** `warning`: something left out while the rest opened (expectations that no longer read). */
export type RestoreResult = { ok: true; record: SessionRecord; warning?: Message } | { ok: false; error: Message };

function fail(error: Message): RestoreResult {
  return { ok: false, error };
}

/** What a value is, in words: "an array", "a string". */
export function kindOf(value: unknown): Message {
  if (value === null) return say('common.kindNull');
  if (Array.isArray(value)) return say('common.kindArray');
  return typeof value === 'object' ? say('common.kindObject') : say('common.kindOther', { type: typeof value });
}

/** The "format" a file claims, for a refusal: `"format": "x"` or that there is none. */
export function foundFormat(format: unknown): Message {
  return format === undefined
    ? say('common.foundNoFormat')
    : say('common.foundFormat', { value: JSON.stringify(format) });
}

/** JSON.parse's complaint as the engine words it (the browser's own text, like an API error, is quoted as it came). */
export function notJson(error: unknown): Message {
  return say('common.notJson', { reason: error instanceof Error ? error.message : String(error) });
}

function parseText(text: string): { ok: true; value: unknown } | { ok: false; error: Message } {
  if (text.length > MAX_SESSION_CHARS)
    return {
      ok: false,
      error: say('restore.tooLarge', { size: megabytes(text.length), max: megabytes(MAX_SESSION_CHARS) }),
    };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: notJson(error) };
  }
}

/** Links the schema cannot express: every branch listed exists under its own id, the active one too, parents exist. */
function checkReferences(state: EngineState): Message | null {
  for (const [key, branch] of Object.entries(state.branches)) {
    if (branch.id !== key) return say('restore.branchId', { key, id: branch.id });
    if (branch.parentId !== null && !state.branches[branch.parentId])
      return say('restore.parentMissing', { key, parent: branch.parentId });
  }
  const missing = state.branchOrder.find((id) => !state.branches[id]);
  if (missing !== undefined) return say('restore.orderMissing', { id: missing });
  if (!state.branches[state.activeBranchId]) return say('restore.activeMissing', { id: state.activeBranchId });
  return null;
}

/**
 * Validates and migrates anything that claims to be a session. A refusal explains which field is wrong and what
 * was expected; nothing is written anywhere here, so a bad input cannot harm what is already saved.
 */
export function restore(input: unknown): RestoreResult {
  let value = input;
  if (typeof input === 'string') {
    const parsed = parseText(input);
    if (!parsed.ok) return fail(parsed.error);
    value = parsed.value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail(say('restore.notObject', { format: SESSION_FORMAT, found: kindOf(value) }));
  }
  const raw = value as Record<string, unknown>;
  const looksLikeEngine = raw.format === undefined && 'branches' in raw && 'config' in raw;
  if (raw.format !== SESSION_FORMAT && !looksLikeEngine) {
    return fail(say('restore.notSession', { format: SESSION_FORMAT, found: foundFormat(raw.format) }));
  }
  const migrated = migrate(raw);
  if (!migrated.ok) return fail(migrated.error);
  const checked = sessionRecordSchema.safeParse(migrated.record);
  if (!checked.success)
    return fail(say('restore.damaged', { problems: describeIssues(checked.error.issues, migrated.record) }));
  const { expectations: carried, ...record } = checked.data as unknown as SessionRecord;
  const broken = checkReferences(record.engine);
  if (broken) return fail(say('restore.damaged', { problems: [broken] }));
  const { expectations, warning } = readSessionExpectations(carried);
  const engine = settleInterrupted(forgetMockServerState(withoutSecrets(record.engine)));
  return {
    ok: true,
    record: { ...record, engine, ...(expectations ? { expectations } : {}) },
    ...(warning ? { warning } : {}),
  };
}
