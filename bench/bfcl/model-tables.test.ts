// The mock API carries no benchmark text: none of BFCL's answers, question wording, telling question words or names
// appears in its source (comments, literals, identifiers, READMEs), and its gazetteer comes from a general source by rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCities, CITIES_FILE } from '../../scripts/gen-cities.ts';
import { findAnswers, findNames, findQuestionWords, findQuotes } from './guard.ts';
import { mockFiles, mockPieces, type Piece } from './mock-source.ts';

const pieces = mockPieces();
const invented = (text: string, kind: Piece['kind'] = 'comment'): Piece[] => [
  { file: 'x.ts', pos: 0, line: 1, kind, text },
];

describe('the guard', () => {
  it('reads every file of src/mock-api, tests and test helpers included: comments, literals, identifiers and prose', () => {
    const files = mockFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('model/understand/plain-values.ts');
    expect(files).toContain('model/understand/understand.test.ts');
    expect(files).toContain('model/test-tools.ts');
    expect(files.some((f) => f.includes('testing/'))).toBe(true);
    const count = (kind: Piece['kind']) => pieces.filter((p) => p.kind === kind).length;
    expect([count('comment'), count('literal'), count('identifier'), count('prose')].every((n) => n > 200)).toBe(true);
  });

  it('catches each kind of copy, short ones included', () => {
    expect(findAnswers(invented('/** like "Zq, Wx" */'), ['zq, wx'])).toHaveLength(1);
    expect(
      findQuotes(invented('a rule for "Kept my seven words here," said one'), ['Who kept my seven words here?']),
    ).toHaveLength(1);
    expect(findQuotes(invented('// kept my seven'), ['Who kept my seven words here?'])).toEqual([]);
    // Six plain words in a row are a quote too, and short words count like long ones.
    expect(findQuotes(invented("'is it in the one I'"), ['So is it in the one I said?'])).toHaveLength(1);
    expect(findQuotes(invented('is it in the one'), ['So is it in the one I said?'])).toEqual([]);
    expect(findQuestionWords(invented('/^(people|zq)$/', 'literal'), ['four zq please'])).toHaveLength(1);
    expect(findQuestionWords(invented('/^(people)$/', 'literal'), ['four people please'])).toEqual([]);
    expect(findNames(invented('zqx', 'identifier'), ['zqx'])).toHaveLength(1);
    expect(findNames(invented('// reads `zqx`'), ['zqx'])).toHaveLength(1);
  });
});

describe("the mock API's source", () => {
  it('contains no telling string that BFCL accepts as an answer', () => {
    expect(findAnswers(pieces)).toEqual([]);
  });

  it('quotes no six words in a row of a BFCL question, nor five telling ones', () => {
    expect(findQuotes(pieces)).toEqual([]);
  });

  it("uses no telling word of a BFCL question (a rule written for one question, like a question's abbreviation)", () => {
    expect(findQuestionWords(pieces)).toEqual([]);
  });

  it('names no telling BFCL function or parameter', () => {
    expect(findNames(pieces)).toEqual([]);
  });

  it('takes its gazetteer from a general source by a stated rule alone', () => {
    expect(JSON.parse(readFileSync(CITIES_FILE, 'utf8'))).toEqual(buildCities());
  });
});
