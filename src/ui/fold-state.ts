// Which help and context boxes the learner folded: kept for the browser session, shared by every box of one kind.
import { useCallback, useSyncExternalStore, type MouseEvent, type SyntheticEvent } from 'react';

const PREFIX = 'loopscope.fold.';
/**
 * At most this height (the layout's short-screen rules use the same) a screenful is too short for notes and gauges:
 * they start folded (853×480 showed ~190 px of timeline).
 */
export const SHORT_SCREEN_QUERY = '(max-height: 600px)';

const listeners = new Set<() => void>();
// Memory stands in when sessionStorage throws (private mode, disabled storage): folding must still work.
const memory = new Map<string, boolean>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function shortScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(SHORT_SCREEN_QUERY).matches
  );
}

/** Whether box `key` is open: the learner's choice this session, else open unless the screen is short. */
export function isFoldOpen(key: string): boolean {
  if (memory.has(key)) return memory.get(key)!;
  let saved: string | null;
  try {
    saved = storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    saved = null;
  }
  if (saved === 'open' || saved === 'folded') return saved === 'open';
  return !shortScreen();
}

export function setFoldOpen(key: string, open: boolean): void {
  if (isFoldOpen(key) === open && memory.has(key)) return;
  memory.set(key, open);
  try {
    storage()?.setItem(PREFIX + key, open ? 'open' : 'folded');
  } catch {
    // The choice still holds in memory for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A window that becomes short (or tall) changes the default of the boxes nobody has chosen for yet.
  const media =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(SHORT_SCREEN_QUERY)
      : null;
  media?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', listener);
  };
}

/** Forgets the in-memory choices (tests start each case from a fresh page). */
export function resetFoldMemory(): void {
  memory.clear();
}

/** [open, setOpen] for a <details> box; every box with the same key opens and folds together. */
export function useFold(key: string): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => isFoldOpen(key),
    () => true,
  );
  const set = useCallback((next: boolean) => setFoldOpen(key, next), [key]);
  return [open, set];
}

/**
 * Props for a <details> box and its <summary> that keep the box and the stored choice as one: the summary's activation
 * (a click, or Enter / Space, which the browser turns into a click) stores the choice at once and React opens the box,
 * instead of the browser toggling it and a later `toggle` event telling the store. That event comes a task later: a
 * reload in between lost the choice, and the box and the store could disagree until the next render.
 */
export function useFoldBox(key: string) {
  const [open, setOpen] = useFold(key);
  return {
    details: {
      open,
      // The browser can still open a box itself (find in page): the store follows what the box shows.
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open !== isFoldOpen(key)) setOpen(event.currentTarget.open);
      },
    },
    summary: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        setOpen(!isFoldOpen(key));
      },
    },
  };
}
