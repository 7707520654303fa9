// Upgrades saved sessions of older format versions, one version at a time, to the version this build reads.
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

export type MigrationResult = { ok: true; record: Raw } | { ok: false; error: string };

/** A bare engine state (it has `branches` and `config` but no `format`) counts as version 0. */
export function versionOf(record: Raw): unknown {
  if (record.format === undefined && 'branches' in record && 'config' in record) return 0;
  return record.version;
}

export function migrate(record: Raw): MigrationResult {
  const version = versionOf(record);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, error: `version must be a whole number from 0 to ${SESSION_VERSION} (found ${JSON.stringify(version) ?? 'nothing'}).` };
  }
  if (version > SESSION_VERSION) {
    return { ok: false, error: `This session was saved by a newer Loopscope (format version ${version}); this one reads versions up to ${SESSION_VERSION}.` };
  }
  let current = record;
  for (let v = version; v < SESSION_VERSION; v += 1) current = MIGRATIONS[v]!(current);
  return { ok: true, record: current };
}
