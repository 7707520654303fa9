// The record of one HTTP exchange exactly as it crossed the wire: the engine's recorder and the capture proxy both write it.

/** One server-sent event as it arrived, with its exact bytes. */
export interface SseEvent {
  /** The exact text of the event block, including the trailing blank line. */
  raw: string;
  /** `event:` field, when present. */
  event: string | null;
  /** Joined `data:` lines. */
  data: string;
  /** Milliseconds since the exchange started. */
  at: number;
  /** Added: a WebSocket frame's direction (`sent` by the client, `received` from the server); absent for an SSE event. */
  direction?: 'sent' | 'received';
}

export type ExchangeState = 'pending' | 'streaming' | 'done' | 'failed' | 'aborted';

/** One HTTP request/response pair exactly as it crossed the wire. */
export interface Exchange {
  id: string;
  /** Which loop step (1-based) this exchange belongs to. */
  step: number;
  /** The SDK's retry attempt (0 for the first try), from `X-Stainless-Retry-Count`. */
  attempt: number;
  method: string;
  url: string;
  /** Header names lower-cased; every header in payloads/secret-headers.ts masked (`Bearer sk-…wxyz`). */
  requestHeaders: Record<string, string>;
  /** The exact request body text, or null for bodiless requests. */
  requestBody: string | null;
  /** Added: the body the SDK built, present only when the user edited it at a breakpoint before sending. */
  originalRequestBody?: string;
  status: number | null;
  responseHeaders: Record<string, string>;
  /** The exact response body text; for streams, the concatenation of every event's raw bytes. */
  responseBody: string | null;
  streamed: boolean;
  events: SseEvent[];
  startedAt: number;
  durationMs: number | null;
  state: ExchangeState;
  /** A network-level failure or abort, in words (HTTP errors keep their body instead). */
  error: string | null;
  /**
   * Added: `websocket` for one `response.create` on a WebSocket (method `WS`): `requestBody` is the frame sent,
   * `events` every frame of that turn both ways, `responseBody` the frames received, one per line. Absent: HTTP.
   */
  wire?: 'websocket';
}
