// localStorage when the browser allows it: storage can throw (private mode, disabled cookies) and preferences must still work in memory.
export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
