// Background responses (`background: true`): what each poll sees (queued → in_progress → completed), cancel, and the
// event stream a client resumes after a sequence number.
import { invalidRequest } from '@loopscope/wire/errors';
import type { StoredResponse } from './store.ts';
import { responseEvents } from './stream.ts';

type Json = Record<string, unknown>;

/*
 * Where a background response is (`StoredResponse.background`). The mock answers at once, so the whole response is made and stored at creation;
 * what a reader sees moves on one step per poll (a `GET`), never with wall time, so a replay is deterministic:
 * created `queued`, the first poll `in_progress`, the second `completed`. A streamed background response has run to
 * the end by the time its stream closes. How many polls the real API takes is not documented (it depends on load).
 */
/** Refusals worded by us: the docs say only that background mode needs storing and that only it can be resumed or cancelled. */
export const BACKGROUND_NEEDS_STORE =
  "Background mode requires 'store' to be true: a background response is kept so that it can be polled. Remove 'store: false', or leave out 'background'.";
export const notBackground = (id: string, what: 'cancelled' | 'streamed'): string =>
  what === 'cancelled'
    ? `Only responses created with 'background' set to true can be cancelled, and response '${id}' was not. It has already finished.`
    : `Only responses created with 'background' set to true can be streamed again with 'stream=true', and response '${id}' was not. Retrieve it without 'stream'.`;
export const alreadyCompleted = (id: string): string =>
  `Response '${id}' has already completed, so it cannot be cancelled.`;

/** The response as a poll sees it at a stage: before it completes, no output and `"usage": null`. */
function atStage(final: Json, stage: NonNullable<StoredResponse['background']>): Json {
  if (stage === 'completed') return final;
  return { ...final, status: stage, completed_at: null, incomplete_details: null, output: [], usage: null };
}

/** What `GET /v1/responses/{id}` answers; a background response moves on one step first. */
export function poll(stored: StoredResponse): Json {
  if (stored.background === 'queued') stored.background = 'in_progress';
  else if (stored.background === 'in_progress') stored.background = 'completed';
  return stored.background ? atStage(stored.response, stored.background) : stored.response;
}

/** What `POST /v1/responses` answers for a background response that is not streamed: the response, queued. */
export function queued(stored: StoredResponse): Json {
  stored.background = 'queued';
  return atStage(stored.response, 'queued');
}

/**
 * `POST /v1/responses/{id}/cancel`. A queued or running response ends `cancelled` and keeps no output; cancelling
 * twice returns the cancelled response again (the docs call cancel idempotent). A finished or foreground response is
 * refused with a 400 (the real wording is not documented; ours).
 */
export function cancel(stored: StoredResponse): Json {
  const id = String(stored.response.id);
  if (!stored.background) throw invalidRequest(notBackground(id, 'cancelled'), null);
  if (stored.background === 'completed') throw invalidRequest(alreadyCompleted(id), null);
  if (stored.background !== 'cancelled') {
    stored.response = atStage(stored.response, 'cancelled');
    stored.background = 'cancelled';
  }
  return stored.response;
}

/**
 * The events of a background stream, numbered from 0: `response.created` with the response queued, `response.queued`,
 * then the usual stream to `response.completed`. The same events are sent again on resume, so a sequence number means
 * the same event both times. The exact events the real API sends before `in_progress` are not documented. A cancelled
 * response streams only its start (the SDK has no event for a cancel).
 */
export function backgroundEvents(stored: StoredResponse): Json[] {
  const final = stored.response;
  const start = atStage(final, 'queued');
  const [, ...rest] = stored.background === 'cancelled' ? [] : responseEvents(final);
  const events = [{ type: 'response.created', response: start }, { type: 'response.queued', response: start }, ...rest];
  if (stored.background !== 'cancelled') stored.background = 'completed';
  return events.map((e, i) => ({ ...e, sequence_number: i }));
}

/** The events after `starting_after` (all of them without it), for `GET /v1/responses/{id}?stream=true`. */
export function resumeEvents(stored: StoredResponse, startingAfter: string | undefined): Json[] {
  const id = String(stored.response.id);
  if (!stored.background) throw invalidRequest(notBackground(id, 'streamed'), 'stream');
  const after = startingAfter === undefined ? -1 : Number(startingAfter);
  if (!Number.isInteger(after) || after < -1) {
    throw invalidRequest(
      `Invalid 'starting_after': expected a whole number, the sequence_number of the last event you received, but got '${startingAfter}'.`,
      'starting_after',
      'invalid_type',
    );
  }
  return backgroundEvents(stored).filter((e) => (e.sequence_number as number) > after);
}
