// Shape checks for `tools`, `tool_choice` and strict function schemas.
import type { ChatCompletionTool } from '@loopscope/wire/chat-types';
import { invalidRequest } from '@loopscope/wire/errors';
import { checkStrictSchema, strictSchemaErrorMessage } from '@loopscope/wire/strict-schema';
import { emptyArray, invalidType, invalidValue, missingParameter } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import { CUSTOM_GRAMMAR_NESTED, validateCustomFormat } from '@loopscope/wire/custom-tools';

const NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

export function validateTools(tools: unknown): void {
  if (tools === undefined || tools === null) return;
  if (!Array.isArray(tools)) throw invalidType('tools', 'an array', tools);
  if (tools.length === 0) throw emptyArray('tools');
  tools.forEach((tool, i) => validateTool(tool, `tools[${i}]`));
}

function validateTool(tool: unknown, at: string): void {
  if (!isObject(tool)) throw invalidType(at, 'an object', tool);
  if (tool.type === undefined) throw missingParameter(`${at}.type`);
  if (tool.type !== 'function' && tool.type !== 'custom')
    throw invalidValue(tool.type, ['function', 'custom'], `${at}.type`);
  // A custom tool nests its definition under `custom` as a function tool does under `function`.
  const key = tool.type;
  if (tool[key] === undefined) throw missingParameter(`${at}.${key}`);
  if (!isObject(tool[key])) throw invalidType(`${at}.${key}`, 'an object', tool[key]);
  const fn = tool[key] as Record<string, unknown>;
  validateName(fn.name, `${at}.${key}.name`);
  if (fn.description !== undefined && typeof fn.description !== 'string')
    throw invalidType(`${at}.${key}.description`, 'a string', fn.description);
  if (key === 'custom') {
    validateCustomFormat(fn.format, `${at}.custom.format`, CUSTOM_GRAMMAR_NESTED);
    return;
  }
  if (fn.parameters !== undefined && !isObject(fn.parameters))
    throw invalidType(`${at}.function.parameters`, 'an object', fn.parameters);
  if (fn.strict !== undefined && fn.strict !== null && typeof fn.strict !== 'boolean')
    throw invalidType(`${at}.function.strict`, 'a boolean', fn.strict);
}

function validateName(name: unknown, at: string): void {
  if (name === undefined) throw missingParameter(at);
  if (typeof name !== 'string') throw invalidType(at, 'a string', name);
  if (!NAME_PATTERN.test(name)) {
    throw invalidRequest(
      `Invalid '${at}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
      at,
      'invalid_value',
    );
  }
  if (name.length > 64) {
    throw invalidRequest(
      `Invalid '${at}': string too long. Expected a string with maximum length 64, but got a string with length ${name.length} instead.`,
      at,
      'string_above_max_length',
    );
  }
}

/** Strict-mode schema rules; the API reports the first broken rule of the first offending tool. */
export function validateStrictTools(tools: readonly ChatCompletionTool[]): void {
  tools.forEach((tool, i) => {
    if (tool.type !== 'function' || tool.function.strict !== true || tool.function.parameters === undefined) return;
    const [first] = checkStrictSchema(tool.function.parameters);
    if (first) {
      throw invalidRequest(
        strictSchemaErrorMessage(tool.function.name, first),
        `tools[${i}].parameters`,
        'invalid_function_parameters',
      );
    }
  });
}

export function validateToolChoice(choice: unknown, tools: readonly ChatCompletionTool[] | undefined): void {
  if (choice === undefined || choice === null) return;
  if (typeof choice === 'string') {
    if (!['none', 'auto', 'required'].includes(choice))
      throw invalidValue(choice, ['none', 'auto', 'required'], 'tool_choice');
  } else if (!isObject(choice)) {
    throw invalidType('tool_choice', 'one of a string or object', choice);
  } else {
    if (choice.type === undefined) throw missingParameter('tool_choice.type');
    if (choice.type === 'allowed_tools') validateAllowedTools(choice.allowed_tools);
    else if (choice.type === 'custom') {
      if (!isObject(choice.custom) || typeof choice.custom.name !== 'string')
        throw missingParameter('tool_choice.custom.name');
    } else if (choice.type !== 'function')
      throw invalidValue(choice.type, ['function', 'custom', 'allowed_tools'], 'tool_choice.type');
    else {
      if (!isObject(choice.function)) throw missingParameter('tool_choice.function');
      if (typeof choice.function.name !== 'string') throw missingParameter('tool_choice.function.name');
    }
  }
  if (!tools) {
    throw invalidRequest(
      "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
      'tool_choice',
    );
  }
  for (const name of namedInChoice(choice)) {
    if (!tools.some((t) => (t.type === 'function' ? t.function.name : t.custom.name) === name)) {
      throw invalidRequest(
        `Invalid value for 'tool_choice': function '${name}' not found in 'tools'.`,
        'tool_choice',
        'invalid_value',
      );
    }
  }
}

function validateAllowedTools(allowed: unknown): void {
  const at = 'tool_choice.allowed_tools';
  if (allowed === undefined) throw missingParameter(at);
  if (!isObject(allowed)) throw invalidType(at, 'an object', allowed);
  if (allowed.mode === undefined) throw missingParameter(`${at}.mode`);
  if (allowed.mode !== 'auto' && allowed.mode !== 'required')
    throw invalidValue(allowed.mode, ['auto', 'required'], `${at}.mode`);
  if (allowed.tools === undefined) throw missingParameter(`${at}.tools`);
  if (!Array.isArray(allowed.tools)) throw invalidType(`${at}.tools`, 'an array', allowed.tools);
  if (allowed.tools.length === 0) throw emptyArray(`${at}.tools`);
  allowed.tools.forEach((tool, i) => {
    if (!isObject(tool) || !isObject(tool.function) || typeof tool.function.name !== 'string')
      throw missingParameter(`${at}.tools[${i}].function.name`);
  });
}

/** Function names a tool_choice object refers to (one for a named choice, several for allowed_tools). */
function namedInChoice(choice: unknown): string[] {
  if (!isObject(choice)) return [];
  if (isObject(choice.function) && typeof choice.function.name === 'string') return [choice.function.name];
  if (isObject(choice.custom) && typeof choice.custom.name === 'string') return [choice.custom.name];
  if (isObject(choice.allowed_tools) && Array.isArray(choice.allowed_tools.tools)) {
    return choice.allowed_tools.tools.map((t) => String((t as { function: { name: string } }).function.name));
  }
  return [];
}
