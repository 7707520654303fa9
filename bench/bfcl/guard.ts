// Finds BFCL's text in the mock API's source: accepted answers, runs of a question's words, telling question words and names.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bfclAnswers, bfclNames, bfclQuestions, OPENAI_TEXT, telling, tokensOf, wordsOf } from './bfcl-text.ts';
import type { Piece } from './mock-source.ts';

/** One finding: what was found, where, and the piece of text it was found in. */
export type Finding = string;

const where = (p: Piece) => `${p.file}:${p.line} (${p.kind})`;
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 90);
const QUOTE_WORDS = 5;
const LONG_QUOTE_WORDS = 6;

/** The pieces a reader reads as text: comments, literals and prose (identifiers are checked as names). */
const textual = (pieces: readonly Piece[]) => pieces.filter((p) => p.kind !== 'identifier');

/** Telling answer strings, matched word for word (case and punctuation aside) inside comments, literals and prose. */
export function findAnswers(pieces: readonly Piece[], answers: readonly string[] = bfclAnswers()): Finding[] {
  const byFirst = new Map<string, string[][]>();
  const original = new Map<string, string>();
  for (const a of answers) {
    const words = wordsOf(a);
    if (words.length === 0) continue;
    original.set(words.join(' '), a);
    byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), words]);
  }
  const found: Finding[] = [];
  for (const p of textual(pieces)) {
    const words = wordsOf(p.text);
    const hits = new Set<string>();
    words.forEach((w, i) => {
      for (const a of byFirst.get(w) ?? [])
        if (a.every((x, j) => words[i + j] === x)) hits.add(original.get(a.join(' '))!);
    });
    for (const h of hits) found.push(`${where(p)}: answer "${h}" in "${excerpt(p.text)}"`);
  }
  return found;
}

/**
 * The hundred most common English words (the Oxford English Corpus list) with the forms of "be", "have" and "do".
 * A run with at most one word outside them ("what is the weather in") is everyday English, not a quote: one content
 * word says nothing about where a sentence came from; two ("really like their music") do.
 */
const COMMON = new Set(
  (
    'the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an ' +
    'will my one all would there their what so up out if about who get which go me when make can like time no just him know take ' +
    'people into year your good some could them see other than then now look only come its over think also back after use two how ' +
    'our work first well way even new want because any these give day most us is are was were been being am has had having does did'
  ).split(' '),
);
const everyday = (gram: string) => gram.split(' ').filter((w) => w.length > 1 && !COMMON.has(w)).length <= 1;

/** The course's seeds as the lessons quote them (seed 004's "What's the weather in San Francisco?"): not BFCL's. */
const LESSONS = resolve(import.meta.dirname, '../../src/features/workshop/lessons');
const seedLessons = () =>
  readdirSync(LESSONS)
    .filter((d) => d.startsWith('seed-'))
    .map((d) => readFileSync(resolve(LESSONS, d, 'en.md'), 'utf8'));

/**
 * The words of Loopscope's own Korean and Polish interface (every `locales/ko.json` and `pl.json` under src/): the
 * mock reads a few of them in a learner's message ("주세요", "please"), and a word the course's own translated text uses
 * is everyday language in that language, not one only a benchmark question could supply.
 */
const SRC = resolve(import.meta.dirname, '../../src');
function translatedWords(): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = resolve(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'ko.json' || entry.name === 'pl.json') texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(SRC);
  return texts;
}

/** The runs of n words of OpenAI's text and the seed lessons, built once per n (the spec is large). */
const ourRunsByLength = new Map<number, Set<string>>();
function ourRuns(n: number, grams: (text: string, n: number) => string[]): Set<string> {
  const built = ourRunsByLength.get(n) ?? new Set([...OPENAI_TEXT, ...seedLessons()].flatMap((t) => grams(t, n)));
  ourRunsByLength.set(n, built);
  return built;
}

/**
 * Runs of a BFCL question's words (case and punctuation aside) in a file's comments, literals and prose read as one
 * text, so a quote split over two comment lines is still found. Any run of LONG_QUOTE_WORDS words is a quote, however
 * plain its words; a run of QUOTE_WORDS is one unless it is everyday English (above). Word length plays no part: "a",
 * "to" and "ppl" count like any word. A run that OpenAI's own published text also holds (its spec's "The city and
 * state, e.g. San Francisco, CA") came from there, as did BFCL users who pasted it; likewise a run of the course's
 * seed lessons.
 */
export function findQuotes(pieces: readonly Piece[], questions: readonly string[] = bfclQuestions()): Finding[] {
  const grams = (text: string, n: number) => {
    const w = wordsOf(text);
    return w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' '));
  };
  const quoted = new Map<string, string>();
  for (const n of [QUOTE_WORDS, LONG_QUOTE_WORDS]) {
    const elsewhere = ourRuns(n, grams);
    for (const q of questions)
      for (const g of grams(q, n)) if (!elsewhere.has(g) && (n === LONG_QUOTE_WORDS || !everyday(g))) quoted.set(g, q);
  }
  const found: Finding[] = [];
  const byFile = new Map<string, Piece[]>();
  for (const p of textual(pieces)) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const filePieces of byFile.values()) {
    const words = filePieces.flatMap((p) => wordsOf(p.text).map((w) => ({ w, p })));
    let last = -LONG_QUOTE_WORDS;
    for (let i = 0; i + QUOTE_WORDS <= words.length; i++) {
      // One finding per quote: a longer run shows as its first five or six words.
      if (i < last + QUOTE_WORDS) continue;
      const gram = [QUOTE_WORDS, LONG_QUOTE_WORDS]
        .map((n) =>
          words
            .slice(i, i + n)
            .map((x) => x.w)
            .join(' '),
        )
        .find((g) => quoted.has(g));
      if (gram === undefined) continue;
      last = i;
      found.push(`${where(words[i]!.p)}: quotes "${gram}" of "${excerpt(quoted.get(gram)!)}"`);
    }
  }
  return found;
}

/** Telling words of the questions ("ppl") as a word of any piece, identifiers included: a rule written for one question. */
export function findQuestionWords(pieces: readonly Piece[], questions: readonly string[] = bfclQuestions()): Finding[] {
  const words = new Set<string>();
  // The course's own words (seed 002's model "gpt-6-astra", its Korean and Polish interface) are Loopscope's, whatever a BFCL user also wrote.
  const course = new Set([...seedLessons(), ...translatedWords()].flatMap((t) => [...tokensOf(t)]));
  for (const q of questions)
    for (const w of tokensOf(q)) if (!words.has(w) && !course.has(w) && telling(w)) words.add(w);
  const found: Finding[] = [];
  // An identifier's words are its camelCase parts (`atMs` is "at" and "ms"); text is read both ways ("LangChain").
  for (const p of pieces)
    for (const w of p.kind === 'identifier' ? wordsOf(p.text) : tokensOf(p.text))
      if (words.has(w)) found.push(`${where(p)}: question word "${w}" in "${excerpt(p.text)}"`);
  return found;
}

/** Telling function and parameter names of BFCL as an identifier, or as a name written in a comment, literal or prose. */
export function findNames(pieces: readonly Piece[], names: readonly string[] = bfclNames()): Finding[] {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const found: Finding[] = [];
  for (const p of pieces) {
    const written =
      p.kind === 'identifier'
        ? [p.text]
        : (p.text.match(/[\p{L}\p{N}_$.-]+/gu) ?? []).flatMap((t) => [t, ...t.split('.')]);
    for (const n of new Set(written.map((t) => t.toLowerCase())))
      if (wanted.has(n)) found.push(`${where(p)}: name "${n}" in "${excerpt(p.text)}"`);
  }
  return found;
}
