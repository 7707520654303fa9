// What the model saw for a recorded request (server-held items included), counted by the one rule of payloads/tokens/token-rule.
import type { Exchange } from '@loopscope/engine/types';
import type { ModelContext } from '@loopscope/payloads/tokens/token-rule';
import { asItems, parseBody, replayServerState, stateOf } from './wire-views';

// The rule itself lives in wire/ (the payload doctor counts with it too); the store adds what the model saw per request.
export {
  ESTIMATE_MARGIN,
  PER_MESSAGE_OVERHEAD,
  REPLY_PRIMING,
  TOOLS_FRAMING,
  entryTokens,
  estimateTokens,
  messageText,
  roleOf,
  runEstimate,
  textsOf,
  toolsText,
  withinMargin,
  type ModelContext,
  type TokenEstimate,
} from '@loopscope/payloads/tokens/token-rule';

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * What the model saw for one recorded request: a Chat body's messages; a Responses body's input after what the server
 * held for it (the chain of `previous_response_id`, or the `conversation`), replayed from the exchanges before it.
 */
export function requestContext(exchange: Exchange, exchanges: readonly Exchange[]): ModelContext | null {
  const body = parseBody(exchange.requestBody);
  if (!body) return null;
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : undefined;
  if (Array.isArray(body.messages)) return { instructions: null, entries: body.messages as unknown[], tools };
  if (body.input === undefined) return null;
  const { previous, conversation } = stateOf(body);
  let held: unknown[] = [];
  if (previous || conversation) {
    const before = exchanges.slice(0, Math.max(0, exchanges.indexOf(exchange)));
    const state = replayServerState(before);
    const rows = previous ? state.chains.get(previous) : state.conversations.get(conversation!);
    held = (rows ?? []).map((row) => row.item);
  }
  return { instructions: str(body.instructions), entries: [...held, ...asItems(body.input)], tools, held: held.length };
}
