// The one-screen summary `loopscope run` prints when the wrapped command ends: loops, requests, errors, the doctor's findings.
import { groupLoops } from '@loopscope/payloads/loops/capture-loops';
import { diagnoseLoop, wireCallOf, type Finding } from '@loopscope/payloads/doctor/index';
import type { Exchange } from '@loopscope/wire/exchange';
import type { Terminal } from './terminal.ts';

export interface LoopSummary {
  title: string;
  style: string;
  requests: number;
  errors: number;
  findings: Finding[];
}

export interface CaptureSummary {
  requests: number;
  errors: number;
  loops: LoopSummary[];
}

/** An exchange that failed: an HTTP error status, or no answer at all (refused, aborted, timed out). */
export function isFailed(exchange: Exchange): boolean {
  return exchange.error !== null || (exchange.status !== null && exchange.status >= 400);
}

export function summarise(exchanges: readonly Exchange[]): CaptureSummary {
  const byId = new Map(exchanges.map((e) => [e.id, e]));
  const loops = groupLoops(exchanges).map((loop) => {
    const members = loop.exchangeIds.map((id) => byId.get(id)).filter((e): e is Exchange => e !== undefined);
    return {
      title: loop.title,
      style: loop.style,
      requests: members.length,
      errors: members.filter(isFailed).length,
      findings: diagnoseLoop(members.map(wireCallOf)),
    };
  });
  return { requests: exchanges.length, errors: exchanges.filter(isFailed).length, loops };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Loops and findings shown before "and N more": the summary stays one screen whatever the app did. */
const MAX_LOOPS = 8;
const MAX_FINDINGS = 3;

export function printSummary(summary: CaptureSummary, term: Terminal, where: string[]): void {
  const { requests, errors, loops } = summary;
  term.out();
  term.out(
    term.paint(
      'bold',
      `Loopscope captured ${plural(requests, 'request')} in ${plural(loops.length, 'loop')}${errors ? `, ${plural(errors, 'error')}` : ''}.`,
    ),
  );
  if (requests === 0)
    term.out('Nothing went through the capture proxy: does the command read OPENAI_BASE_URL (or OPENAI_API_BASE)?');
  for (const loop of loops.slice(0, MAX_LOOPS)) {
    const title = loop.title.length > 60 ? `${loop.title.slice(0, 59)}…` : loop.title;
    const errorText = loop.errors ? term.paint('red', `, ${plural(loop.errors, 'error')}`) : '';
    term.out(`  • ${title}  (${loop.style}, ${plural(loop.requests, 'request')}${errorText})`);
    for (const finding of loop.findings.slice(0, MAX_FINDINGS)) {
      const mark = finding.severity === 'error' ? term.paint('red', 'error') : term.paint('yellow', finding.severity);
      term.out(`      ${mark} request ${finding.call + 1}: ${finding.title}`);
    }
    if (loop.findings.length > MAX_FINDINGS)
      term.out(`      … and ${plural(loop.findings.length - MAX_FINDINGS, 'more finding')}`);
  }
  if (loops.length > MAX_LOOPS) term.out(`  … and ${plural(loops.length - MAX_LOOPS, 'more loop')}`);
  for (const line of where) term.out(line);
}
