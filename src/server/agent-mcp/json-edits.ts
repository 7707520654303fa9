// Two small JSON operations the agents' tools need: a request body edited by a JSON merge patch (RFC 7386), and what changed between two bodies.
import { isObject } from '@loopscope/wire/json-object';

/** RFC 7386: objects merge key by key, `null` removes a key, anything else (arrays included) replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

export interface JsonChange {
  /** `messages[2].content`, as the doctor writes paths. */
  path: string;
  before?: unknown;
  after?: unknown;
}

const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Every leaf or subtree that differs, deepest first where both sides are objects or arrays; absent sides are left out. */
export function jsonChanges(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) =>
      i >= before.length
        ? [{ path: child(path, i), after: after[i] }]
        : i >= after.length
          ? [{ path: child(path, i), before: before[i] }]
          : jsonChanges(before[i], after[i], child(path, i)),
    ).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      !(key in after)
        ? [{ path: child(path, key), before: before[key] }]
        : !(key in before)
          ? [{ path: child(path, key), after: after[key] }]
          : jsonChanges(before[key], after[key], child(path, key)),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '(body)', before, after }];
}
