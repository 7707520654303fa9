// A socket whose client stops reading is closed once too much waits unread (issue 41); the real-socket backpressure checks are in socket-flow.slow.test.ts.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SOCKET_QUEUED_BYTES, NOT_READING_REASON, socketFlow } from './socket-flow.ts';

describe('socketFlow', () => {
  it(`closes with 1008 and a reason once more than ${MAX_SOCKET_QUEUED_BYTES / 1024 / 1024} MB wait unread`, () => {
    const closed: [number, string][] = [];
    const sent: string[] = [];
    const fake = {
      readyState: WebSocket.OPEN,
      bufferedAmount: MAX_SOCKET_QUEUED_BYTES + 1,
      send: (text: string) => sent.push(text),
      close: (code: number, reason: string) => closed.push([code, reason]),
      terminate: () => undefined,
    };
    const flow = socketFlow(fake as unknown as WebSocket, () => null);
    flow.send('{"type":"response.output_text.delta"}');
    expect(sent).toEqual([]);
    expect(closed).toEqual([[1008, NOT_READING_REASON]]);
    expect(Buffer.byteLength(NOT_READING_REASON)).toBeLessThanOrEqual(123);
  });
});
