// Grammar checks of custom tools: regexes must compile, Lark grammars need a start rule and every rule they name.
import { describe, expect, it } from 'vitest';
import { CUSTOM_GRAMMAR_FLAT, CUSTOM_GRAMMAR_NESTED, grammarProblem, validateCustomFormat } from './custom-tools.ts';

describe('custom tool grammars', () => {
  it('accepts a compiling regex and a readable Lark grammar with its imports', () => {
    expect(grammarProblem({ syntax: 'regex', definition: '^\\d{4}-\\d{2}-\\d{2}$' })).toBeNull();
    const lark = 'start: expr\nexpr: term (("+" | "-") term)*\nterm: NUMBER\n%import common.NUMBER\n%ignore " "';
    expect(grammarProblem({ syntax: 'lark', definition: lark })).toBeNull();
  });

  it('names what is wrong: a broken regex, an empty grammar, no start rule, an undefined rule, an unreadable line', () => {
    // Read with the `u` flag, strict as the API's Rust regex is: a dangling quantifier brace is an error, not text.
    expect(grammarProblem({ syntax: 'regex', definition: 'a{2' })).toMatch(
      /^invalid regex: .*Incomplete quantifier\.$/,
    );
    expect(grammarProblem({ syntax: 'regex', definition: '(ab' })).toMatch(/^invalid regex: .*Unterminated group\.$/);
    expect(grammarProblem({ syntax: 'lark', definition: '   ' })).toBe('empty lark grammar.');
    expect(grammarProblem({ syntax: 'lark', definition: 'expr: "a"' })).toBe("lark grammar: no 'start' rule.");
    expect(grammarProblem({ syntax: 'lark', definition: 'start: greeting name' + '\ngreeting: "hi"' })).toBe(
      "lark grammar: 'name' is used but never defined.",
    );
    expect(grammarProblem({ syntax: 'lark', definition: 'start: "a"\n???' })).toBe(
      "lark grammar: cannot read the line '???'.",
    );
  });

  it('reads the two styles’ shapes: Chat nests the grammar, Responses does not', () => {
    const grammar = { syntax: 'regex', definition: 'yes|no' };
    expect(validateCustomFormat({ type: 'grammar', grammar }, 'tools[0].custom.format', CUSTOM_GRAMMAR_NESTED)).toEqual(
      grammar,
    );
    expect(validateCustomFormat({ type: 'grammar', ...grammar }, 'tools[0].format', CUSTOM_GRAMMAR_FLAT)).toEqual(
      grammar,
    );
    expect(validateCustomFormat({ type: 'text' }, 'tools[0].format', CUSTOM_GRAMMAR_FLAT)).toBeUndefined();
    expect(() =>
      validateCustomFormat({ type: 'grammar', ...grammar }, 'tools[0].custom.format', CUSTOM_GRAMMAR_NESTED),
    ).toThrow("Missing required parameter: 'tools[0].custom.format.grammar'.");
  });
});
