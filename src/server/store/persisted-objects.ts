// PersistedObjects: the mock API's stored objects in the store, per hashed API key: loaded before a key's request, written (and committed) before its answer.
import { createHash } from 'node:crypto';
import type { MockObjects } from '../../mock-api/index.ts';
import type { Store } from './backends.ts';

/** A key as the store knows it: its SHA-256, never the key itself. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Keys whose loaded version is remembered; past it the least recently used is forgotten (and reloaded when next used). */
const REMEMBERED_KEYS = 10_000;

/** Ids in a request's path whose objects a request may change without charging anything (a poll moves a run on). */
const POLLED_ID = /^(thread|resp)_/;
const OBJECT_ID = /^(thread|resp|run|msg|asst|vs|conv|chatcmpl|file)[-_]/;

export class PersistedObjects {
  /** Raw key → the key_versions version its objects were loaded (or last written) at. */
  private readonly loaded = new Map<string, number>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Writes one after another: each takes the key's changes when its turn comes, so an older state never lands last. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly objects: MockObjects,
  ) {}

  /**
   * Makes sure the mock holds the key's stored objects: loaded on the key's first use; on a shared database (PostgreSQL)
   * reloaded when another server wrote them since (one indexed read per request).
   */
  async prepare(key: string): Promise<void> {
    if (key === '') return;
    const known = this.loaded.get(key);
    if (known !== undefined && !this.store.shared) return;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, known).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    await pending;
  }

  private async load(key: string, known: number | undefined): Promise<void> {
    const hash = keyHash(key);
    // Changes this process has not written yet are written first, so what is read back holds them.
    if (this.objects.changedKeys().includes(key)) await this.commit(key);
    const version = Number((await this.store.db.selectFrom('key_versions').select('version').where('key_hash', '=', hash).executeTakeFirst())?.version ?? 0);
    if (known === version || this.loaded.get(key) === version) return;
    const rows = version === 0 ? [] : await this.store.db.selectFrom('mock_objects').select(['kind', 'id', 'created_at', 'body']).where('key_hash', '=', hash).execute();
    this.objects.restore(key, rows.map((r) => ({ kind: r.kind, id: r.id, createdAt: Number(r.created_at), body: r.body })));
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
  touchPath(key: string, method: string, path: string): void {
    for (const segment of path.split('/')) {
      if (method === 'GET' ? POLLED_ID.test(segment) : OBJECT_ID.test(segment)) this.objects.touch(key, segment);
    }
  }

  /** Writes the key's changes in one transaction; resolves once committed (what an answer waits for). */
  commit(key: string): Promise<void> {
    const turn = this.writes.then(() => this.write(key));
    this.writes = turn.catch(() => {});
    return turn;
  }

  /** Writes every key's changes (a timer, and the server's close, call it: socket turns are not answered through fetch). */
  async commitAll(): Promise<void> {
    await Promise.all(this.objects.changedKeys().map((key) => this.commit(key)));
  }

  private async write(key: string): Promise<void> {
    const { upserts, deletes } = this.objects.takeChanges(key);
    if (upserts.length === 0 && deletes.length === 0) return;
    const hash = keyHash(key);
    const version = await this.store.db.transaction().execute(async (trx) => {
      for (const record of upserts) {
        const row = { key_hash: hash, kind: record.kind, id: record.id, created_at: record.createdAt, body: record.body, bytes: record.body.length };
        await trx
          .insertInto('mock_objects')
          .values(row)
          .onConflict((c) => c.columns(['key_hash', 'kind', 'id']).doUpdateSet({ created_at: row.created_at, body: row.body, bytes: row.bytes }))
          .execute();
      }
      for (let at = 0; at < deletes.length; at += 500) await trx.deleteFrom('mock_objects').where('key_hash', '=', hash).where('id', 'in', deletes.slice(at, at + 500)).execute();
      const row = await trx
        .insertInto('key_versions')
        .values({ key_hash: hash, version: 1 })
        .onConflict((c) => c.column('key_hash').doUpdateSet((eb) => ({ version: eb('key_versions.version', '+', 1) })))
        .returning('version')
        .executeTakeFirstOrThrow();
      return Number(row.version);
    });
    // Another server may have written in between (its version counted too): then the next prepare reloads.
    const known = this.loaded.get(key);
    if (known !== undefined && known + 1 === version) this.remember(key, version);
    else this.loaded.delete(key);
  }
}
