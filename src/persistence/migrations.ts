// Upgrades saved sessions of older format versions, one version at a time, to the version this build reads.
import { findClassicMistake } from '@loopscope/payloads/teaching/classic-mistakes';
import type { Message } from './message';
import { say } from './say';
import { SESSION_VERSION } from './session-record';

type Raw = Record<string, unknown>;

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Version 1 kept a session's teaching mistake in one option per style; these are the fields it used. */
const PER_STYLE_MISTAKES = ['responsesMistake', 'assistantsMistake'] as const;

/**
 * Version 1 → 2: the per-style mistake fields become the one `mistake` option. A session that set both made the one
 * of its own style (the other was never read), so that one is kept; the other is dropped with the old fields.
 */
function oneMistakeOption(record: Raw): Raw {
  const engine = record.engine;
  const config = isRaw(engine) ? engine.config : undefined;
  const options = isRaw(config) ? config.options : undefined;
  if (!isRaw(engine) || !isRaw(config) || !isRaw(options)) return { ...record, version: 2 };
  const asked = PER_STYLE_MISTAKES.map((field) => options[field]).filter((id) => id !== undefined);
  const ownStyle = asked.find((id) => typeof id === 'string' && findClassicMistake(id)?.style === config.apiStyle);
  const mistake = ownStyle ?? asked[0];
  const rest = Object.fromEntries(
    Object.entries(options).filter(([key]) => !PER_STYLE_MISTAKES.some((f) => f === key)),
  );
  const upgraded = { ...rest, ...(mistake === undefined ? {} : { mistake }) };
  return { ...record, version: 2, engine: { ...engine, config: { ...config, options: upgraded } } };
}

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
  1: oneMistakeOption,
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
