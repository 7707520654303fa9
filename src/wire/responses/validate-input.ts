// Per-item checks of a Responses `input` array: roles, content part types, call ids and output shapes, with the real messages.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';
import { validateToolSearchItem } from './tool-search.ts';
import { MCP_ITEM_TYPES, validateMcpItem } from './mcp-tool.ts';
import { checkTriggerIsLast, validateCaller, validateProgramItem } from './validate-programs.ts';
import { validateWorkspaceItem, WORKSPACE_ITEM_TYPES } from './workspace-tools.ts';
import { COMPUTER_SHELL_ITEM_TYPES, validateComputerShellItem } from './computer-shell-tools.ts';

const ROLES = ['assistant', 'system', 'developer', 'user'];
const INPUT_PARTS = ['input_text', 'input_image', 'input_file', 'input_audio'];
const OUTPUT_PARTS = ['output_text', 'refusal'];
/** An assistant message's `phase` (SDK 7.59 `EasyInputMessage.phase`): kept and resent as the model wrote it. */
const PHASES = ['commentary', 'final_answer'];
/** Hosted tools' calls a stateless client sends back whole (the server ran them; their id names them). */
const HOSTED_CALL_TYPES = ['file_search_call', 'code_interpreter_call', 'web_search_call'];
export const ITEM_TYPES = [
  'message',
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'custom_tool_call_output',
  'tool_search_call',
  'tool_search_output',
  'reasoning',
  'compaction',
  'compaction_trigger',
  'program',
  'program_output',
  'item_reference',
  ...MCP_ITEM_TYPES,
  ...HOSTED_CALL_TYPES,
  ...WORKSPACE_ITEM_TYPES,
  ...COMPUTER_SHELL_ITEM_TYPES,
];

export function validateInputItems(input: unknown, path: string): void {
  if (!Array.isArray(input)) throw invalidType(path, 'a string or array', input);
  input.forEach((item, i) => validateItem(item, `${path}[${i}]`));
  checkTriggerIsLast(input);
}

function validateItem(item: unknown, at: string): void {
  if (!isObject(item)) throw invalidType(at, 'an object', item);
  const type = item.type ?? (item.role !== undefined ? 'message' : undefined);
  if (type === undefined) throw missingParameter(`${at}.type`);
  if (!ITEM_TYPES.includes(type as string)) throw invalidValue(type, ITEM_TYPES, `${at}.type`);
  switch (type) {
    case 'message':
      return validateMessage(item, at);
    case 'function_call':
    case 'custom_tool_call':
      nonEmptyString(item, 'call_id', at);
      nonEmptyString(item, 'name', at);
      // JSON `arguments` for a function, a freeform `input` for a custom tool: any string, the empty one included.
      requiredString(item, type === 'function_call' ? 'arguments' : 'input', at);
      validateCaller(item, at);
      return;
    case 'function_call_output':
    case 'custom_tool_call_output':
      nonEmptyString(item, 'call_id', at);
      if (item.output === undefined) throw missingParameter(`${at}.output`);
      if (typeof item.output !== 'string' && !Array.isArray(item.output))
        throw invalidType(`${at}.output`, 'a string or array', item.output);
      if (Array.isArray(item.output))
        item.output.forEach((part, k) =>
          partType(part, `${at}.output[${k}]`, ['input_text', 'input_image', 'input_file']),
        );
      validateCaller(item, at);
      return;
    case 'tool_search_call':
    case 'tool_search_output':
      return validateToolSearchItem(item, at);
    case 'program':
    case 'program_output':
      return validateProgramItem(item, at);
    case 'reasoning':
      if (!Array.isArray(item.summary)) throw missingParameter(`${at}.summary`);
      return;
    case 'compaction':
      if (typeof item.encrypted_content !== 'string') throw missingParameter(`${at}.encrypted_content`);
      return;
    case 'item_reference':
      return nonEmptyString(item, 'id', at);
    case 'mcp_list_tools':
    case 'mcp_call':
    case 'mcp_approval_request':
    case 'mcp_approval_response':
      return validateMcpItem(item, at);
    case 'shell_call':
    case 'shell_call_output':
    case 'apply_patch_call':
    case 'apply_patch_call_output':
      return validateWorkspaceItem(item, at);
    case 'computer_call':
    case 'computer_call_output':
    case 'local_shell_call':
    case 'local_shell_call_output':
    case 'image_generation_call':
    case 'additional_tools':
    case 'configuration_update':
      return validateComputerShellItem(item, at);
    case 'file_search_call':
    case 'code_interpreter_call':
    case 'web_search_call':
      return nonEmptyString(item, 'id', at);
  }
}

function validateMessage(item: Record<string, unknown>, at: string): void {
  if (item.role === undefined) throw missingParameter(`${at}.role`);
  // The classic mistake: Chat's role "tool" has no place among Responses items (use function_call_output).
  if (!ROLES.includes(item.role as string)) throw invalidValue(item.role, ROLES, `${at}.role`);
  if (item.phase !== undefined && item.phase !== null && !PHASES.includes(item.phase as string))
    throw invalidValue(item.phase, PHASES, `${at}.phase`);
  if (item.content === undefined) throw missingParameter(`${at}.content`);
  if (typeof item.content === 'string') return;
  if (!Array.isArray(item.content)) throw invalidType(`${at}.content`, 'a string or array', item.content);
  const allowed = item.role === 'assistant' ? OUTPUT_PARTS : INPUT_PARTS;
  item.content.forEach((part, k) => partType(part, `${at}.content[${k}]`, allowed));
}

/** The API names the part itself (`input[3].content[0]`) when its type is wrong for the role. */
function partType(part: unknown, at: string, allowed: string[]): void {
  if (!isObject(part)) throw invalidType(at, 'an object', part);
  if (!allowed.includes(part.type as string)) throw invalidValue(part.type, allowed, at);
  if ((part.type === 'input_text' || part.type === 'output_text') && typeof part.text !== 'string')
    throw missingParameter(`${at}.text`);
}

function requiredString(item: Record<string, unknown>, key: string, at: string): void {
  if (item[key] === undefined) throw missingParameter(`${at}.${key}`);
  if (typeof item[key] !== 'string') throw invalidType(`${at}.${key}`, 'a string', item[key]);
}

function nonEmptyString(item: Record<string, unknown>, key: string, at: string): void {
  requiredString(item, key, at);
  const value = item[key];
  if (value === '') {
    throw invalidRequest(
      `Invalid '${at}.${key}': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
      `${at}.${key}`,
      'empty_string',
    );
  }
}
