// Groups captured exchanges into loops by what ties them on the wire: growing Chat messages, Responses ids and calls, Assistants threads.
import { wireCallOf } from '../doctor/wire-call';
import { endpointPath, type WireStyle } from '@loopscope/wire/endpoint-style';
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { payloadStyleOf } from '../payload-styles';

export interface CapturedLoop {
  /** The id of the loop's first exchange. */
  id: string;
  style: WireStyle;
  /** In arrival order. */
  exchangeIds: string[];
  /** The first user text, or the endpoint when there is none. */
  title: string;
  model: string | null;
}

type Obj = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface LoopState extends CapturedLoop {
  /** The conversation list the last request sent (Chat messages, Responses input items). */
  conversation: unknown[];
  /** Ids that tie later requests to this loop: response, conversation, call, thread, assistant ids. */
  ties: Set<string>;
  /** The title is the endpoint, waiting for a user text to replace it. */
  untitled: boolean;
  /** Every exchange so far set up an assistant (POST /assistants): the thread that comes next belongs with it. */
  setupOnly: boolean;
  /** When the loop's latest exchange started. */
  lastAt: number;
  /** The connection its latest exchange came on (captures only). */
  client: string | undefined;
  /** The ids its latest answer gave out: a run's next request points back to these, not to ones its loop has moved past. */
  given: Set<string>;
}

/**
 * A loop's requests follow each other within seconds, or a few minutes when a tool or a person is slow; a request that
 * comes after this long a silence is another run of the app, even when the ids it points back to repeat (the mock gives
 * every run the same ids).
 */
export const LOOP_GAP_MS = 10 * 60 * 1000;

/**
 * A request that starts a conversation rather than continuing one (its style's entry says: a new thread, or a Chat /
 * Responses request that answers no earlier call and points to no earlier response or conversation). Its ids may
 * repeat an earlier run's, so it never joins a loop by them. An exchange of no API style never starts one.
 */
function startsOver(style: WireStyle, method: string, path: string, request: Obj, conversation: unknown[]): boolean {
  return payloadStyleOf(style)?.startsOver(method, path, request, conversation) ?? false;
}

function firstUserText(conversation: unknown[], request: Obj): string | null {
  if (typeof request.input === 'string') return request.input;
  for (const item of conversation) {
    if (!isObject(item) || item.role !== 'user') continue;
    if (typeof item.content === 'string') return item.content;
    const text = list(item.content).find((part) => isObject(part) && typeof part.text === 'string') as Obj | undefined;
    if (text) return String(text.text);
  }
  return null;
}

/** Ids the response gave out (its id, thread, conversation, the calls it asked for): what the next request of its run points back to. */
function givenOf(response: unknown): string[] {
  const ids: string[] = [];
  const add = (v: unknown) => typeof v === 'string' && v !== '' && ids.push(v);
  if (isObject(response)) {
    add(response.id);
    add(response.thread_id);
    add(isObject(response.conversation) ? response.conversation.id : undefined);
    for (const item of list(response.output)) if (isObject(item)) add(item.call_id);
  }
  return ids;
}

/** Ids a request or its response carries that later requests may point back to. */
function tiesOf(exchange: Exchange, request: Obj, response: unknown): string[] {
  const ids: string[] = [];
  const add = (v: unknown) => typeof v === 'string' && v !== '' && ids.push(v);
  const path = endpointPath(exchange.url);
  add(/^\/threads\/([^/]+)/.exec(path)?.[1]);
  add(/^\/responses\/([^/]+)/.exec(path)?.[1]);
  add(/^\/assistants\/([^/]+)/.exec(path)?.[1]);
  add(request.previous_response_id);
  add(request.assistant_id);
  add(isObject(request.conversation) ? request.conversation.id : request.conversation);
  ids.push(...givenOf(response));
  for (const item of list(request.input)) if (isObject(item) && item.type === 'function_call_output') add(item.call_id);
  return ids;
}

/** Is `earlier` the start of `later` (the same items, maybe more after)? */
function isPrefix(earlier: unknown[], later: unknown[]): boolean {
  return earlier.length > 0 && earlier.length <= later.length && earlier.every((item, i) => same(item, later[i]));
}

export function groupLoops(exchanges: readonly Exchange[]): CapturedLoop[] {
  const loops: LoopState[] = [];
  for (const exchange of exchanges) {
    const call = wireCallOf(exchange);
    const request = isObject(call.request) ? call.request : {};
    const conversation = list(request.messages ?? request.input);
    const ties = tiesOf(exchange, request, call.response);
    const path = endpointPath(exchange.url);
    const setsUp = payloadStyleOf(call.style)?.setsUp;
    // Only sets something up (creates an assistant): the new conversation that comes next belongs with it.
    const createsAssistant = setsUp?.(path) ?? false;
    // A thread message ({role, content}) names the loop like a first user message does.
    const userText = firstUserText(conversation.length > 0 ? conversation : [request], request);
    const fresh = startsOver(call.style, exchange.method, path, request, conversation);
    const recent = [...loops]
      .reverse()
      .filter((loop) => loop.style === call.style && exchange.startedAt - loop.lastAt <= LOOP_GAP_MS);
    // Loops on this request's own connection first: two scripts run at once send the same words and get the same ids,
    // and only the connection tells them apart. Another connection is still a candidate (a pooled one may have closed).
    // Then, on another connection (a pooled one closed while a tool ran), the loop whose latest answer this request
    // points back to: the other run has moved past the ids they share.
    const onClient = (loop: LoopState) => exchange.client !== undefined && loop.client === exchange.client;
    const ownAnswer = new Set(givenOf(call.response));
    const answers = (loop: LoopState) => ties.some((id) => !ownAnswer.has(id) && loop.given.has(id));
    const rank = (loop: LoopState) => (onClient(loop) ? 2 : 0) + (answers(loop) ? 1 : 0);
    const candidates = recent
      .map((loop, i) => ({ loop, i }))
      .sort((a, b) => rank(b.loop) - rank(a.loop) || a.i - b.i)
      .map(({ loop }) => loop);
    const joined =
      (fresh ? undefined : candidates.find((loop) => ties.some((id) => loop.ties.has(id)))) ??
      (fresh
        ? undefined
        : candidates.find((loop) => call.style !== 'other' && isPrefix(loop.conversation, conversation))) ??
      // An app creates its assistant, then a thread that says nothing of it until the first run names assistant_id.
      (setsUp && !createsAssistant ? candidates.find((loop) => loop.setupOnly) : undefined) ??
      (call.style === 'other' ? loops.find((loop) => loop.style === 'other') : undefined);
    const loop = joined ?? {
      id: exchange.id,
      style: call.style,
      exchangeIds: [],
      title: `${exchange.method} ${path}`,
      model: typeof request.model === 'string' ? request.model : null,
      conversation: [],
      ties: new Set<string>(),
      untitled: true,
      setupOnly: true,
      lastAt: exchange.startedAt,
      client: exchange.client,
      given: new Set<string>(),
    };
    if (!joined) loops.push(loop);
    if (loop.untitled && userText !== null) Object.assign(loop, { title: userText, untitled: false });
    if (!createsAssistant) loop.setupOnly = false;
    loop.exchangeIds.push(exchange.id);
    loop.lastAt = Math.max(loop.lastAt, exchange.startedAt);
    if (exchange.client !== undefined) loop.client = exchange.client;
    loop.given = new Set(givenOf(call.response));
    if (conversation.length > 0) loop.conversation = conversation;
    for (const id of ties) loop.ties.add(id);
  }
  return loops.map(
    ({ conversation: _c, ties: _t, untitled: _u, setupOnly: _s, lastAt: _l, client: _k, given: _g, ...loop }) => loop,
  );
}
