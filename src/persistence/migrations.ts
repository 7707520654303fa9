// Upgrades saved sessions of older format versions, one version at a time, to the version this build reads.
import type { Message } from './message';
import { say } from './say';
import { SESSION_VERSION } from './session-record';

type Raw = Record<string, unknown>;

/**
 * `MIGRATIONS[n]` turns a version-n record into a version-(n+1) record. Version 0 is the shape before the
 * format had a version: the bare engine state that the UI-scale bench and early snapshots passed around.
 */
const MIGRATIONS: Record<number, (record: Raw) => Raw> = {
  0: (state) => ({
    format: 'loopscope-session',
    version: 1,
    id: 'imported',
    name: 'Untitled session',
    createdAt: 0,
    updatedAt: 0,
    origin: { kind: 'local' },
    readOnly: false,
    engine: state,
  }),
};

export type MigrationResult = { ok: true; record: Raw } | { ok: false; error: Message };

/** A bare engine state (it has `branches` and `config` but no `format`) counts as version 0. */
export function versionOf(record: Raw): unknown {
  if (record.format === undefined && 'branches' in record && 'config' in record) return 0;
  return record.version;
}

export function migrate(record: Raw): MigrationResult {
  const version = versionOf(record);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    const found = JSON.stringify(version);
    return {
      ok: false,
      error:
        found === undefined
          ? say('restore.versionMissing', { max: SESSION_VERSION })
          : say('restore.versionNotWhole', { max: SESSION_VERSION, found }),
    };
  }
  if (version > SESSION_VERSION) {
    return { ok: false, error: say('restore.newerVersion', { version, max: SESSION_VERSION }) };
  }
  let current = record;
  for (let v = version; v < SESSION_VERSION; v += 1) current = MIGRATIONS[v]!(current);
  return { ok: true, record: current };
}
