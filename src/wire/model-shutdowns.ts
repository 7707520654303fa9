// Announced shutdown dates of model ids, as the installed openai SDK documents them ("Deprecated values" above its
// `ChatModel` type in shared.d.ts); `GET /v1/models` reports them as `shutdown_date`.
/*
 * `model-shutdowns.test.ts` reads the same comment from the SDK and keeps this table equal to it. From its date on, a
 * model is gone, as upstream: the mock answers it with the real 404 for a model that does not exist
 * (`src/mock-api/models.ts`, `servedModel`) and leaves it out of `GET /v1/models`. Ids without an announced date are
 * listed with `shutdown_date: null`.
 */
const BY_DATE: Record<string, readonly string[]> = {
  '2024-09-13': ['gpt-3.5-turbo-16k', 'gpt-3.5-turbo-0301', 'gpt-3.5-turbo-0613', 'gpt-3.5-turbo-16k-0613'],
  '2024-12-06': ['gpt-4-vision-preview'],
  '2025-06-06': ['gpt-4-32k', 'gpt-4-32k-0314', 'gpt-4-32k-0613'],
  '2025-07-28': ['o1-preview', 'o1-preview-2024-09-12'],
  '2025-10-10': ['gpt-4o-audio-preview-2024-10-01'],
  '2025-10-27': ['o1-mini', 'o1-mini-2024-09-12'],
  '2026-02-12': ['codex-mini-latest'],
  '2026-02-17': ['chatgpt-4o-latest'],
  '2026-03-26': ['gpt-4-0125-preview', 'gpt-4-turbo-preview', 'gpt-4-0314'],
  '2026-05-07': [
    'gpt-4o-audio-preview',
    'gpt-4o-audio-preview-2024-12-17',
    'gpt-4o-audio-preview-2025-06-03',
    'gpt-4o-mini-audio-preview',
    'gpt-4o-mini-audio-preview-2024-12-17',
  ],
  '2026-07-23': [
    'gpt-5.1-codex',
    'gpt-5.1-chat-latest',
    'gpt-5-chat-latest',
    'gpt-4o-search-preview',
    'gpt-4o-mini-search-preview',
    'gpt-4o-search-preview-2025-03-11',
    'gpt-4o-mini-search-preview-2025-03-11',
  ],
  '2026-08-10': ['gpt-5.3-chat-latest', 'gpt-5.2-chat-latest'],
  '2026-09-28': ['gpt-3.5-turbo-1106'],
  '2026-10-23': [
    'gpt-4.1-nano',
    'gpt-4.1-nano-2025-04-14',
    'o4-mini',
    'o4-mini-2025-04-16',
    'o3-mini',
    'o3-mini-2025-01-31',
    'o1',
    'o1-2024-12-17',
    'gpt-4o-2024-05-13',
    'gpt-4-turbo',
    'gpt-4-turbo-2024-04-09',
    'gpt-4-1106-preview',
    'gpt-4',
    'gpt-4-0613',
    'gpt-3.5-turbo',
    'gpt-3.5-turbo-0125',
  ],
  '2026-12-11': [
    'gpt-5',
    'gpt-5-mini',
    'gpt-5-nano',
    'gpt-5-2025-08-07',
    'gpt-5-mini-2025-08-07',
    'gpt-5-nano-2025-08-07',
    'o3',
    'o3-2025-04-16',
  ],
  '2027-01-14': [
    'gpt-4.1',
    'gpt-4.1-mini',
    'gpt-4.1-2025-04-14',
    'gpt-4.1-mini-2025-04-14',
    'gpt-4o',
    'gpt-4o-2024-11-20',
    'gpt-4o-2024-08-06',
    'gpt-4o-mini',
    'gpt-4o-mini-2024-07-18',
  ],
  '2027-01-20': ['gpt-audio-mini', 'gpt-audio-mini-2025-12-15'],
  '2027-04-01': ['gpt-5.4-nano', 'gpt-5.4-nano-2026-03-17', 'gpt-5.1', 'gpt-5.1-2025-11-13'],
};

const SHUTDOWN = new Map(Object.entries(BY_DATE).flatMap(([date, ids]) => ids.map((id) => [id, date] as const)));

/** The announced shutdown date (`YYYY-MM-DD`) of a model id, or null when none is announced. */
export function shutdownDate(id: string): string | null {
  return SHUTDOWN.get(id) ?? null;
}

/** Every id with an announced date, for the test that compares this table with the SDK's. */
export function announcedShutdowns(): ReadonlyMap<string, string> {
  return SHUTDOWN;
}

/**
 * Whether a model is past its shutdown at `nowMs` (the caller's clock, so tests can set the day). The SDK gives a day,
 * not an hour: the model counts as gone from 00:00 UTC of that day (our reading; OpenAI does not say when on the day).
 */
export function isShutDown(id: string, nowMs: number): boolean {
  const date = SHUTDOWN.get(id);
  return date !== undefined && date <= utcDay(nowMs);
}

const MS_PER_DAY = 86_400_000;
/** The last day utcDay wrote, by its number since the epoch: every request asks, and a day has many. */
let lastDay = { number: Number.NaN, text: '' };

/** The latest and earliest times a Date holds (±100,000,000 days); past them toISOString throws. */
const MAX_DATE_MS = 8.64e15;

/**
 * `YYYY-MM-DD` of `nowMs` in UTC, as `new Date(nowMs).toISOString().slice(0, 10)` writes it (and throws for a time no
 * Date holds), formatted once a day: a UTC day is exactly 86,400,000 ms in JavaScript's time, which counts no leap
 * seconds. The day's number is of the whole milliseconds, as a Date drops a fraction toward zero.
 */
export function utcDay(nowMs: number): string {
  if (!(Math.abs(nowMs) <= MAX_DATE_MS)) return new Date(nowMs).toISOString().slice(0, 10);
  const number = Math.floor(Math.trunc(nowMs) / MS_PER_DAY);
  if (number !== lastDay.number) lastDay = { number, text: new Date(nowMs).toISOString().slice(0, 10) };
  return lastDay.text;
}
