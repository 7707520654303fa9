// Tells other tabs of this browser that a session was saved, so a tab with the same session open can say so at once.

export interface SavedNotice {
  id: string;
  revision: number;
  writer: string;
}

export interface SaveChannel {
  announce(notice: SavedNotice): void;
  listen(onSaved: (notice: SavedNotice) => void): () => void;
}

const CHANNEL = 'loopscope-sessions';

/** A BroadcastChannel when the browser has one; otherwise the repository's revision check still catches conflicts on save. */
export function openSaveChannel(): SaveChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    announce: (notice) => channel.postMessage(notice),
    listen(onSaved) {
      const handler = (event: MessageEvent<SavedNotice>) => onSaved(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
