// The statuses each run passed through, read from the recorded exchanges (create, polls, submit, cancel, or the
// thread.run.* events of a streamed run): the wire is the history.
import type { RunStatus } from '../../wire/assistants/types.ts';

export interface RecordedRunCall {
  url: string;
  responseBody: string | null;
}

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
    return parsed.object === 'thread.run' && typeof parsed.id === 'string' && typeof parsed.status === 'string' ? { id: parsed.id, status: parsed.status as RunStatus } : null;
  } catch {
    return null;
  }
}

/** The runs a response body reports: one JSON run, or each `thread.run.*` event of a stream (not its step events). */
function runsOf(body: string | null): { id: string; status: RunStatus }[] {
  if (!body) return [];
  if (body[0] === '{') return [runOf(body)].filter((r) => r !== null);
  return body.split(/\r?\n\r?\n/).flatMap((block) => {
    const event = /^event: (\S+)/m.exec(block)?.[1] ?? '';
    if (!event.startsWith('thread.run.') || event.startsWith('thread.run.step.')) return [];
    const run = runOf(/^data: (.*)$/m.exec(block)?.[1] ?? null);
    return run ? [run] : [];
  });
}

export function runPaths(exchanges: readonly RecordedRunCall[]): RunPath[] {
  const paths = new Map<string, RunStatus[]>();
  for (const exchange of exchanges) {
    if (!RUN_URL.test(new URL(exchange.url, 'http://x').pathname)) continue;
    for (const run of runsOf(exchange.responseBody)) {
      const statuses = paths.get(run.id) ?? [];
      if (statuses.at(-1) !== run.status) statuses.push(run.status);
      paths.set(run.id, statuses);
    }
  }
  return [...paths].map(([runId, statuses]) => ({ runId, statuses }));
}
