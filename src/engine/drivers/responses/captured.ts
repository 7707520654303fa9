// A captured Responses loop as an engine state: input and output items in wire order, whichever way the client kept state.
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { wireCallOf } from '@loopscope/payloads/doctor/wire-call';
import { endpointPath } from '@loopscope/wire/endpoint-style';
import { anyStyle } from '../../driver';
import { responsesDriver } from './driver';
import { makeEntry } from '../../entries';
import { createIdSource } from '../../ids';
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '../../session-defaults';
import type { EngineState, Exchange, Provenance, TimelineEntry } from '../../types';
import { capturedState, toolsOf, type CaptureToSessionOptions, type Obj } from '../../captured/shared';
import { bodyJson, isResponsesCreate } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { answeredCallId } from '@loopscope/wire/responses/pairing';

type Item = ResponseInputItem & Obj;
const driver = anyStyle(responsesDriver);
const MODEL_OUTPUT = new Set<string>(['assistant', 'reasoning', 'tool-call']);

/** A reasoning item that stands for the model's reasoning by id alone: only the server that stored it can read it. */
function idOnlyReasoning(item: Item): boolean {
  return item.type === 'reasoning' && typeof item.encrypted_content !== 'string';
}

function inputOf(request: Obj): Item[] {
  if (typeof request.input === 'string') return [{ role: 'user', content: request.input } as Item];
  return (Array.isArray(request.input) ? request.input : []).filter(isObject) as Item[];
}

/** Two items are the same when the client sent back what the response gave (SDKs may add or drop empty fields). */
function sameItem(a: unknown, b: Obj): boolean {
  if (!isObject(a)) return false;
  if (typeof a.id === 'string' || typeof b.id === 'string') return a.id === b.id && a.type === b.type;
  return JSON.stringify(a) === JSON.stringify(b);
}

function textOf(item: Item | undefined): string {
  const content = item?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content)
    ? content.map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : '')).join('')
    : '';
}

/**
 * Walks the loop's `POST /responses` calls in order. A request without previous_response_id or conversation
 * carries the whole history (the entries so far must start it); a chained one carries only new items. Each
 * response's output follows, tied to its exchange and response id. Returns null for a loop with no Responses request.
 */
export function sessionFromCapturedResponses(
  captured: Exchange[],
  { toolSource, provider = MOCK_PROVIDER, unsentLast = false, idPrefix = 'capture-' }: CaptureToSessionOptions,
): EngineState | null {
  const creates = captured.filter(isResponsesCreate);
  const last = creates.at(-1);
  if (!last) return null;
  const stepOf = (exchange: Exchange) =>
    Math.max(
      1,
      Math.min(creates.length, creates.filter((c) => captured.indexOf(c) < captured.indexOf(exchange)).length + 1),
    );
  const exchanges = captured
    .filter((e) => endpointPath(e.url).startsWith('/responses') || endpointPath(e.url).startsWith('/conversations'))
    .map((e) => ({ ...e, step: stepOf(e) }));
  const ids = createIdSource(idPrefix);
  const callOwner = new Map<string, string>();
  // A local_shell_call's item id → its call_id: its output may name it by either (wire/responses/pairing.ts).
  const localShellCallIds = new Map<string, string>();
  let entries: TimelineEntry[] = [];
  let users = 0;

  creates.forEach((exchange, index) => {
    const step = index + 1;
    const unsent = unsentLast && exchange === last;
    const request = bodyJson(exchange.requestBody) as Obj;
    let fresh = inputOf(request);
    if (!request.previous_response_id && !request.conversation) {
      let kept = 0;
      while (kept < entries.length && kept < fresh.length && sameItem(entries[kept]!.wire, fresh[kept]!)) kept++;
      entries = entries.slice(0, kept);
      fresh = fresh.slice(kept);
    }
    // What the chain or the resent input carries now counts as sent in this step.
    if (!unsent) entries = entries.map((e) => (e.firstSentInStep === null ? { ...e, firstSentInStep: step } : e));
    for (const item of fresh) {
      let provenance: Provenance = { kind: 'config' };
      const named =
        item.type === 'local_shell_call_output'
          ? answeredCallId(item)
          : typeof item.call_id === 'string'
            ? item.call_id
            : '';
      const callId =
        item.type === 'local_shell_call_output' && !callOwner.has(named)
          ? (localShellCallIds.get(named) ?? named)
          : named;
      // Any call's output (function, custom, shell, apply_patch, local shell) answers the call its call_id names.
      if (String(item.type).endsWith('_call_output'))
        provenance = {
          kind: 'tool-result',
          exchangeId: callOwner.get(callId) ?? (index > 0 ? creates[index - 1]!.id : ''),
          toolCallId: callId,
        };
      else if (item.role === 'user' && users++ > 0) provenance = { kind: 'user', turn: users - 1 };
      const entry = makeEntry(driver, ids, item, provenance);
      // Model output the first request already carries came from no recorded response (an imported body's earlier turns).
      if (provenance.kind === 'config' && MODEL_OUTPUT.has(entry.kind))
        entry.provenance = { kind: 'response', exchangeId: '' };
      entries.push({ ...entry, firstSentInStep: unsent ? null : step });
    }
    const response = unsent ? null : wireCallOf(exchange).response;
    if (!isObject(response) || !Array.isArray(response.output)) return;
    const serverIds = {
      response: String(response.id),
      ...(isObject(response.conversation) ? { conversation: String(response.conversation.id) } : {}),
    };
    for (const item of response.output.filter(isObject) as Item[]) {
      if (typeof item.call_id === 'string') callOwner.set(item.call_id, exchange.id);
      if (item.type === 'local_shell_call' && typeof item.id === 'string' && typeof item.call_id === 'string')
        localShellCallIds.set(item.id, item.call_id);
      const entry = makeEntry(driver, ids, item, { kind: 'response', exchangeId: exchange.id, serverIds });
      entries.push(idOnlyReasoning(item) ? { ...entry, heldElsewhere: true } : entry);
    }
  });

  const request = bodyJson(last.requestBody) as Obj;
  const items = entries.map((e) => e.wire as Item);
  const instructions = typeof request.instructions === 'string' ? request.instructions : '';
  const config = {
    apiStyle: 'responses' as const,
    provider,
    model: typeof request.model === 'string' ? request.model : 'gpt-4o',
    systemPrompt: instructions || textOf(items.find((i) => i.role === 'system' || i.role === 'developer')),
    userMessage: textOf(items.find((i) => i.role === 'user')),
    tools: toolsOf(request, toolSource),
    // The mock holds none of the captured responses, so a replay resends the whole history instead of chaining to them.
    // Captured `instructions` stay top-level `instructions` in every replayed request.
    options: {
      ...DEFAULT_OPTIONS,
      stream: request.stream === true,
      responsesState: 'manual' as const,
      ...(instructions ? { systemAsInstructions: true } : {}),
      ...offeredFeatures(request),
    },
  };
  const recorded = unsentLast ? exchanges.filter((e) => e.id !== last.id) : exchanges;
  return capturedState(config, ids, entries, recorded, {
    unsentLast,
    steps: unsentLast ? creates.length - 1 : creates.length,
  });
}

/** Responses features the captured request offered, kept so a replay offers them too: programs, shell and apply_patch. */
function offeredFeatures(request: Obj): { programmaticTools?: true; workspaceTools?: ('shell' | 'apply_patch')[] } {
  const types = new Set(
    Array.isArray(request.tools) ? (request.tools as unknown[]).filter(isObject).map((t) => t.type) : [],
  );
  const workspace = (['shell', 'apply_patch'] as const).filter((t) => types.has(t));
  return {
    ...(types.has('programmatic_tool_calling') ? { programmaticTools: true as const } : {}),
    ...(workspace.length ? { workspaceTools: [...workspace] } : {}),
  };
}
