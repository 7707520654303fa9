// The one door for loaded sessions (storage, file, share link, paste): parse, migrate, validate, make safe.
import type { EngineState } from '../engine/types';
import { migrate } from './migrations';
import { describeIssues } from './restore-messages';
import { forgetMockServerState, settleInterrupted, withoutSecrets } from './sanitize';
import { SESSION_FORMAT, type SessionRecord } from './session-record';
import { sessionRecordSchema } from './session-schema';

/** Larger than any session a browser tab handles well; a bigger file is refused before it is parsed. */
export const MAX_SESSION_CHARS = 25 * 1024 * 1024;

export type RestoreResult = { ok: true; record: SessionRecord } | { ok: false; error: string };

function fail(error: string): RestoreResult {
  return { ok: false, error };
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function parseText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.length > MAX_SESSION_CHARS) {
    return { ok: false, error: `The input is ${(text.length / 1024 / 1024).toFixed(1)} MB; Loopscope opens sessions up to ${MAX_SESSION_CHARS / 1024 / 1024} MB.` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: `This is not JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

/** Links the schema cannot express: every branch listed exists under its own id, the active one too, parents exist. */
function checkReferences(state: EngineState): string | null {
  for (const [key, branch] of Object.entries(state.branches)) {
    if (branch.id !== key) return `engine.branches["${key}"].id is "${branch.id}"; it must equal its key "${key}".`;
    if (branch.parentId !== null && !state.branches[branch.parentId]) {
      return `engine.branches["${key}"].parentId names "${branch.parentId}", which is not in engine.branches.`;
    }
  }
  const missing = state.branchOrder.find((id) => !state.branches[id]);
  if (missing !== undefined) return `engine.branchOrder lists "${missing}", which is not in engine.branches.`;
  if (!state.branches[state.activeBranchId]) return `engine.activeBranchId is "${state.activeBranchId}", which is not in engine.branches.`;
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
    return fail(`Expected a Loopscope session (a JSON object with "format": "${SESSION_FORMAT}"), found ${kindOf(value)}.`);
  }
  const raw = value as Record<string, unknown>;
  const looksLikeEngine = raw.format === undefined && 'branches' in raw && 'config' in raw;
  if (raw.format !== SESSION_FORMAT && !looksLikeEngine) {
    const found = raw.format === undefined ? 'no "format" field' : `"format": ${JSON.stringify(raw.format)}`;
    return fail(`Not a Loopscope session: expected "format": "${SESSION_FORMAT}", found ${found}.`);
  }
  const migrated = migrate(raw);
  if (!migrated.ok) return fail(migrated.error);
  const checked = sessionRecordSchema.safeParse(migrated.record);
  if (!checked.success) return fail(`This session file is damaged:\n${describeIssues(checked.error.issues, migrated.record)}`);
  const record = checked.data as unknown as SessionRecord;
  const broken = checkReferences(record.engine);
  if (broken) return fail(`This session file is damaged:\n${broken}`);
  return { ok: true, record: { ...record, engine: settleInterrupted(forgetMockServerState(withoutSecrets(record.engine))) } };
}
