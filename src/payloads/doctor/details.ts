// A finding's detail as a message key and its values, so every view words it in the learner's language (the English here is the fallback).
import {
  englishArgumentMessage,
  type ArgumentMessageKey,
  type ArgumentParams,
} from '@loopscope/wire/arguments/argument-messages';

/** A word inside a detail that is translated too (a JSON type, a part of the context): its key among `TERMS`. */
export interface DetailTerm {
  term: TermKey;
  /** An item type the term names ("reasoning" in "reasoning items"): a wire name, kept as it is in every language. */
  type?: string;
}

/** A call's argument problems, each by the checker's key and values (views word them with the catalogs' `argumentIssues`). */
export interface DetailArgumentIssues {
  issues: readonly { key: ArgumentMessageKey; params: ArgumentParams }[];
}

export type DetailValue = string | number | DetailTerm | DetailArgumentIssues;

/** What a finding says, by key: the catalogs' `details.<key>` filled with `params` (terms translated first). */
export interface DetailMessage {
  key: DetailKey;
  params: Record<string, DetailValue>;
}

/**
 * The English of every detail, in the catalogs' placeholder syntax (`{{name}}`, `{{name, number}}`). The doctor
 * catalog's `details` holds the same sentences (a test keeps them equal) and their Korean and Polish.
 */
export const DETAILS = {
  toolAfterNoCalls: 'messages[{{index}}] is a tool result, but the message before it has no tool_calls.',
  unknownCallId: "'{{id}}' is not among the calls {{calls}}.",
  unknownCallIdOnly: "'{{id}}' is not among the calls {{calls}}; the call without a result is {{only}}.",
  toolNoCallId: 'messages[{{index}}] has no tool_call_id.',
  functionRole: "messages[{{index}}] uses role 'function'.",
  noToolMessage: 'No tool message answers {{ids}}.',
  callIdBelongsTo: 'call_id {{id}} belongs to a {{type}}: answer it with a {{answer}}.',
  patchOutputNoStatus: 'apply_patch_call_output {{id}} has no status.',
  shellOutputString: 'shell_call_output {{id}} sends its output as a string.',
  workspaceNoOutput: '{{type}} {{id}} has no {{output}}.',
  chatWayAnswer: 'input[{{index}}] answers {{id}} the Chat way.',
  chatWayAnswerNoId: 'input[{{index}}] answers a call the Chat way.',
  inputTextPart: 'input[{{index}}].content[{{part}}] is input_text.',
  emptyCallId: 'input[{{index}}].call_id is empty.',
  argumentIssues: '{{name}} ({{id}}): {{issues}}',
  noApprovalRequest: "No mcp_approval_request with id '{{id}}' is in the context.",
  mcpErrorAsJson: 'This tool output is an MCP CallToolResult with "isError": true, sent as JSON.',
  mcpErrorHidden:
    'The MCP server "{{server}}" answered call {{callId}} with isError: true; this tool output does not say the call failed.',
  mcpSchemaNotStrict:
    '{{name}} is the MCP server "{{server}}"\'s tool {{tool}}; its inputSchema is not strict-compatible.',
  deferredNoSearch: '{{tools, number}} deferred tool(s) and no {"type": "tool_search"} tool.',
  deferredNotLoaded: '{{name}} is deferred and no tool_search_output before this call loads it.',
  mcpNoVersion:
    'This {{method}} to "{{server}}" carries neither the MCP-Protocol-Version header nor _meta["io.modelcontextprotocol/protocolVersion"].',
  mcpAsksSession: '"{{server}}" answered HTTP {{status}} to a 2026-07-28 {{method}}, asking for a session.',
  mcpInputMissing:
    'The server asked for "{{key}}" (input_required); this retry of {{method}} does not carry its answer.',
  noFunctionCall: "No function_call with call_id '{{id}}' is in the context.",
  noFunctionCallOnly:
    "No function_call with call_id '{{id}}' is in the context; the function_call without an output is {{only}}.",
  functionCallNoOutput: 'function_call {{id}} has no function_call_output.',
  v1FileIds: 'The assistant’s file_ids belong in tool_resources in v2.',
  v1Retrieval: 'v1’s retrieval tool is file_search in v2.',
  v1MessageFileIds: 'A message’s file_ids become attachments in v2.',
  noLocalShellCall: "No local_shell_call with call_id '{{id}}' is in the context.",
  localShellNoOutput: 'local_shell_call {{id}} has no local_shell_call_output.',
  toolChoiceNoTools: 'tool_choice is set but no tools are defined.',
  toolChoiceUnknown: "tool_choice names '{{name}}', which is not in tools.",
  calledNotInTools: "'{{name}}' was called earlier but is not in tools any more.",
  toolChoiceNone: "tool_choice 'none' keeps {{names}} from being called.",
  allowedToolsLeaveOut: 'allowed_tools leaves out {{names}}.',
  repeatedSystemPrompt: '{{key}}[{{index}}] repeats a system prompt sent earlier in this request.',
  contextGrew:
    'about {{total, number}} of {{window, number}} tokens ({{percent}}%); {{part}} grew most (+{{growth, number}}).',
  contextTakes:
    'about {{total, number}} of {{window, number}} tokens ({{percent}}%); {{part}} take most (+{{growth, number}}).',
  mediaResentHere: '{{media}} was already sent in this request.',
  mediaResentBefore: '{{media}} was already sent in the previous request.',
  reasoningMissingOne: '{{ids}} came with call {{callId}} but is not in input.',
  reasoningMissingMany: '{{ids}} came with call {{callId}} but are not in input.',
  previousUnstored: '{{id}} was created with store: false.',
  storeFalseChain: 'This request sets store: false and continues a stored chain at once.',
  itemNotStored: 'Item {{id}} is referenced by id, but it was not stored.',
  nestedFunction: 'tools[{{index}}] nests \'{{name}}\' under "function".',
  programCaller:
    '{{type}} {{id}} answers a call program {{program}} made, but does not name that program as its caller.',
  customToolCall: 'call_id {{id}} belongs to a custom_tool_call.',
  notString: '{{at}} is {{type}}, not {{accepts}}.',
  /** notString where the view has just named the field ("field messages[2].content: …"): the field is not said twice. */
  notString_atField: 'it is {{type}}, not {{accepts}}.',
  notRunCall: "'{{id}}' is not a call of {{run}}.",
  notRunCallOnly: "'{{id}}' is not a call of {{run}}; the call without an output is {{only}}.",
  noOutputFor: 'No output for {{ids}}.',
  lastSeenStatus: '{{id}} was last seen {{status}}.',
  notOffered: "{{id}} of {{run}} calls '{{name}}', which the run was not offered (it has {{tools}}).",
  repeatedCall: '{{call}} was called {{times, number}} times in a row and got the same result each time.',
  tookTurns:
    '{{first}} and {{second}} took turns {{times, number}} times with the same arguments and the same results.',
  polledUnchanged: '{{call}} was polled {{times, number}} times and the result never changed.',
  sameFailure: '{{name}} failed {{times, number}} times in a row with the same error: {{error}}',
  /** The API's own error text (the strict-schema check words it as the API does): English in every language by design; the
   * Korean and Polish sentences say whose words they are. */
  apiWording: '{{text}}',
  overBudget:
    'This is request {{step}} of one run, over a budget of {{budget}} steps, and the model is still calling tools.',
} as const;

export type DetailKey = keyof typeof DETAILS;

/** Words inside details that are translated as well (the catalog's `details.terms`): JSON types, what a slot takes, parts of the context. */
export const TERMS = {
  null: 'null',
  array: 'an array',
  integer: 'an integer',
  decimal: 'a decimal',
  object: 'an object',
  boolean: 'a boolean',
  string: 'a string',
  stringOrObjects: 'a string or array of objects',
  stringOrParts: 'a string or array of content parts',
  toolResults: 'tool results',
  toolDefinitions: 'tool definitions',
  instructions: 'instructions',
  theRequest: 'the request',
  userMessages: 'user messages',
  assistantMessages: 'assistant messages',
  systemMessages: 'system messages',
  developerMessages: 'developer messages',
  /** Responses input items of one type (reasoning, function_call, message, …): the type stays, "items" is translated. */
  typeItems: '{{type}} items',
} as const;

export type TermKey = keyof typeof TERMS;

const TERM_OF = new Map<string, TermKey>(Object.entries(TERMS).map(([key, text]) => [text, key as TermKey]));

/** `text` as a translated term when it is one of `TERMS`' English words, else as it is. */
export function term(text: string): DetailValue {
  const key = TERM_OF.get(text);
  if (key) return { term: key };
  const items = /^([a-z][a-z0-9_]*) items$/.exec(text);
  return items ? { term: 'typeItems', type: items[1]! } : text;
}

/** A value as English text (numbers with thousands separators where the template formats them). */
function english(value: DetailValue | undefined, format: string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'object' && 'issues' in value)
    return value.issues.map((issue) => englishArgumentMessage(issue.key, issue.params)).join(' ');
  if (typeof value === 'object') return TERMS[value.term].replace('{{type}}', value.type ?? '');
  return typeof value === 'number' && format === 'number' ? value.toLocaleString('en') : String(value);
}

/** A template filled in English (the finding's `detail`, for logs, exports and the mock's notes). */
export function fillDetail(template: string, params: Record<string, DetailValue>): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format: string | undefined) =>
    english(params[name], format),
  );
}

/** A hit's detail: its English words and the key the views translate it by. */
export function say(
  key: DetailKey,
  params: Record<string, DetailValue> = {},
): { detail: string; message: DetailMessage } {
  return { detail: fillDetail(DETAILS[key], params), message: { key, params } };
}
