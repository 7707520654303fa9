// A WebSocket adapter for the SDK's Responses client that records every frame, both ways, as the events of one exchange per `response.create`.
import type { Exchange, SseEvent } from './types';
import { maskedHeaderRecord } from '@loopscope/payloads/secret-headers';

/** The surface of a browser WebSocket (`new WebSocket(url)`), which the in-page mock's socket imitates. */
export interface PageSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: string, listener: (event: never) => void): void;
  removeEventListener(type: string, listener: (event: never) => void): void;
}

/** Opens a page socket to a `ws://` address with the headers the SDK would send on the upgrade (a browser cannot send them). */
export type SocketOpener = (url: string, headers: Record<string, string>) => PageSocket;

export interface SocketRecorderHooks {
  open(): { id: string; step: number };
  record(exchange: Exchange): void;
  /** A `response.create` went out: what it carried now counts as sent (no fetch ran, so nothing else said so). */
  sent(): void;
}

type Listener = (...args: never[]) => void;
type DomEvent = { data?: unknown; code?: number; reason?: string; message?: string };

/** Events that end a turn: the response is done (or failed), or the server refused the frame. */
const TURN_ENDS = new Set(['response.completed', 'response.incomplete', 'response.failed', 'error']);

function typeOf(text: string): string | null {
  try {
    const type = (JSON.parse(text) as { type?: unknown }).type;
    return typeof type === 'string' ? type : null;
  } catch {
    return null;
  }
}

/**
 * The SDK's `WebSocketLike` over a page socket. A `response.create` frame opens an exchange whose request body is
 * that frame; every frame after it (a `response.steer` sent, each event received) is one of its events, with its
 * direction and time, until the turn ends. The SDK reads the same text the recorder keeps.
 */
export class RecordingSocket {
  private current: Exchange | null = null;
  private readonly wrapped = new Map<Listener, Array<(event: DomEvent) => void>>();

  constructor(
    private readonly socket: PageSocket,
    private readonly url: string,
    headers: Record<string, string>,
    private readonly clock: () => number,
    private readonly hooks: SocketRecorderHooks,
  ) {
    this.headers = maskedHeaderRecord(new Headers(headers));
    socket.addEventListener('message', ((event: DomEvent) => this.received(String(event.data))) as never);
  }

  private readonly headers: Record<string, string>;

  get readyState(): number {
    return this.socket.readyState;
  }

  send(data: string | ArrayBufferLike | ArrayBufferView): void {
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
    const type = typeOf(text);
    if (type === 'response.create' || !this.current) this.start(text);
    else this.append(text, type, 'sent');
    this.socket.send(text);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }

  on(event: string, listener: Listener): void {
    const wrapper = (e: DomEvent) => {
      const call = listener as (...args: unknown[]) => void;
      if (event === 'message') call(e.data, typeof e.data !== 'string');
      else if (event === 'close') call(e.code ?? 1005, e.reason ?? '');
      else if (event === 'error') call(new Error(e.message || 'WebSocket error'));
      else call();
    };
    this.wrapped.set(listener, [...(this.wrapped.get(listener) ?? []), wrapper]);
    this.socket.addEventListener(event, wrapper as never);
  }

  off(event: string, listener: Listener): void {
    const list = this.wrapped.get(listener) ?? [];
    const wrapper = list.pop();
    if (wrapper) this.socket.removeEventListener(event, wrapper as never);
    if (list.length === 0) this.wrapped.delete(listener);
  }

  once(event: string, listener: Listener): void {
    const one = ((...args: never[]) => {
      this.off(event, one);
      listener(...args);
    }) as Listener;
    this.on(event, one);
  }

  private start(text: string): void {
    const { id, step } = this.hooks.open();
    const startedAt = this.clock();
    const first: SseEvent = { raw: text, event: typeOf(text), data: text, at: 0, direction: 'sent' };
    this.current = {
      id,
      step,
      attempt: 0,
      method: 'WS',
      url: this.url,
      requestHeaders: this.headers,
      requestBody: text,
      status: 101,
      responseHeaders: {},
      responseBody: '',
      streamed: true,
      events: [first],
      startedAt,
      durationMs: null,
      state: 'streaming',
      error: null,
      wire: 'websocket',
    };
    this.hooks.record(this.current);
    this.hooks.sent();
  }

  private append(text: string, type: string | null, direction: 'sent' | 'received'): void {
    const exchange = this.current;
    if (!exchange) return;
    const at = this.clock() - exchange.startedAt;
    const events = [...exchange.events, { raw: text, event: type, data: text, at, direction }];
    const responseBody = direction === 'received' ? `${exchange.responseBody}${text}\n` : exchange.responseBody;
    const ended = direction === 'received' && type !== null && TURN_ENDS.has(type);
    this.current = { ...exchange, events, responseBody, ...(ended ? { state: 'done' as const, durationMs: at } : {}) };
    this.hooks.record(this.current);
  }

  private received(text: string): void {
    this.append(text, typeOf(text), 'received');
  }
}
