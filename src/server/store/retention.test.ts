// Retention: by age, then the oldest captures while the store is over its bytes; the report counts what went; sizes read from flags.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './backends.ts';
import { parseSize, prune, pruneSentence } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 5);

async function capture(store: Store, id: string, startedAt: number, bytes: number) {
  const body = 'x'.repeat(bytes);
  await store.db
    .insertInto('captures')
    .values({
      id,
      started_at: startedAt,
      day: new Date(startedAt).toISOString().slice(0, 10),
      model: 'm',
      tools: '',
      status: 200,
      findings: '',
      body,
      bytes,
    })
    .execute();
}

describe('prune', () => {
  let store: Store;
  beforeEach(async () => {
    store = await openStore(':memory:');
  });
  afterEach(() => store.close());

  it('removes captures and OTLP records past their days and expired mock objects, and says how many', async () => {
    await capture(store, 'old', NOW - 31 * DAY, 10);
    await capture(store, 'new', NOW - 1 * DAY, 10);
    await store.db
      .insertInto('otlp_records')
      .values({ received_at: NOW - 40 * DAY, kind: 'span', trace_id: 't', body: '{}', bytes: 2 })
      .execute();
    await store.db
      .insertInto('mock_objects')
      .values({ key_hash: 'h', kind: 'response', id: 'resp_old', created_at: NOW - 2 * DAY, body: '{}', bytes: 2 })
      .execute();
    await store.db
      .insertInto('mock_objects')
      .values({ key_hash: 'h', kind: 'assistants_ids', id: 'ids', created_at: 0, body: '{"counter":3}', bytes: 13 })
      .execute();
    const report = await prune(store, { days: 30, bytes: 1024 ** 3 }, NOW);
    expect(report).toMatchObject({ captures: 1, otlpRecords: 1, mockObjects: 1 });
    expect((await store.db.selectFrom('captures').select('id').execute()).map((r) => r.id)).toEqual(['new']);
    // The id counter stays: ids after a restart must not repeat.
    expect(await store.db.selectFrom('mock_objects').select('id').execute()).toEqual([{ id: 'ids' }]);
    expect(pruneSentence(report, { days: 30, bytes: 1024 ** 3 })).toMatch(
      /^Removed 1 captured exchange\(s\), 1 OTLP record\(s\) and 1 expired mock object\(s\)/,
    );
  });

  it('takes the oldest captures first while over the byte bound', async () => {
    for (let i = 0; i < 1200; i++) await capture(store, `cap_${String(i).padStart(4, '0')}`, NOW - DAY + i, 1000);
    const report = await prune(store, { days: 30, bytes: 500_000 }, NOW);
    const left = await store.db.selectFrom('captures').select('id').orderBy('started_at').execute();
    expect(left.length).toBeLessThanOrEqual(500);
    expect(left.at(-1)!.id).toBe('cap_1199');
    expect(report.captures).toBe(1200 - left.length);
    expect(report.bytes).toBeGreaterThanOrEqual(700_000);
  });
});

describe('parseSize', () => {
  it('reads bytes and units, and refuses anything else with the flag named', () => {
    expect(parseSize('500MB', '--retain-bytes')).toBe(500 * 1024 * 1024);
    expect(parseSize('2 gb', '--retain-bytes')).toBe(2 * 1024 ** 3);
    expect(parseSize('4096', '--retain-bytes')).toBe(4096);
    expect(() => parseSize('lots', '--retain-bytes')).toThrow('--retain-bytes is a size such as 500MB or 2GB.');
  });
});
