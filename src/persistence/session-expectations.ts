// The loop-test expectations a saved session carries, read back on every load: text that does not read as a loop-test
// file leaves out only them, with a message, and the rest of the session opens as saved.
import { readLoopTestFile } from '@loopscope/payloads/loop-tests/parse-file';
import { withoutEnvValues } from '@loopscope/payloads/loop-tests/without-env-values';
import type { Message } from './message';
import { megabytes, say } from './say';
import type { SessionExpectations } from './session-record';

/** As large as the page accepts a loop-test file (a real one is a few kilobytes). */
export const MAX_EXPECTATIONS_CHARS = 1024 * 1024;

export interface ReadExpectations {
  expectations?: SessionExpectations;
  /** Why saved expectations were left out. */
  warning?: Message;
}

/** Checks a record's `expectations` field; absent (a session saved before them) is no problem. */
export function readSessionExpectations(value: unknown): ReadExpectations {
  if (value === undefined) return {};
  const field = value as Partial<Record<keyof SessionExpectations, unknown>> | null;
  if (
    field === null ||
    typeof field !== 'object' ||
    typeof field.source !== 'string' ||
    field.source === '' ||
    typeof field.text !== 'string'
  ) {
    return { warning: say('restore.expectationsShape') };
  }
  const { source, text } = field as SessionExpectations;
  if (text.length > MAX_EXPECTATIONS_CHARS) {
    return {
      warning: say('restore.expectationsUnreadable', {
        source,
        problem: say('restore.expectationsTooLarge', {
          size: megabytes(text.length),
          max: megabytes(MAX_EXPECTATIONS_CHARS),
        }),
      }),
    };
  }
  const read = readLoopTestFile(text, source);
  if (!read.ok) return { warning: say('restore.expectationsUnreadable', { source, problem: read.errors[0] ?? '' }) };
  if (read.file.cases.length === 0)
    return { warning: say('restore.expectationsUnreadable', { source, problem: say('restore.expectationsNoCase') }) };
  return { expectations: { source, text: withoutEnvValues(text, source) } };
}

/** The record with its expectations' `env` values emptied, for whatever leaves the page (files, links, storage). */
export function withSafeExpectations<R extends { expectations?: SessionExpectations }>(record: R): R {
  const carried = record.expectations;
  if (!carried) return record;
  return { ...record, expectations: { ...carried, text: withoutEnvValues(carried.text, carried.source) } };
}
