// A short digest of a plain-text tool result or handed-over notes: what a reader needs, never a copy cut mid-word.

const ITEM = /^\s*(?:\d+[.)]|[-*•])\s+(\S.*)$/u;
const SENTENCE_END = /(?<=[.!?。])\s+/u;

/** Cuts at the last space before `max` (a word is never split); the ellipsis says something was left out. */
export function cutBetweenWords(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const space = flat.lastIndexOf(' ', max - 1);
  return `${trimEndPunctuation(flat.slice(0, space > max / 2 ? space : max - 1))}…`;
}

/** The text without trailing spaces and clause marks; a scan from the end (a `[\s,;:]+$` pattern is quadratic on long runs). */
function trimEndPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s,;:]/u.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

function firstSentence(text: string): string {
  return text.trim().split(SENTENCE_END)[0] ?? '';
}

/** The leading sentences of a text, as many as fit in `max` characters (the first one cut between words if it alone is longer). */
function leadingSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, ' ').trim().split(SENTENCE_END);
  let out = '';
  for (const sentence of sentences) {
    if (out && out.length + 1 + sentence.length > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return cutBetweenWords(out, max);
}

/**
 * A list (numbered or bulleted lines, each maybe followed by a detail line, as search results come) becomes
 * up to `items` lines "title: first sentence of its detail", without the addresses; any other text its first sentences.
 */
export function digest(text: string, { max = 280, items = 3 } = {}): { list: string[] } | { text: string } {
  const lines = text.split('\n');
  const found: { title: string; detail?: string }[] = [];
  for (const line of lines) {
    const item = ITEM.exec(line);
    if (item)
      found.push({
        title: item[1]!
          .trimEnd()
          .replace(/\((?:https?:\/\/|www\.)[^()]*\)$/u, '')
          .trim(),
      });
    else if (found.length > 0 && line.trim() && found.at(-1)!.detail === undefined)
      found.at(-1)!.detail = firstSentence(line);
  }
  if (found.length > 0)
    return {
      list: found.slice(0, items).map((f) => cutBetweenWords(f.detail ? `${f.title}: ${f.detail}` : f.title, max)),
    };
  return { text: leadingSentences(text, max) };
}
