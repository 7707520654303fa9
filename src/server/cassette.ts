// Serving a cassette at /v1: the file read and refused in words, the player, and the hits-and-misses report at /api/cassette/report.
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { readCassette, type Cassette } from '@loopscope/payloads/cassettes/cassette-file';
import { CassettePlayer } from '@loopscope/payloads/cassettes/cassette-player';

/** What `--cassette FILE` (or `LOOPSCOPE_CASSETTE`) asks for: the recording, and whether a miss goes on to the mock. */
export interface CassetteServing {
  cassette: Cassette;
  /** `--cassette-fallthrough` / `LOOPSCOPE_CASSETTE_FALLTHROUGH=1`: a miss is answered by the mock instead of the miss error. */
  fallthrough: boolean;
}

export const CASSETTE_REPORT_PATH = '/api/cassette/report';
/** Every report the store kept (this run's and earlier runs'), newest first: a restart does not lose the last run's. */
export const CASSETTE_REPORTS_PATH = '/api/cassette/reports';

/** Reads a cassette file; a missing, unreadable or malformed file throws an Error whose message says which and why. */
export function loadCassetteFile(file: string): Cassette {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `cannot read the cassette ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      { cause: error },
    );
  }
  const read = readCassette(text);
  if (!read.ok) throw new Error(`cannot serve ${file}: ${read.error}`);
  return read.cassette;
}

/** Whether an environment flag is on: 1, true or yes. */
export function flagOn(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}

/** The player in front of the mock, and the report route (behind the access gate like the rest of /api). */
export function mountCassette(
  app: Hono,
  serving: CassetteServing,
  mock: (request: Request) => Promise<Response>,
): CassettePlayer {
  const player = new CassettePlayer(serving.cassette, serving.fallthrough ? { fallthrough: mock } : {});
  app.get(CASSETTE_REPORT_PATH, (c) => c.json(player.report()));
  return player;
}
