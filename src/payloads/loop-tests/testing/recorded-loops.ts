// Test support: the weather loop as the capture proxy recorded it in each API style (fixtures/, made by
// scripts/record-loop-fixtures.ts), and small edits of it for the expectations that must fail.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedExchange } from '../recorded-run';

export const RECORDED_STYLES = ['chat', 'responses', 'assistants', 'agents-sdk'] as const;
export type RecordedStyle = (typeof RECORDED_STYLES)[number];

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The weather loop ("What's the weather in Paris?": one get_weather call, then the answer) recorded in one style. */
export function recordedLoop(style: RecordedStyle): RecordedExchange[] {
  return JSON.parse(readFileSync(join(FIXTURES, `${style}.json`), 'utf8')) as RecordedExchange[];
}

/** The recording with one exchange's body text rewritten (a changed prompt, a different argument). */
export function withBody(
  exchanges: RecordedExchange[],
  index: number,
  side: 'requestBody' | 'responseBody',
  edit: (text: string) => string,
): RecordedExchange[] {
  return exchanges.map((e, i) => (i === index ? { ...e, [side]: edit(e[side] ?? '') } : e));
}
