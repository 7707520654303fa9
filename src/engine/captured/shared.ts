// What rebuilding a captured loop as a session needs in every API style: options, safe body reading, tools, the one-branch state.
import { checkToolStrictness } from '@loopscope/tools/strict-check';
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { singleBranchState } from '../branch-store';
import { stopNote } from '../stop-reasons';
import type { CaptureToSessionOptions } from '../driver';
import type { IdSource } from '../ids';
import type { Branch, EngineState, Exchange, SessionConfig, TimelineEntry, ToolSpec } from '../types';
import { FILLED_IN } from '@loopscope/tools/tool-fields';

export type { CaptureToSessionOptions } from '../driver';

export type Obj = Record<string, unknown>;

/** What the tool editor shows for a tool with no implementation: the loop asks the user for each result until this is written. */
function askingSource(name: string): string {
  return `// ${name}: imported without an implementation, so the loop stops at each call and asks you for its result.
// Write what it should do here instead (the tool editor runs it in the sandbox), and the loop runs it from then on.
function run(args) {
  throw new Error(${JSON.stringify(`${name} has no implementation yet`)});
}
`;
}

/** The function tools a request defines, in Chat's nested shape or Responses' flat one. */
export function toolsOf(request: Obj, toolSource: CaptureToSessionOptions['toolSource']): ToolSpec[] {
  const tools = Array.isArray(request.tools) ? request.tools : [];
  return tools.flatMap((tool) => {
    const fn = isObject(tool) ? (isObject(tool.function) ? tool.function : tool) : null;
    if (!fn || (isObject(tool) && tool.type !== 'function') || typeof fn.name !== 'string') return [];
    const parameters = isObject(fn.parameters) ? fn.parameters : structuredClone(FILLED_IN.parameters);
    const known = toolSource(fn.name, parameters);
    const source = known === null ? { source: askingSource(fn.name), manual: true } : { source: known };
    // What the app did not send stays unsent on a replay (a filled-in `"strict": false` would read as a change it made).
    const unsent = (['description', 'parameters', 'strict'] as const).filter((field) => fn[field] === undefined);
    return [
      {
        name: fn.name,
        description: typeof fn.description === 'string' ? fn.description : '',
        parameters,
        strict: fn.strict === true,
        ...source,
        ...(unsent.length > 0 ? { unsent } : {}),
      },
    ];
  });
}

/** Why a captured loop ended on its last exchange's failure (an HTTP error or no answer), or null when it did not fail. */
function failedLast(exchanges: Exchange[]): string | null {
  const last = exchanges.at(-1);
  const failed = last !== undefined && ((last.status !== null && last.status >= 400) || last.state === 'failed');
  if (!last || !failed) return null;
  const body = bodyJson(last.responseBody);
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  // The API's own words (the status row above them names the HTTP status).
  if (error && typeof error.message === 'string') return error.message;
  return last.error ?? last.responseBody ?? '';
}

/**
 * The captured loop as a one-branch session: done when every request was sent and the last one was answered, stopped on
 * an error when the last one failed (the app got a 400 and gave up), ready to run when the last is a fixed one.
 */
export function capturedState(
  config: SessionConfig,
  ids: IdSource,
  entries: TimelineEntry[],
  exchanges: Exchange[],
  { unsentLast, steps }: { unsentLast: boolean; steps: number },
): EngineState {
  const failure = unsentLast ? null : failedLast(exchanges);
  const branch: Branch = {
    id: ids.next('branch'),
    parentId: null,
    forkIndex: null,
    label: 'Captured',
    messages: entries,
    exchanges,
    status: unsentLast ? 'idle' : failure !== null ? 'error' : 'done',
    // Said by code, so the status row words it in the learner's language (a failure quotes the API, which stays as it came).
    ...(failure !== null
      ? { stopReason: failure }
      : (({ text, ...stop }) => ({ stopReason: text, stop }))(stopNote(unsentLast ? 'fixed-ready' : 'captured'))),
    steps,
  };
  return { ...singleBranchState(config, branch), toolIssues: checkToolStrictness(config.tools) };
}
