// What rebuilding a captured loop as a session needs in every API style: options, safe body reading, tools, the one-branch state.
import { checkToolStrictness } from '../../tools/strict-check';
import { singleBranchState } from '../branch-store';
import type { IdSource } from '../ids';
import type { Branch, EngineState, Exchange, ProviderConfig, SessionConfig, TimelineEntry, ToolSpec } from '../types';

export interface CaptureToSessionOptions {
  /** The tool code a replay runs for a tool the capture only knows by its schema. */
  toolSource(name: string): string;
  /** Where a replay sends requests (the mock by default). */
  provider?: ProviderConfig;
  /** The last request is a fixed one not sent yet: its new entries stay unsent and it is not among the exchanges. */
  unsentLast?: boolean;
}

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseBody(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The function tools a request defines, in Chat's nested shape or Responses' flat one. */
export function toolsOf(request: Obj, toolSource: (name: string) => string): ToolSpec[] {
  const tools = Array.isArray(request.tools) ? request.tools : [];
  return tools.flatMap((tool) => {
    const fn = isObj(tool) ? (isObj(tool.function) ? tool.function : tool) : null;
    if (!fn || (isObj(tool) && tool.type !== 'function') || typeof fn.name !== 'string') return [];
    const parameters = isObj(fn.parameters) ? fn.parameters : { type: 'object', properties: {} };
    return [{ name: fn.name, description: typeof fn.description === 'string' ? fn.description : '', parameters, strict: fn.strict === true, source: toolSource(fn.name) }];
  });
}

/** Why a captured loop ended on its last exchange's failure (an HTTP error or no answer), or null when it did not fail. */
function failedLast(exchanges: Exchange[]): string | null {
  const last = exchanges.at(-1);
  const failed = last !== undefined && ((last.status !== null && last.status >= 400) || last.state === 'failed');
  if (!last || !failed) return null;
  const body = parseBody(last.responseBody);
  const error = isObj(body) && isObj(body.error) ? body.error : null;
  // The API's own words (the status row above them names the HTTP status).
  if (error && typeof error.message === 'string') return error.message;
  return last.error ?? last.responseBody ?? '';
}

/**
 * The captured loop as a one-branch session: done when every request was sent and the last one was answered, stopped on
 * an error when the last one failed (the app got a 400 and gave up), ready to run when the last is a fixed one.
 */
export function capturedState(config: SessionConfig, ids: IdSource, entries: TimelineEntry[], exchanges: Exchange[], { unsentLast, steps }: { unsentLast: boolean; steps: number }): EngineState {
  const failure = unsentLast ? null : failedLast(exchanges);
  const branch: Branch = {
    id: ids.next('branch'), parentId: null, forkIndex: null, label: 'Captured', messages: entries, exchanges,
    status: unsentLast ? 'idle' : failure !== null ? 'error' : 'done',
    stopReason: unsentLast ? 'The fixed request is ready: run to send it.' : failure ?? 'Opened from a captured loop: edit a tool result to replay from there.',
    steps,
  };
  return { ...singleBranchState(config, branch), toolIssues: checkToolStrictness(config.tools) };
}
