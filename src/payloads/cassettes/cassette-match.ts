// Whether a request is one a cassette recorded: the same method and path and the same body, byte for byte or as JSON with keys reordered.
import { canonicalJson, isObject } from '@loopscope/wire/json-object';
import type { CassetteEntry } from './cassette-file';

/** The request as the player sees it: what a match is decided on. */
export interface AskedRequest {
  method: string;
  path: string;
  body: string | null;
}

/** One place where the request differs from the closest recording: its JSON path and both values (undefined: absent). */
export interface BodyDifference {
  path: string;
  recorded: unknown;
  sent: unknown;
}

function parsed(text: string | null): { json: true; value: unknown } | { json: false } {
  if (text === null || text === '') return { json: false };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/** `exact`: the same bytes; `canonical`: the same JSON with keys in another order; null: a different body. */
export function bodiesMatch(recorded: string | null, sent: string | null): 'exact' | 'canonical' | null {
  if ((recorded ?? '') === (sent ?? '')) return 'exact';
  const a = parsed(recorded);
  const b = parsed(sent);
  return a.json && b.json && canonicalJson(a.value) === canonicalJson(b.value) ? 'canonical' : null;
}

export function sameRoute(
  entry: Pick<CassetteEntry, 'method' | 'path'>,
  asked: Pick<AskedRequest, 'method' | 'path'>,
): boolean {
  return entry.method.toUpperCase() === asked.method.toUpperCase() && entry.path === asked.path;
}

function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (base ? `${base}.${key}` : key) : `${base}[${JSON.stringify(key)}]`;
}

/** Every leaf where two JSON values part, with its path (`messages[3].content`); arrays compared index by index. */
export function jsonDifferences(recorded: unknown, sent: unknown, path = ''): BodyDifference[] {
  if (canonicalJson(recorded) === canonicalJson(sent)) return [];
  if (Array.isArray(recorded) && Array.isArray(sent)) {
    const out: BodyDifference[] = [];
    for (let i = 0; i < Math.max(recorded.length, sent.length); i++) {
      const at = joinPath(path, i);
      if (i >= recorded.length) out.push({ path: at, recorded: undefined, sent: sent[i] });
      else if (i >= sent.length) out.push({ path: at, recorded: recorded[i], sent: undefined });
      else out.push(...jsonDifferences(recorded[i], sent[i], at));
    }
    return out;
  }
  // A tool result or function arguments are JSON inside a string: name the field that changed, not the whole string.
  const inner = typeof recorded === 'string' && typeof sent === 'string' ? [parsed(recorded), parsed(sent)] : null;
  if (
    inner &&
    inner[0]?.json &&
    inner[1]?.json &&
    typeof inner[0].value === 'object' &&
    typeof inner[1].value === 'object' &&
    inner[0].value &&
    inner[1].value
  ) {
    return jsonDifferences(inner[0].value, inner[1].value, `${path} (JSON text)`);
  }
  if (isObject(recorded) && isObject(sent)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(sent)])];
    return keys.flatMap((key) => jsonDifferences(recorded[key], sent[key], joinPath(path, key)));
  }
  return [{ path: path || '(body)', recorded, sent }];
}

/** The differences of two bodies: JSON paths when both are JSON, else the whole body as one difference. */
export function bodyDifferences(recorded: string | null, sent: string | null): BodyDifference[] {
  const a = parsed(recorded);
  const b = parsed(sent);
  if (a.json && b.json) return jsonDifferences(a.value, b.value);
  return (recorded ?? '') === (sent ?? '') ? [] : [{ path: '(body)', recorded, sent }];
}

/** How much two bodies differ: the size of every differing part, so a changed word weighs less than a missing message. */
function distance(differences: readonly BodyDifference[]): number {
  const size = (v: unknown) => (v === undefined ? 0 : canonicalJson(v).length);
  return differences.reduce((sum, d) => sum + 1 + size(d.recorded) + size(d.sent), 0);
}

/** The recorded request nearest to one that matched nothing: on the same route if any is, then with the least differing text. */
export function closestEntry(
  entries: readonly CassetteEntry[],
  asked: AskedRequest,
): { index: number; differences: BodyDifference[] } | null {
  let best: { index: number; differences: BodyDifference[]; score: number } | null = null;
  entries.forEach((entry, index) => {
    const differences = bodyDifferences(entry.requestBody, asked.body);
    // Another route is always further than any body difference on the same one.
    const score = distance(differences) + (sameRoute(entry, asked) ? 0 : Number.MAX_SAFE_INTEGER / 2);
    if (!best || score < best.score) best = { index, differences, score };
  });
  if (!best) return null;
  const { index, differences } = best;
  return { index, differences };
}

/** A difference as one line a person reads in a terminal or an error message. */
export function describeDifference(d: BodyDifference): string {
  const show = (v: unknown) => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 200));
  return `${d.path}: recorded ${show(d.recorded)}, sent ${show(d.sent)}`;
}
