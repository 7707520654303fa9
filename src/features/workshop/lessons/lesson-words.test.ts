// The lessons' words (issue 45): one Korean register across them, narration in 합니다체 (formal polite), never the
// written 해라체 ("…한다.", "…이다.") that seed 000 and 001 used while the others spoke 합니다체 (item 7); and one
// numbering: narration names a request as the inspector does ("Request 2"), not as "Step 4" of a walk (item 6).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const lessons = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Sentence endings: a Hangul word right before a full stop, question or exclamation mark (inline code and quotes left out). */
function endings(text: string): string[] {
  const prose = text
    .replace(/`[^`]*`/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/“[^”]*”/g, '');
  return [...prose.matchAll(/([가-힣]+)[.?!](?=\s|$|\*|\)|<)/gu)].map((m) => m[1]!);
}

/** 해라체 endings ("한다", "이다", "보자", "할까", "무엇인가", "넘길지"); 합니다체 ends in -니다, -니까, -세요, -시오, or a noun. */
const PLAIN = /(?<!니)다$|(?<!니)까$|자$|냐$|인가$|[길할될일]지$/u;

describe('Korean lessons', () => {
  it.each(lessons)('%s speaks 합니다체 in every sentence', (lesson) => {
    const text = readFileSync(join(here, lesson, 'ko.md'), 'utf8');
    const plain = endings(text).filter((word) => PLAIN.test(word) && !/(니다|니까|세요|시오|까요|죠)$/u.test(word));
    expect(plain).toEqual([]);
  });

  it.each(lessons)('%s never slips into 해요체 (…요. …요? …세요), outside what a user types in quotes', (lesson) => {
    const text = readFileSync(join(here, lesson, 'ko.md'), 'utf8');
    // Nouns that end in 요 (필요, 중요, 개요) are not a 해요체 ending.
    const polite = endings(text).filter((word) => /요$/u.test(word) && !/(필요|중요|개요)$/u.test(word));
    const imperative = text
      .replace(/`[^`]*`/g, '')
      .replace(/"[^"]*"/g, '')
      .replace(/“[^”]*”/g, '')
      .match(/[가-힣]*세요/gu);
    expect([...polite, ...(imperative ?? [])]).toEqual([]);
  });
});

describe("the workshop catalog's Korean", () => {
  /** Every string of a catalog, nested objects flattened. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value).flatMap(strings)
        : [];

  it('speaks 합니다체 too: no …요. …요? …세요 around the lessons', () => {
    const catalog = JSON.parse(readFileSync(join(here, '..', 'locales', 'ko.json'), 'utf8')) as unknown;
    const polite = strings(catalog).filter(
      (text) => endings(text).some((word) => /요$/u.test(word)) || /세요/u.test(text),
    );
    expect(polite).toEqual([]);
  });
});

describe('lesson narration numbering', () => {
  it.each(lessons.flatMap((lesson) => ['en', 'ko', 'pl'].map((language) => [lesson, language])))(
    '%s (%s) numbers requests, not steps of its own',
    (lesson, language) => {
      const text = readFileSync(join(here, lesson, `${language}.md`), 'utf8');
      expect(text.match(/\b(?:Step|Krok) \d+|\d+단계/gu) ?? []).toEqual([]);
    },
  );
});
