// The server's store wired in: opens it, lends the mock its objects and the capture log its captures, keeps retention,
// and (on PostgreSQL) hears other servers' captures.
import type { CaptureLog } from '../capture/capture-log.ts';
import { keyOf, type AnswerChat, type MockApi } from '@loopscope/mock-api';
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import { openStore, type Store } from './backends.ts';
import { BLOCK_SIZE, reserveIdBlock } from './id-block.ts';
import { PersistedObjects } from './persisted-objects.ts';
import { CAPTURE_CHANNEL, CaptureStore } from './capture-store.ts';
import { DEFAULT_RETENTION, prune, type Retention } from './retention.ts';
import { MAX_CAPTURED_BYTES, MAX_CAPTURED_EXCHANGES } from '../capture/capture-log.ts';

/** One run of a server serving a cassette: the file, and when the run started. */
export interface CassetteRun {
  cassette: string;
  startedAt: number;
}

export interface StoredCassetteReport extends CassetteRun {
  updatedAt: number;
  report: unknown;
}

/** Reports /api/cassette/reports lists at most. */
const LISTED_REPORTS = 50;

export interface ServerStore {
  store: Store;
  /** Null on `:memory:`: the mock's own maps are then the whole store, and nothing is written twice. */
  objects: PersistedObjects | null;
  captures: CaptureStore;
  retention: Retention;
  /** One /v1 request through the mock's `fetch`, with the key's objects loaded before and its changes committed before the answer. */
  persistedFetch(request: Request, fetch: (request: Request) => Promise<Response>): Promise<Response>;
  /** The fast lane's chat answerer with the same care: the key's objects loaded before, a `store: true` completion committed before the answer. */
  persistedChat(answerChat: AnswerChat): AnswerChat;
  /** Keeps a served cassette's report for this run (called as it changes): each run of a server is a report of its own. */
  keepCassetteReport(run: CassetteRun, report: unknown): void;
  /** The reports kept, newest first (this run's and earlier runs', of this server or another on the same database). */
  cassetteReports(limit?: number): Promise<StoredCassetteReport[]>;
  close(): Promise<void>;
}

/** How often changes made outside a fetch (WebSocket turns, background runs) are written, and retention runs. */
const COMMIT_EVERY_MS = 250;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const storeFailed = () =>
  errorResponse(
    500,
    errorBody('The server had an error while processing your request. Sorry about that!', { type: 'server_error' }),
  );

export async function attachStore(
  location: string,
  parts: { api: MockApi; log: CaptureLog; retention?: Partial<Retention>; warn?: (line: string) => void },
): Promise<ServerStore> {
  const warn = parts.warn ?? ((line: string) => console.warn(line));
  const retention = { ...DEFAULT_RETENTION, ...parts.retention };
  const store = await openStore(location, warn);
  const first = await reserveIdBlock(store);
  // On `:memory:` the mock's objects end with the process anyway: copying them into an in-memory database would only
  // cost time (the in-memory figure the bench compares the SQLite file with is this: no copy at all).
  let objects: PersistedObjects | null = null;
  if (store.persistent) {
    const mockObjects = parts.api.persistence();
    mockObjects.continueIdsFrom(first);
    objects = new PersistedObjects(store, mockObjects);
  }
  const captures = new CaptureStore(store, (error) =>
    warn(
      `store: captures not written yet (${error instanceof Error ? error.message : String(error)}); trying again with the next batch`,
    ),
  );
  await prune(store, retention).catch((error: unknown) => warn(`store: retention did not run: ${String(error)}`));
  // The live window after a restart: the newest captures, within the log's own bounds.
  for (const exchange of await captures.recent(MAX_CAPTURED_EXCHANGES, MAX_CAPTURED_BYTES))
    parts.log.record(exchange, true);
  parts.log.persistTo(captures, first);

  // Another server's captures, as they are written (PostgreSQL's NOTIFY carries their ids); this one's own are in its log already.
  const ownBlock = (id: string) => {
    const n = Number(/^cap_(\d+)$/.exec(id)?.[1] ?? NaN);
    return n > first && n <= first + BLOCK_SIZE;
  };
  const unlisten = await store.listen(CAPTURE_CHANNEL, (payload) => {
    const ids = payload.split(',').filter((id) => id && !ownBlock(id));
    captures
      .byIds(ids)
      .then((exchanges) => exchanges.forEach((exchange) => parts.log.record(exchange, true)))
      .catch((error: unknown) => warn(`store: another server's captures could not be read: ${String(error)}`));
  });

  const reports = new Map<string, string>();
  const writeReports = async () => {
    for (const [id, body] of reports) {
      reports.delete(id);
      await store.db
        .insertInto('cassette_reports')
        .values({ id, updated_at: Date.now(), body })
        .onConflict((c) => c.column('id').doUpdateSet({ updated_at: Date.now(), body }))
        .execute();
    }
  };
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      await objects?.commitAll();
      await writeReports();
    } catch (error) {
      warn(`store: changes not written yet: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      ticking = false;
    }
  };
  const timer = setInterval(() => void tick(), COMMIT_EVERY_MS);
  timer.unref();
  const pruning = setInterval(
    () =>
      void prune(store, retention).catch((error: unknown) => warn(`store: retention did not run: ${String(error)}`)),
    PRUNE_EVERY_MS,
  );
  pruning.unref();

  /** Loads the key's objects before its request (callers skip it when they are `ready`); the store's 500 when they could not be read. */
  const loadFailed = async (key: string): Promise<Response | null> => {
    try {
      await objects!.prepare(key);
      return null;
    } catch (error) {
      warn(`store: the objects of a key could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return storeFailed();
    }
  };
  /** Commits the key's changes before its answer goes out; the store's 500 when they could not be written. */
  const commitFailed = async (key: string): Promise<Response | null> => {
    try {
      await objects!.commit(key);
      return null;
    } catch (error) {
      warn(`store: a stored object could not be written: ${error instanceof Error ? error.message : String(error)}`);
      return storeFailed();
    }
  };
  /** The answer once the key's changes are committed; a stream stores its response when it ends, and closes only once that is committed. */
  const committed = async (key: string, response: Response): Promise<Response> => {
    const stream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    if (!objects!.hasChanges(key) && !stream) return response;
    if (response.body && stream) {
      const done = new TransformStream<Uint8Array, Uint8Array>({ flush: () => objects!.commit(key) });
      return new Response(response.body.pipeThrough(done), response);
    }
    return (await commitFailed(key)) ?? response;
  };

  return {
    store,
    objects,
    captures,
    retention,
    persistedFetch: async (request, fetch) => {
      if (!objects) return fetch(request);
      const key = keyOf(request.headers.get('authorization') ?? undefined);
      const failed = objects.ready(key) ? null : await loadFailed(key);
      if (failed) return failed;
      const response = await fetch(request);
      objects.touchPath(key, request.method, request.url);
      return committed(key, response);
    },
    persistedChat: (answerChat) => {
      const persisted = objects;
      if (!persisted) return answerChat;
      // POST /v1/chat/completions names no object in its path (nothing for touchPath); only `store: true` changes any.
      return async (request, readBody) => {
        const key = keyOf(request.headers.get('authorization') ?? undefined);
        const failed = persisted.ready(key) ? null : await loadFailed(key);
        if (failed) return failed;
        const answer = await answerChat(request, readBody);
        if (answer instanceof Response) return committed(key, answer);
        if (!persisted.hasChanges(key)) return answer;
        return (await commitFailed(key)) ?? answer;
      };
    },
    keepCassetteReport: (run, report) => {
      reports.set(`${run.startedAt}:${run.cassette}`, JSON.stringify({ ...run, report }));
    },
    async cassetteReports(limit = LISTED_REPORTS) {
      await writeReports();
      const rows = await store.db
        .selectFrom('cassette_reports')
        .select(['updated_at', 'body'])
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...(JSON.parse(row.body) as CassetteRun & { report: unknown }),
        updatedAt: Number(row.updated_at),
      }));
    },
    async close() {
      clearInterval(timer);
      clearInterval(pruning);
      await unlisten?.();
      await tick();
      await parts.log.persisted();
      await store.close();
    },
  };
}
