// The store's view of each API style, grouped by style: the shapes "Messages vs items" shows, and what the config,
// tool editor and timeline panels say of the style. A new style adds its entry here (and its driver in engine/drivers/).
import type { ApiStyle, SessionConfig, TimelineEntry } from '@loopscope/engine/types';
import { chainOf } from '@loopscope/engine/drivers/responses/chain';
import type { WireCall } from '@loopscope/payloads/doctor/index';
import { toolsAsSent } from './tools-as-sent';
import type { AssistantsWire } from '@loopscope/payloads/assistants/entries';
import { assistantsRows, assistantsToMessages, messagesToAssistants } from './assistants-wire-views';
import { itemsToMessages, messagesToItems, type Wire } from './wire-views';

export interface StyleViews {
  /** The API's own name, as the style picker and the run bar show it in every language (never translated). */
  label: string;
  /** The branch's wire objects in every style's shape: Chat messages, Responses items, an Assistants thread. */
  shapes(wires: Wire[]): { messages: Wire[]; items: Wire[]; assistants: Wire[] };
  /** The server keeps conversation state the next request builds on, so "what the server sees next" has something to show. */
  serverContext: boolean;
  /** How `tools` is sent: each under `function` (Chat, Assistants) or flat (Responses). */
  toolsShape: 'nested' | 'flat';
  /** Where the system prompt goes. */
  systemPrompt(asInstructions: boolean): 'message' | 'input' | 'instructions' | 'assistant';
  /** The run-status diagram and the retirement note above the timeline. */
  runBar: boolean;
  /**
   * The request the branch's wire objects would go out as, as the doctor reads a request (model, the conversation,
   * the configured tools); absent for a style whose next request is more than one body (Assistants). A Responses request
   * chained by previous_response_id or a conversation names it and sends only the entries after it: the doctor looks its
   * call ids up in the responses the loop recorded.
   */
  nextRequest?(config: SessionConfig, entries: readonly TimelineEntry[]): WireCall | null;
  /** Entry `index`'s place in the list of the request that carries it, when that request does not send every entry. */
  placeInRequest?(config: SessionConfig, entries: readonly TimelineEntry[], index: number): number;
}

const chat: StyleViews = {
  label: 'Chat Completions',
  shapes(wires) {
    const items = messagesToItems(wires);
    return { messages: wires, items, assistants: messagesToAssistants(wires) };
  },
  serverContext: false,
  toolsShape: 'nested',
  systemPrompt: () => 'message',
  runBar: false,
  nextRequest(config, entries) {
    const tools = toolsAsSent(config);
    const request = {
      model: config.model,
      messages: entries.map((e) => e.wire),
      ...(tools.length > 0 ? { tools } : {}),
    };
    return { style: 'chat', method: 'POST', path: '/chat/completions', request, response: null };
  },
};

const responses: StyleViews = {
  label: 'Responses',
  shapes(wires) {
    const messages = itemsToMessages(wires);
    return { messages, items: wires, assistants: messagesToAssistants(messages) };
  },
  serverContext: true,
  toolsShape: 'flat',
  systemPrompt: (asInstructions) => (asInstructions ? 'instructions' : 'input'),
  runBar: false,
  // Manual state resends every item; a chained request names the stored state and sends the items after it, as the driver
  // builds it (a call_id that matches no call is found before sending, in the input or the response it continues).
  nextRequest(config, entries) {
    const chain = chainOf(entries, config.options.responsesState ?? 'manual');
    const tools = toolsAsSent(config);
    const state = chain.previousResponseId
      ? { previous_response_id: chain.previousResponseId }
      : chain.conversation
        ? { conversation: chain.conversation }
        : {};
    const request = {
      model: config.model,
      input: entries.slice(chain.from).map((e) => e.wire),
      ...state,
      ...(tools.length > 0 ? { tools } : {}),
    };
    return { style: 'responses', method: 'POST', path: '/responses', request, response: null };
  },
  // A chained request sends the entries after the response it continues: `input[0]` is the first of those.
  placeInRequest: (config, entries, index) =>
    index - chainOf(entries.slice(0, index), config.options.responsesState ?? 'manual').from,
};

const assistants: StyleViews = {
  label: 'Assistants',
  shapes(wires) {
    const thread = wires as unknown as AssistantsWire[];
    const messages = assistantsToMessages(thread);
    return { messages, items: messagesToItems(messages), assistants: assistantsRows(thread) };
  },
  serverContext: false,
  toolsShape: 'nested',
  systemPrompt: () => 'assistant',
  runBar: true,
};

export const STYLE_VIEWS: { readonly [S in ApiStyle]: StyleViews } = { chat, responses, assistants };

export function styleViews(style: ApiStyle): StyleViews {
  return STYLE_VIEWS[style];
}
