// What went wrong with one exchange, named for what it is: an HTTP error, a cut stream, a timeout, a CORS refusal,
// no connection, or a cancel — each with its own short label and sentence, so the timeline, inspector and banner agree.
import type { Exchange } from '@loopscope/engine/types';
import { hostOf } from './missing-key';
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { PROXY_ERROR_STATUS, UPSTREAM_UNREACHABLE } from '@loopscope/wire/proxy-error';

/** The capture proxy's own 502 for an upstream it could not reach: the upstream never answered, whatever the status says. */
function proxyCouldNotReach(exchange: Exchange): boolean {
  if (exchange.status !== PROXY_ERROR_STATUS) return false;
  const body = bodyJson(exchange.responseBody);
  return isObject(body) && isObject(body.error) && body.error.code === UPSTREAM_UNREACHABLE;
}

export type FailureKind = 'http' | 'cut-stream' | 'timeout' | 'cors' | 'network' | 'aborted';

export interface Failure {
  kind: FailureKind;
  /** A badge-sized name: "HTTP 429", "stream cut", "timed out", "blocked by CORS", "no connection", "cancelled". */
  label: string;
  /** One sentence for the timeline card and the inspector. */
  summary: string;
  /** What the words are made of, so the UI can say them in its own language. */
  facts: FailureFacts;
}

export interface FailureFacts {
  host: string;
  step: number;
  status: number | null;
  /** Stream events that arrived (a cut stream). */
  events: number;
}

/**
 * The app's network fetch words its failures with these prefixes (browsers give every network failure the same
 * "Failed to fetch", so the fetch wrapper finds out which one it was and says so).
 */
export const FAILURE_PREFIX = { cors: 'CORS:', timeout: 'Timeout:', network: 'Network:' } as const;

export function failureOf(exchange: Exchange): Failure | null {
  const host = hostOf(exchange.url);
  const step = exchange.step;
  const facts: FailureFacts = { host, step, status: exchange.status, events: exchange.events.length };
  if (proxyCouldNotReach(exchange)) return networkFailure(host, step, facts);
  if (exchange.status !== null && exchange.status >= 400) {
    return {
      kind: 'http',
      label: `HTTP ${exchange.status}`,
      summary: `${host} answered request ${step} with HTTP ${exchange.status}; nothing was added to messages.`,
      facts,
    };
  }
  if (exchange.state === 'aborted') {
    return {
      kind: 'aborted',
      label: 'cancelled',
      summary: `Request ${step} was cancelled before its answer was complete; nothing was added to messages.`,
      facts,
    };
  }
  if (exchange.state !== 'failed') return null;
  if (exchange.status !== null) {
    const events = exchange.events.length;
    return {
      kind: 'cut-stream',
      label: 'stream cut',
      summary: `The answer to request ${step} started (HTTP ${exchange.status}) but the stream broke off after ${events} ${events === 1 ? 'event' : 'events'}, before [DONE]; the partial answer was not added to messages.`,
      facts,
    };
  }
  const error = exchange.error ?? '';
  if (error.startsWith(FAILURE_PREFIX.cors)) {
    return {
      kind: 'cors',
      label: 'blocked by CORS',
      summary: `${host} is reachable but does not let this page read its answers (CORS), so the browser withheld request ${step}'s response.`,
      facts,
    };
  }
  if (error.startsWith(FAILURE_PREFIX.timeout) || /timed? ?out/i.test(error)) {
    return { kind: 'timeout', label: 'timed out', summary: `${host} did not answer request ${step} in time.`, facts };
  }
  return networkFailure(host, step, facts);
}

function networkFailure(host: string, step: number, facts: FailureFacts): Failure {
  return {
    kind: 'network',
    label: 'no connection',
    summary: `Could not reach ${host} for request ${step}: no answer arrived (offline, wrong address, or the server is down).`,
    facts,
  };
}

/** A thrown error in plain words: the network fetch's named cause when there is one ("could not reach api.openai.com …"), no trailing period. */
export function errorInWords(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const named = /^(?:CORS|Timeout|Network): (.*)$/s.exec(cause);
  const text = named ? named[1]! : error instanceof Error ? error.message : String(error);
  return text.replace(/\.+$/, '');
}
