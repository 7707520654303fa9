// The statuses each run passed through, read from the recorded exchanges (create, polls, submit, cancel, or the
// thread.run.* events of a streamed run): the wire is the history.
import type { RunStatus } from '@loopscope/wire/assistants/types';
import type { Exchange } from '@loopscope/wire/exchange';

/** What the diagram reads of an exchange: a streamed run's events as the recorder decoded them (wire/sse), never re-parsed here. */
export type RecordedRunCall = Pick<Exchange, 'url' | 'responseBody' | 'events'>;

export interface RunPath {
  runId: string;
  /** Statuses in the order the exchanges saw them, repeats of the same status folded into one. */
  statuses: RunStatus[];
}

const RUN_URL = /\/threads\/(?:[^/]+\/)?runs(?:\/[^/?]+)?(?:\/(?:submit_tool_outputs|cancel))?(?:\?|$)/;

function runOf(body: string | null): { id: string; status: RunStatus } | null {
  if (!body || body[0] !== '{') return null;
  try {
    const parsed = JSON.parse(body) as { object?: unknown; id?: unknown; status?: unknown };
    return parsed.object === 'thread.run' && typeof parsed.id === 'string' && typeof parsed.status === 'string'
      ? { id: parsed.id, status: parsed.status as RunStatus }
      : null;
  } catch {
    return null;
  }
}

/** The runs a response reports: one JSON run, or each `thread.run.*` event of a stream (not its step events). */
function runsOf(exchange: RecordedRunCall): { id: string; status: RunStatus }[] {
  if (exchange.events.length === 0) return [runOf(exchange.responseBody)].filter((r) => r !== null);
  return exchange.events.flatMap(({ event, data }) => {
    if (!event?.startsWith('thread.run.') || event.startsWith('thread.run.step.')) return [];
    const run = runOf(data);
    return run ? [run] : [];
  });
}

export function runPaths(exchanges: readonly RecordedRunCall[]): RunPath[] {
  const paths = new Map<string, RunStatus[]>();
  for (const exchange of exchanges) {
    if (!RUN_URL.test(new URL(exchange.url, 'http://x').pathname)) continue;
    for (const run of runsOf(exchange)) {
      const statuses = paths.get(run.id) ?? [];
      if (statuses.at(-1) !== run.status) statuses.push(run.status);
      paths.set(run.id, statuses);
    }
  }
  return [...paths].map(([runId, statuses]) => ({ runId, statuses }));
}
