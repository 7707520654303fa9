// A captured Assistants loop as an engine state: the assistant's setup, the messages added, the calls each run waited
// for, the outputs submitted and the messages the runs wrote, in the order the traffic showed them.
import { assistantsWireKind, type AssistantSetup, type AssistantsWire } from '@loopscope/payloads/assistants/entries';
import { wireCallOf } from '@loopscope/payloads/doctor/wire-call';
import { endpointPath } from '@loopscope/wire/endpoint-style';
import { SseDecoder } from '@loopscope/wire/sse';
import { anyStyle } from '../../driver';
import { assistantsDriver } from './driver';
import { makeEntry } from '../../entries';
import { createIdSource } from '../../ids';
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '../../session-defaults';
import type { AssistantsBuiltinTool, EngineState, Exchange, Provenance, TimelineEntry } from '../../types';
import { capturedState, toolsOf, type CaptureToSessionOptions, type Obj } from '../../captured/shared';
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';

const driver = anyStyle(assistantsDriver);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** What one exchange is, read from its method and path (`/threads/{id}/runs/{id}/submit_tool_outputs` and the rest). */
function actionOf(
  exchange: Exchange,
): 'assistant' | 'thread' | 'message' | 'run' | 'submit' | 'poll' | 'messages' | 'other' {
  const path = endpointPath(exchange.url);
  if (exchange.method === 'POST' && path === '/assistants') return 'assistant';
  if (exchange.method === 'POST' && path === '/threads') return 'thread';
  if (exchange.method === 'POST' && /^\/threads\/[^/]+\/messages$/.test(path)) return 'message';
  if (exchange.method === 'POST' && /^\/threads\/[^/]+\/runs$/.test(path)) return 'run';
  if (exchange.method === 'POST' && /^\/threads\/[^/]+\/runs\/[^/]+\/submit_tool_outputs$/.test(path)) return 'submit';
  if (exchange.method === 'GET' && /^\/threads\/[^/]+\/runs\/[^/]+$/.test(path)) return 'poll';
  if (exchange.method === 'GET' && /^\/threads\/[^/]+\/messages$/.test(path)) return 'messages';
  return 'other';
}

/** Thread messages an exchange shows: a message list's page, or the completed messages of a streamed run. */
function threadMessages(exchange: Exchange): Obj[] {
  if (!exchange.streamed) {
    const page = bodyJson(exchange.responseBody);
    return isObject(page) ? list(page.data) : [];
  }
  const decoder = new SseDecoder();
  const events = [...decoder.push(exchange.responseBody ?? ''), ...decoder.flush()];
  return events.flatMap((event) =>
    event.event === 'thread.message.completed' ? [bodyJson(event.data)].filter(isObject) : [],
  );
}

/** The setup as the assistant was created; without that request, as the run reports it (a run carries its assistant's model, instructions and tools). */
function setupOf(captured: Exchange[]): AssistantSetup | null {
  const created = captured.find((e) => actionOf(e) === 'assistant');
  const body = created ? bodyJson(created.requestBody) : null;
  if (isObject(body) && typeof body.model === 'string') return body as unknown as AssistantSetup;
  for (const exchange of captured.filter((e) => actionOf(e) === 'run')) {
    const run = wireCallOf(exchange).response;
    if (!isObject(run) || typeof run.model !== 'string') continue;
    return {
      ...(typeof run.instructions === 'string' && run.instructions ? { instructions: run.instructions } : {}),
      tools: list(run.tools) as unknown as AssistantSetup['tools'],
      model: run.model,
    };
  }
  return null;
}

/**
 * Walks the loop's exchanges in order. Steps follow the engine's: each run started or continued with tool outputs is
 * one step. Entries carry no server ids: the server a replay goes to (the mock by default) holds none of the captured
 * threads, so a replay sets up its own assistant and thread and carries the history into it. Null for a loop without
 * a setup (no assistant created and no run seen).
 */
export function sessionFromCapturedAssistants(
  captured: Exchange[],
  { toolSource, provider = MOCK_PROVIDER, unsentLast = false, idPrefix = 'capture-' }: CaptureToSessionOptions,
): EngineState | null {
  const setup = setupOf(captured);
  if (!setup) return null;
  const ids = createIdSource(idPrefix);
  const entries: TimelineEntry[] = [];
  const seen = new Set<string>();
  const callOwner = new Map<string, string>();
  let step = 0;
  /** The step has started its run (or submitted outputs): a later thread, message or run request opens the next step. */
  let running = false;
  /** The fixed request not sent yet (unsentLast): what it carries stays unsent, so running the session sends it. */
  let unsent = false;
  const add = (wire: AssistantsWire, provenance: Provenance, sentIn: number | null) =>
    entries.push({ ...makeEntry(driver, ids, wire, provenance), firstSentInStep: unsent ? null : sentIn });
  add(setup, { kind: 'config' }, null);
  let users = 0;
  const addUser = (wire: Obj) =>
    add(wire as unknown as AssistantsWire, users++ > 0 ? { kind: 'user', turn: users - 1 } : { kind: 'config' }, step);

  const exchanges = captured.map((exchange, index) => {
    unsent = unsentLast && index === captured.length - 1;
    const action = actionOf(exchange);
    const request = bodyJson(exchange.requestBody);
    // Steps as the engine counts them: one per run started or continued with outputs, its setup requests included.
    if (
      action === 'submit' ||
      ((action === 'assistant' || action === 'thread' || action === 'message' || action === 'run') &&
        (step === 0 || running))
    ) {
      step++;
      running = false;
    }
    if (action === 'run' || action === 'submit') running = true;
    // Like the engine's recorder: a request with a body sends every entry not sent yet.
    if (exchange.requestBody !== null && !unsent) for (const entry of entries) entry.firstSentInStep ??= step;
    if (action === 'thread' && isObject(request)) for (const message of list(request.messages)) addUser(message);
    if (action === 'message' && isObject(request)) addUser(request);
    if (action === 'submit' && isObject(request)) {
      for (const output of list(request.tool_outputs)) {
        const callId = typeof output.tool_call_id === 'string' ? output.tool_call_id : '';
        add(
          output as unknown as AssistantsWire,
          { kind: 'tool-result', exchangeId: callOwner.get(callId) ?? exchange.id, toolCallId: callId },
          step,
        );
      }
    }
    const run = action === 'run' || action === 'submit' || action === 'poll' ? wireCallOf(exchange).response : null;
    if (
      isObject(run) &&
      run.status === 'requires_action' &&
      isObject(run.required_action) &&
      isObject(run.required_action.submit_tool_outputs)
    ) {
      for (const call of list(run.required_action.submit_tool_outputs.tool_calls)) {
        if (typeof call.id !== 'string' || seen.has(call.id)) continue;
        seen.add(call.id);
        callOwner.set(call.id, exchange.id);
        add(call as unknown as AssistantsWire, { kind: 'response', exchangeId: exchange.id }, null);
      }
    }
    const written =
      action === 'messages' || (exchange.streamed && (action === 'run' || action === 'submit'))
        ? threadMessages(exchange)
        : [];
    // A list is newest first; the timeline is oldest first. Only what a run wrote is an answer (user messages are already on it).
    const answers = written.filter(
      (m) => m.role === 'assistant' && typeof m.run_id === 'string' && typeof m.id === 'string' && !seen.has(m.id),
    );
    for (const message of [...answers].sort((a, b) => Number(a.created_at ?? 0) - Number(b.created_at ?? 0))) {
      seen.add(message.id as string);
      add(message as unknown as AssistantsWire, { kind: 'response', exchangeId: exchange.id }, null);
    }
    return { ...exchange, step: Math.max(1, step) };
  });

  const firstUser = entries.find((e) => e.kind === 'user');
  const builtins = (setup.tools ?? [])
    .map((t) => t.type)
    .filter((t): t is AssistantsBuiltinTool => t === 'code_interpreter' || t === 'file_search');
  const config = {
    apiStyle: 'assistants' as const,
    provider,
    model: setup.model,
    systemPrompt: setup.instructions ?? '',
    userMessage:
      firstUser && assistantsWireKind(firstUser.wire as AssistantsWire) === 'user' ? textOf(firstUser.wire as Obj) : '',
    tools: toolsOf(setup as unknown as Obj, toolSource),
    options: { ...DEFAULT_OPTIONS, ...(builtins.length > 0 ? { assistantsTools: builtins } : {}) },
  };
  // The engine counts every request that carried a body (polls and list reads carry none); a fixed last one is not sent yet.
  const recorded = unsentLast ? exchanges.slice(0, -1) : exchanges;
  return capturedState(config, ids, entries, recorded, {
    unsentLast,
    steps: recorded.filter((e) => e.requestBody !== null).length,
  });
}

function textOf(message: Obj): string {
  if (typeof message.content === 'string') return message.content;
  return list(message.content)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('');
}
