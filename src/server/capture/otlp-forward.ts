// Forwards what the capture log records to an OTLP/HTTP endpoint the user names (`--otlp-forward`, LOOPSCOPE_OTLP_FORWARD):
// finished exchanges, batched until the loop goes quiet, as OTLP/JSON with the GenAI conventions (the same export as
// /api/capture/export.otlp.json). A failure is one line on the terminal, never a break in capture.
import { toOtlpJson } from '../../payloads/traces/otlp-export.ts';
import type { Exchange } from '../../wire/exchange.ts';
import type { CaptureLog } from './capture-log.ts';

export interface ForwardOptions {
  fetch?: typeof fetch;
  /** Where a failure is said (the terminal); the line names the endpoint without credentials. */
  warn?: (line: string) => void;
  /** How long the log must be quiet before a batch goes: a loop's calls land in one trace, its tools as child spans. */
  quietMs?: number;
}

export interface OtlpForwarder {
  /** The endpoint spans are posted to, as safe to print: no user, password or query. */
  endpoint: string;
  /** Sends what is waiting now (and waits for the post to end). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const FINISHED = new Set<Exchange['state']>(['done', 'failed', 'aborted']);
const TIMEOUT_MS = 10_000;

/** An http(s) URL; OTLP's base-URL rule: `/v1/traces` is added unless the path already ends with it. Throws a sentence. */
export function forwardTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new Error(`--otlp-forward needs an http(s) URL such as http://127.0.0.1:4318, not "${url}".`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`--otlp-forward needs an http(s) URL, not a ${target.protocol} one.`);
  if (!target.pathname.endsWith('/v1/traces')) target.pathname = `${target.pathname.replace(/\/+$/, '')}/v1/traces`;
  return target;
}

/** The URL as a log line may show it: a token in the user part or the query stays out of the terminal. */
export const printable = (target: URL) => `${target.origin}${target.pathname}`;

export function forwardCapture(log: CaptureLog, url: string, { fetch: send = fetch, warn = (line) => console.error(line), quietMs = 1500 }: ForwardOptions = {}): OtlpForwarder {
  const target = forwardTarget(url);
  const endpoint = printable(target);
  // fetch refuses URLs with credentials; `user:secret@` is Basic auth (Langfuse's OTLP endpoint takes public:secret key).
  const auth: Record<string, string> = target.username || target.password ? { authorization: `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}` } : {};
  target.username = '';
  target.password = '';
  const waiting = new Map<string, Exchange>();
  const sent = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let posting: Promise<void> = Promise.resolve();
  let lastProblem = '';

  const post = async (batch: Exchange[]) => {
    const body = JSON.stringify(toOtlpJson(batch));
    try {
      const answer = await send(target, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      lastProblem = '';
    } catch (error) {
      // The reason only (never the URL's credentials or the error's request), said once until it changes.
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS / 1000} s` : error instanceof Error && /^HTTP \d+$/.test(error.message) ? error.message : 'the endpoint could not be reached';
      if (reason !== lastProblem) warn(`loopscope: forwarding ${batch.length} exchange(s) to ${endpoint} failed: ${reason}. Capture goes on.`);
      lastProblem = reason;
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...waiting.values()];
    waiting.clear();
    if (batch.length > 0) posting = posting.then(() => post(batch));
    return posting;
  };

  const unsubscribe = log.subscribe((exchange) => {
    // Exchanges rebuilt from received traces already went to a tracing backend: forwarding them again would echo.
    if (exchange.trace || !FINISHED.has(exchange.state) || sent.has(exchange.id)) return;
    sent.add(exchange.id);
    if (sent.size > 10_000) sent.delete(sent.values().next().value!);
    waiting.set(exchange.id, exchange);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), quietMs);
  });

  return {
    endpoint,
    flush,
    stop: () => {
      unsubscribe();
      return flush();
    },
  };
}
