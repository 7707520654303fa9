// STORE_BACKENDS: the databases the store can open (SQLite through better-sqlite3, PostgreSQL through pg), chosen by the location's form.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Client } from 'pg';
import type BetterSqlite3 from 'better-sqlite3';
import type { StoreSchema } from './schema.ts';
import { migrationProvider } from './migrations.ts';
import { shownLocation } from './data-dir.ts';
import { cachingStatements } from './statements.ts';
import { SQLITE, ensurePackage, requireOnDemand } from '../on-demand.ts';

export type StoreDialect = 'sqlite' | 'postgres';

export interface Store {
  readonly db: Kysely<StoreSchema>;
  readonly dialect: StoreDialect;
  /** The location as it may be printed (no password). */
  readonly shown: string;
  /** False for `:memory:`: nothing outlives the process. */
  readonly persistent: boolean;
  /** True when other processes may write the same database (PostgreSQL): cached state is checked before use. */
  readonly shared: boolean;
  /**
   * Runs the queries in one transaction and gives each one's rows. On SQLite it is one synchronous call on the one
   * connection (no await between statements, nothing else interleaves); on PostgreSQL a transaction of the pool.
   */
  write(queries: readonly CompiledQuery[]): Promise<Record<string, unknown>[][]>;
  /** PostgreSQL's LISTEN: calls `onMessage` with each NOTIFY payload on `channel`; null on SQLite (one process). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<(() => Promise<void>) | null>;
  /** PostgreSQL's NOTIFY (nothing on SQLite). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreBackend {
  name: StoreDialect;
  /** Whether this backend opens `location`. */
  matches(location: string): boolean;
  open(location: string, warn: (line: string) => void): Promise<Store>;
}

const sqliteBackend: StoreBackend = {
  name: 'sqlite',
  matches: () => true,
  async open(location, warn) {
    // Loaded only when chosen: a native module, kept out of the bundle and out of the package's dependencies (it
    // compiles as it installs); an installed Loopscope installs it the first time it opens a SQLite store.
    const Database = await requireOnDemand<typeof BetterSqlite3>(SQLITE, { warn });
    const memory = location === ':memory:';
    if (!memory) mkdirSync(dirname(location), { recursive: true });
    const database = new Database(location);
    if (!memory) {
      // WAL with synchronous=NORMAL: a commit is in the OS before the call returns, so a killed process loses nothing
      // it acknowledged (a power cut may lose the last moments; FULL would cost an fsync per commit).
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = NORMAL');
    }
    database.pragma('busy_timeout = 5000');
    const checkpoints = memory
      ? null
      : startCheckpoints(database, await ensurePackage(SQLITE, { warn }), location, warn);
    const statements = cachingStatements(database);
    const db = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: statements }) });
    const run = (queries: readonly CompiledQuery[]) =>
      queries.map((query) => {
        const statement = statements.prepare(query.sql);
        if (statement.reader) return statement.all(query.parameters as unknown[]) as Record<string, unknown>[];
        statement.run(query.parameters as unknown[]);
        return [];
      });
    const transaction = database.transaction(run);
    return {
      db,
      dialect: 'sqlite',
      shown: location,
      persistent: !memory,
      shared: false,
      write: (queries) => {
        // A Kysely transaction in progress (BEGIN, awaits, COMMIT on the one connection) must not be joined: then the
        // write waits for Kysely's connection. Otherwise it runs now: Kysely's connection mutex cost a stored response
        // several promise turns for nothing (the statements run in one synchronous call, so nothing can interleave).
        if (database.inTransaction) return db.connection().execute(async () => transaction(queries));
        try {
          return Promise.resolve(transaction(queries));
        } catch (error) {
          return Promise.reject(error as Error);
        }
      },
      listen: async () => null,
      notify: async () => {},
      close: async () => {
        await checkpoints?.stop();
        // The last connection to close checkpoints what is left and removes the WAL.
        await db.destroy();
      },
    };
  },
};

/** How often the checkpointing thread moves committed pages from the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * Pages (4 KB) the WAL may reach before the thread waits for a moment without a commit to empty it: under steady writes
 * a checkpoint that does not wait never finds the WAL all copied with no commit after, so the WAL would only grow.
 * Waiting holds the commits back briefly (the copy is mostly done already): once per 64 MB written.
 */
const MAX_WAL_FRAMES = 16_384;

/**
 * A worker thread with a connection of its own that checkpoints the WAL (its pages copied into the database file, then
 * both synced): with SQLite's automatic checkpoint the commit that crossed 1,000 pages did it, two fsyncs on the event
 * loop, which every request then waited for. Commits stay as durable (the WAL is synced at each checkpoint, as before).
 * Should the thread fail, the automatic checkpoint comes back. The thread loads the same better-sqlite3 and no loader.
 */
function startCheckpoints(
  database: BetterSqlite3.Database,
  moduleDir: string,
  file: string,
  warn: (line: string) => void,
): { stop(): Promise<void> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.moduleDir);
    const db = new Database(workerData.file);
    db.pragma('busy_timeout = 5000');
    const checkpoint = () => {
      try {
        const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
        if (log > workerData.maxFrames) db.pragma('wal_checkpoint(TRUNCATE)');
      } catch (error) {
        parentPort.postMessage(String((error && error.message) || error));
      }
    };
    const timer = setInterval(checkpoint, workerData.every);
    parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
  `;
  const worker = new Worker(code, {
    eval: true,
    execArgv: [],
    workerData: { moduleDir, file, every: CHECKPOINT_EVERY_MS, maxFrames: MAX_WAL_FRAMES },
  });
  worker.unref();
  database.pragma('wal_autocheckpoint = 0');
  let failed = false;
  const fallBack = (why: string) => {
    if (failed) return;
    failed = true;
    database.pragma('wal_autocheckpoint = 1000');
    warn(`store: the checkpointing thread stopped (${why}); SQLite checkpoints as it commits instead`);
  };
  worker.on('message', (message: string) => warn(`store: a checkpoint failed: ${message}`));
  worker.on('error', (error) => fallBack(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      failed = true;
      // The thread is unref'd so it never keeps a server alive; waiting for its exit must, or a process whose last
      // handle this is ends with the wait unsettled (exit code 13 from the CLI's top-level await, not the command's code).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}

const postgresBackend: StoreBackend = {
  name: 'postgres',
  matches: (location) => /^postgres(ql)?:\/\//i.test(location),
  async open(location, warn) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: location, max: 8 });
    // An idle client's socket can fail (the server restarted): say so; the pool replaces it.
    pool.on('error', (error) => warn(`store: a PostgreSQL connection failed: ${error.message}`));
    const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
    const listeners: Client[] = [];
    return {
      db,
      dialect: 'postgres',
      shown: shownLocation(location),
      persistent: true,
      shared: true,
      write: (queries) =>
        db.transaction().execute(async (trx) => {
          const rows: Record<string, unknown>[][] = [];
          for (const query of queries) rows.push((await trx.executeQuery<Record<string, unknown>>(query)).rows);
          return rows;
        }),
      async listen(channel, onMessage) {
        // LISTEN holds its connection: one client of its own, outside the pool.
        const client = new pg.Client({ connectionString: location });
        client.on('error', (error) => warn(`store: the PostgreSQL LISTEN connection failed: ${error.message}`));
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
        });
        await client.connect();
        await client.query(`LISTEN ${quoteIdent(channel)}`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end().catch(() => {});
        };
      },
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        await Promise.all(listeners.splice(0).map((client) => client.end().catch(() => {})));
        await db.destroy();
      },
    };
  },
};

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The backends, most specific first: the first whose `matches` takes the location opens it (SQLite takes any path). */
export const STORE_BACKENDS: readonly StoreBackend[] = [postgresBackend, sqliteBackend];

/**
 * Why the schema could not be brought up to date, in the user's terms. Kysely says "corrupted migrations" when the
 * database holds a migration this build does not know: a newer Loopscope wrote it (running an older one after a newer).
 */
function migrationProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^corrupted migrations: previously executed migration (\S+) is missing$/.exec(message);
  if (!unknown) return message;
  return `a newer Loopscope wrote it (its schema has the step ${unknown[1]}, which this version does not know). Run that newer version, or give this one a store of its own with --db <another file> (or --db :memory:).`;
}

/** Opens the store at `location` (a file, `:memory:` or `postgres://…`) and brings its schema up to date. */
export async function openStore(
  location: string,
  warn: (line: string) => void = (line) => console.warn(line),
): Promise<Store> {
  const backend = STORE_BACKENDS.find((b) => b.matches(location))!;
  const store = await backend.open(location, warn).catch((error: unknown) => {
    throw new Error(
      `The store at ${shownLocation(location)} could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  try {
    const { error } = await new Migrator({
      db: store.db,
      provider: migrationProvider(store.dialect),
    }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await store.close().catch(() => {});
    throw new Error(`The store at ${store.shown} could not be opened: ${migrationProblem(error)}`, { cause: error });
  }
  return store;
}
