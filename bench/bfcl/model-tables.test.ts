// The mock model's tables hold no benchmark data: no value BFCL accepts as an answer appears in a string the model's
// code contains, and its gazetteer is exactly what its stated rule takes from a general source.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import english from 'an-array-of-english-words';
import { describe, expect, it } from 'vitest';
import { BFCL_DIR } from './data-dir.ts';
import { buildCities, CITIES_FILE } from '../../scripts/gen-cities.ts';

const MODEL_DIR = resolve(import.meta.dirname, '../../src/mock-api/model');
/** Shorter strings ("EUR", "yes", "2") say nothing about where a table came from. */
const MIN_LENGTH = 4;
const ENGLISH = new Set(english);

/** General vocabulary besides English words: the names of languages and countries, locale tags and units (from Intl). */
const GENERAL = new Set<string>([...Intl.supportedValuesOf('unit'), 'json', 'desc']);
const codes = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) => [...'abcdefghijklmnopqrstuvwxyz'].map((b) => a + b));
for (const [type, code] of codes.flatMap((c) => [['language', c], ['region', c.toUpperCase()]] as const)) {
  const name = new Intl.DisplayNames(['en'], { type, fallback: 'none' }).of(code);
  if (name) GENERAL.add(name.toLowerCase());
}

/** Every string in an accepted value, nested lists and objects included, and each comma-separated part of it. */
function stringsOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    for (const s of [value, ...value.split(',')]) out.add(s.trim().toLowerCase());
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) stringsOf(v, out);
}

/** A locale tag ("zh-CN", "en_US") whose language Intl knows. */
function isLocaleTag(s: string): boolean {
  if (!/^[a-z]{2,3}([-_][a-z0-9]{2,4})?$/i.test(s)) return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(s.replace('_', '-').split('-')[0]!) !== undefined;
  } catch {
    return false;
  }
}

/**
 * A string that could only come from a question: long enough, not a number, not general vocabulary (a language,
 * country, unit or locale tag; "json", "desc" of the programming domain) and not made of English words alone.
 */
function telling(s: string): boolean {
  if (s.length < MIN_LENGTH || !/\p{L}/u.test(s) || GENERAL.has(s) || isLocaleTag(s)) return false;
  const parts = s.split(/[^\p{L}]+/u).filter(Boolean);
  return parts.some((w) => !ENGLISH.has(w));
}

/** The answers of every BFCL answer file: the values a question asks the model to produce. */
function bfclStrings(): string[] {
  const out = new Set<string>();
  for (const file of readdirSync(BFCL_DIR).filter((f) => f.endsWith('.answer.json'))) {
    for (const line of readFileSync(resolve(BFCL_DIR, file), 'utf8').split('\n')) {
      if (line.trim()) stringsOf((JSON.parse(line) as { ground_truth: unknown }).ground_truth, out);
    }
  }
  return [...out].filter(telling);
}

/** The model's tables: every string, template and regular-expression literal in its source files (tests excluded). */
function modelLiterals(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const kinds = new Set([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead, ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.RegularExpressionLiteral]);
  // The model's stages live in subfolders (understand/, plan/, write/): read them all.
  for (const file of readdirSync(MODEL_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(resolve(MODEL_DIR, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (kinds.has(node.kind)) out.push({ file, text: node.getText(source).toLowerCase() });
      node.forEachChild(visit);
    };
    // Import paths name modules, not data.
    source.statements.filter((s) => !ts.isImportDeclaration(s)).forEach(visit);
  }
  return out;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("the mock model's tables", () => {
  it('contain no string that BFCL accepts as an answer', () => {
    const literals = modelLiterals();
    const strings = bfclStrings();
    // The check must have something to check: the answers hold many telling strings, the model many literals.
    expect(strings.length).toBeGreaterThan(500);
    expect(literals.length).toBeGreaterThan(200);
    const found: string[] = [];
    for (const s of strings) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'u');
      for (const l of literals) if (re.test(l.text)) found.push(`"${s}" in ${l.file}: ${l.text.slice(0, 80)}`);
    }
    expect(found).toEqual([]);
  });

  it('take their gazetteer from a general source by a stated rule alone', () => {
    expect(JSON.parse(readFileSync(CITIES_FILE, 'utf8'))).toEqual(buildCities());
  });
});
