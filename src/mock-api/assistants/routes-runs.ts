// Runs and their steps: create (or create-and-run), retrieve, list, modify, cancel, submit_tool_outputs; any of them streamed.
import type { Hono } from 'hono';
import type { Run, RunStep } from '@loopscope/wire/assistants/types';
import {
  validateCreateRun,
  validateCreateThreadAndRun,
  validateMetadataOnly,
  validateSubmitToolOutputs,
} from '@loopscope/wire/assistants/validate';
import { invalidRequest, modelNotFoundError } from '@loopscope/wire/errors';
import { servedModel } from '../models.ts';
import { dropEvents, eventLog, notFound, route, sseResponse, type AssistantsDeps, type Handle } from './http.ts';
import { runObject, seconds } from './objects.ts';
import { paginate } from './paginate.ts';
import { advanceRun, setStatus } from './run-machine.ts';
import { newRunRecord, type RunRecord } from './run-record.ts';
import { getAssistant } from './routes-assistants.ts';
import {
  activeRun,
  addMessage,
  checkAttachedFiles,
  createThread,
  getThread,
  machineContext,
} from './routes-threads.ts';
import type { ThreadState } from './store.ts';

async function getRun(h: Handle, threadId: string, runId: string): Promise<{ thread: ThreadState; rec: RunRecord }> {
  const thread = await getThread(h, threadId);
  const rec = thread.runs.get(runId);
  if (!rec) throw notFound('run', runId);
  return { thread, rec };
}

/**
 * Answers with the run as JSON, or drives it to its next resting state and streams every event on the way. `include` is
 * run create's query string: its streamed step events then carry what steps list would with it.
 */
async function respond(
  h: Handle,
  thread: ThreadState,
  rec: RunRecord,
  stream: boolean,
  first: { event: string; data: unknown }[],
  include?: URLSearchParams,
): Promise<Response | Run> {
  if (!stream) return rec.run;
  const log = eventLog();
  for (const e of first) log.emit(e.event, e.data);
  await advanceRun(rec, machineContext(h, thread, log.emit), h.nowMs, 'rest');
  const isStep = (event: string) => event.startsWith('thread.run.step.') && event !== 'thread.run.step.delta';
  const events = include
    ? log.events.map((e) =>
        isStep(e.event) ? { ...e, data: JSON.stringify(withIncluded(rec, JSON.parse(e.data) as RunStep, include)) } : e,
      )
    : log.events;
  return sseResponse(events);
}

async function startRun(
  h: Handle,
  thread: ThreadState,
  body: Record<string, unknown>,
  prelude: { event: string; data: unknown }[],
) {
  const assistant = getAssistant(h, body.assistant_id as string);
  const model = (body.model as string | undefined) ?? assistant.model;
  if (!servedModel(model, h.nowMs)) throw modelNotFoundError(model);
  const active = activeRun(thread);
  if (active) throw invalidRequest(`Thread ${thread.object.id} already has an active run ${active.id}.`);
  checkAttachedFiles(
    h,
    (body.additional_messages as Record<string, unknown>[] | undefined) ?? [],
    (m) => `additional_messages[${m}].`,
  );
  for (const m of (body.additional_messages as Record<string, unknown>[] | undefined) ?? []) addMessage(h, thread, m);
  const run = runObject({
    id: h.state.newId('run_'),
    threadId: thread.object.id,
    assistant,
    createdAt: seconds(h.nowMs),
    body,
    expiresAt: seconds(h.nowMs) + h.deps.timing(h.c.req.raw).expiresAfterSeconds,
  });
  const rec = newRunRecord(run, h.nowMs, h.runFault(model));
  h.state.keepInThread(thread, thread.runs, run.id, 'run', rec);
  const created = [
    ...prelude,
    { event: 'thread.run.created', data: structuredClone(run) },
    { event: 'thread.run.queued', data: structuredClone(run) },
  ];
  return respond(h, thread, rec, body.stream === true, created, new URL(h.c.req.url).searchParams);
}

function submitOutputs(h: Handle, rec: RunRecord, outputs: { tool_call_id?: string; output?: string }[]) {
  const { run } = rec;
  if (run.status !== 'requires_action' || !run.required_action)
    throw invalidRequest(`Runs in status "${run.status}" do not accept tool outputs.`);
  const expected = run.required_action.submit_tool_outputs.tool_calls.map((c) => c.id);
  const given = outputs.map((o) => o.tool_call_id ?? '');
  const missing = expected.filter((id) => !given.includes(id));
  const unknown = given.filter((id) => !expected.includes(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw invalidRequest(
      `Expected tool outputs for call_ids [${expected.map((id) => `'${id}'`).join(', ')}], got [${given.map((id) => `'${id}'`).join(', ')}]`,
      'tool_outputs',
    );
  }
  const step = rec.steps.find((s) => s.status === 'in_progress' && s.step_details.type === 'tool_calls');
  const events: { event: string; data: unknown }[] = [];
  if (step && step.step_details.type === 'tool_calls') {
    for (const call of step.step_details.tool_calls) {
      if (call.type === 'function')
        call.function.output = outputs.find((o) => o.tool_call_id === call.id)?.output ?? '';
    }
    step.status = 'completed';
    step.completed_at = seconds(h.nowMs);
    events.push({ event: 'thread.run.step.completed', data: structuredClone(step) });
  }
  run.required_action = null;
  setStatus(rec, 'queued', h.nowMs, { emit: (event, data) => events.push({ event, data: structuredClone(data) }) });
  return events;
}

export function registerRunRoutes(app: Hono, deps: AssistantsDeps): void {
  const poll = { pollHint: true };
  app.post(
    '/v1/threads/runs',
    route(
      deps,
      async (h) => {
        const body = validateCreateThreadAndRun(await h.json());
        getAssistant(h, body.assistant_id as string);
        const thread = createThread(h, {
          ...((body.thread as Record<string, unknown> | undefined) ?? {}),
          ...(body.tool_resources ? { tool_resources: body.tool_resources } : {}),
        });
        const { thread: _t, tool_resources: _r, ...runBody } = body;
        return startRun(h, thread, runBody, [{ event: 'thread.created', data: structuredClone(thread.object) }]);
      },
      { startsRun: true, pollHint: true },
    ),
  );
  app.post(
    '/v1/threads/:tid/runs',
    route(
      deps,
      async (h) => {
        const thread = await getThread(h, h.c.req.param('tid')!);
        return startRun(h, thread, validateCreateRun(await h.json()), []);
      },
      { startsRun: true, pollHint: true },
    ),
  );
  app.get(
    '/v1/threads/:tid/runs',
    route(deps, async (h) => {
      const thread = await getThread(h, h.c.req.param('tid')!);
      return paginate(
        [...thread.runs.values()].map((r) => r.run),
        new URL(h.c.req.url).searchParams,
      );
    }),
  );
  app.get(
    '/v1/threads/:tid/runs/:rid',
    route(deps, async (h) => (await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!)).rec.run, poll),
  );
  app.post(
    '/v1/threads/:tid/runs/:rid',
    route(
      deps,
      async (h) => {
        const { rec } = await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!);
        const body = validateMetadataOnly(await h.json());
        if (body.metadata !== undefined) rec.run.metadata = body.metadata as Record<string, string>;
        return rec.run;
      },
      poll,
    ),
  );
  app.post(
    '/v1/threads/:tid/runs/:rid/cancel',
    route(
      deps,
      async (h) => {
        const { rec } = await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!);
        if (!['queued', 'in_progress', 'requires_action'].includes(rec.run.status))
          throw invalidRequest(`Cannot cancel run with status '${rec.run.status}'.`);
        rec.run.required_action = null;
        setStatus(rec, 'cancelling', h.nowMs, { emit: dropEvents });
        return rec.run;
      },
      poll,
    ),
  );
  app.post(
    '/v1/threads/:tid/runs/:rid/submit_tool_outputs',
    route(
      deps,
      async (h) => {
        const { thread, rec } = await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!);
        const body = validateSubmitToolOutputs(await h.json());
        // The outputs stay with the run's steps: weigh them first, so an over-budget one changes nothing.
        h.state.keep(rec.run.id, 'run', [rec, body.tool_outputs], () => thread.runs.delete(rec.run.id));
        const events = submitOutputs(h, rec, body.tool_outputs as { tool_call_id?: string; output?: string }[]);
        rec.fault = h.runFault(rec.run.model);
        return respond(h, thread, rec, body.stream === true, events);
      },
      { startsRun: true, pollHint: true },
    ),
  );

  app.get(
    '/v1/threads/:tid/runs/:rid/steps',
    route(deps, async (h) => {
      const { rec } = await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!);
      const params = new URL(h.c.req.url).searchParams;
      return paginate(
        rec.steps.map((step) => withIncluded(rec, step, params)),
        params,
      );
    }),
  );
  app.get(
    '/v1/threads/:tid/runs/:rid/steps/:sid',
    route(deps, async (h) => {
      const { rec } = await getRun(h, h.c.req.param('tid')!, h.c.req.param('rid')!);
      const step = rec.steps.find((s) => s.id === h.c.req.param('sid'));
      if (!step) throw notFound('run step', h.c.req.param('sid')!);
      return withIncluded(rec, step, new URL(h.c.req.url).searchParams);
    }),
  );
}

/** The one value of the SDK's RunStepInclude: file_search results then carry the text of the chunk each found. */
const SEARCH_CONTENT_INCLUDE = 'step_details.tool_calls[*].file_search.results[*].content';

/**
 * A step as listed or retrieved: with `include[]=` SEARCH_CONTENT_INCLUDE, each file_search result gains its `content`.
 * Other include values are ignored: the real API's refusal of an unknown value is not documented in wire-rules.md.
 */
function withIncluded(rec: RunRecord, step: RunStep, params: URLSearchParams): RunStep {
  const asked = [...params.getAll('include[]'), ...params.getAll('include')].includes(SEARCH_CONTENT_INCLUDE);
  if (!asked || step.step_details.type !== 'tool_calls') return step;
  const copy = structuredClone(step);
  if (copy.step_details.type !== 'tool_calls') return copy;
  for (const call of copy.step_details.tool_calls) {
    const chunks = call.type === 'file_search' ? rec.searchContent.get(call.id) : undefined;
    if (!chunks || call.type !== 'file_search') continue;
    call.file_search.results = (call.file_search.results ?? []).map((r, i) => ({
      ...r,
      content: [{ type: 'text' as const, text: chunks[i] ?? '' }],
    }));
  }
  return copy;
}
