// The in-page mock's WebSocket: a browser-WebSocket look-alike whose other end is the mock's /v1/responses connection, no network involved.
import type { ResponsesSocket } from './responses/socket.ts';
import type { MockApi, SessionContext } from './types.ts';

const [CONNECTING, OPEN, CLOSING, CLOSED] = [0, 1, 2, 3] as const;

/** Each frame arrives on a later task, as a real socket's would, so the client reads them in order and never re-entrantly. */
const later = (fn: () => void) => setTimeout(fn, 0);

/**
 * What `new WebSocket("ws://…/v1/responses")` gives a page, answered by the mock in this page: `open`, `message`
 * (one text frame each), `error` and `close` events. An upgrade the mock refuses (a missing or teaching key) errors and
 * closes with 1008, the code a server uses for a policy refusal, with the HTTP error's message as the reason.
 */
export class MockPageSocket extends EventTarget {
  readyState: number = CONNECTING;
  binaryType = 'blob';
  private connection: ResponsesSocket | null = null;

  /** `api` may still be loading (the page loads the mock late); the socket connects once it is there. */
  constructor(
    api: Pick<MockApi, 'openSocket'> | Promise<Pick<MockApi, 'openSocket'>>,
    url: string,
    headers: Record<string, string>,
    session?: SessionContext,
  ) {
    super();
    void Promise.resolve(api).then((mock) => {
      const opened = mock.openSocket(
        new Request(url.replace(/^ws/, 'http'), { headers }),
        { send: (text) => later(() => this.deliver(text)) },
        session,
      );
      if (opened instanceof Response)
        return void opened
          .json()
          .then((body: { error?: { message?: string } }) =>
            this.refused(body.error?.message ?? `HTTP ${opened.status}`),
          );
      this.connection = opened;
      this.readyState = OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  send(data: string): void {
    if (this.readyState !== OPEN || !this.connection) throw new Error('WebSocket is not open.');
    void this.connection.receive(String(data));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= CLOSING) return;
    this.readyState = CLOSING;
    later(() => this.closed(code, reason));
  }

  private deliver(text: string): void {
    if (this.readyState === OPEN) this.dispatchEvent(new MessageEvent('message', { data: text }));
  }

  private refused(message: string): void {
    const error = new Event('error') as Event & { message?: string };
    error.message = message;
    this.dispatchEvent(error);
    this.closed(1008, message.slice(0, 123));
  }

  private closed(code: number, reason: string): void {
    this.readyState = CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: code === 1000 }));
  }
}
