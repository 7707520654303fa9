// The passage a thread message's file_citation backs, read from the message text (v2 annotations carry no quote).
/**
 * The passage a citation marker backs: the quotation just before it ("…"【marker】, as file_search answers), or else
 * the sentence it ends. v2 annotations carry no quote of their own, so it is read from the text.
 */
export function citedPassage(value: string, start: number): string {
  const before = value.slice(0, Math.max(0, start)).trimEnd();
  const quoted = /[“"]([^“”"]+)[”"]$/.exec(before);
  if (quoted) return quoted[1]!.trim();
  const sentences = before.split(/(?<=[.!?])\s+|\n+/);
  return (sentences.at(-1) ?? '').trim();
}
