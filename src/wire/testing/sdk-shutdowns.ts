// Test support: the shutdown dates the installed openai SDK announces, read from its own doc comment (not from our table).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** id → date from the "Deprecated values" comment above the SDK's `ChatModel` (` - "a", "b": Announced shutdown date: 2026-10-23.`). */
export function sdkShutdowns(): Record<string, string> {
  const text = readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('openai')), 'resources', 'shared.d.ts'),
    'utf8',
  );
  const before = text.slice(0, text.indexOf('export type ChatModel'));
  const comment = before
    .slice(before.lastIndexOf('/**'))
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .join(' ');
  const out: Record<string, string> = {};
  for (const entry of comment.split(/ - (?=")/).slice(1)) {
    const date = /Announced shutdown\s+date:\s+(\d{4}-\d{2}-\d{2})/.exec(entry)?.[1];
    if (date) for (const m of entry.split(':')[0]!.matchAll(/"([^"]+)"/g)) out[m[1]!] = date;
  }
  return out;
}
