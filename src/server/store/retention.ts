// How long the store keeps things and how much: captures and OTLP records by age and by bytes, the mock's objects by age; `prune` says what it removed.
import { sql } from 'kysely';
import type { Store } from './backends.ts';
import type { Retention } from './retention-settings.ts';

export { DEFAULT_RETENTION, parseSize, type Retention } from './retention-settings.ts';

const GB = 1024 * 1024 * 1024;

/** The mock keeps stored objects for 24 hours (mock-api/responses/store.ts DEFAULT_LIMITS): older rows are never read again. */
const MOCK_OBJECT_DAYS = 1;

export interface PruneReport {
  captures: number;
  otlpRecords: number;
  mockObjects: number;
  /** Bytes of stored text removed. */
  bytes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows removed per statement while over the byte bound. */
const BATCH = 500;

async function totalBytes(store: Store): Promise<number> {
  const sum = async (table: 'captures' | 'otlp_records' | 'mock_objects') =>
    Number(
      (await store.db.selectFrom(table).select(sql<number | string | null>`sum(bytes)`.as('total')).executeTakeFirst())
        ?.total ?? 0,
    );
  return (await sum('captures')) + (await sum('otlp_records')) + (await sum('mock_objects'));
}

/** Removes what retention no longer keeps: first by age, then the oldest captures and OTLP records while over the byte bound. */
export async function prune(store: Store, retention: Retention, now = Date.now()): Promise<PruneReport> {
  const report: PruneReport = { captures: 0, otlpRecords: 0, mockObjects: 0, bytes: 0 };
  const before = await totalBytes(store);
  const cutoff = now - retention.days * DAY_MS;
  report.captures += Number(
    (await store.db.deleteFrom('captures').where('started_at', '<', cutoff).executeTakeFirst()).numDeletedRows,
  );
  report.otlpRecords += Number(
    (await store.db.deleteFrom('otlp_records').where('received_at', '<', cutoff).executeTakeFirst()).numDeletedRows,
  );
  // Cassette reports are small (counts and the misses' differences): they go by age only.
  await store.db.deleteFrom('cassette_reports').where('updated_at', '<', cutoff).execute();
  const objectCutoff = now - Math.min(retention.days, MOCK_OBJECT_DAYS) * DAY_MS;
  // The key's id counter (created_at 0) stays: ids after a restart must not repeat ones a client still holds.
  report.mockObjects += Number(
    (
      await store.db
        .deleteFrom('mock_objects')
        .where('created_at', '<', objectCutoff)
        .where('created_at', '>', 0)
        .executeTakeFirst()
    ).numDeletedRows,
  );
  for (let held = await totalBytes(store); held > retention.bytes; held = await totalBytes(store)) {
    const oldestCapture = await store.db
      .selectFrom('captures')
      .select(['started_at'])
      .orderBy('started_at')
      .offset(BATCH - 1)
      .limit(1)
      .executeTakeFirst();
    const capturesGone = oldestCapture
      ? await store.db
          .deleteFrom('captures')
          .where('started_at', '<=', Number(oldestCapture.started_at))
          .executeTakeFirst()
      : await store.db.deleteFrom('captures').executeTakeFirst();
    const oldestRecord = await store.db
      .selectFrom('otlp_records')
      .select(['seq'])
      .orderBy('seq')
      .offset(BATCH - 1)
      .limit(1)
      .executeTakeFirst();
    const recordsGone = oldestRecord
      ? await store.db.deleteFrom('otlp_records').where('seq', '<=', Number(oldestRecord.seq)).executeTakeFirst()
      : await store.db.deleteFrom('otlp_records').executeTakeFirst();
    const gone = Number(capturesGone.numDeletedRows) + Number(recordsGone.numDeletedRows);
    report.captures += Number(capturesGone.numDeletedRows);
    report.otlpRecords += Number(recordsGone.numDeletedRows);
    // What is left is the mock's objects (bounded by their own budgets): nothing more to take.
    if (gone === 0) break;
  }
  report.bytes = Math.max(0, before - (await totalBytes(store)));
  return report;
}

/** The report in a sentence for the terminal. */
export function pruneSentence(report: PruneReport, retention: Retention): string {
  const mb = (report.bytes / 1024 / 1024).toFixed(1);
  return `Removed ${report.captures} captured exchange(s), ${report.otlpRecords} OTLP record(s) and ${report.mockObjects} expired mock object(s), ${mb} MB in all (keeping ${retention.days} days, at most ${(retention.bytes / GB).toFixed(2).replace(/\.?0+$/, '')} GB).`;
}
