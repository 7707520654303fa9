// WebSocket mode of /v1/responses: one connection's `response.create` and `response.steer` frames, answered with the SSE stream's events as JSON text frames.
import { ApiError } from '@loopscope/wire/errors';
import { validateResponsesRequest } from '@loopscope/wire/responses/validate-request';
import { respond, type ConnectionCache } from './respond.ts';
import type { StoredResponse } from './store.ts';
import type { ResponsesRouteDeps } from './route.ts';
import { steerCheck, type SteerTarget } from './socket-steer.ts';
import type { ReplyScript } from '../scenarios/reply-script.ts';
import { responseEvents } from './stream.ts';
import { yieldToLoop } from './in-slices.ts';

type Json = Record<string, unknown>;

/** Where a connection's frames go: the Node `ws` socket on the server, the page's in-memory socket in the browser. */
export interface SocketPeer {
  send(text: string): void;
}

export interface ResponsesSocket {
  /** One text frame from the client; settles when every frame it causes has been sent (tests await it). */
  receive(text: string): Promise<void>;
}

/**
 * What WebSocket mode does not take. The SDK's types say "`stream` is implicit over WebSocket and should not be sent"
 * and "`background` is not supported over WebSocket", yet OpenAI's own clients (the Agents SDK's WebSocket transport
 * and the SDK's websocket example) send `stream: true` on every `response.create`, so the API takes `stream`: it is
 * accepted whatever its value and the answer is streamed either way (a socket has no single JSON body to send; what the
 * real API does with `stream: false` on a socket is not documented, and refusing it in our own words would break a
 * client the API serves). `background` stays refused, as the types say; vendor/wire-rules/wire-rules.md is silent on the wording, so it is
 * chosen here in the API's "Unsupported parameter" form, with the reason after it.
 */
export const WS_BACKGROUND_REFUSAL =
  "Unsupported parameter: 'background' is not supported in WebSocket mode. Use HTTP for background responses.";
/** Chosen wording too (the HTTP body's message would speak of a request body, which a frame is not). */
export const WS_NOT_JSON =
  'We could not parse the JSON of your WebSocket message. Each message must be one JSON object with a `type`.';

/** The error frame of the SDK's `ResponsesServerEvent.ResponseWsError`: the HTTP status and the same error object. */
export function errorFrame(status: number, body: ApiError['body'], streamId?: string): Json {
  return { type: 'error', status, error: body.error, ...(streamId !== undefined ? { stream_id: streamId } : {}) };
}

function refuse(message: string, param: string, code = 'unsupported_parameter'): ApiError {
  return new ApiError(400, { error: { message, type: 'invalid_request_error', param, code } });
}

/**
 * One connection. Frames of one lane (`stream_id`, or none) are answered in order; lanes run side by side, and every
 * event of a lane's response carries its `stream_id`. `previous_response_id` continues from any response this key
 * stored, so a new lane can fork from another lane's response, and from the connection's last response even when it
 * was made with `store: false`. Responses that stopped for tool output stay steerable on this connection until a
 * request continues them.
 */
export function openResponsesSocket(
  deps: ResponsesRouteDeps,
  key: string,
  peer: SocketPeer,
  scenarios: () => readonly ReplyScript[],
): ResponsesSocket {
  const lanes = new Map<string, Promise<void>>();
  const targets = new Map<string, SteerTarget>();
  /**
   * The connection-local cache: the last response made on this socket, kept in memory whatever `store` said, so a
   * `store: false` chain continues by `previous_response_id` on this socket (the API's WebSocket mode works with
   * store=false this way). Another connection, or HTTP, or an older response of this one does not find it and gets the
   * API's error for an unknown id. Neither issue 25 nor vendor/wire-rules/wire-rules.md gives a socket-specific wording, so that error
   * is vendor/wire-rules/wire-rules.md's own: 400 `Previous response with id '…' not found.`, previous_response_not_found.
   */
  let last: StoredResponse | null = null;
  const connection: ConnectionCache = {
    get: (id) => (last !== null && last.response.id === id ? last : undefined),
    keep: (stored) => void (last = stored),
  };
  let steers = 0;
  let steerEvents = 0;
  const send = (frame: Json) => peer.send(JSON.stringify(frame));

  async function create(frame: Json): Promise<void> {
    const { type: _type, stream_id: streamId, ...fields } = frame;
    const lane = typeof streamId === 'string' ? streamId : undefined;
    const stamp = (event: Json): Json => (lane !== undefined ? { ...event, stream_id: lane } : event);
    try {
      if (fields.background === true) throw refuse(WS_BACKGROUND_REFUSAL, 'background');
      const previous = typeof fields.previous_response_id === 'string' ? fields.previous_response_id : null;
      const target = previous !== null ? targets.get(previous) : undefined;
      // Accepted steering input goes first, in the order it was sent, then the request's own input.
      const queued = target && !target.continued ? target.queued.flatMap((s) => asItems(s)) : [];
      const body = queued.length > 0 ? { ...fields, input: [...queued, ...asItems(fields.input)] } : fields;
      if (target) target.continued = true;
      const valid = validateResponsesRequest(body);
      const raw = JSON.stringify(body);
      const { response } = await respond(valid, {
        seed: deps.seed,
        now: deps.clock(),
        scenarios: scenarios(),
        store: deps.store,
        key,
        rawBody: raw,
        faults: {},
        tokens: deps.tokens,
        mcp: deps.mcp && { ...deps.mcp, apiUrl: null },
        hosted: deps.hosted,
        connection,
      });
      for (const event of responseEvents(response)) send(stamp(event));
      const owed = (response.output as Json[])
        .filter((i) => i.type === 'function_call' || i.type === 'custom_tool_call')
        .map((i) => ({
          type: i.type === 'function_call' ? 'function_call_output' : 'custom_tool_call_output',
          call_id: i.call_id,
        }));
      targets.set(String(response.id), { lane, owed, queued: [], continued: false });
    } catch (error) {
      const api =
        error instanceof ApiError
          ? error
          : new ApiError(500, {
              error: {
                message: 'The server had an error while processing your request. Sorry about that!',
                type: 'server_error',
                param: null,
                code: null,
              },
            });
      send(errorFrame(api.status, api.body, lane));
    }
  }

  function steer(frame: Json): void {
    const result = steerCheck(frame, targets, () => `steer_${deps.seed}_${steers++}`);
    for (const event of result) send({ ...event, sequence_number: steerEvents++ });
  }

  return {
    async receive(text) {
      let frame: unknown;
      try {
        frame = JSON.parse(text);
      } catch {
        return send(
          errorFrame(400, {
            error: { message: WS_NOT_JSON, type: 'invalid_request_error', param: null, code: 'invalid_json' },
          }),
        );
      }
      const type = (frame as Json | null)?.type;
      if (type === 'response.steer') return steer(frame as Json);
      if (type !== 'response.create') {
        const message = `Invalid value: '${String(type)}'. Supported values are: 'response.create' and 'response.steer'.`;
        return send(
          errorFrame(400, { error: { message, type: 'invalid_request_error', param: 'type', code: 'invalid_value' } }),
        );
      }
      const laneKey = typeof (frame as Json).stream_id === 'string' ? String((frame as Json).stream_id) : '';
      // Each answer starts on an event-loop turn of its own: a burst of frames chained in microtasks held up every client.
      const turn = (lanes.get(laneKey) ?? Promise.resolve()).then(yieldToLoop).then(() => create(frame as Json));
      lanes.set(laneKey, turn);
      await turn;
    },
  };
}

/** `input` as items: a string is one user message, as the API reads it. */
function asItems(input: unknown): Json[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  return Array.isArray(input) ? (input as Json[]) : [];
}
