// A block of ids for this process: each start of a server on a store takes the next, so ids made after a restart, or by
// another server on the same database, never repeat.
import type { Store } from './backends.ts';

/** Ids one process makes at most before they would run into the next block (far more than a run makes). */
export const BLOCK_SIZE = 1_000_000_000;

/** The row of key_versions that counts the blocks handed out (no API key hashes to it: hashes are hex). */
const BLOCK_ROW = '#id-block';

/** The first counter of this process's block: 0 for the first start on a database (ids as they always were), then 1e9, 2e9, … */
export async function reserveIdBlock(store: Store): Promise<number> {
  if (!store.persistent) return 0;
  const row = await store.db
    .insertInto('key_versions')
    .values({ key_hash: BLOCK_ROW, version: 1 })
    .onConflict((c) => c.column('key_hash').doUpdateSet((eb) => ({ version: eb('key_versions.version', '+', 1) })))
    .returning('version')
    .executeTakeFirstOrThrow();
  return (Number(row.version) - 1) * BLOCK_SIZE;
}
