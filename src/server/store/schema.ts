// The store's tables as Kysely sees them: one schema for SQLite and PostgreSQL (migrations.ts creates it).
import type { Generated } from 'kysely';

export interface MetaTable {
  name: string;
  value: string;
}

/** One captured exchange's newest snapshot, with the columns /live's history filters on. */
export interface CaptureTable {
  id: string;
  started_at: number;
  /** The UTC day it started, `YYYY-MM-DD`: what the history groups by. */
  day: string;
  model: string;
  /** Tool names the request defined or the answer called, space-separated and space-padded (` a b `) for a whole-word match. */
  tools: string;
  status: number;
  /** Doctor finding ids, space-padded like `tools`. */
  findings: string;
  /** The exchange as the log holds it (headers and URL already masked). */
  body: string;
  bytes: number;
}

/** A mock API object (one aggregate: a response, a thread with its messages and runs, …) per hashed API key. */
export interface MockObjectTable {
  key_hash: string;
  kind: string;
  id: string;
  created_at: number;
  body: string;
  bytes: number;
}

/** How many times a key's objects were written: a server that loaded an older version reloads them. */
export interface KeyVersionTable {
  key_hash: string;
  version: number;
}

/** A span or log record received over OTLP, as JSON. */
export interface OtlpRecordTable {
  seq: Generated<number>;
  received_at: number;
  kind: string;
  trace_id: string;
  body: string;
  bytes: number;
}

/** A served cassette's hit/miss report, written as it changes. */
export interface CassetteReportTable {
  id: string;
  updated_at: number;
  body: string;
}

export interface StoreSchema {
  meta: MetaTable;
  captures: CaptureTable;
  mock_objects: MockObjectTable;
  key_versions: KeyVersionTable;
  otlp_records: OtlpRecordTable;
  cassette_reports: CassetteReportTable;
}
