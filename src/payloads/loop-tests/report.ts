// A test run's report: each case and each failed expectation with the request, the JSON path and a link to the
// exchange, as readable text, JUnit XML or TAP for CI.
import type { ExpectationResult, Where } from './types';

export interface CaseReport {
  /** The file the case came from, as given on the command line. */
  file: string;
  name: string;
  results: ExpectationResult[];
  /** Why the case could not be checked at all (the command could not start, the cassette missed…); absent when it was. */
  error?: string;
  /** What failed the case besides its expectations: the command's exit code, a request the cassette did not record. */
  problems?: CaseProblem[];
  durationMs: number;
}

/** A failure outside the expectations, with where it happened when that is one request. */
export interface CaseProblem {
  text: string;
  at?: Where;
}

/** A case passes when it could be checked, nothing else failed and every expectation held. */
export const casePassed = (c: CaseReport): boolean =>
  c.error === undefined && (c.problems ?? []).length === 0 && c.results.every((r) => r.passed);

/** `request 2 response: choices[0].message.tool_calls[0].function.arguments.city` */
export function whereText(at: Where): string {
  return `request ${at.request} ${at.side}${at.path ? `: ${at.path}` : ''}`;
}

/** The page's address that opens this exchange (`/live?exchange=<id>`) on the body and path, on the server that holds the capture. */
export function exchangeLink(origin: string, at: Where): string {
  const params = new URLSearchParams({ exchange: at.exchangeId, side: at.side, ...(at.path ? { path: at.path } : {}) });
  return `${origin}/live?${params.toString()}`;
}

export interface ReportOptions {
  /** The server still serving the capture (`--keep-open`): failures then carry links to open. */
  origin?: string;
}

function failureLines(c: CaseReport, options: ReportOptions): string[] {
  if (c.error !== undefined) return [`    could not check: ${c.error}`];
  const problems = (c.problems ?? []).flatMap((p) => [
    `    ✗ ${p.text}`,
    ...(p.at ? [`      at ${whereText(p.at)}`] : []),
    ...(p.at && options.origin ? [`      open ${exchangeLink(options.origin, p.at)}`] : []),
  ]);
  return [
    ...problems,
    ...c.results
      .filter((r) => !r.passed)
      .flatMap((r) => {
        const lines = [`    ✗ ${r.label}`, `      ${r.problem ?? 'failed'}`];
        if (r.at) lines.push(`      at ${whereText(r.at)}`);
        if (r.at && options.origin) lines.push(`      open ${exchangeLink(options.origin, r.at)}`);
        return lines;
      }),
  ];
}

/** The readable report: one line per case, the failed expectations under it, a total. */
export function textReport(cases: readonly CaseReport[], options: ReportOptions = {}): string[] {
  const lines: string[] = [];
  let file: string | null = null;
  for (const c of cases) {
    if (c.file !== file) lines.push((file = c.file));
    const held = c.results.filter((r) => r.passed).length;
    lines.push(`  ${casePassed(c) ? '✓' : '✗'} ${c.name} (${held}/${c.results.length} expectations held)`);
    if (!casePassed(c)) lines.push(...failureLines(c, options));
  }
  const failed = cases.filter((c) => !casePassed(c)).length;
  lines.push('', `${cases.length - failed} passed, ${failed} failed`);
  return lines;
}

/** XML 1.0 allows no control characters but tab and line breaks: they are dropped, the rest escaped. */
const xml = (text: string) =>
  [...text]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r')
    .join('')
    .replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JUnit XML, the format CI systems draw: one testsuite per file, one testcase per case. */
export function junitReport(cases: readonly CaseReport[], options: ReportOptions = {}): string {
  const files = [...new Set(cases.map((c) => c.file))];
  const suites = files.map((file) => {
    const mine = cases.filter((c) => c.file === file);
    const failures = mine.filter((c) => !casePassed(c) && c.error === undefined).length;
    const errors = mine.filter((c) => c.error !== undefined).length;
    const time = (mine.reduce((sum, c) => sum + c.durationMs, 0) / 1000).toFixed(3);
    const body = mine.map((c) => {
      const head = `    <testcase classname="${xml(file)}" name="${xml(c.name)}" time="${(c.durationMs / 1000).toFixed(3)}"`;
      if (casePassed(c)) return `${head}/>`;
      const detail = failureLines(c, options)
        .map((l) => l.trim())
        .join('\n');
      const tag = c.error !== undefined ? 'error' : 'failure';
      const message =
        c.error ??
        [...(c.problems ?? []).map((p) => p.text), ...c.results.filter((r) => !r.passed).map((r) => r.label)].join(
          '; ',
        );
      return `${head}>\n      <${tag} message="${xml(message)}">${xml(detail)}</${tag}>\n    </testcase>`;
    });
    return `  <testsuite name="${xml(file)}" tests="${mine.length}" failures="${failures}" errors="${errors}" time="${time}">\n${body.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="loopscope test">\n${suites.join('\n')}\n</testsuites>\n`;
}

const yamlString = (text: string) => JSON.stringify(text);

/** TAP version 14: `ok` / `not ok` per case, the failures as a YAML diagnostic block. */
export function tapReport(cases: readonly CaseReport[], options: ReportOptions = {}): string {
  const lines = ['TAP version 14', `1..${cases.length}`];
  cases.forEach((c, i) => {
    const title = `${c.file}: ${c.name}`.replace(/#/g, '\\#');
    if (casePassed(c)) return lines.push(`ok ${i + 1} - ${title}`);
    lines.push(`not ok ${i + 1} - ${title}`, '  ---');
    if (c.error !== undefined) lines.push(`  error: ${yamlString(c.error)}`);
    else {
      lines.push('  failures:');
      for (const p of c.problems ?? []) {
        lines.push(`    - problem: ${yamlString(p.text)}`);
        if (p.at) lines.push(`      at: ${yamlString(whereText(p.at))}`);
      }
      for (const r of c.results.filter((x) => !x.passed)) {
        lines.push(`    - expectation: ${yamlString(r.label)}`, `      problem: ${yamlString(r.problem ?? 'failed')}`);
        if (r.at) lines.push(`      at: ${yamlString(whereText(r.at))}`);
        if (r.at && options.origin) lines.push(`      link: ${yamlString(exchangeLink(options.origin, r.at))}`);
      }
    }
    lines.push('  ...');
  });
  return `${lines.join('\n')}\n`;
}
