// The text of the mock API's source as a reader sees it: comments, string/template/regex literals, identifiers, prose.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const MOCK_DIR = resolve(import.meta.dirname, '../../src/mock-api');

export type PieceKind = 'comment' | 'literal' | 'identifier' | 'prose';

/** One piece of text of one file, with the line it starts on. */
export interface Piece {
  file: string;
  /** Where it starts: its offset in the file (a line number for prose), and its line. */
  pos: number;
  line: number;
  kind: PieceKind;
  text: string;
}

/**
 * Every TypeScript and Markdown file of src/mock-api, tests and test helpers included: a question copied into a test
 * teaches the model as surely as one copied into a rule. The gazetteer's data file is generated from a general source
 * by a stated rule, which the model-tables test checks instead.
 */
function isScanned(file: string): boolean {
  if (file === 'model/understand/data/cities.json') return false;
  return file.endsWith('.ts') || file.endsWith('.md');
}

export function mockFiles(): string[] {
  return readdirSync(MOCK_DIR, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter(isScanned)
    .sort();
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** A TypeScript file's pieces; every comment once, found the compiler's way (leading and trailing trivia of each node). */
function tsPieces(file: string, text: string): Piece[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const pieces: Piece[] = [];
  const seen = new Set<number>();
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      pieces.push({ file, pos: r.pos, line: line(r.pos), kind: 'comment', text: text.slice(r.pos, r.end) });
    }
  };
  const visit = (node: ts.Node): void => {
    comments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    comments(ts.getTrailingCommentRanges(text, node.getEnd()));
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      // Module paths name files, not data; the names imported are identifiers like any other.
      node.forEachChild((child) => {
        if (!ts.isStringLiteral(child)) visit(child);
      });
      return;
    }
    // A literal as written, its line-break and tab escapes read as the spaces they stand for ("\nhello" is "hello").
    if (LITERALS.has(node.kind))
      pieces.push({
        file,
        pos: node.getStart(source),
        line: line(node.getStart(source)),
        kind: 'literal',
        text: node.getText(source).replace(/\\[nrt]/g, ' '),
      });
    else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node))
      pieces.push({
        file,
        pos: node.getStart(source),
        line: line(node.getStart(source)),
        kind: 'identifier',
        text: node.text,
      });
    node.forEachChild(visit);
  };
  visit(source);
  comments(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return pieces.sort((a, b) => a.pos - b.pos);
}

/** Every piece of every scanned file of src/mock-api. */
export function mockPieces(): Piece[] {
  return mockFiles().flatMap((file) => {
    const text = readFileSync(resolve(MOCK_DIR, file), 'utf8');
    return file.endsWith('.md')
      ? text.split('\n').map((t, i) => ({ file, pos: i, line: i + 1, kind: 'prose' as const, text: t }))
      : tsPieces(file, text);
  });
}
