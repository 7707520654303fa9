// Connects the live view to the server's capture events (SSE): a snapshot on (re)connect, then each changed exchange.
import type { Exchange } from '@loopscope/engine/types';
import type { CaptureStore } from '../store';

export const CAPTURE_EVENTS_URL = '/api/capture/events';

/** Opens the feed; EventSource reconnects by itself, and each reconnect starts with a fresh snapshot. Returns a closer. */
export function connectCaptureFeed(store: CaptureStore, url = CAPTURE_EVENTS_URL): () => void {
  const source = new EventSource(url);
  const actions = store.getState();
  source.addEventListener('snapshot', (event) => {
    const { upstream, exchanges } = JSON.parse((event as MessageEvent<string>).data) as {
      upstream: string;
      exchanges: Exchange[];
    };
    actions.receiveSnapshot(upstream, exchanges);
  });
  source.addEventListener('exchanges', (event) => {
    actions.receiveExchanges(JSON.parse((event as MessageEvent<string>).data) as Exchange[]);
  });
  source.addEventListener('error', () =>
    actions.setStatus(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting'),
  );
  return () => source.close();
}
