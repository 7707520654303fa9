// The shutdown dates follow the installed SDK: the "Deprecated values" comment above its ChatModel type, read as text, equals the table.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcedShutdowns, shutdownDate } from './model-shutdowns.ts';

/** id → date from the SDK's doc comment (` - "a", "b": Announced shutdown date: 2026-10-23.`). */
function sdkShutdowns(): Record<string, string> {
  const text = readFileSync(join(dirname(createRequire(import.meta.url).resolve('openai')), 'resources', 'shared.d.ts'), 'utf8');
  const before = text.slice(0, text.indexOf('export type ChatModel'));
  const comment = before.slice(before.lastIndexOf('/**')).split('\n').map((l) => l.replace(/^\s*\*\s?/, '')).join(' ');
  const out: Record<string, string> = {};
  for (const entry of comment.split(/ - (?=")/).slice(1)) {
    const date = /Announced shutdown\s+date:\s+(\d{4}-\d{2}-\d{2})/.exec(entry)?.[1];
    if (date) for (const m of entry.split(':')[0]!.matchAll(/"([^"]+)"/g)) out[m[1]!] = date;
  }
  return out;
}

describe('model shutdown dates', () => {
  it('equal the dates the SDK announces, id for id', () => {
    const sdk = sdkShutdowns();
    expect(Object.keys(sdk).length).toBeGreaterThan(50);
    expect(Object.fromEntries(announcedShutdowns())).toEqual(sdk);
  });

  it('are null for an id with no announced date', () => {
    expect(shutdownDate('gpt-6-astra')).toBeNull();
    expect(shutdownDate('gpt-4o')).toBe(sdkShutdowns()['gpt-4o']);
  });
});
