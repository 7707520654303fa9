// A session exported as a cassette (`.cassette.json`): its active branch's exchanges with their exact bytes, for `--cassette` to replay.
import { cassetteFromExchanges, cassetteText, CASSETTE_SUFFIX } from '@loopscope/payloads/cassettes/cassette-file';
import { sessionExchanges } from '@loopscope/payloads/cassettes/cassette-from-session';
import { sessionFileText } from './session-file';
import type { SessionRecord } from './session-record';

/** The cassette text of a session; read through the session file's own text, so it holds exactly what an export would (no keys). */
export function sessionCassetteText(record: SessionRecord): string {
  const found = sessionExchanges(JSON.parse(sessionFileText(record)) as unknown);
  return cassetteText(cassetteFromExchanges(record.name, found?.exchanges ?? []));
}

/** The session's file name with the cassette suffix: letters, digits and dashes only. */
export function sessionCassetteName(record: SessionRecord): string {
  const base =
    record.name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'session';
  return `${base}${CASSETTE_SUFFIX}`;
}
