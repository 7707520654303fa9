// Doctor rules for Assistants v2 runs: tool outputs against the run's required action, calls of tools the run was not
// offered, and messages or runs sent while a run is active.
import { invalidType } from '@loopscope/wire/checks';
import { arr, definedToolNames, setAt, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleContext, WireCall } from '../types';
import { hitsWhere, notStringRule } from './rule-helpers';
import { say } from '../details';

const ACTIVE = new Set(['queued', 'in_progress', 'requires_action', 'cancelling']);

/** `{thread, run, action}` read off an Assistants endpoint path such as `/threads/thread_1/runs/run_1/submit_tool_outputs`. */
function route(call: WireCall): { thread?: string; run?: string; action?: string } {
  const match = /^\/threads\/([^/]+)(?:\/(messages|runs)(?:\/([^/]+)(?:\/([a-z_]+))?)?)?$/.exec(call.path ?? '');
  if (!match) return {};
  return { thread: match[1], run: match[3], action: match[4] ?? (match[3] ? undefined : match[2]) };
}

/** The last state the loop saw of each run (every run object a response carried, polls included), oldest first. */
function runsSeen(ctx: RuleContext): Map<string, Obj> {
  const runs = new Map<string, Obj>();
  for (const call of ctx.loop.slice(0, ctx.index)) {
    const response = call.response;
    if (isObject(response) && response.object === 'thread.run' && typeof response.id === 'string')
      runs.set(response.id, response);
  }
  return runs;
}

/** A run of `thread` the loop last saw active, if any. */
function activeRun(ctx: RuleContext, thread: string): Obj | undefined {
  return [...runsSeen(ctx).values()].find((run) => run.thread_id === thread && ACTIVE.has(String(run.status)));
}

function isPost(ctx: RuleContext): boolean {
  return (ctx.call.method ?? 'POST').toUpperCase() === 'POST';
}

function submittedOutputs(ctx: RuleContext): Obj[] {
  return route(ctx.call).action === 'submit_tool_outputs' && isObject(ctx.call.request)
    ? arr(ctx.call.request.tool_outputs).filter(isObject)
    : [];
}

export const toolOutputsMismatch: DoctorRule = {
  id: 'tool-outputs-mismatch',
  title: "Tool outputs that do not match the run's tool calls",
  severity: 'error',
  styles: ['assistants'],
  why: 'A run in requires_action waits for one output per tool call in required_action.submit_tool_outputs.tool_calls, matched by id, all in one submission.',
  fix: "Send one {tool_call_id, output} per call listed in the run's required_action, with tool_call_id copied from there.",
  apiError: "Expected tool outputs for call_ids ['call_abc', 'call_def'], got ['call_abc']",
  check(ctx) {
    const { run } = route(ctx.call);
    const required = run ? runsSeen(ctx).get(run)?.required_action : undefined;
    if (
      route(ctx.call).action !== 'submit_tool_outputs' ||
      !isObject(required) ||
      !isObject(required.submit_tool_outputs)
    )
      return [];
    const expected = arr(required.submit_tool_outputs.tool_calls).flatMap((call) =>
      isObject(call) && typeof call.id === 'string' ? [call.id] : [],
    );
    const outputs = submittedOutputs(ctx);
    const given = outputs.map((output) => str(output.tool_call_id) ?? '');
    const apiError = `Expected tool outputs for call_ids [${expected.map((id) => `'${id}'`).join(', ')}], got [${given.map((id) => `'${id}'`).join(', ')}]`;
    const missing = expected.filter((id) => !given.includes(id));
    const strays = given.filter((id) => !expected.includes(id));
    // One output under a wrong id while one call has none: that output can only be the missing call's (a typo, a stale id).
    const onlyCandidate = strays.length === 1 && missing.length === 1 ? missing[0] : undefined;
    const unknown = hitsWhere(
      outputs,
      (output, i) =>
        !expected.includes(given[i]!) && {
          path: ['tool_outputs', i, 'tool_call_id'],
          ...(onlyCandidate
            ? say('notRunCallOnly', { id: String(given[i]), run: String(run), only: onlyCandidate })
            : say('notRunCall', { id: String(given[i]), run: String(run) })),
          apiError,
          fixable: onlyCandidate !== undefined,
          data: onlyCandidate,
        },
    );
    return missing.length === 0
      ? unknown
      : [
          ...unknown,
          { path: ['tool_outputs'], ...say('noOutputFor', { ids: missing.join(', ') }), apiError, fixable: false },
        ];
  },
  // Only where it cannot be another: the one stray id becomes the one call left without an output.
  apply: (body, hit) => (typeof hit.data === 'string' ? setAt(body, hit.path, hit.data) : null),
};

export const toolOutputNotString = notStringRule({
  id: 'tool-output-not-string',
  title: 'A tool output sent as an object instead of a string',
  styles: ['assistants'],
  why: 'tool_outputs[].output is a string: the run hands it to the model as text.',
  accepts: 'a string',
  slots: (ctx) =>
    submittedOutputs(ctx).map((output, i) => ({ path: ['tool_outputs', i, 'output'], value: output.output })),
  apiError: (at, value) => invalidType(at, 'a string', value).message,
});

export const messageWhileRunActive: DoctorRule = {
  id: 'message-while-run-active',
  title: 'A message or run added while a run is still active',
  severity: 'error',
  styles: ['assistants'],
  why: 'A thread takes no new message and no second run until its run is completed, failed, cancelled or expired; a run in requires_action is still active.',
  fix: 'Finish the run first: submit its tool outputs (or cancel it) and poll until its status is terminal, then add the message or start the next run.',
  apiError: "Can't add messages to thread_abc while a run run_xyz is active.",
  check(ctx) {
    const { thread, run, action } = route(ctx.call);
    if (!thread || run || !isPost(ctx) || (action !== 'messages' && action !== 'runs')) return [];
    const active = activeRun(ctx, thread);
    if (!active) return [];
    const id = String(active.id);
    const apiError =
      action === 'messages'
        ? `Can't add messages to ${thread} while a run ${id} is active.`
        : `Thread ${thread} already has an active run ${id}.`;
    const path = action === 'messages' ? ['content'] : ['assistant_id'];
    return [{ path, ...say('lastSeenStatus', { id, status: String(active.status) }), apiError }];
  },
};

/**
 * The function names a run was offered: the tools its run object reports (the assistant's, or the run's override), else
 * those of the assistant's creation in the loop. Undefined when the loop shows neither.
 */
function offeredFunctions(ctx: RuleContext, run: Obj): Set<string> | undefined {
  const functions = (tools: unknown) =>
    new Set(definedToolNames({ tools: arr(tools).filter((tool) => isObject(tool) && tool.type === 'function') }));
  if (Array.isArray(run.tools)) return functions(run.tools);
  const created = ctx.loop
    .slice(0, ctx.index)
    .find((call) => call.path === '/assistants' && isObject(call.response) && call.response.id === run.assistant_id);
  return created && isObject(created.request) ? functions(created.request.tools) : undefined;
}

export const callOfToolNotOffered: DoctorRule = {
  id: 'call-of-tool-not-offered',
  title: 'A run called a tool the assistant was not offered',
  severity: 'warning',
  styles: ['assistants'],
  why: "A run offers the model the assistant's tools (or the run's own tools); a call naming any other function means the model made the name up or the assistant's tools changed since the app was written, and an app that dispatches on the name has no code for it.",
  fix: "Answer such a call with an output that says the tool does not exist (the model can recover from that), and if the tool should exist, add it to the assistant's tools (POST /v1/assistants/{id}) or to the run's tools.",
  check(ctx) {
    const { run } = route(ctx.call);
    const seen = run ? runsSeen(ctx).get(run) : undefined;
    const required = seen?.required_action;
    if (
      route(ctx.call).action !== 'submit_tool_outputs' ||
      !seen ||
      !isObject(required) ||
      !isObject(required.submit_tool_outputs)
    )
      return [];
    const offered = offeredFunctions(ctx, seen);
    if (!offered) return [];
    const names = new Map<string, string>();
    for (const call of arr(required.submit_tool_outputs.tool_calls)) {
      const name =
        isObject(call) && call.type === 'function' && isObject(call.function) ? str(call.function.name) : undefined;
      if (isObject(call) && typeof call.id === 'string' && name !== undefined && !offered.has(name))
        names.set(call.id, name);
    }
    const list = offered.size > 0 ? [...offered].join(', ') : 'no functions';
    return hitsWhere(submittedOutputs(ctx), (output, i) => {
      const id = str(output.tool_call_id) ?? '';
      const name = names.get(id);
      return (
        name !== undefined && {
          path: ['tool_outputs', i, 'tool_call_id'],
          ...say('notOffered', { id, run: String(run), name, tools: list }),
        }
      );
    });
  },
};
