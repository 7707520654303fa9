// PersistedObjects: the mock API's stored objects in the store, per hashed API key: loaded before a key's request, written (and committed) before its answer.
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type { MockObjects } from '@loopscope/mock-api';
import type { Store } from './backends.ts';
import { slot, template } from './statements.ts';

/** A key as the store knows it: its SHA-256, never the key itself. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The writes of a key's changes, each compiled once (statements.ts). */
function objectWrites(store: Store) {
  const { db } = store;
  return {
    upsert: template<'hash' | 'kind' | 'id' | 'created_at' | 'body' | 'bytes'>(
      db
        .insertInto('mock_objects')
        .values({
          key_hash: slot('hash'),
          kind: slot('kind'),
          id: slot('id'),
          created_at: slot<number>('created_at'),
          body: slot('body'),
          bytes: slot<number>('bytes'),
        })
        .onConflict((c) =>
          c.columns(['key_hash', 'id']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            created_at: eb.ref('excluded.created_at'),
            body: eb.ref('excluded.body'),
            bytes: eb.ref('excluded.bytes'),
          })),
        ),
    ),
    remove: template<'hash' | 'id'>(
      db.deleteFrom('mock_objects').where('key_hash', '=', slot('hash')).where('id', '=', slot('id')),
    ),
    bump: template<'hash'>(
      db
        .insertInto('key_versions')
        .values({ key_hash: slot('hash'), version: 1 })
        .onConflict((c) => c.column('key_hash').doUpdateSet((eb) => ({ version: eb('key_versions.version', '+', 1) })))
        .returning('version'),
    ),
  };
}

/** Keys whose loaded version is remembered; past it the least recently used is forgotten (and reloaded when next used). */
const REMEMBERED_KEYS = 10_000;

/** Ids in a request's path whose objects a request may change without charging anything (a poll moves a run on). */
const POLLED_ID = /^(thread|resp)_/;
const OBJECT_ID = /^(thread|resp|run|msg|asst|vs|conv|chatcmpl|file)[-_]/;
/** Whether a URL may name an object at all: most requests (a new chat completion or response) name none and are not parsed. */
const MAY_NAME_OBJECT = /(thread|resp|run|msg|asst|vs|conv|chatcmpl|file)[-_]/;

export class PersistedObjects {
  /** Raw key → the key_versions version its objects were loaded (or last written) at. */
  private readonly loaded = new Map<string, number>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Writes one after another: each takes the key's changes when its turn comes, so an older state never lands last. */
  private writes: Promise<void> = Promise.resolve();
  /** Keys whose commit was asked for since the last group started, and the promise that group settles. */
  private readonly queued = new Set<string>();
  private group: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;
  private readonly queries: ReturnType<typeof objectWrites>;
  /** Raw key → its hash, so a busy key is hashed once (bounded like `loaded`). */
  private readonly hashes = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly objects: MockObjects,
  ) {
    this.queries = objectWrites(store);
  }

  private hashOf(key: string): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      hash = keyHash(key);
      if (this.hashes.size >= REMEMBERED_KEYS) this.hashes.delete(this.hashes.keys().next().value!);
      this.hashes.set(key, hash);
    }
    return hash;
  }

  /**
   * Makes sure the mock holds the key's stored objects: loaded on the key's first use; on a shared database (PostgreSQL)
   * reloaded when another server wrote them since (one indexed read per request).
   */
  async prepare(key: string): Promise<void> {
    if (this.ready(key)) return;
    const known = this.loaded.get(key);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, known).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    await pending;
  }

  /**
   * Whether the mock holds the key's objects as they are (its first use was loaded; on SQLite nobody else writes them),
   * so a request need not wait for `prepare`: the answer then goes out without a promise turn for nothing.
   */
  ready(key: string): boolean {
    return key === '' || (!this.store.shared && this.loaded.has(key));
  }

  private async load(key: string, known: number | undefined): Promise<void> {
    const hash = this.hashOf(key);
    // Changes this process has not written yet are written first, so what is read back holds them.
    if (this.objects.changedKeys().includes(key)) await this.commit(key);
    const version = Number(
      (await this.store.db.selectFrom('key_versions').select('version').where('key_hash', '=', hash).executeTakeFirst())
        ?.version ?? 0,
    );
    if (known === version || this.loaded.get(key) === version) return;
    const rows =
      version === 0
        ? []
        : await this.store.db
            .selectFrom('mock_objects')
            .select(['kind', 'id', 'created_at', 'body'])
            .where('key_hash', '=', hash)
            .execute();
    this.objects.restore(
      key,
      rows.map((r) => ({ kind: r.kind, id: r.id, createdAt: Number(r.created_at), body: r.body })),
    );
    this.remember(key, version);
  }

  private remember(key: string, version: number): void {
    this.loaded.delete(key);
    this.loaded.set(key, version);
    if (this.loaded.size > REMEMBERED_KEYS) this.loaded.delete(this.loaded.keys().next().value!);
  }

  /** Whether the key has changes not yet written. */
  hasChanges(key: string): boolean {
    return this.objects.hasChanges(key);
  }

  /** Marks the objects a request's path names as changed (polls of runs and background responses change them without a charge). */
  touchPath(key: string, method: string, url: string): void {
    if (!MAY_NAME_OBJECT.test(url)) return;
    for (const segment of new URL(url).pathname.split('/')) {
      if (method === 'GET' ? POLLED_ID.test(segment) : OBJECT_ID.test(segment)) this.objects.touch(key, segment);
    }
  }

  /**
   * Writes the key's changes; resolves once committed (what an answer waits for). Commits asked for in the same turn of
   * the event loop go in one transaction (a group commit): a transaction's commit, not its rows, was most of a stored
   * response's cost on SQLite, and every answer still waits for its own changes to be committed.
   */
  commit(key: string): Promise<void> {
    this.queued.add(key);
    if (!this.group) {
      let settle!: { resolve: () => void; reject: (error: unknown) => void };
      const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      this.group = { promise, ...settle };
      setImmediate(() => this.writeGroup());
    }
    return this.group.promise;
  }

  /** Writes every key's changes (a timer, and the server's close, call it: socket turns are not answered through fetch). */
  async commitAll(): Promise<void> {
    await Promise.all(this.objects.changedKeys().map((key) => this.commit(key)));
  }

  private writeGroup(): void {
    const group = this.group!;
    const keys = [...this.queued];
    this.group = null;
    this.queued.clear();
    // One group after another: each takes its keys' changes when its turn comes, so an older state never lands last.
    const turn = this.writes.then(() => this.write(keys));
    this.writes = turn.catch(() => {});
    turn.then(group.resolve, group.reject);
  }

  private async write(keys: readonly string[]): Promise<void> {
    const queries: CompiledQuery[] = [];
    /** Each written key and the index of the query that returns its new version. */
    const written: { key: string; at: number }[] = [];
    for (const key of keys) {
      const { upserts, deletes } = this.objects.takeChanges(key);
      if (upserts.length === 0 && deletes.length === 0) continue;
      const hash = this.hashOf(key);
      // The objects' JSON was made once, in takeChanges; the key's version goes last.
      for (const record of upserts)
        queries.push(
          this.queries.upsert({
            hash,
            kind: record.kind,
            id: record.id,
            created_at: record.createdAt,
            body: record.body,
            bytes: record.body.length,
          }),
        );
      for (const id of deletes) queries.push(this.queries.remove({ hash, id }));
      // On SQLite no other process writes the key's objects, so its version only says that it has some (a key without
      // a version row is loaded without reading): written once, not a statement and a page more in every commit.
      if (this.store.shared || (this.loaded.get(key) ?? 0) < 1)
        written.push({ key, at: queries.push(this.queries.bump({ hash })) - 1 });
    }
    if (queries.length === 0) return;
    const rows = await this.store.write(queries);
    for (const { key, at } of written) this.noteVersion(key, Number(rows[at]![0]!.version));
  }

  private noteVersion(key: string, version: number): void {
    // Another server may have written in between (its version counted too): then the next prepare reloads.
    const known = this.loaded.get(key);
    if (known !== undefined && known + 1 === version) this.remember(key, version);
    else this.loaded.delete(key);
  }
}
