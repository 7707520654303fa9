// `loopscope test [files…]`: reads loop-test files, runs each case under the capture proxy, prints the report (text,
// JUnit or TAP) and, with --keep-open, serves the capture so each failure's link opens its exchange in the page.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { readLoopTestFile } from '@loopscope/payloads/loop-tests/parse-file';
import { casePassed, junitReport, tapReport, textReport, type CaseReport } from '@loopscope/payloads/loop-tests/report';
import { CaptureLog } from '../capture/capture-log.ts';
import type { RunningServer, StartOptions } from '../start.ts';
import { runCase } from './case-runner.ts';
import { TEST_EXIT } from './exit-codes.ts';
import type { Terminal } from './terminal.ts';

import type { Reporter } from './choices.ts';

export { REPORTERS, type Reporter } from './choices.ts';

export interface TestCommandContext {
  term: Terminal;
  env: NodeJS.ProcessEnv;
  start(options: StartOptions): Promise<RunningServer>;
  untilStopped(): Promise<void>;
}

export interface TestCommandOptions {
  reporter: Reporter;
  /** Write the report to this file instead of standard output. */
  out?: string;
  keepOpen?: boolean;
  /** The port --keep-open serves the capture on. */
  port: number;
  upstream: string;
  timeoutMs: number;
  /** Only the cases whose name contains this. */
  grep?: string;
}

/** The default files: `*.loop.yaml`, `*.loop.yml` and `*.loop.json` in the current folder. */
export async function defaultFiles(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => /\.loop\.(ya?ml|json)$/.test(name)).sort();
}

/** Runs the files' cases one after another; resolves with the exit code. */
export async function runLoopTests(
  ctx: TestCommandContext,
  files: string[],
  options: TestCommandOptions,
): Promise<number> {
  const { term } = ctx;
  if (files.length === 0) files = await defaultFiles(process.cwd());
  if (files.length === 0) {
    term.err(term.paint('red', 'loopscope test: no test files given, and no *.loop.yaml here.'));
    return TEST_EXIT.error;
  }
  const log = new CaptureLog();
  const reports: CaseReport[] = [];
  let unreadable = false;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      term.err(
        term.paint(
          'red',
          `${file}: cannot read it (${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message})`,
        ),
      );
      unreadable = true;
      continue;
    }
    const read = readLoopTestFile(text, file);
    if (!read.ok) {
      term.err(term.paint('red', `${file} is not a valid loop-test file:`));
      for (const problem of read.errors) term.err(`  ${problem}`);
      unreadable = true;
      continue;
    }
    for (const testCase of read.file.cases.filter((c) => !options.grep || c.name.includes(options.grep))) {
      term.err(term.paint('dim', `▶ ${file}: ${testCase.name}`));
      const caseContext = {
        env: ctx.env,
        start: ctx.start,
        echo: (output: string) => term.err(term.paint('dim', output)),
      };
      reports.push(
        await runCase(caseContext, testCase, { file, log, upstream: options.upstream, timeoutMs: options.timeoutMs }),
      );
    }
  }

  const failed = reports.some((r) => !casePassed(r));
  // The capture stays served only when there is something to look at.
  let viewer: RunningServer | null = null;
  if (options.keepOpen && reports.length > 0) {
    try {
      viewer = await ctx.start({ port: options.port, host: '127.0.0.1', upstream: 'mock', log });
    } catch (error) {
      term.err(
        term.paint(
          'yellow',
          `--keep-open: cannot serve the capture on port ${options.port} (${(error as Error).message}); the report has no links.`,
        ),
      );
    }
  }
  const origin = viewer ? { origin: viewer.origin } : {};
  const output =
    options.reporter === 'junit'
      ? junitReport(reports, origin)
      : options.reporter === 'tap'
        ? tapReport(reports, origin)
        : `${textReport(reports, origin).join('\n')}\n`;
  if (options.out) await writeFile(options.out, output);
  else for (const line of output.replace(/\n$/, '').split('\n')) term.out(line);
  if (options.out && options.reporter !== 'text') for (const line of textReport(reports, origin)) term.err(line);
  if (viewer) {
    term.err(`The captured loops are at ${viewer.origin}/live; press Ctrl+C to stop.`);
    await ctx.untilStopped();
    await viewer.close();
  }
  if (reports.some((r) => r.error !== undefined) || unreadable) return TEST_EXIT.error;
  return failed ? TEST_EXIT.failed : TEST_EXIT.passed;
}
