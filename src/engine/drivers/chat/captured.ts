// A captured Chat Completions loop (recorded exchanges from the capture proxy) as an engine state: its timeline, exchanges and config.
import type { ChatCompletionMessage, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { styleOfEndpoint } from '@loopscope/wire/endpoint-style';
import { assemble } from '@loopscope/payloads/streams/stream-assembly';
import { anyStyle } from '../../driver';
import { chatDriver, toAssistantParam } from './driver';
import { makeEntry } from '../../entries';
import { createIdSource } from '../../ids';
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '../../session-defaults';
import type { EngineState, Exchange, Provenance, TimelineEntry } from '../../types';
import { capturedState, toolsOf, type CaptureToSessionOptions, type Obj } from '../../captured/shared';
import { bodyJson } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';

/** The assistant message a recorded response carries, streamed or not; null when it has none (an error, a cut stream). */
function answerOf(exchange: Exchange): ChatCompletionMessageParam | null {
  if (exchange.status !== 200) return null;
  if (exchange.streamed) {
    const { state } = assemble(exchange.events);
    if (!state.done && state.content === '' && state.toolCalls.length === 0) return null;
    const calls = state.toolCalls.map((c) => ({
      id: c.id ?? `call_${c.index}`,
      type: 'function' as const,
      function: { name: c.name, arguments: c.arguments },
    }));
    return {
      role: 'assistant',
      content: state.content === '' ? null : state.content,
      ...(calls.length > 0 ? { tool_calls: calls } : {}),
    };
  }
  const body = bodyJson(exchange.responseBody);
  const message =
    isObject(body) && Array.isArray(body.choices) && isObject(body.choices[0]) ? body.choices[0].message : null;
  return isObject(message) ? toAssistantParam(message as unknown as ChatCompletionMessage) : null;
}

const text = (message: ChatCompletionMessageParam | undefined) =>
  typeof message?.content === 'string' ? message.content : '';

/**
 * The loop's last request holds the whole history; each message gets the step that first sent it and the
 * exchange whose answer produced it, and the last answer is appended. Returns null for a loop with no Chat request.
 */
export function sessionFromCapturedChat(
  captured: Exchange[],
  { toolSource, provider = MOCK_PROVIDER, unsentLast = false, idPrefix = 'capture-' }: CaptureToSessionOptions,
): EngineState | null {
  const exchanges = captured
    .filter((e) => styleOfEndpoint(e.url) === 'chat' && isObject(bodyJson(e.requestBody)))
    .map((e, i) => ({ ...e, step: i + 1 }));
  const last = exchanges.at(-1);
  if (!last) return null;
  const request = bodyJson(last.requestBody) as Obj;
  const sent = exchanges.map((e) => ((bodyJson(e.requestBody) as Obj).messages as unknown[] | undefined) ?? []);
  const messages = (Array.isArray(request.messages) ? request.messages : []) as ChatCompletionMessageParam[];
  const ids = createIdSource(idPrefix);
  const driver = anyStyle(chatDriver);
  let users = 0;
  const entries: TimelineEntry[] = messages.map((message, index) => {
    const step = sent.findIndex((list) => list.length > index);
    // A message the first request already carries was answered before the recording began: no exchange produced it.
    const producedBy = step > 0 ? exchanges[step - 1]!.id : '';
    let provenance: Provenance = { kind: 'config' };
    if (message.role === 'assistant') provenance = { kind: 'response', exchangeId: producedBy };
    else if (message.role === 'tool')
      provenance = { kind: 'tool-result', exchangeId: producedBy, toolCallId: message.tool_call_id };
    else if (message.role === 'user' && users++ > 0) provenance = { kind: 'user', turn: users - 1 };
    const unsent = unsentLast && step === exchanges.length - 1;
    return { ...makeEntry(driver, ids, message, provenance), firstSentInStep: unsent ? null : step + 1 };
  });
  const answer = unsentLast ? null : answerOf(last);
  if (answer) entries.push(makeEntry(driver, ids, answer, { kind: 'response', exchangeId: last.id }));
  const config = {
    apiStyle: 'chat' as const,
    provider,
    model: typeof request.model === 'string' ? request.model : 'gpt-4o',
    systemPrompt: text(messages.find((m) => m.role === 'system' || m.role === 'developer')),
    userMessage: text(messages.find((m) => m.role === 'user')),
    tools: toolsOf(request, toolSource),
    options: { ...DEFAULT_OPTIONS, stream: request.stream === true },
  };
  const recorded = unsentLast ? exchanges.slice(0, -1) : exchanges;
  return capturedState(config, ids, entries, recorded, { unsentLast, steps: recorded.length });
}
