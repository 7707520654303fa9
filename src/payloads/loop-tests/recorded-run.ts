// A recorded run of any API style (Chat, Responses, Assistants; the Agents SDK speaks the first two) read into what
// expectations talk about: model requests, tool calls with their arguments, the final answer, tokens, how each loop ended.
import type { Exchange } from '@loopscope/wire/exchange';
import { endpointPath, type WireStyle } from '@loopscope/wire/endpoint-style';
import { isObject } from '@loopscope/wire/json-object';
import { groupLoops } from '../loops/capture-loops';
import { wireCallOf, diagnoseLoop, formatPath, type Finding, type WireCall } from '../doctor';
import { allUses } from '../doctor/loops/tool-uses';
import { payloadStyleOf } from '../payload-styles';
import type { Where } from './types';
import { isFramed, isLoopCall } from '@loopscope/wire/wires';

/** The parts of an exchange a run is read from (the capture log's, the engine's and a cassette's records all have them). */
export type RecordedExchange = Pick<
  Exchange,
  'id' | 'method' | 'url' | 'requestBody' | 'responseBody' | 'streamed' | 'status'
> &
  Partial<Pick<Exchange, 'error' | 'wire' | 'mcp'>>;

export interface RunCall {
  tool: string;
  /** The arguments as the model wrote them (JSON text for a function tool). */
  args: string;
  /** Where the model made the call (its response), else where the app sent it back (a request). */
  at: Where;
  /** Where the arguments sit, for a path into them. */
  argsAt: Where;
}

export interface LoopEnding {
  ended: boolean;
  /** Why the loop did not end, in words. */
  problem?: string;
  at?: Where;
}

export interface RecordedRun {
  exchanges: RecordedExchange[];
  styles: WireStyle[];
  /** Exchanges that asked the model for a turn, as `Where`s of their request. */
  modelRequests: Where[];
  calls: RunCall[];
  answer: { text: string; at: Where } | null;
  /** usage.total_tokens added up; null when no response reported usage. */
  tokens: { total: number; at: Where } | null;
  endings: LoopEnding[];
  findings: { finding: Finding; at: Where }[];
}

type Obj = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function callOf(exchange: RecordedExchange): WireCall {
  const call = wireCallOf(exchange);
  // A stream the doctor's reader leaves unread (Chat's) is assembled by its style's entry into the object it stands for.
  const assembleStream = payloadStyleOf(call.style)?.assembleStream;
  if (assembleStream && exchange.streamed && call.response === null)
    return { ...call, response: assembleStream(exchange.responseBody ?? '') };
  return call;
}

/** Does this exchange ask the model for a turn (rather than set up, poll or list)? */
export function asksModel(exchange: RecordedExchange): boolean {
  const path = endpointPath(exchange.url);
  if (!isLoopCall(exchange)) return false;
  // A socket turn is one model turn whatever its frames say.
  if (isFramed(exchange)) return true;
  if (exchange.method !== 'POST') return false;
  return (
    path === '/chat/completions' ||
    path === '/responses' ||
    path === '/threads/runs' ||
    /^\/threads\/[^/]+\/runs(\/[^/]+\/submit_tool_outputs)?$/.test(path)
  );
}

/** Where a call with this id sits in a response: the message's tool_calls, the output item, the run's required action. */
function responseCallPath(response: unknown, id: string): (string | number)[] | null {
  if (!isObject(response)) return null;
  for (const [c, choice] of list(response.choices).entries()) {
    const calls = isObject(choice) && isObject(choice.message) ? list(choice.message.tool_calls) : [];
    const i = calls.findIndex((tc) => isObject(tc) && tc.id === id);
    if (i >= 0)
      return ['choices', c, 'message', 'tool_calls', i, isObject((calls[i] as Obj).custom) ? 'custom' : 'function'];
  }
  const o = list(response.output).findIndex((item) => isObject(item) && item.call_id === id);
  if (o >= 0) return ['output', o];
  const action = isObject(response.required_action) ? response.required_action.submit_tool_outputs : undefined;
  const r = list(isObject(action) ? action.tool_calls : undefined).findIndex((tc) => isObject(tc) && tc.id === id);
  if (r >= 0) return ['required_action', 'submit_tool_outputs', 'tool_calls', r, 'function'];
  return null;
}

const argsKey = (path: (string | number)[]) =>
  path.at(-1) === 'custom' ? 'input' : path[0] === 'output' ? 'arguments' : 'arguments';

/** The final answer of one loop: its last response's assistant text (Chat message, Responses output_text, thread message). */
function answerOf(
  calls: WireCall[],
  where: (k: number, side: Where['side'], path: (string | number)[]) => Where,
): { text: string; at: Where } | null {
  for (let k = calls.length - 1; k >= 0; k--) {
    const response = calls[k]!.response;
    if (!isObject(response)) continue;
    for (const [c, choice] of list(response.choices).entries()) {
      const content = isObject(choice) && isObject(choice.message) ? choice.message.content : undefined;
      if (typeof content === 'string' && content !== '')
        return { text: content, at: where(k, 'response', ['choices', c, 'message', 'content']) };
    }
    const output = list(response.output);
    for (let o = output.length - 1; o >= 0; o--) {
      const item = output[o];
      if (!isObject(item) || item.type !== 'message') continue;
      const parts = list(item.content);
      const p = parts.findIndex((part) => isObject(part) && part.type === 'output_text');
      if (p >= 0)
        return {
          text: parts
            .filter((part) => isObject(part) && part.type === 'output_text')
            .map((part) => String((part as Obj).text))
            .join(''),
          at: where(k, 'response', ['output', o, 'content', p, 'text']),
        };
    }
    // A thread's messages (newest first by default): the newest assistant message.
    const data = list(response.data);
    const m = data.findIndex(
      (message) => isObject(message) && message.object === 'thread.message' && message.role === 'assistant',
    );
    if (m >= 0) {
      const parts = list((data[m] as Obj).content);
      const p = parts.findIndex((part) => isObject(part) && part.type === 'text');
      if (p >= 0)
        return {
          text: parts
            .filter((part) => isObject(part) && part.type === 'text')
            .map((part) => String(((part as Obj).text as Obj)?.value ?? ''))
            .join(''),
          at: where(k, 'response', ['data', m, 'content', p, 'text', 'value']),
        };
    }
    if (response.object === 'thread.message' && response.role === 'assistant') {
      const p = list(response.content).findIndex((part) => isObject(part) && part.type === 'text');
      if (p >= 0)
        return {
          text: String(((list(response.content)[p] as Obj).text as Obj)?.value ?? ''),
          at: where(k, 'response', ['content', p, 'text', 'value']),
        };
    }
  }
  return null;
}

/** How a loop ended: its last model turn finished with an answer (no call waiting, not cut off), and no request failed. */
function endingOf(
  calls: WireCall[],
  members: RecordedExchange[],
  where: (k: number, side: Where['side'], path: (string | number)[]) => Where,
): LoopEnding {
  const failed = members.findIndex((e) => e.error || (e.status !== null && e.status >= 400));
  if (failed >= 0)
    return {
      ended: false,
      problem: `request ${failed + 1} failed (${members[failed]!.error ?? `HTTP ${members[failed]!.status}`})`,
      at: where(failed, 'response', []),
    };
  for (let k = calls.length - 1; k >= 0; k--) {
    const response = calls[k]!.response;
    if (!isObject(response)) continue;
    const choice = list(response.choices)[0];
    if (isObject(choice)) {
      if (choice.finish_reason === 'tool_calls')
        return {
          ended: false,
          problem: 'the last response asks for tool calls that were never answered',
          at: where(k, 'response', ['choices', 0, 'finish_reason']),
        };
      if (choice.finish_reason === 'length')
        return {
          ended: false,
          problem: 'the last response was cut off at the token limit',
          at: where(k, 'response', ['choices', 0, 'finish_reason']),
        };
      return { ended: true };
    }
    if (response.object === 'response') {
      if (response.status !== 'completed')
        return {
          ended: false,
          problem: `the last response is ${String(response.status)}`,
          at: where(k, 'response', ['status']),
        };
      const o = list(response.output).findIndex(
        (item) => isObject(item) && (item.type === 'function_call' || item.type === 'custom_tool_call'),
      );
      if (o >= 0)
        return {
          ended: false,
          problem: 'the last response asks for tool calls that were never answered',
          at: where(k, 'response', ['output', o]),
        };
      return { ended: true };
    }
    if (response.object === 'thread.run') {
      if (response.status === 'completed') return { ended: true };
      return {
        ended: false,
        problem: `the last run is ${String(response.status)}`,
        at: where(k, 'response', ['status']),
      };
    }
  }
  return { ended: false, problem: 'no response of this loop was recorded' };
}

const STUCK_RULES = new Set([
  'repeated-tool-call',
  'alternating-tools',
  'polling-unchanged',
  'repeated-tool-failure',
  'step-budget-exceeded',
]);

/** Reads a run's exchanges (in the order they were sent) into what expectations check. */
export function readRun(exchanges: readonly RecordedExchange[]): RecordedRun {
  const ordered = [...exchanges];
  const index = new Map(ordered.map((e, i) => [e.id, i]));
  const whereOf = (exchange: RecordedExchange, side: Where['side'], path: (string | number)[]): Where => ({
    request: index.get(exchange.id)! + 1,
    exchangeId: exchange.id,
    side,
    path: formatPath(path),
  });
  const run: RecordedRun = {
    exchanges: ordered,
    styles: [],
    modelRequests: [],
    calls: [],
    answer: null,
    tokens: null,
    endings: [],
    findings: [],
  };
  run.modelRequests = ordered.filter(asksModel).map((e) => whereOf(e, 'request', []));
  let tokens = 0;
  let tokensAt: Where | null = null;
  // groupLoops reads Exchange records; the fields it reads are the ones a RecordedExchange has.
  const loops = groupLoops(ordered.map((e) => ({ startedAt: 0, ...e }) as unknown as Exchange));
  for (const loop of loops) {
    const members = loop.exchangeIds.map((id) => ordered[index.get(id)!]!);
    const calls = members.map(callOf);
    const where = (k: number, side: Where['side'], path: (string | number)[]) => whereOf(members[k]!, side, path);
    if (!run.styles.includes(loop.style)) run.styles.push(loop.style);
    const seen = new Set<string>();
    for (const use of allUses(calls)) {
      seen.add(use.id);
      const madeAt = responseCallPath(calls[use.callAt]?.response, use.id);
      const at = madeAt
        ? where(use.callAt, 'response', madeAt)
        : where(use.argsAt ?? use.callAt, 'request', use.argsPath ?? []);
      const argsAt = madeAt ? where(use.callAt, 'response', [...madeAt, argsKey(madeAt)]) : at;
      run.calls.push({ tool: use.name, args: use.args, at, argsAt });
    }
    // Calls the last response made that no later request sent back (the reader sees Chat calls only once they return).
    const lastK = calls.length - 1;
    const last = calls[lastK]?.response;
    const pending = isObject(last)
      ? list(
          isObject(list(last.choices)[0])
            ? ((list(last.choices)[0] as Obj).message as Obj | undefined)?.tool_calls
            : undefined,
        )
      : [];
    for (const tc of pending) {
      if (!isObject(tc) || typeof tc.id !== 'string' || seen.has(tc.id) || !isObject(tc.function)) continue;
      const path = responseCallPath(last, tc.id)!;
      run.calls.push({
        tool: String(tc.function.name ?? ''),
        args: String(tc.function.arguments ?? ''),
        at: where(lastK, 'response', path),
        argsAt: where(lastK, 'response', [...path, 'arguments']),
      });
    }
    // An Assistants run reports its usage once it settles (on a poll); a run polled many times counts once.
    const runUsage = new Map<string, { total: number; at: Where }>();
    calls.forEach((call, k) => {
      const response = isObject(call.response) ? call.response : null;
      const usage = response && isObject(response.usage) ? response.usage : null;
      if (!usage || typeof usage.total_tokens !== 'number') return;
      const at = where(k, 'response', ['usage', 'total_tokens']);
      if (response!.object === 'thread.run') runUsage.set(String(response!.id), { total: usage.total_tokens, at });
      else if (members[k]!.method === 'POST' || isFramed(members[k]!)) {
        tokens += usage.total_tokens;
        tokensAt = at;
      }
    });
    for (const { total, at } of runUsage.values()) {
      tokens += total;
      if (!tokensAt || at.request > tokensAt.request) tokensAt = at;
    }
    const answer = answerOf(calls, where);
    if (answer) run.answer = answer;
    const findings = diagnoseLoop(calls);
    run.findings.push(...findings.map((finding) => ({ finding, at: where(finding.call, 'request', finding.path) })));
    const ending = endingOf(calls, members, where);
    const stuck = findings.find((f) => STUCK_RULES.has(f.rule));
    run.endings.push(
      stuck && ending.ended
        ? {
            ended: false,
            problem: `the doctor sees a stuck loop: ${stuck.title.toLowerCase()}`,
            at: where(stuck.call, 'request', stuck.path),
          }
        : stuck
          ? { ...ending, problem: `${ending.problem}; the doctor sees a stuck loop: ${stuck.title.toLowerCase()}` }
          : ending,
    );
  }
  run.calls.sort((a, b) => a.at.request - b.at.request);
  if (tokensAt) run.tokens = { total: tokens, at: tokensAt };
  return run;
}
