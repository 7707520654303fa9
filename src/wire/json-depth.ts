// A linear scan for JSON nesting depth, so deeply nested input is refused before recursive code (parse, validate, stringify) overflows the stack.

/** Deeper than any real payload (strict schemas allow 10 levels, message content 4) and far from the stack limit. */
export const MAX_JSON_DEPTH = 100;

/** True when `text`, read as JSON, opens more than `limit` arrays or objects inside each other. Strings are skipped. */
export function nestedDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
