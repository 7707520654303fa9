// Payload paths as people write them (`messages[3].tool_call_id`, `messages[*].role`): parse and read them in JSON.

export type PathKey = string | number | '*';

/** Splits a path into keys; returns null for text that is not a path (so a lesson can refuse it by name). */
export function parsePath(path: string): PathKey[] | null {
  const keys: PathKey[] = [];
  const pattern = /(?:^|\.)([A-Za-z_$][\w$-]*)|\[(\d+|\*)\]/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(path)) !== null) {
    if (match[1] !== undefined) keys.push(match[1]);
    else keys.push(match[2] === '*' ? '*' : Number(match[2]));
    end = pattern.lastIndex;
  }
  return end === path.length && keys.length > 0 ? keys : null;
}

/** The value at `keys`; a `*` maps the rest of the path over every item of an array. Missing fields read as undefined. */
export function readPath(value: unknown, keys: readonly PathKey[]): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys;
  if (key === '*') return Array.isArray(value) ? value.map((item) => readPath(item, rest)) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  return readPath((value as Record<string | number, unknown>)[key!], rest);
}
