// Turns zod issues into messages a user can act on: which field, what was expected, what was found.
import type { z } from 'zod';

/** `engine.branches["br_1"].messages[3].role`: the same path a reader would type in a JSON viewer. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(the top level)';
}

/** Whether the field at `path` is absent from its (existing) parent object. */
function isMissing(root: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  return parent !== null && typeof parent === 'object' && !(path.at(-1)! in parent);
}

function describe(issue: z.core.$ZodIssue, root: unknown): string {
  const message = issue.message.replace(/^Invalid (input|option): /, '').replace(/, received undefined$/, '');
  if (isMissing(root, issue.path)) return `is missing (${message})`;
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** The first few problems, each on its own line; more than that would bury the first one. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], root: unknown, limit = 3): string {
  const lines = issues.slice(0, limit).map((issue) => `${fieldPath(issue.path)} ${describe(issue, root)}`);
  const more = issues.length > limit ? `\n…and ${issues.length - limit} more problem${issues.length - limit === 1 ? '' : 's'}.` : '';
  return lines.join('\n') + more;
}
