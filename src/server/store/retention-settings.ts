// The store's retention settings and their flags' sizes, apart from pruning (which needs the query builder): every command reads these.
export interface Retention {
  /** Captures and OTLP records older than this many days go. */
  days: number;
  /** Past this many bytes of captures, OTLP records and mock objects together, the oldest captures and records go. */
  bytes: number;
}

const GB = 1024 * 1024 * 1024;
export const DEFAULT_RETENTION: Retention = { days: 30, bytes: GB };

/** `1073741824`, `500MB`, `2GB`, `512 KB` as bytes; throws a sentence naming `name` for anything else. */
export function parseSize(value: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)?\s*$/i.exec(value);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 }[
    (match?.[2] ?? 'b').toLowerCase() as 'b'
  ];
  const bytes = match ? Math.floor(Number(match[1]) * unit) : NaN;
  if (!(bytes > 0)) throw new Error(`${name} is a size such as 500MB or 2GB.`);
  return bytes;
}
