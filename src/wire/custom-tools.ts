// Custom (freeform) tools in both styles: their shape, their grammar formats (lark, regex) checked as the API checks them.
// vendor/wire-rules/wire-rules.md states no wording for a bad grammar; the messages below are our choice, in the API's usual form
// ("Invalid '<path>': …", param = the definition's path, code `invalid_grammar`).
import { invalidType, invalidValue, missingParameter } from './checks.ts';
import { isObject } from './json-object.ts';
import { invalidRequest } from './errors.ts';

/** A custom tool's grammar, the same for Chat (`format.grammar.{syntax, definition}`) and Responses (`format.{syntax, definition}`). */
export interface CustomGrammar {
  syntax: 'lark' | 'regex';
  definition: string;
}

/** The parts of a custom tool the mock needs, whichever style declared it. */
export interface CustomToolSpec {
  name: string;
  description?: string;
  grammar?: CustomGrammar;
}

const SYNTAXES = ['lark', 'regex'];

/**
 * Where a declaring style keeps a custom tool's grammar inside `format`: Chat nests it one level deeper
 * (`grammar: {syntax, definition}`, `CUSTOM_GRAMMAR_NESTED`), Responses puts `syntax` and `definition` on the format
 * itself (`CUSTOM_GRAMMAR_FLAT`). Each style's validator passes its own.
 */
export interface CustomGrammarPlace {
  /** The key under `format` that holds the grammar, or null when the format holds it itself. */
  readonly key: 'grammar' | null;
}

export const CUSTOM_GRAMMAR_NESTED: CustomGrammarPlace = { key: 'grammar' };
export const CUSTOM_GRAMMAR_FLAT: CustomGrammarPlace = { key: null };

/** Checks a custom tool's `format` at `at` (e.g. `tools[0].format` or `tools[0].custom.format`), its grammar where `place` says. */
export function validateCustomFormat(
  format: unknown,
  at: string,
  place: CustomGrammarPlace,
): CustomGrammar | undefined {
  if (format === undefined || format === null) return undefined;
  if (!isObject(format)) throw invalidType(at, 'an object', format);
  if (format.type === undefined) throw missingParameter(`${at}.type`);
  if (format.type === 'text') return undefined;
  if (format.type !== 'grammar') throw invalidValue(format.type, ['text', 'grammar'], `${at}.type`);
  const base = place.key === null ? at : `${at}.${place.key}`;
  const holder = place.key === null ? format : format[place.key];
  if (place.key !== null) {
    if (holder === undefined) throw missingParameter(base);
    if (!isObject(holder)) throw invalidType(base, 'an object', holder);
  }
  const grammar = holder as Record<string, unknown>;
  if (grammar.syntax === undefined) throw missingParameter(`${base}.syntax`);
  if (!SYNTAXES.includes(grammar.syntax as string)) throw invalidValue(grammar.syntax, SYNTAXES, `${base}.syntax`);
  if (grammar.definition === undefined) throw missingParameter(`${base}.definition`);
  if (typeof grammar.definition !== 'string') throw invalidType(`${base}.definition`, 'a string', grammar.definition);
  const parsed = { syntax: grammar.syntax as CustomGrammar['syntax'], definition: grammar.definition };
  const problem = grammarProblem(parsed);
  if (problem)
    throw invalidRequest(`Invalid '${base}.definition': ${problem}`, `${base}.definition`, 'invalid_grammar');
  return parsed;
}

/** Why a grammar cannot be used, or null. Regexes must compile; a Lark grammar needs a `start` rule and every rule it names. */
export function grammarProblem(grammar: CustomGrammar): string | null {
  if (grammar.definition.trim() === '') return `empty ${grammar.syntax} grammar.`;
  if (grammar.syntax === 'regex') {
    try {
      new RegExp(grammar.definition, 'u');
      return null;
    } catch (error) {
      return `invalid regex: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}.`;
    }
  }
  return larkProblem(grammar.definition);
}

/** A light reading of Lark: `name: alternatives` rules, `NAME: …` terminals, `%import` / `%ignore` lines, quoted literals and /regex/. */
function larkProblem(definition: string): string | null {
  const lines = definition
    .split('\n')
    .map((l) => l.replace(/\/\/.*$/, '').trim())
    .filter(Boolean);
  const defined = new Set<string>();
  const bodies: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    const directive = /^%(import|ignore|declare)\b\s*(.*)$/.exec(line);
    if (directive) {
      if (directive[1] === 'import')
        for (const name of directive[2]!
          .replace(/^[\w.]+\.(?=[A-Z_])/, '')
          .replace(/[()]/g, ' ')
          .split(/[\s,]+/))
          if (name) defined.add(name.replace(/^.*\./, ''));
      current = null;
      continue;
    }
    const rule = /^\??([A-Za-z_][\w]*)(?:\.\d+)?\s*:(.*)$/.exec(line);
    if (rule) {
      defined.add(rule[1]!);
      bodies.push(rule[2]!);
      current = bodies;
    } else if (line.startsWith('|') && current) {
      bodies.push(line.slice(1));
    } else {
      return `lark grammar: cannot read the line '${line}'.`;
    }
  }
  if (!defined.has('start')) return "lark grammar: no 'start' rule.";
  for (const body of bodies) {
    const names = body.replace(/"(?:[^"\\]|\\.)*"i?|\/(?:[^/\\]|\\.)+\/[imsux]*/g, ' ').match(/[A-Za-z_]\w*/g) ?? [];
    const missing = names.find((n) => !defined.has(n));
    if (missing) return `lark grammar: '${missing}' is used but never defined.`;
  }
  return null;
}
