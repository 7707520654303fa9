// Opening a store: a database a newer Loopscope migrated is refused with what to do, and left as it was; an older one is migrated with its data; a write is never joined to a Kysely transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './backends.ts';
import { migrationProvider } from './migrations.ts';
import type { StoreSchema } from './schema.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('openStore', () => {
  it('refuses a database with a schema step this version does not know (a newer Loopscope wrote it), saying what to do, and keeps its data', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopscope-store-'));
    folders.push(folder);
    const file = join(folder, 'loopscope.db');
    const newer = await openStore(file);
    await newer.db
      .insertInto('captures')
      .values({
        id: 'cap_1',
        started_at: 1,
        day: '2026-12-06',
        model: 'm',
        tools: '',
        status: 200,
        findings: '',
        body: '{}',
        bytes: 2,
      })
      .execute();
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', '2099-01-01T00:00:00.000Z')`.execute(
      newer.db,
    );
    await newer.close();

    const refused = await openStore(file).then(
      () => null,
      (error: unknown) => (error as Error).message,
    );
    expect(refused).toContain('a newer Loopscope wrote it');
    expect(refused).toContain('9999-from-a-newer-version');
    expect(refused).toContain('--db');

    // Nothing was changed: without the foreign step the same file opens with its capture.
    const raw = await import('better-sqlite3');
    const database = new raw.default(file);
    database.prepare("delete from kysely_migration where name = '9999-from-a-newer-version'").run();
    database.close();
    const reopened = await openStore(file);
    expect((await reopened.db.selectFrom('captures').select('id').execute()).map((r) => r.id)).toEqual(['cap_1']);
    await reopened.close();
  });

  it("keeps a store's mock objects through 0003 (one unique index by key and id), and a second row for the same key and id is refused", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopscope-store-'));
    folders.push(folder);
    const file = join(folder, 'loopscope.db');
    const raw = await import('better-sqlite3');
    // A store as the version before 0003 left it.
    const older = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: new raw.default(file) }) });
    const { error } = await new Migrator({ db: older, provider: migrationProvider('sqlite') }).migrateTo(
      '0002-objects-by-id',
    );
    expect(error).toBeUndefined();
    const row = (id: string, kind: string, body: string) => ({
      key_hash: 'h1',
      kind,
      id,
      created_at: 5,
      body,
      bytes: body.length,
    });
    await older
      .insertInto('mock_objects')
      .values([
        row('resp_a', 'response', '{"a":1}'),
        row('conv_b', 'conversation', '{"b":2}'),
        { ...row('resp_a', 'response', '{}'), key_hash: 'h2' },
      ])
      .execute();
    await older.destroy();

    const store = await openStore(file);
    const all = await store.db
      .selectFrom('mock_objects')
      .select(['key_hash', 'kind', 'id', 'body'])
      .orderBy('key_hash')
      .orderBy('id')
      .execute();
    expect(all).toEqual([
      { key_hash: 'h1', kind: 'conversation', id: 'conv_b', body: '{"b":2}' },
      { key_hash: 'h1', kind: 'response', id: 'resp_a', body: '{"a":1}' },
      { key_hash: 'h2', kind: 'response', id: 'resp_a', body: '{}' },
    ]);
    const duplicate = await store.db
      .insertInto('mock_objects')
      .values(row('resp_a', 'response', '{"again":true}'))
      .execute()
      .then(
        () => 'inserted',
        () => 'refused',
      );
    expect(duplicate).toBe('refused');
    await store.close();
  });

  it('on SQLite, a write asked for while a Kysely transaction is open waits for it and is not rolled back with it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopscope-store-'));
    folders.push(folder);
    const store = await openStore(join(folder, 'loopscope.db'));
    const report = (id: string) => store.db.insertInto('cassette_reports').values({ id, updated_at: 1, body: '{}' });
    let written: Promise<unknown> = Promise.resolve();
    const failed = await store.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('cassette_reports')
          .values({ id: 'in-the-transaction', updated_at: 1, body: '{}' })
          .execute();
        written = store.write([report('asked-for-meanwhile').compile()]);
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('rolled back');
      })
      .then(
        () => null,
        (error: unknown) => (error as Error).message,
      );
    expect(failed).toBe('rolled back');
    await written;
    const ids = (await store.db.selectFrom('cassette_reports').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['asked-for-meanwhile']);
    await store.close();
  });
});
