// Backpressure for one ws://…/v1/responses socket: frames are answered only as fast as the client reads the answers.
import { WebSocket } from 'ws';
import type { ResponsesSocket } from '@loopscope/mock-api/responses/socket';

/** Answers queued for the client (ws's bufferedAmount) past which no further frame of its is answered until it reads. */
export const SOCKET_HIGH_WATER_BYTES = 1024 * 1024;
/**
 * Queued answer bytes past which the socket is closed with 1008. Only answers already under way can push the queue
 * past the high-water mark (one frame's answer carries its request's instructions and tools a few times: ~3 × 8 MB),
 * so a client that reads its answers never meets this; one that never reads does, after a few big answers.
 */
export const MAX_SOCKET_QUEUED_BYTES = 64 * 1024 * 1024;
/** Frames read from one socket and not yet answered; at this many the socket is not read further until one is answered. */
export const MAX_PENDING_FRAMES = 8;
/** How long a closed socket's client gets to read what was queued and the close frame before the connection is cut. */
export const CLOSE_GRACE_MS = 2000;

export const NOT_READING_REASON =
  'The client did not read its messages: over 64 MB of answers waited. Read the socket.';
export const INTERNAL_ERROR_REASON = 'The server failed while answering a message. Open a new socket to go on.';

/** How the mock's answers reach one `ws` socket, and how the socket's frames reach the mock, both bounded. */
export interface SocketFlow {
  /** The mock's peer: sends one answer frame, or closes a socket whose client has stopped reading. */
  send(text: string): void;
  /** One frame from the client, answered when the client has read what came before. */
  receive(text: string): void;
}

export function socketFlow(ws: WebSocket, connection: () => ResponsesSocket | null): SocketFlow {
  /** Frames read but not yet handed to the mock, and how many the mock is answering. */
  const waiting: string[] = [];
  let answering = 0;
  /** A pump is scheduled: answers are handed out one event-loop turn at a time, never in one microtask chain. */
  let scheduled = false;

  const open = () => ws.readyState === WebSocket.OPEN;
  const shut = (code: number, reason: string) => {
    if (!open()) return;
    waiting.length = 0;
    ws.close(code, reason);
    // A client that does not read will not read the close frame either: ws would wait 30 s for its answer.
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  function pump(): void {
    scheduled = false;
    const mock = connection();
    if (!open() || mock === null) return;
    // Nothing new is answered while the client has a megabyte unread: the send callback below calls again once it reads.
    if (waiting.length > 0 && answering < MAX_PENDING_FRAMES && ws.bufferedAmount <= SOCKET_HIGH_WATER_BYTES) {
      answering += 1;
      mock.receive(waiting.shift()!).then(
        () => {
          answering -= 1;
          schedule();
        },
        () => shut(1011, INTERNAL_ERROR_REASON),
      );
      if (waiting.length > 0) schedule();
    }
    if (ws.isPaused && waiting.length + answering < MAX_PENDING_FRAMES) ws.resume();
  }

  return {
    send(text) {
      if (!open()) return;
      if (ws.bufferedAmount > MAX_SOCKET_QUEUED_BYTES) return shut(1008, NOT_READING_REASON);
      ws.send(text, () => {
        if (waiting.length > 0) schedule();
      });
    },
    receive(text) {
      waiting.push(text);
      // Reading stops here; the frames ws has already read still arrive and wait their turn.
      if (waiting.length + answering >= MAX_PENDING_FRAMES) ws.pause();
      schedule();
    },
  };
}
