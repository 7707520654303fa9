// Validates a parsed `POST /v1/responses` body in the order the real API does: fields, tools, input items, options.
import { checkNumber, checkType, emptyArray, invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';
import { CUSTOM_GRAMMAR_FLAT, validateCustomFormat } from '../custom-tools.ts';
import { checkDeferredNeedSearch, validateNamespaceTool, validateToolSearchTool } from './tool-search.ts';
import { validateInputItems } from './validate-input.ts';
import { checkMcpLabels, validateMcpTool } from './mcp-tool.ts';
import { validateAllowedCallers } from './validate-programs.ts';
import { HOSTED_TOOL_TYPES, validateHostedTool } from './hosted-tools.ts';
import { validateWorkspaceTool, WORKSPACE_TOOL_TYPES } from './workspace-tools.ts';
import { validateToolChoice } from './tool-choice.ts';
import { OPTION_FIELDS, validateRequestOptions } from './request-options.ts';
import { COMPUTER_SHELL_TOOL_TYPES, validateComputerShellTool } from './computer-shell-tools.ts';

/**
 * Every top-level field `POST /v1/responses` accepts (the SDK's `ResponseCreateParams`, and the beta resource's
 * `multi_agent`). `background_options` (a completion window, a continuation id) is accepted and has no effect: the mock
 * answers every background response at once. `surface.test.ts` keeps this list equal to the installed SDK's.
 */
export const RESPONSES_FIELDS: ReadonlySet<string> = new Set([
  ...OPTION_FIELDS,
  'background',
  'context_management',
  'conversation',
  'include',
  'input',
  'instructions',
  'max_output_tokens',
  'max_tool_calls',
  'metadata',
  'model',
  'parallel_tool_calls',
  'previous_response_id',
  'prompt',
  'prompt_cache_key',
  'prompt_cache_retention',
  'reasoning',
  'safety_identifier',
  'service_tier',
  'store',
  'stream',
  'stream_options',
  'temperature',
  'text',
  'tool_choice',
  'tools',
  'top_logprobs',
  'top_p',
  'truncation',
  'user',
]);

const INCLUDABLE = [
  'code_interpreter_call.outputs',
  'computer_call_output.output.image_url',
  'file_search_call.results',
  'message.input_image.image_url',
  'message.output_text.logprobs',
  'reasoning.encrypted_content',
  'web_search_call.action.sources',
];
/** The SDK's `ReasoningEffort` and verbosity values (shared.d.ts), shared with Chat's `reasoning_effort` / `verbosity`. */
export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'];
export const VERBOSITIES = ['low', 'medium', 'high'];
const NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
/** Every tool type of the SDK's `Tool` union (`surface.test.ts` keeps the two equal). */
export const TOOL_TYPES = [
  'function',
  'custom',
  'namespace',
  'tool_search',
  'programmatic_tool_calling',
  'mcp',
  ...HOSTED_TOOL_TYPES,
  ...WORKSPACE_TOOL_TYPES,
  ...COMPUTER_SHELL_TOOL_TYPES,
];

/** The body's shape is right; what it refers to (stored responses, conversations, the model) is checked by the caller. */
export function validateResponsesRequest(body: unknown, path = 'responses'): Record<string, unknown> {
  if (!isObject(body)) throw invalidType('body', 'an object', body);
  const unknown = Object.keys(body).find((k) => !RESPONSES_FIELDS.has(k) && !(path === 'compact' && k === 'model'));
  if (unknown !== undefined) throw invalidRequest(`Unknown parameter: '${unknown}'.`, unknown, 'unknown_parameter');
  if (body.model === undefined || body.model === null || body.model === '') throw missingParameter('model');
  if (typeof body.model !== 'string') throw invalidType('model', 'a string', body.model);
  validateTools(body.tools);
  validateToolChoice(body);
  if (body.input !== undefined && typeof body.input !== 'string') validateInputItems(body.input, 'input');
  if (body.instructions !== undefined && body.instructions !== null && typeof body.instructions !== 'string') {
    throw invalidType('instructions', 'a string', body.instructions);
  }
  for (const key of ['store', 'stream', 'parallel_tool_calls', 'background'] as const)
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'boolean')
      throw invalidType(key, 'a boolean', body[key]);
  if (
    body.previous_response_id !== undefined &&
    body.previous_response_id !== null &&
    typeof body.previous_response_id !== 'string'
  )
    throw invalidType('previous_response_id', 'a string', body.previous_response_id);
  if (body.previous_response_id != null && body.conversation != null) {
    throw invalidRequest(
      "Mutually exclusive parameters: Ensure you are only providing one of: 'previous_response_id' or 'conversation'.",
      null,
      'mutually_exclusive_parameters',
    );
  }
  validateConversationParam(body.conversation);
  validateInclude(body.include);
  checkNumber(body, 'max_output_tokens', { integer: true, min: 16 });
  checkNumber(body, 'temperature', { min: 0, max: 2 });
  checkNumber(body, 'top_p', { min: 0, max: 1 });
  checkType(body, 'metadata', 'object');
  checkType(body, 'reasoning', 'object');
  checkType(body, 'text', 'object');
  if (
    body.truncation !== undefined &&
    body.truncation !== null &&
    body.truncation !== 'auto' &&
    body.truncation !== 'disabled'
  )
    throw invalidValue(body.truncation, ['auto', 'disabled'], 'truncation');
  validateReasoning(body.reasoning);
  validateTextFormat(body.text);
  validateContextManagement(body.context_management);
  validateRequestOptions(body);
  return body;
}

function validateTools(tools: unknown): void {
  if (tools === undefined || tools === null) return;
  if (!Array.isArray(tools)) throw invalidType('tools', 'an array', tools);
  tools.forEach((tool, i) => {
    const at = `tools[${i}]`;
    if (!isObject(tool)) throw invalidType(at, 'an object', tool);
    if (tool.type === undefined) throw missingParameter(`${at}.type`);
    if (!TOOL_TYPES.includes(tool.type as string)) throw invalidValue(tool.type, TOOL_TYPES, `${at}.type`);
    // Programmatic tool calling is a hosted tool with nothing to configure: `{type: "programmatic_tool_calling"}`.
    if (tool.type === 'programmatic_tool_calling') return;
    if (tool.type === 'tool_search') return validateToolSearchTool(tool, at);
    if (tool.type === 'mcp') return validateMcpTool(tool, at);
    if (HOSTED_TOOL_TYPES.includes(tool.type as string)) return validateHostedTool(tool, at);
    if (WORKSPACE_TOOL_TYPES.includes(tool.type as string)) return validateWorkspaceTool(tool, at);
    if (COMPUTER_SHELL_TOOL_TYPES.includes(tool.type as string)) return validateComputerShellTool(tool, at);
    if (tool.type === 'namespace') return validateNamespaceTool(tool, at, validateCallableTool);
    validateCallableTool(tool, at);
  });
  checkDeferredNeedSearch(tools);
  checkMcpLabels(tools);
}

/** A function or custom tool, at the top level or inside a namespace. */
function validateCallableTool(tool: Record<string, unknown>, at: string): void {
  // The classic mistake: Chat's nested {type, function: {name, ...}} has no top-level name.
  if (tool.name === undefined) throw missingParameter(`${at}.name`);
  if (typeof tool.name !== 'string') throw invalidType(`${at}.name`, 'a string', tool.name);
  if (!NAME_PATTERN.test(tool.name)) {
    throw invalidRequest(
      `Invalid '${at}.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
      `${at}.name`,
      'invalid_value',
    );
  }
  if (tool.function !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.function'.`, `${at}.function`, 'unknown_parameter');
  if (tool.type === 'custom') {
    // A freeform tool: no parameters, its input a string that an optional grammar constrains.
    if (tool.parameters !== undefined)
      throw invalidRequest(`Unknown parameter: '${at}.parameters'.`, `${at}.parameters`, 'unknown_parameter');
    validateCustomFormat(tool.format, `${at}.format`, CUSTOM_GRAMMAR_FLAT);
  }
  if (tool.parameters !== undefined && tool.parameters !== null && !isObject(tool.parameters))
    throw invalidType(`${at}.parameters`, 'an object', tool.parameters);
  if (tool.description !== undefined && tool.description !== null && typeof tool.description !== 'string')
    throw invalidType(`${at}.description`, 'a string', tool.description);
  if (tool.strict !== undefined && tool.strict !== null && typeof tool.strict !== 'boolean')
    throw invalidType(`${at}.strict`, 'a boolean', tool.strict);
  if (tool.defer_loading !== undefined && typeof tool.defer_loading !== 'boolean')
    throw invalidType(`${at}.defer_loading`, 'a boolean', tool.defer_loading);
  if (tool.async !== undefined && typeof tool.async !== 'boolean')
    throw invalidType(`${at}.async`, 'a boolean', tool.async);
  validateAllowedCallers(tool, at);
}

function validateConversationParam(conversation: unknown): void {
  if (conversation === undefined || conversation === null || typeof conversation === 'string') return;
  if (!isObject(conversation)) throw invalidType('conversation', 'a string or object', conversation);
  if (typeof conversation.id !== 'string') throw missingParameter('conversation.id');
}

function validateInclude(include: unknown): void {
  if (include === undefined || include === null) return;
  if (!Array.isArray(include)) throw invalidType('include', 'an array', include);
  include.forEach((value, i) => {
    if (!INCLUDABLE.includes(value as string)) throw invalidValue(value, INCLUDABLE, `include[${i}]`);
  });
}

function validateReasoning(reasoning: unknown): void {
  if (!isObject(reasoning)) return;
  if (
    reasoning.effort !== undefined &&
    reasoning.effort !== null &&
    !REASONING_EFFORTS.includes(reasoning.effort as string)
  )
    throw invalidValue(reasoning.effort, REASONING_EFFORTS, 'reasoning.effort');
  const summaries = ['auto', 'concise', 'detailed'];
  if (reasoning.summary !== undefined && reasoning.summary !== null && !summaries.includes(reasoning.summary as string))
    throw invalidValue(reasoning.summary, summaries, 'reasoning.summary');
}

function validateTextFormat(text: unknown): void {
  if (!isObject(text)) return;
  if (text.verbosity !== undefined && text.verbosity !== null && !VERBOSITIES.includes(text.verbosity as string))
    throw invalidValue(text.verbosity, VERBOSITIES, 'text.verbosity');
  if (text.format === undefined) return;
  const format = text.format;
  if (!isObject(format)) throw invalidType('text.format', 'an object', format);
  if (!['text', 'json_object', 'json_schema'].includes(format.type as string))
    throw invalidValue(format.type, ['text', 'json_object', 'json_schema'], 'text.format.type');
  if (format.type !== 'json_schema') return;
  if (format.name === undefined) throw missingParameter('text.format.name');
  if (typeof format.name !== 'string') throw invalidType('text.format.name', 'a string', format.name);
  if (format.strict !== undefined && format.strict !== null && typeof format.strict !== 'boolean')
    throw invalidType('text.format.strict', 'a boolean', format.strict);
  if (format.description !== undefined && format.description !== null && typeof format.description !== 'string')
    throw invalidType('text.format.description', 'a string', format.description);
  if (format.schema === undefined) throw missingParameter('text.format.schema');
  if (!isObject(format.schema)) throw invalidType('text.format.schema', 'an object', format.schema);
}

function validateContextManagement(value: unknown): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) throw invalidType('context_management', 'an array', value);
  if (value.length === 0) throw emptyArray('context_management');
  value.forEach((entry, i) => {
    const at = `context_management[${i}]`;
    if (!isObject(entry)) throw invalidType(at, 'an object', entry);
    if (entry.type !== 'compaction') throw invalidValue(entry.type, ['compaction'], `${at}.type`);
    checkNumber(entry, 'compact_threshold', { integer: true, min: 1000 });
  });
}
