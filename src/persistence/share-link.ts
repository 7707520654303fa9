// Share links: the whole session compressed into the URL fragment, which browsers never send to a server.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { Message } from './message';
import { restore, type RestoreResult } from './restore';
import { withoutSecrets } from './sanitize';
import { withSafeExpectations } from './session-expectations';
import { say } from './say';
import type { SessionRecord } from './session-record';

export const SHARE_PARAM = 'session';

/**
 * The longest fragment a link may carry. Browsers accept far longer URLs, but chat apps, mail clients and
 * URL shorteners cut or reject links much beyond this, so a longer session goes out as a file instead.
 */
export const MAX_SHARE_CHARS = 64_000;

export type ShareResult = { ok: true; url: string; chars: number } | { ok: false; error: Message; chars: number };

/** Exchanges of a streamed response keep their events; the body is their concatenation, so the link leaves it out. */
function compact(record: SessionRecord): SessionRecord {
  const engine = withoutSecrets(record.engine);
  const branches = Object.fromEntries(
    Object.entries(engine.branches).map(([id, b]) => [
      id,
      {
        ...b,
        exchanges: b.exchanges.map((e) =>
          e.streamed && e.events.length > 0 && e.responseBody === e.events.map((ev) => ev.raw).join('')
            ? { ...e, responseBody: null, bodyFromEvents: true }
            : e,
        ),
      },
    ]),
  );
  return {
    ...withSafeExpectations(record),
    readOnly: true,
    origin: { kind: 'share' },
    engine: { ...engine, branches },
  };
}

function expand(value: unknown): unknown {
  const record = value as {
    engine?: {
      branches?: Record<
        string,
        { exchanges?: { bodyFromEvents?: boolean; responseBody?: unknown; events?: { raw: string }[] }[] }
      >;
    };
  };
  for (const branch of Object.values(record?.engine?.branches ?? {})) {
    for (const exchange of branch.exchanges ?? []) {
      if (exchange.bodyFromEvents !== true || !Array.isArray(exchange.events)) continue;
      exchange.responseBody = exchange.events.map((ev) => ev.raw).join('');
      delete exchange.bodyFromEvents;
    }
  }
  return value;
}

export function shareLink(record: SessionRecord, base: string): ShareResult {
  const payload = compressToEncodedURIComponent(JSON.stringify(compact(record)));
  const chars = payload.length;
  if (chars > MAX_SHARE_CHARS) {
    return { ok: false, chars, error: say('share.tooLong', { chars, max: MAX_SHARE_CHARS }) };
  }
  const url = new URL(base);
  url.hash = `${SHARE_PARAM}=${payload}`;
  return { ok: true, url: url.href, chars };
}

/** The session in a URL fragment, or null when the fragment holds none. */
export function readShareFragment(hash: string): RestoreResult | null {
  const match = new RegExp(`^#?${SHARE_PARAM}=(.*)$`, 's').exec(hash);
  if (!match) return null;
  const json = decompressFromEncodedURIComponent(match[1]!);
  if (!json) return { ok: false, error: say('share.damaged') };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: say('share.damaged') };
  }
  return restore(expand(value));
}

/** Reads a session from this page's fragment once, then removes it, so a reload does not open a second copy. */
export function takeShareFragment(): RestoreResult | null {
  if (typeof location === 'undefined') return null;
  const result = readShareFragment(location.hash);
  if (result) history.replaceState(null, '', location.pathname + location.search);
  return result;
}

/** This page's address without query or fragment: where a share link points. */
export function shareBase(): string {
  return typeof location === 'undefined' ? 'http://127.0.0.1/' : location.origin + location.pathname;
}
