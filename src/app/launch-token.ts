// This launch's token for starting stdio MCP servers: read once from the link `npm start` printed (?launch=…), kept in
// this tab only, taken out of the address bar.
import { LAUNCH_HEADER, LAUNCH_PARAM } from '../server/mcp-stdio/launch-token';

/** sessionStorage: this tab and this origin (port included) only, gone with the tab; the token is worth one launch anyway. */
const KEY = 'loopscope.launch-token';

type Place = Pick<Window, 'location' | 'history'> & { sessionStorage: Pick<Storage, 'getItem' | 'setItem'> | null };

function storageOf(win: Pick<Window, 'sessionStorage'>): Place['sessionStorage'] {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the token the address carries and removes it from the address (so neither a copied link, a bookmark nor a
 * share link holds it). Call once, before anything reads the address.
 */
export function takeLaunchToken(win: Place = { location, history, sessionStorage: storageOf(window) }): void {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(LAUNCH_PARAM);
  if (token === null) return;
  try {
    win.sessionStorage?.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the server then says how to get a page that may start servers.
  }
  // The other parameters stay exactly as written (URLSearchParams would turn `?bench` into `?bench=`).
  const rest = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== LAUNCH_PARAM);
  win.history.replaceState(
    win.history.state,
    '',
    `${url.pathname}${rest.length > 0 ? `?${rest.join('&')}` : ''}${url.hash}`,
  );
}

/** The header a stdio start carries: the token this tab holds, or none (the server then refuses it in words). */
export function launchHeaders(storage: Place['sessionStorage'] = storageOf(window)): Record<string, string> {
  try {
    const token = storage?.getItem(KEY) ?? null;
    return token ? { [LAUNCH_HEADER]: token } : {};
  } catch {
    return {};
  }
}
