// Small per-device settings in localStorage: API keys the user chose to remember (by base URL) and the last open session.

const PREFIX = 'loopscope.key:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on merely touching localStorage when storage is disabled.
    return null;
  }
}

export function rememberedKey(baseURL: string): string | null {
  return storage()?.getItem(PREFIX + baseURL) ?? null;
}

/** Stores the key for this provider, or forgets it when `key` is null. Returns false when the browser refused. */
export function rememberKey(baseURL: string, key: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (key === null) store.removeItem(PREFIX + baseURL);
    else store.setItem(PREFIX + baseURL, key);
    return true;
  } catch {
    return false;
  }
}

const LAST_SESSION = 'loopscope.lastSession';

/** The session this browser had open last, reopened on the next visit. */
export function lastSessionId(): string | null {
  return storage()?.getItem(LAST_SESSION) ?? null;
}

export function setLastSessionId(id: string): void {
  try {
    storage()?.setItem(LAST_SESSION, id);
  } catch {
    // Storage refused: the next visit opens the most recently changed session instead.
  }
}
