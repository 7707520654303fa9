// Small text helpers the mock model reads requests with: clauses, content words, fuzzy word matching.

/** Words that carry no meaning for choosing a tool. */
const STOPWORDS = new Set(
  ('a an the to for of in on at by with and or is are be was what whats what\'s get give me my i you your please can could ' +
    'would will it its this that current value name also from about how do does tell show between into some any given ' +
    'specified returns return using use information data function tool api find look up list there here want need let ' +
    'know like should just now then than which who when where why whether if not no yes ok okay hi hello hey thanks')
    .split(/\s+/),
);

/** Splits a request into tasks where it says so: "Also, ...", "and then ...", "; plus ...", "Additionally, ...". */
export function splitTasks(text: string): string[] {
  return text
    .split(/(?<=[.?!;])\s+(?=(?:also|and|then|plus|additionally|finally|next|after that|as well)\b)|[,;]?\s+(?=(?:and then|and also|then|also|plus)\b[, ])/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Splits a request into clauses, one task each: sentences, and "also"/"then" joints. */
export function splitClauses(text: string): string[] {
  return text
    .split(/(?<=[.?!;])\s+|\n+|\s+(?=(?:also|and then|then|plus)\b[, ])/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Lower-cased words (letters, digits, apostrophes inside). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** Words that say what the text is about. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w));
}

/** Splits identifiers like `get_weather` or `convertTemperature` into words. */
export function identifierWords(name: string): string[] {
  return words(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' '));
}

/** Two words match when they share a stem-sized prefix: "convert" ~ "conversion", "city" ~ "cities". */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(5, Math.min(a.length, b.length) - 1);
  if (n < 3) return false;
  return a.slice(0, n) === b.slice(0, n) && Math.abs(a.length - b.length) <= 5;
}

/** True when `text` mentions `phrase` as whole words (case-insensitive). */
export function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Sentence-case with the first letter up. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Keeps quotes short in answers. */
export function clip(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
