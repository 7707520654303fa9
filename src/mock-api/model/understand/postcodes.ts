// Postal codes by their form: US ZIP (5 digits, or ZIP+4), UK postcodes, Polish 00-000, Canadian A1A 1A1, and the
// digits said right after a word for a postal code ("postcode 8001", "PIN 560001").
import { notOverlapping } from './text.ts';

export interface PostcodeMention {
  text: string;
  /** What form it was read by, for the explanation ("a UK postcode"). */
  form: string;
  index: number;
  end: number;
  /** True when a word for a postal code stands right before it ("ZIP 10115", "postcode: 8001"). */
  cued: boolean;
}

const FORMS: [form: string, re: RegExp][] = [
  ['a ZIP+4 code', /(?<![\p{L}\p{N}$€£.,-])\d{5}-\d{4}(?![\p{L}\p{N}]|[.,-]\d)/gu],
  ['a UK postcode', /(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![\p{L}\p{N}])/gu],
  ['a Canadian postal code', /(?<![\p{L}\p{N}])[A-Z]\d[A-Z] ?\d[A-Z]\d(?![\p{L}\p{N}])/gu],
  ['a postal code written 00-000', /(?<![\p{L}\p{N}$€£.,-])\d{2}-\d{3}(?![\p{L}\p{N}]|[.,-]\d)/gu],
  ['a five-digit postal code', /(?<![\p{L}\p{N}$€£.,-])\d{5}(?![\p{L}\p{N}]|[.,-]\d)/gu],
];

/** Digits of four to six said right after a word for a postal code: "postcode 8001", "PIN code 560001". */
const CUED_DIGITS =
  /\b(?:zip|post ?code|postal code|postal|pin ?code|pin|plz|cep)\s*(?:code\s*)?(?:is\s*|of\s*|:\s*|#\s*)?(\d{4,6})(?![\p{L}\p{N}]|[.,-]\d)/giu;

/** A word for a postal code ending right before `index`, up to a colon or "is". */
const CUE_BEFORE =
  /\b(?:zip|post ?code|postal code|postal|pin ?code|pin|plz|cep)\s*(?:code\s*)?(?:is\s*|of\s*|:\s*|#\s*)?$/i;

/** Every postal code in the text by its form, in text order; an earlier form wins overlaps (ZIP+4 before ZIP). */
export function findPostcodes(text: string): PostcodeMention[] {
  const cuedAt = (index: number) => CUE_BEFORE.test(text.slice(Math.max(0, index - 20), index));
  const mention = (t: string, form: string, index: number): PostcodeMention => ({
    text: t,
    form,
    index,
    end: index + t.length,
    cued: cuedAt(index),
  });
  const lists = FORMS.map(([form, re]) => [...text.matchAll(re)].map((m) => mention(m[0], form, m.index)));
  lists.push(
    [...text.matchAll(CUED_DIGITS)].map((m) =>
      mention(
        m[1]!,
        `the digits after '${m[0].slice(0, m[0].length - m[1]!.length).trim()}'`,
        m.index + m[0].length - m[1]!.length,
      ),
    ),
  );
  // Each form's matches are in order and never overlap each other: one pass per form keeps the earlier forms' places.
  let out: PostcodeMention[] = [];
  for (const list of lists) out = [...out, ...notOverlapping(out, list)].sort((a, b) => a.index - b.index);
  return out;
}

/** True when a parameter holds a postal code: named for a ZIP, postcode or postal code, or described as one. */
export function isPostcodeParameter(words: readonly string[], description: string): boolean {
  const name = words.join(' ');
  if (/\b(?:zip|zip ?code|postcode|postal|post code|pincode|plz)\b/.test(name)) return true;
  if (/\b(?:subject|body|message|text|query|street|country|note|notes|comment)\b/.test(name)) return false;
  return /\b(?:zip|zip code|postcode|post code|postal code)\b/.test(description);
}
