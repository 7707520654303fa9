// Versioned migrations of the store's schema, run by Kysely's Migrator on open; each is written once and never edited.
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** The autoincrementing sequence column: each dialect spells it its own way. */
type Dialect = 'sqlite' | 'postgres';

function migrations(dialect: Dialect): Record<string, Migration> {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    '0001-initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('meta')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('captures')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('started_at', sql.raw(bigint), (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('model', 'text', (c) => c.notNull())
          .addColumn('tools', 'text', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('findings', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('bytes', sql.raw(bigint), (c) => c.notNull())
          .execute();
        await db.schema.createIndex('captures_day_started').on('captures').columns(['day', 'started_at']).execute();
        await db.schema.createIndex('captures_started').on('captures').column('started_at').execute();
        await db.schema
          .createTable('mock_objects')
          .addColumn('key_hash', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', sql.raw(bigint), (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('bytes', sql.raw(bigint), (c) => c.notNull())
          .addPrimaryKeyConstraint('mock_objects_pk', ['key_hash', 'kind', 'id'])
          .execute();
        await db.schema.createIndex('mock_objects_created').on('mock_objects').column('created_at').execute();
        await db.schema
          .createTable('key_versions')
          .addColumn('key_hash', 'text', (c) => c.primaryKey())
          .addColumn('version', sql.raw(bigint), (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('otlp_records')
          .addColumn('seq', sql.raw(dialect === 'postgres' ? 'bigserial' : 'integer'), (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('received_at', sql.raw(bigint), (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('trace_id', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('bytes', sql.raw(bigint), (c) => c.notNull())
          .execute();
        await db.schema.createIndex('otlp_records_received').on('otlp_records').column('received_at').execute();
        await db.schema
          .createTable('cassette_reports')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('updated_at', sql.raw(bigint), (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // An object is removed by its key and id (its kind is not known then): without this index each removal read every
    // object of the key, and a key at its 500-object bound removes one on every new response.
    '0002-objects-by-id': {
      async up(db: Kysely<unknown>) {
        await db.schema.createIndex('mock_objects_key_id').on('mock_objects').columns(['key_hash', 'id']).execute();
      },
    },
    // A key's object ids are unique across kinds (each kind has its own prefix, and removal already goes by key and id
    // alone): one unique (key_hash, id) index replaces the (key_hash, kind, id) primary key and 0002's index, and the
    // created_at index goes (only the hourly retention reads by age; it reads the whole table for its byte count
    // anyway). Each stored response wrote four B-trees and now writes two: its write was most of the SQLite store's
    // cost against the in-memory one (issue 46's speed bound). SQLite cannot drop a primary key, so the table is copied.
    '0003-objects-two-trees': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('mock_objects_next')
          .addColumn('key_hash', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', sql.raw(bigint), (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('bytes', sql.raw(bigint), (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('mock_objects_by_key_id')
          .unique()
          .on('mock_objects_next')
          .columns(['key_hash', 'id'])
          .execute();
        // `where true`: SQLite's parser needs a WHERE before ON CONFLICT in INSERT … SELECT. Two kinds sharing an id
        // never happened (removal by id would have taken both); were it there, one row is kept rather than the store
        // failing to open.
        await sql`insert into mock_objects_next (key_hash, kind, id, created_at, body, bytes) select key_hash, kind, id, created_at, body, bytes from mock_objects where true on conflict do nothing`.execute(
          db,
        );
        await db.schema.dropTable('mock_objects').execute();
        await db.schema.alterTable('mock_objects_next').renameTo('mock_objects').execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
