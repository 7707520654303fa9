// A provider that answers from a cassette: a recorded request gets its recorded bytes, anything else an error that names the closest recording.
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import type { Cassette, CassetteEntry } from './cassette-file';
import { replayedHeaders, requestPath } from './cassette-file';
import {
  bodiesMatch,
  closestEntry,
  describeDifference,
  sameRoute,
  type AskedRequest,
  type BodyDifference,
} from './cassette-match';

/**
 * Loopscope's own status and code for a request the cassette did not record: the real API never answers this.
 * 422 so an SDK neither retries it (as it would a 5xx or 429) nor mistakes it for the API's own 400 validation errors.
 */
export const CASSETTE_MISS_STATUS = 422;
export const CASSETTE_MISS_CODE = 'cassette_miss';

export interface CassetteMiss {
  method: string;
  path: string;
  /** 1-based entry number of the nearest recording, or null when the cassette is empty. */
  closest: number | null;
  closestRoute: string | null;
  differences: BodyDifference[];
  /** Set when the request matched a recording that was already replayed as often as it was recorded. */
  exhausted: boolean;
  /** Whether the miss was handed on to the fallthrough provider (the mock). */
  fellThrough: boolean;
}

export interface CassetteReport {
  name: string;
  entries: number;
  hits: { entry: number; method: string; path: string; match: 'exact' | 'canonical' }[];
  misses: CassetteMiss[];
  /** Entries never asked for: a run that took fewer steps than the recording. */
  unused: number[];
}

export interface CassettePlayerOptions {
  /** Where a miss goes instead of the miss error (the mock), when the user chose to fall through. */
  fallthrough?: (request: Request) => Promise<Response>;
}

/** The error body of a miss: the OpenAI error shape, with the closest recording and the differences beside the message. */
export function missBody(
  miss: CassetteMiss,
): ReturnType<typeof errorBody> & { error: { closest: number | null; differences: BodyDifference[] } } {
  const head = miss.exhausted
    ? `Cassette miss: ${miss.method} ${miss.path} matches entry ${miss.closest}, but every recording of it was already replayed.`
    : `Cassette miss: no recorded request matches ${miss.method} ${miss.path}.`;
  const closest =
    miss.exhausted || miss.closest === null
      ? ''
      : ` Closest recording: entry ${miss.closest} (${miss.closestRoute}); differs at ${miss.differences.map(describeDifference).join('; ') || 'the route only'}.`;
  const base = errorBody(`${head}${closest} (Loopscope cassette replay, not the OpenAI API.)`, {
    code: CASSETTE_MISS_CODE,
  });
  return { error: { ...base.error, closest: miss.closest, differences: miss.differences } };
}

export class CassettePlayer {
  private readonly used: boolean[];
  private readonly hits: CassetteReport['hits'] = [];
  private readonly misses: CassetteMiss[] = [];

  constructor(
    readonly cassette: Cassette,
    private readonly options: CassettePlayerOptions = {},
  ) {
    this.used = cassette.entries.map(() => false);
  }

  /** Replays identical requests in recorded order: the first matching entry not yet used answers. */
  private find(
    asked: AskedRequest,
  ): { index: number; match: 'exact' | 'canonical' } | { index: number; match: null } | null {
    let spent: number | null = null;
    for (const [index, entry] of this.cassette.entries.entries()) {
      if (!sameRoute(entry, asked)) continue;
      const match = bodiesMatch(entry.requestBody, asked.body);
      if (!match) continue;
      if (!this.used[index]) return { index, match };
      spent ??= index;
    }
    return spent === null ? null : { index: spent, match: null };
  }

  /** Answers one request (a `fetch`-compatible handler). */
  async fetch(request: Request): Promise<Response> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().text();
    const asked: AskedRequest = {
      method: request.method.toUpperCase(),
      path: requestPath(request.url),
      body: body === '' ? null : body,
    };
    const found = this.find(asked);
    if (found && found.match) {
      this.used[found.index] = true;
      this.hits.push({ entry: found.index + 1, method: asked.method, path: asked.path, match: found.match });
      return replay(this.cassette.entries[found.index] as CassetteEntry);
    }
    const near = found ? { index: found.index, differences: [] } : closestEntry(this.cassette.entries, asked);
    const entry = near ? this.cassette.entries[near.index] : undefined;
    const miss: CassetteMiss = {
      method: asked.method,
      path: asked.path,
      closest: near ? near.index + 1 : null,
      closestRoute: entry ? `${entry.method} ${entry.path}` : null,
      differences: near?.differences ?? [],
      exhausted: found !== null,
      fellThrough: Boolean(this.options.fallthrough),
    };
    this.misses.push(miss);
    if (this.options.fallthrough) return this.options.fallthrough(request);
    return errorResponse(CASSETTE_MISS_STATUS, missBody(miss));
  }

  report(): CassetteReport {
    return {
      name: this.cassette.name,
      entries: this.cassette.entries.length,
      hits: [...this.hits],
      misses: [...this.misses],
      unused: this.used.flatMap((u, i) => (u ? [] : [i + 1])),
    };
  }
}

/**
 * The recorded answer, byte for byte; a stream goes as one body, since an SSE reader sees the same events however the
 * bytes are chunked. Only the headers a client reads go with it (replayedHeaders): the file may be hand-written.
 */
function replay(entry: CassetteEntry): Response {
  const headers = new Headers(replayedHeaders(entry));
  const bytes = new TextEncoder().encode(entry.responseBody);
  return new Response(entry.status === 204 || entry.status === 304 ? null : bytes, { status: entry.status, headers });
}

/** The report as lines for a terminal: counts, then each miss with its nearest recording. */
export function reportLines(report: CassetteReport): string[] {
  const lines = [
    `Cassette "${report.name}": ${report.hits.length} hit(s), ${report.misses.length} miss(es), ${report.unused.length} of ${report.entries} recording(s) never asked for.`,
  ];
  for (const miss of report.misses) {
    const where =
      miss.closest === null
        ? 'the cassette is empty'
        : miss.exhausted
          ? `entry ${miss.closest} was already replayed`
          : `closest: entry ${miss.closest} (${miss.closestRoute})`;
    lines.push(`  miss: ${miss.method} ${miss.path}; ${where}${miss.fellThrough ? '; answered by the mock' : ''}`);
    for (const d of miss.differences.slice(0, 5)) lines.push(`    ${describeDifference(d)}`);
  }
  return lines;
}
