// The SDK's Responses WebSocket client in the page: ResponsesWSBase with its socket made by the engine, recorded frame by frame.
import type OpenAI from 'openai';
import type { Response, ResponsesClientEvent, ResponsesServerEvent } from 'openai/resources/responses/responses';
import { ResponsesWSBase } from 'openai/resources/responses/ws-base';
import type { RecordingSocket } from './recording-socket';

/**
 * The SDK ships `ResponsesWS` for Node only (it needs the `ws` package); its base class takes any socket through
 * `_createSocket`, so the page gets the SDK's own framing, event parsing and error handling over a recorded socket.
 */
export class PageResponsesWS extends ResponsesWSBase<RecordingSocket> {
  constructor(
    client: OpenAI,
    private readonly create: (url: URL, headers: Record<string, string>) => RecordingSocket,
  ) {
    super(client);
    this._connectInitial();
  }

  protected _createSocket(url: URL, authHeaders: Record<string, string>): RecordingSocket {
    return this.create(url, authHeaders);
  }
}

/** What a driver needs of a Responses socket: send a client event, and hear the server's. */
export interface ResponsesSocketClient {
  send(event: ResponsesClientEvent): void;
  on(event: 'event', listener: (event: ResponsesServerEvent) => void): unknown;
  off(event: 'event', listener: (event: ResponsesServerEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  close(): void;
}

const FINISHED = new Set(['response.completed', 'response.incomplete', 'response.failed']);

/**
 * Sends one `response.create` and resolves with the response its turn ends with; an error event or abort rejects.
 * `hold` may keep the frame back first (a breakpoint) and return it edited; what it returns is what goes out.
 */
export async function createOverSocket(
  socket: ResponsesSocketClient,
  params: Record<string, unknown>,
  signal: AbortSignal,
  hold?: (frame: string) => Promise<string>,
): Promise<Response> {
  const frame = JSON.stringify({ type: 'response.create', ...params });
  const sent = hold ? await hold(frame) : frame;
  return new Promise((resolve, reject) => {
    const onEvent = (event: ResponsesServerEvent) => {
      if (FINISHED.has(event.type)) finish(() => resolve((event as { response: Response }).response));
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onAbort = () => finish(() => reject(signal.reason));
    const finish = (then: () => void) => {
      socket.off('event', onEvent);
      socket.off('error', onError);
      signal.removeEventListener('abort', onAbort);
      then();
    };
    if (signal.aborted) return reject(signal.reason);
    socket.on('event', onEvent);
    socket.on('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.send(JSON.parse(sent) as ResponsesClientEvent);
  });
}
