// The `shell` and `apply_patch` tools (openai SDK 7.59 `FunctionShellTool`, `ApplyPatchTool`) and their call / output items: definitions and input checks.
import { emptyArray, invalidType, invalidValue, missingParameter } from '../checks.ts';
import { invalidRequest } from '../errors.ts';
import { isObject } from '../json-object.ts';
import { validateAllowedCallers, validateCaller } from './validate-programs.ts';

type Obj = Record<string, unknown>;

export const WORKSPACE_TOOL_TYPES = ['shell', 'apply_patch'];
export const WORKSPACE_ITEM_TYPES = ['shell_call', 'shell_call_output', 'apply_patch_call', 'apply_patch_call_output'];
const ENVIRONMENTS = ['container_auto', 'local', 'container_reference'];
const OPERATIONS = ['create_file', 'delete_file', 'update_file'];
const SHELL_STATUSES = ['in_progress', 'completed', 'incomplete'];
const PATCH_CALL_STATUSES = ['in_progress', 'completed'];
const PATCH_OUTPUT_STATUSES = ['completed', 'failed'];
const OUTCOMES = ['exit', 'timeout'];

function unknownField(obj: Obj, fields: readonly string[], at: string): void {
  const unknown = Object.keys(obj).find((k) => !fields.includes(k));
  if (unknown !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.${unknown}'.`, `${at}.${unknown}`, 'unknown_parameter');
}

function str(obj: Obj, key: string, at: string, nonEmpty = false): void {
  if (obj[key] === undefined || obj[key] === null) throw missingParameter(`${at}.${key}`);
  if (typeof obj[key] !== 'string') throw invalidType(`${at}.${key}`, 'a string', obj[key]);
  if (nonEmpty && obj[key] === '') {
    throw invalidRequest(
      `Invalid '${at}.${key}': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
      `${at}.${key}`,
      'empty_string',
    );
  }
}

function oneOf(obj: Obj, key: string, values: readonly string[], at: string, required: boolean): void {
  const value = obj[key];
  if (value === undefined || value === null) {
    if (required) throw missingParameter(`${at}.${key}`);
    return;
  }
  if (!values.includes(value as string)) throw invalidValue(value, values, `${at}.${key}`);
}

function optionalInteger(obj: Obj, key: string, at: string): void {
  const value = obj[key];
  if (value !== undefined && value !== null && !Number.isInteger(value))
    throw invalidType(`${at}.${key}`, 'an integer', value);
}

/** `{type: "shell", environment?}` and `{type: "apply_patch"}`; both take `allowed_callers`. */
export function validateWorkspaceTool(tool: Obj, at: string): void {
  unknownField(
    tool,
    tool.type === 'shell' ? ['type', 'environment', 'allowed_callers'] : ['type', 'allowed_callers'],
    at,
  );
  validateAllowedCallers(tool, at);
  const env = tool.environment;
  if (env === undefined || env === null) return;
  if (!isObject(env)) throw invalidType(`${at}.environment`, 'an object', env);
  oneOf(env, 'type', ENVIRONMENTS, `${at}.environment`, true);
  if (env.type === 'container_reference') str(env, 'container_id', `${at}.environment`, true);
  // The mock has no containers: whatever the environment, it hands the call to the client, as a `local` one does.
}

/** Per-item shape checks of the four items, as input (SDK `ResponseInputItem.ShellCall` … `ApplyPatchCallOutput`). */
export function validateWorkspaceItem(item: Obj, at: string): void {
  str(item, 'call_id', at, true);
  validateCaller(item, at);
  switch (item.type) {
    case 'shell_call': {
      const action = item.action;
      if (action === undefined || action === null) throw missingParameter(`${at}.action`);
      if (!isObject(action)) throw invalidType(`${at}.action`, 'an object', action);
      if (action.commands === undefined) throw missingParameter(`${at}.action.commands`);
      if (!Array.isArray(action.commands)) throw invalidType(`${at}.action.commands`, 'an array', action.commands);
      if (action.commands.length === 0) throw emptyArray(`${at}.action.commands`);
      action.commands.forEach((c, k) => {
        if (typeof c !== 'string') throw invalidType(`${at}.action.commands[${k}]`, 'a string', c);
      });
      optionalInteger(action, 'max_output_length', `${at}.action`);
      optionalInteger(action, 'timeout_ms', `${at}.action`);
      return oneOf(item, 'status', SHELL_STATUSES, at, false);
    }
    case 'shell_call_output': {
      if (item.output === undefined || item.output === null) throw missingParameter(`${at}.output`);
      if (!Array.isArray(item.output)) throw invalidType(`${at}.output`, 'an array', item.output);
      item.output.forEach((chunk, k) => validateChunk(chunk, `${at}.output[${k}]`));
      optionalInteger(item, 'max_output_length', at);
      return oneOf(item, 'status', SHELL_STATUSES, at, false);
    }
    case 'apply_patch_call': {
      const op = item.operation;
      if (op === undefined || op === null) throw missingParameter(`${at}.operation`);
      if (!isObject(op)) throw invalidType(`${at}.operation`, 'an object', op);
      oneOf(op, 'type', OPERATIONS, `${at}.operation`, true);
      str(op, 'path', `${at}.operation`, true);
      if (op.type !== 'delete_file') str(op, 'diff', `${at}.operation`);
      return oneOf(item, 'status', PATCH_CALL_STATUSES, at, true);
    }
    case 'apply_patch_call_output':
      if (item.output !== undefined && item.output !== null && typeof item.output !== 'string')
        throw invalidType(`${at}.output`, 'a string', item.output);
      return oneOf(item, 'status', PATCH_OUTPUT_STATUSES, at, true);
  }
}

function validateChunk(chunk: unknown, at: string): void {
  if (!isObject(chunk)) throw invalidType(at, 'an object', chunk);
  str(chunk, 'stdout', at);
  str(chunk, 'stderr', at);
  const outcome = chunk.outcome;
  if (outcome === undefined || outcome === null) throw missingParameter(`${at}.outcome`);
  if (!isObject(outcome)) throw invalidType(`${at}.outcome`, 'an object', outcome);
  oneOf(outcome, 'type', OUTCOMES, `${at}.outcome`, true);
  if (outcome.type === 'exit' && !Number.isInteger(outcome.exit_code)) {
    if (outcome.exit_code === undefined) throw missingParameter(`${at}.outcome.exit_code`);
    throw invalidType(`${at}.outcome.exit_code`, 'an integer', outcome.exit_code);
  }
}
