// Holds a request at a breakpoint until the learner sends it (edited or not) or the run is aborted.
import type { EngineStore } from './engine-store';
import { noticeOf } from './notices';
import type { OutgoingRequest } from './recording-fetch';

export class BreakpointGate {
  private release: ((body: string) => void) | null = null;

  constructor(
    private readonly store: EngineStore,
    /** Called with 'paused' when a request is held and 'running' when it goes (or is cancelled). */
    private readonly onHold: (held: boolean, request: OutgoingRequest) => void,
  ) {}

  /** Resolves with the body to send; rejects with the abort reason when the request's signal aborts. */
  wait(request: OutgoingRequest): Promise<string> {
    return new Promise((resolve, reject) => {
      const done = () => {
        request.signal?.removeEventListener('abort', onAbort);
        this.release = null;
        this.store.setPending(null);
        this.onHold(false, request);
      };
      const onAbort = () => {
        done();
        reject(request.signal?.reason ?? new Error('Aborted at the breakpoint.'));
      };
      if (request.signal?.aborted) return onAbort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      this.release = (body) => {
        done();
        resolve(body);
      };
      this.store.setPending({ step: request.step, method: request.method, url: request.url, body: request.body });
      this.onHold(true, request);
    });
  }

  /** Sends the held request; an edited body must parse as JSON, else the refusal text is returned and it keeps waiting. */
  send(body?: string): string | null {
    const pending = this.store.get().pending;
    if (!pending || !this.release) return null;
    if (body !== undefined) {
      try {
        JSON.parse(body);
      } catch (error) {
        const patch = noticeOf('invalid-body', { reason: error instanceof Error ? error.message : String(error) });
        this.store.setNotice(patch);
        return patch.notice;
      }
    }
    this.store.setNotice(null);
    this.release(body ?? pending.body);
    return null;
  }

  /** Forgets a held request whose run is gone (reset); the abort signal has already rejected it. */
  clear(): void {
    this.release = null;
    this.store.setPending(null);
  }
}
