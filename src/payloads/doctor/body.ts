// Safe readers over untyped request bodies, and the path helpers the doctor's rules and fixes share.
import { isObject } from '@loopscope/wire/json-object';
import type { BodyPath } from './types';

export type Obj = Record<string, unknown>;

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `messages[3].content`, `tools[0].function.parameters`. */
export function formatPath(path: BodyPath): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** A deep copy that a fix may change freely. */
export function cloneBody<T>(body: T): T {
  return structuredClone(body);
}

/** The value at `path` (undefined when any step is missing). */
export function getAt(body: unknown, path: BodyPath): unknown {
  let node: unknown = body;
  for (const part of path) {
    if (typeof part === 'number' ? !Array.isArray(node) : !isObject(node)) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** Replaces the value at `path` in a copy of `body`. */
export function setAt(body: unknown, path: BodyPath, value: unknown): unknown {
  const copy = cloneBody(body);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const last = path[path.length - 1];
  if (parent !== undefined && last !== undefined) parent[last] = value;
  return copy;
}

/** Removes the array element or key at `path` in a copy of `body`. */
export function removeAt(body: unknown, path: BodyPath): unknown {
  const copy = cloneBody(body);
  const parent = getAt(copy, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (isObject(parent) && typeof last === 'string') delete parent[last];
  return copy;
}

/** The function names a request defines in `tools`, for Chat's nested and Responses' flat shape alike. */
export function definedToolNames(request: unknown): string[] {
  const names: string[] = [];
  for (const tool of arr(isObject(request) ? request.tools : undefined)) {
    if (!isObject(tool)) continue;
    const name = str(tool.name) ?? (isObject(tool.function) ? str(tool.function.name) : undefined);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** A stable text for comparing two JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value as the text a tool use records: a string as is, anything else as JSON. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** A tool result's content as text: content parts' text joined, anything else as `asText` writes it. */
export function contentText(content: unknown): string {
  if (Array.isArray(content))
    return content.map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : asText(part))).join('');
  return asText(content);
}

/**
 * A conversation list that only opens a conversation (system, developer and user turns, no tool result): a Chat or
 * Responses request that answers no earlier call.
 */
export function opensConversation(conversation: unknown[]): boolean {
  return conversation.every(
    (item) =>
      isObject(item) &&
      (item.role === 'user' || item.role === 'system' || item.role === 'developer') &&
      item.type !== 'function_call_output',
  );
}
