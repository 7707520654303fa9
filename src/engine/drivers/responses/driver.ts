// The Responses driver: items in, items out, with the three ways of keeping state (manual input, previous_response_id, a Conversation).
import type OpenAI from 'openai';
import { HOSTED_INCLUDES, responsesTools } from './tools';
import { sessionVectorStore } from './vector-store';
import { clientSearchOutputs } from './client-search';
import type {
  Response,
  ResponseCreateParamsNonStreaming,
  ResponseInputItem,
  ToolChoiceCustom,
  ToolChoiceOptions,
  ToolChoiceFunction,
} from 'openai/resources/responses/responses';
import type { DriverRequest, DriverResponse, LoopDriver } from '../../driver';
import { isToolRoleItem } from './mistakes';
import { mistakeOf } from '../../mistakes';
import type { EntryKind, EntryOfStyle, SessionConfig, ToolCallRequest, ToolSpec, WireEntry } from '../../types';
import { createOverSocket } from '../../responses-socket';
import { runWorkspaceItem, workspaceOutputItem } from './workspace-items';
import { answeredCallId } from '@loopscope/wire/responses/pairing';
import { chainOf, lastEdited, serverIdsOf } from './chain';

type ResponsesEntry = Extract<WireEntry, { style: 'responses' }>;
type Item = ResponseInputItem;

export { responsesTools, toResponsesTool } from './tools';

/** The output of a program's call names the program, as the call did. */
function withCaller<T extends Item>(call: ToolCallRequest, item: T): T {
  return call.callerId ? { ...item, caller: { type: 'program', caller_id: call.callerId } } : item;
}

function kindOf(item: Item): EntryKind {
  if (isToolRoleItem(item)) return 'tool-result';
  const type = 'type' in item ? item.type : 'message';
  if (type === 'message' || type === undefined) {
    const role = (item as { role?: string }).role;
    if (role === 'system' || role === 'developer') return 'system';
    return role === 'assistant' ? 'assistant' : 'user';
  }
  if (
    type === 'function_call' ||
    type === 'custom_tool_call' ||
    type === 'shell_call' ||
    type === 'apply_patch_call' ||
    type === 'local_shell_call'
  )
    return 'tool-call';
  if (
    type === 'function_call_output' ||
    type === 'custom_tool_call_output' ||
    type === 'shell_call_output' ||
    type === 'apply_patch_call_output' ||
    type === 'local_shell_call_output'
  )
    return 'tool-result';
  if (type === 'reasoning') return 'reasoning';
  if (type === 'compaction') return 'compaction';
  return 'other';
}

/** The answers to an `mcp_approval_request` the user gives (the loop's "tool result" for it). */
export const MCP_APPROVE = 'approve';
export const MCP_DENY = 'deny';

function callsOf(item: Item): ToolCallRequest[] {
  if (!('type' in item)) return [];
  if (item.type === 'mcp_approval_request')
    return [
      { callId: item.id, name: item.name, argumentsJson: item.arguments, approval: { serverLabel: item.server_label } },
    ];
  // A call a program made names it in `caller`: its output must name the same caller.
  const caller =
    (item.type === 'custom_tool_call' || item.type === 'function_call') && item.caller?.type === 'program'
      ? { callerId: item.caller.caller_id }
      : {};
  if (item.type === 'custom_tool_call')
    return [{ callId: item.call_id, name: item.name, argumentsJson: item.input, input: item.input, ...caller }];
  if (item.type === 'shell_call')
    return [
      {
        callId: item.call_id,
        name: 'shell',
        argumentsJson: JSON.stringify(item.action),
        workspace: {
          kind: 'shell',
          action: {
            commands: item.action.commands,
            max_output_length: item.action.max_output_length ?? null,
            timeout_ms: item.action.timeout_ms ?? null,
          },
        },
      },
    ];
  if (item.type === 'apply_patch_call')
    return [
      {
        callId: item.call_id,
        name: 'apply_patch',
        argumentsJson: JSON.stringify(item.operation),
        workspace: { kind: 'apply_patch', operation: item.operation },
      },
    ];
  return item.type === 'function_call'
    ? [{ callId: item.call_id, name: item.name, argumentsJson: item.arguments, ...caller }]
    : [];
}

/** Manual state after a compaction: the compaction item stands for everything before it, so the request starts there. */
function fromLastCompaction(items: Item[]): Item[] {
  const at = items.findLastIndex((i) => 'type' in i && i.type === 'compaction');
  return at > 0 ? items.slice(at) : items;
}

/**
 * The entries a request's stored state stands for: none in manual mode; up to the response a `previous_response_id`
 * names; up to the last response that read the named conversation on this line (none for a conversation just made).
 * Null when the id is not one of this timeline's.
 */
function storedPrefix(
  entries: EntryOfStyle<'responses'>[],
  body: { previous_response_id?: unknown; conversation?: unknown },
): Item[] | null {
  const conversation =
    typeof body.conversation === 'string' ? body.conversation : (body.conversation as { id?: unknown } | undefined)?.id;
  const [key, id] =
    typeof body.previous_response_id === 'string'
      ? (['response', body.previous_response_id] as const)
      : typeof conversation === 'string'
        ? (['conversation', conversation] as const)
        : [null, null];
  if (!key) return [];
  const after = key === 'conversation' ? lastEdited(entries) : -1;
  for (let i = entries.length - 1; i > after; i--)
    if (serverIdsOf(entries[i]!.provenance)?.[key] === id) return entries.slice(0, i + 1).map((e) => e.wire);
  // A conversation made for this request holds nothing yet (the request carries everything); a response id the timeline never saw cannot be expanded.
  return key === 'conversation' && !entries.some((e) => serverIdsOf(e.provenance)?.conversation === id) ? [] : null;
}

/** The request body for the next step in the configured state mode (conversation mode may create a Conversation first). */
export async function buildResponsesParams(
  config: SessionConfig,
  entries: EntryOfStyle<'responses'>[],
  createConversation: () => Promise<string>,
  createVectorStore?: () => Promise<string>,
): Promise<ResponseCreateParamsNonStreaming> {
  const { options, tools } = config;
  const mode = options.responsesState ?? 'manual';
  // What this session's server can read: the page's mock holds nothing of a captured loop, so an item held by the
  // capturing server (TimelineEntry.heldElsewhere) is not sent to it. A real provider gets it as the app sent it: the
  // capture may have gone to that provider, and there leaving the reasoning out would orphan the calls that follow it
  // ("provided without its required 'reasoning' item").
  const toMock = config.provider.kind === 'mock';
  const sendable = (from: number) =>
    entries
      .slice(from)
      .filter((e) => !(toMock && e.heldElsewhere))
      .map((e) => e.wire);
  let state: Partial<ResponseCreateParamsNonStreaming> = {};
  let input: Item[] = fromLastCompaction(sendable(0));
  const chain = chainOf(entries, mode);
  if (mode === 'previous_response_id') {
    if (chain.previousResponseId) {
      state = { previous_response_id: chain.previousResponseId };
      input = sendable(chain.from);
    }
  } else if (mode === 'conversation') {
    if (chain.conversation) input = sendable(chain.from);
    state = { conversation: chain.conversation ?? (await createConversation()) };
  } else if (options.storeOff) {
    // Without storage the server cannot look reasoning items up by id: ask for them encrypted, to send back whole.
    state = { store: false, include: ['reasoning.encrypted_content'] };
  }
  // The hosted MCP server (and shell / apply_patch) are tools too: with it alone the request still carries `tools` (a tool_choice names none of it).
  const hasTools = tools.length > 0;
  const hosted = options.hostedTools ?? [];
  const sendsTools =
    hasTools || options.hostedMcp !== undefined || hosted.length > 0 || (options.workspaceTools ?? []).length > 0;
  const vectorStoreId = hosted.includes('file_search') && createVectorStore ? await createVectorStore() : undefined;
  // Hosted tools' results (passages, sources, logs) are left out unless asked for: the timeline shows them.
  const includes = [
    ...((state.include as string[] | undefined) ?? []),
    ...hosted.map((id) => HOSTED_INCLUDES[id]),
  ] as ResponseCreateParamsNonStreaming['include'];
  if (hosted.length > 0) state = { ...state, include: includes };
  const instructions = options.systemAsInstructions && config.systemPrompt ? { instructions: config.systemPrompt } : {};
  const params: ResponseCreateParamsNonStreaming = {
    model: config.model,
    ...instructions,
    input,
    ...state,
    ...(sendsTools ? { tools: responsesTools(config, vectorStoreId) } : {}),
    ...(options.compactThreshold
      ? { context_management: [{ type: 'compaction', compact_threshold: options.compactThreshold }] }
      : {}),
    ...(hasTools && options.toolChoice !== 'auto' ? { tool_choice: toolChoice(options.toolChoice, tools) } : {}),
    ...(hasTools && !options.parallelToolCalls ? { parallel_tool_calls: false } : {}),
  };
  // A break-it lab's session sends the request as the mistaken code builds it.
  const mistaken = mistakeOf(config)?.alters.request;
  return mistaken ? mistaken(params, config) : params;
}

function toolChoice(
  choice: SessionConfig['options']['toolChoice'],
  tools: readonly ToolSpec[],
): ToolChoiceOptions | ToolChoiceFunction | ToolChoiceCustom {
  if (typeof choice === 'string') return choice;
  return tools.some((t) => t.name === choice.name && t.custom)
    ? { type: 'custom', name: choice.name }
    : { type: 'function', name: choice.name };
}

/** Output items as the next request carries them: the SDK's additions (`parsed_arguments`, `output_parsed`) are not wire fields. */
function toInputItem(item: Response['output'][number]): Item {
  const { parsed_arguments: _a, ...rest } = item as typeof item & { parsed_arguments?: unknown };
  return rest as Item;
}

async function request({
  client,
  config,
  entries,
  signal,
  timeoutMs,
  socket,
  holdFrame,
}: DriverRequest<ResponsesEntry>): Promise<DriverResponse<ResponsesEntry>> {
  const create = async () => (await (client as OpenAI).conversations.create({}, { signal, timeout: timeoutMs })).id;
  const params = await buildResponsesParams(config, entries, create, () =>
    sessionVectorStore(client as OpenAI, config.options.assistantsFiles ?? [], { signal, timeout: timeoutMs }),
  );
  // WebSocket mode: the same body as a `response.create` frame (always streamed there, so `stream` is never sent).
  const overSocket = config.options.responsesTransport === 'websocket' && socket;
  const response = overSocket
    ? await createOverSocket(socket(), params as unknown as Record<string, unknown>, signal, holdFrame)
    : config.options.stream
      ? await client.responses.stream({ ...params, stream: true }, { signal, timeout: timeoutMs }).finalResponse()
      : await client.responses.create(params, { signal, timeout: timeoutMs });
  const output = response.output.map(toInputItem);
  const toolCalls = output.flatMap(callsOf);
  const serverIds = {
    response: response.id,
    ...(response.conversation?.id ? { conversation: response.conversation.id } : {}),
  };
  const finish =
    response.status === 'incomplete'
      ? `incomplete: ${response.incomplete_details?.reason ?? 'unknown'}`
      : (response.status ?? 'completed');
  // A client tool search: the engine runs it over the tools this request sent and answers before the next request.
  const answered = clientSearchOutputs(output, params.tools ?? []).map((wire) => ({ wire, callId: wire.call_id! }));
  return {
    entries: output,
    toolCalls,
    finishReason: finish,
    finishField: 'status',
    serverIds,
    ...(answered.length ? { answered } : {}),
  };
}

export const responsesDriver: LoopDriver<ResponsesEntry> = {
  style: 'responses',
  kindOf,
  callsOf,
  answersCallId(item) {
    if (isToolRoleItem(item)) return item.tool_call_id;
    if ('type' in item && item.type === 'mcp_approval_response') return item.approval_request_id;
    // A local_shell_call_output names its call by `call_id` or by `id` (wire/responses/pairing.ts).
    if ('type' in item && item.type === 'local_shell_call_output') return answeredCallId(item);
    const output =
      'type' in item &&
      (item.type === 'function_call_output' ||
        item.type === 'custom_tool_call_output' ||
        item.type === 'shell_call_output' ||
        item.type === 'apply_patch_call_output' ||
        (item.type === 'tool_search_output' && item.execution === 'client'));
    return output ? ((item as { call_id?: string | null }).call_id ?? null) : null;
  },
  initialEntries(config) {
    const system: Item[] =
      config.systemPrompt && !config.options.systemAsInstructions
        ? [{ role: 'system', content: config.systemPrompt }]
        : [];
    return [...system, { role: 'user', content: config.userMessage }];
  },
  userEntry: (text) => ({ role: 'user', content: text }),
  // A custom call is answered by a custom_tool_call_output (the same call_id, a string output).
  toolResultEntry: (call, output, config) =>
    call.approval
      ? { type: 'mcp_approval_response', approval_request_id: call.callId, approve: output === MCP_APPROVE }
      : call.workspace
        ? workspaceOutputItem(call, output)
        : ((mistakeOf(config)?.alters.toolResult?.(call, output) as ResponseInputItem | undefined) ??
          withCaller(
            call,
            call.input !== undefined
              ? { type: 'custom_tool_call_output', call_id: call.callId, output }
              : { type: 'function_call_output', call_id: call.callId, output },
          )),
  request,
  runOwnCall: runWorkspaceItem,
  conversationFromBody(body, entries = []) {
    try {
      const parsed = JSON.parse(body) as { input?: unknown; previous_response_id?: unknown; conversation?: unknown };
      const input: Item[] | null =
        typeof parsed.input === 'string'
          ? [{ role: 'user', content: parsed.input }]
          : Array.isArray(parsed.input)
            ? (parsed.input as Item[])
            : null;
      if (!input) return null;
      const stored = storedPrefix(entries, parsed);
      return stored ? [...stored, ...input] : null;
    } catch {
      return null;
    }
  },
};
