// Pure helpers for the held request: pretty text for editing, JSON errors with line/column, quick message removal.
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A prefix that is still a possible start of JSON fails only because it ends too early (or parses). */
function isViablePrefix(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    const message = (error as Error).message;
    if (/end of (JSON )?input|Unexpected end/i.test(message)) return true;
    // V8 also reports a cut-off object as "Expected property name … at position N": at the very end means "ends too early".
    const at = /position (\d+)/.exec(message);
    return at !== null && Number(at[1]) >= prefix.length;
  }
}

/**
 * Where parsing breaks, found by binary search over prefixes: browsers word JSON errors differently and
 * Chromium's message names no position, but "which prefix stops being a possible start" is the same everywhere.
 */
export function jsonErrorOffset(text: string): number {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (isViablePrefix(text.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A JSON.parse failure worded for people, with the line and column the editor shows. */
export function jsonError(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    const before = text.slice(0, jsonErrorOffset(text)).split('\n');
    return `The body is not valid JSON (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}): ${message}`;
  }
}

export interface MessageOutline {
  index: number;
  role: string;
  summary: string;
}

/** One line per message of a chat body, so a learner can see (and remove) what will be sent. */
export function outlineMessages(text: string): MessageOutline[] | null {
  try {
    const body = JSON.parse(text) as { messages?: unknown };
    if (!Array.isArray(body.messages)) return null;
    return body.messages.map((m: Record<string, unknown>, index) => {
      const calls = Array.isArray(m.tool_calls) ? m.tool_calls.length : 0;
      const content =
        typeof m.content === 'string' ? m.content : m.content === null ? 'null' : JSON.stringify(m.content ?? '');
      const summary =
        calls > 0
          ? `tool_calls: ${calls}`
          : m.role === 'tool'
            ? `${String(m.tool_call_id ?? '?')}: ${content}`
            : content;
      return {
        index,
        role: String(m.role ?? '?'),
        summary: summary.length > 70 ? `${summary.slice(0, 70)}…` : summary,
      };
    });
  } catch {
    return null;
  }
}

/** Removes messages[index] and returns the body re-formatted; null when the text is not a chat body. */
export function removeMessage(text: string, index: number): string | null {
  try {
    const body = JSON.parse(text) as { messages?: unknown[] };
    if (!Array.isArray(body.messages) || index < 0 || index >= body.messages.length) return null;
    body.messages.splice(index, 1);
    return JSON.stringify(body, null, 2);
  } catch {
    return null;
  }
}
