// Forwards what the capture log records to an OTLP/HTTP endpoint the user names (`--otlp-forward`, LOOPSCOPE_OTLP_FORWARD):
// finished exchanges, batched until the loop goes quiet (or the batch is full or has waited long enough), as OTLP/JSON with
// the GenAI conventions (the same export as /api/capture/export.otlp.json). A failure is one line on the terminal, never a
// break in capture.
import { toOtlpJson } from '@loopscope/payloads/traces/otlp-export';
import type { Exchange } from '@loopscope/wire/exchange';
import { exchangeSize, type CaptureLog } from './capture-log.ts';

export interface ForwardOptions {
  fetch?: typeof fetch;
  /** Where a failure is said (the terminal); the line names the endpoint without credentials. */
  warn?: (line: string) => void;
  /** How long the log must be quiet before a batch goes: a loop's calls land in one trace, its tools as child spans. */
  quietMs?: number;
  /** The longest a finished exchange waits under steady traffic, which otherwise keeps pushing the quiet time back. */
  maxWaitMs?: number;
  /** A batch goes as soon as it holds this many exchanges… */
  maxBatchExchanges?: number;
  /** …or this much body text (see `exchangeSize`): one post of a whole backlog passed JavaScript's longest string. */
  maxBatchBytes?: number;
  /** Batches waiting for the post before them; past this, a batch is dropped (the endpoint is slower than the capture). */
  maxQueuedBatches?: number;
  /** A batch as the post's body; the OTLP/JSON export by default. */
  encode?: (batch: Exchange[]) => string;
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
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new Error(`--otlp-forward needs an http(s) URL, not a ${target.protocol} one.`);
  if (!target.pathname.endsWith('/v1/traces')) target.pathname = `${target.pathname.replace(/\/+$/, '')}/v1/traces`;
  return target;
}

/** The URL as a log line may show it: a token in the user part or the query stays out of the terminal. */
export const printable = (target: URL) => `${target.origin}${target.pathname}`;

export const FORWARD_QUIET_MS = 1500;
export const FORWARD_MAX_WAIT_MS = 5000;
export const FORWARD_MAX_BATCH_EXCHANGES = 100;
export const FORWARD_MAX_BATCH_BYTES = 4 * 1024 * 1024;
export const FORWARD_MAX_QUEUED_BATCHES = 8;

const otlpBody = (batch: Exchange[]) => JSON.stringify(toOtlpJson(batch));
const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function forwardCapture(log: CaptureLog, url: string, options: ForwardOptions = {}): OtlpForwarder {
  const {
    fetch: send = fetch,
    warn = (line) => console.error(line),
    quietMs = FORWARD_QUIET_MS,
    maxWaitMs = FORWARD_MAX_WAIT_MS,
    encode = otlpBody,
  } = options;
  const {
    maxBatchExchanges = FORWARD_MAX_BATCH_EXCHANGES,
    maxBatchBytes = FORWARD_MAX_BATCH_BYTES,
    maxQueuedBatches = FORWARD_MAX_QUEUED_BATCHES,
  } = options;
  const target = forwardTarget(url);
  const endpoint = printable(target);
  // fetch refuses URLs with credentials; `user:secret@` is Basic auth (Langfuse's OTLP endpoint takes public:secret key).
  const auth: Record<string, string> =
    target.username || target.password
      ? {
          authorization: `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`,
        }
      : {};
  target.username = '';
  target.password = '';
  const waiting = new Map<string, Exchange>();
  let waitingBytes = 0;
  /** When the oldest waiting exchange arrived: the quiet timer never runs past it plus maxWaitMs. */
  let oldestAt: number | null = null;
  const sent = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let posting: Promise<void> = Promise.resolve();
  let queued = 0;
  let lastProblem = '';
  /** Dropped while the posts are backed up: said once, with the count, when the queue has drained. */
  let dropped = 0;

  const post = async (batch: Exchange[]) => {
    let body: string;
    try {
      body = encode(batch);
    } catch (error) {
      // Never out of the process: this batch is lost, the next one goes as usual.
      warn(
        `loopscope: ${batch.length} exchange(s) could not be made into OTLP/JSON for ${endpoint} (${why(error)}) and were not forwarded. Capture goes on.`,
      );
      return;
    }
    try {
      const answer = await send(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      lastProblem = '';
    } catch (error) {
      // The reason only (never the URL's credentials or the error's request), said once until it changes.
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${TIMEOUT_MS / 1000} s`
          : error instanceof Error && /^HTTP \d+$/.test(error.message)
            ? error.message
            : 'the endpoint could not be reached';
      if (reason !== lastProblem)
        warn(`loopscope: forwarding ${batch.length} exchange(s) to ${endpoint} failed: ${reason}. Capture goes on.`);
      lastProblem = reason;
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...waiting.values()];
    waiting.clear();
    waitingBytes = 0;
    oldestAt = null;
    if (batch.length === 0) return posting;
    if (queued >= maxQueuedBatches) {
      if (dropped === 0)
        warn(
          `loopscope: exchanges are not forwarded to ${endpoint} while ${queued} batches already wait for it (it answers slower than the capture grows). Capture goes on.`,
        );
      dropped += batch.length;
      return posting;
    }
    queued += 1;
    posting = posting
      .then(() => post(batch))
      .finally(() => {
        queued -= 1;
        if (queued === 0 && dropped > 0) {
          warn(
            `loopscope: ${dropped} exchange(s) were not forwarded to ${endpoint} while it was backed up; forwarding goes on.`,
          );
          dropped = 0;
        }
      });
    return posting;
  };

  const unsubscribe = log.subscribe((exchange) => {
    // Exchanges rebuilt from received traces already went to a tracing backend: forwarding them again would echo.
    if (exchange.trace || !FINISHED.has(exchange.state) || sent.has(exchange.id)) return;
    sent.add(exchange.id);
    if (sent.size > 10_000) sent.delete(sent.values().next().value!);
    waiting.set(exchange.id, exchange);
    waitingBytes += exchangeSize(exchange);
    if (waiting.size >= maxBatchExchanges || waitingBytes >= maxBatchBytes) {
      void flush();
      return;
    }
    const now = Date.now();
    oldestAt ??= now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(quietMs, oldestAt + maxWaitMs - now)));
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
