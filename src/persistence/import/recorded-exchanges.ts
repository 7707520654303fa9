// Exchanges read from a file as the engine records them: secrets masked, a streamed answer's events decoded, a missing answer marked.
import { maskedHeaderRecord } from '@loopscope/payloads/secret-headers';
import type { Exchange } from '@loopscope/wire/exchange';
import { SseDecoder } from '@loopscope/wire/sse';
import type { WireExchange } from '@loopscope/wire/wire-exchange';

function recorded(wire: WireExchange, index: number): Exchange {
  const streamed =
    (wire.responseHeaders['content-type'] ?? '').includes('text/event-stream') ||
    /^data: /m.test(wire.responseBody?.slice(0, 200) ?? '');
  const decoder = new SseDecoder();
  const events =
    streamed && wire.responseBody
      ? [...decoder.push(wire.responseBody), ...decoder.flush()].map((e) => ({ ...e, at: 0 }))
      : [];
  return {
    id: `import-exchange-${index + 1}`,
    step: index + 1,
    attempt: 0,
    method: wire.method,
    url: wire.url,
    requestHeaders: maskedHeaderRecord(wire.requestHeaders),
    requestBody: wire.requestBody,
    status: wire.status,
    responseHeaders: maskedHeaderRecord(wire.responseHeaders),
    responseBody: wire.responseBody,
    streamed,
    events,
    startedAt: wire.startedAt ?? 0,
    durationMs: wire.durationMs,
    state: wire.status === null ? 'aborted' : 'done',
    error: wire.status === null ? 'The capture holds no response to this request.' : null,
    ...(wire.trace ? { trace: wire.trace } : {}),
  };
}

export function recordedExchanges(exchanges: WireExchange[]): Exchange[] {
  return exchanges.map(recorded);
}
