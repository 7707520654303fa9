// `.loopscope.json` files: what an export writes and how a dropped or picked file is read back through restore().
import { restore, MAX_SESSION_CHARS, type RestoreResult } from './restore';
import { megabytes, say } from './say';
import { withoutSecrets } from './sanitize';
import { withSafeExpectations } from './session-expectations';
import type { SessionRecord } from './session-record';
import { toOtlpJson } from '@loopscope/payloads/traces/otlp-export';

export const SESSION_FILE_SUFFIX = '.loopscope.json';

/** Pretty-printed so a file diff or a code review can read it; keys never included. */
export function sessionFileText(record: SessionRecord): string {
  return `${JSON.stringify({ ...withSafeExpectations(record), engine: withoutSecrets(record.engine) }, null, 2)}\n`;
}

/** The active branch as an OTLP/JSON traces export (GenAI conventions; headers, and so keys, are never written). */
export function sessionOtlpText(record: SessionRecord): string {
  const { branches, activeBranchId } = record.engine;
  const branch = branches[activeBranchId];
  if (!branch) return `${JSON.stringify(toOtlpJson([]), null, 2)}\n`;
  // A fork keeps the calls before its fork point in its ancestors: the ones its timeline shows come first.
  const shown = new Set(branch.messages.map((m) => ('exchangeId' in m.provenance ? m.provenance.exchangeId : null)));
  const inherited = [];
  for (
    let parent = branch.parentId ? branches[branch.parentId] : undefined;
    parent;
    parent = parent.parentId ? branches[parent.parentId] : undefined
  ) {
    inherited.unshift(...parent.exchanges.filter((e) => shown.has(e.id)));
  }
  return `${JSON.stringify(toOtlpJson([...inherited, ...branch.exchanges], 'loopscope'), null, 2)}\n`;
}

/** A file name from the session name: letters, digits and dashes only, so every OS accepts it. */
export function sessionFileName(record: SessionRecord): string {
  const base =
    record.name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'session';
  return `${base}${SESSION_FILE_SUFFIX}`;
}

/** Reads a file the user picked or dropped; the size is checked before a single byte is read. */
export async function readSessionFile(file: Blob & { name?: string }): Promise<RestoreResult> {
  if (file.size > MAX_SESSION_CHARS) {
    const sizes = { size: megabytes(file.size), max: megabytes(MAX_SESSION_CHARS) };
    return {
      ok: false,
      error: file.name
        ? say('restore.fileTooLarge', { file: file.name, ...sizes })
        : say('restore.unnamedFileTooLarge', sizes),
    };
  }
  return restore(await file.text());
}
