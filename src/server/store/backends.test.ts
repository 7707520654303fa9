// Opening a store: a database a newer Loopscope migrated is refused with what to do, and left as it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './backends.ts';

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
    await newer.db.insertInto('captures').values({ id: 'cap_1', started_at: 1, day: '2026-12-06', model: 'm', tools: '', status: 200, findings: '', body: '{}', bytes: 2 }).execute();
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', '2099-01-01T00:00:00.000Z')`.execute(newer.db);
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
});
