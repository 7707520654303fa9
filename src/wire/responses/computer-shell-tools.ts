// The client-run `computer` / `computer_use_preview` and `local_shell` tools, the hosted `image_generation` tool, and
// their items as input (openai SDK 7.59/7.60 shapes): definitions and input checks.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { invalidRequest } from '../errors.ts';
import { isObject } from '../json-object.ts';

type Obj = Record<string, unknown>;

export const COMPUTER_SHELL_TOOL_TYPES = ['computer', 'computer_use_preview', 'local_shell', 'image_generation'];
/** Items of these tools a client sends back; `additional_tools` and `configuration_update` are the SDK's context items of the same release. */
export const COMPUTER_SHELL_ITEM_TYPES = [
  'computer_call',
  'computer_call_output',
  'local_shell_call',
  'local_shell_call_output',
  'image_generation_call',
  'additional_tools',
  'configuration_update',
];

const ENVIRONMENTS = ['windows', 'mac', 'linux', 'ubuntu', 'browser'];
const IMAGE_FIELDS = [
  'type',
  'action',
  'background',
  'complexity',
  'frame_count',
  'frame_duration_ms',
  'input_fidelity',
  'input_image_mask',
  'model',
  'moderation',
  'output_compression',
  'output_format',
  'partial_images',
  'quality',
  'size',
  'svg',
];
const IMAGE_FORMATS = ['png', 'webp', 'jpeg', 'gif', 'svg'];
const QUALITIES = ['low', 'medium', 'high', 'xhigh', 'max', 'auto'];

function unknownField(tool: Obj, fields: readonly string[], at: string): void {
  const unknown = Object.keys(tool).find((k) => !fields.includes(k));
  if (unknown !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.${unknown}'.`, `${at}.${unknown}`, 'unknown_parameter');
}

function integerIn(value: unknown, path: string, min: number, max: number): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidType(path, 'an integer', value);
  if (value < min)
    throw invalidRequest(
      `Invalid '${path}': integer below minimum value. Expected a value >= ${min}, but got ${value} instead.`,
      path,
      'integer_below_min_value',
    );
  if (value > max)
    throw invalidRequest(
      `Invalid '${path}': integer above maximum value. Expected a value <= ${max}, but got ${value} instead.`,
      path,
      'integer_above_max_value',
    );
}

function oneOf(value: unknown, allowed: readonly string[], path: string): void {
  if (value !== undefined && value !== null && !allowed.includes(value as string))
    throw invalidValue(value, allowed, path);
}

/**
 * `{type: "computer"}` (nothing to set), `{type: "computer_use_preview", display_width, display_height, environment}`,
 * `{type: "local_shell"}`, `{type: "image_generation", …}`.
 */
export function validateComputerShellTool(tool: Obj, at: string): void {
  if (tool.type === 'computer' || tool.type === 'local_shell') return unknownField(tool, ['type'], at);
  if (tool.type === 'computer_use_preview') {
    unknownField(tool, ['type', 'display_width', 'display_height', 'environment'], at);
    for (const key of ['display_width', 'display_height']) {
      if (tool[key] === undefined || tool[key] === null) throw missingParameter(`${at}.${key}`);
      integerIn(tool[key], `${at}.${key}`, 1, 100_000);
    }
    if (tool.environment === undefined || tool.environment === null) throw missingParameter(`${at}.environment`);
    return oneOf(tool.environment, ENVIRONMENTS, `${at}.environment`);
  }
  unknownField(tool, IMAGE_FIELDS, at);
  // "Number of partial images to generate in streaming mode, from 0 (default value) to 3." (SDK `Tool.ImageGeneration`)
  integerIn(tool.partial_images, `${at}.partial_images`, 0, 3);
  integerIn(tool.output_compression, `${at}.output_compression`, 0, 100);
  oneOf(tool.output_format, IMAGE_FORMATS, `${at}.output_format`);
  oneOf(tool.quality, QUALITIES, `${at}.quality`);
  oneOf(tool.action, ['generate', 'edit', 'auto'], `${at}.action`);
  oneOf(tool.background, ['transparent', 'opaque', 'auto'], `${at}.background`);
  if (tool.size !== undefined && tool.size !== null && typeof tool.size !== 'string')
    throw invalidType(`${at}.size`, 'a string', tool.size);
}

/** The image_generation tool as a Response echoes it: the defaults the SDK's docs give spelled out. */
export function echoImageGenerationTool(tool: Obj): Obj {
  return {
    ...tool,
    background: tool.background ?? 'auto',
    model: tool.model ?? 'gpt-image-1',
    moderation: tool.moderation ?? 'auto',
    output_compression: tool.output_compression ?? 100,
    output_format: tool.output_format ?? 'png',
    partial_images: tool.partial_images ?? 0,
    quality: tool.quality ?? 'auto',
    size: tool.size ?? 'auto',
  };
}

function str(item: Obj, key: string, at: string): void {
  if (item[key] === undefined || item[key] === null) throw missingParameter(`${at}.${key}`);
  if (typeof item[key] !== 'string') throw invalidType(`${at}.${key}`, 'a string', item[key]);
  if (item[key] === '')
    throw invalidRequest(
      `Invalid '${at}.${key}': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
      `${at}.${key}`,
      'empty_string',
    );
}

/** Per-item shape checks (SDK `ResponseInputItem.ComputerCallOutput`, `LocalShellCall`, `LocalShellCallOutput`, `ImageGenerationCall`, …). */
export function validateComputerShellItem(item: Obj, at: string): void {
  switch (item.type) {
    case 'computer_call':
      str(item, 'call_id', at);
      if (item.action === undefined && item.actions === undefined) throw missingParameter(`${at}.action`);
      return;
    case 'computer_call_output': {
      str(item, 'call_id', at);
      const output = item.output;
      if (output === undefined || output === null) throw missingParameter(`${at}.output`);
      if (!isObject(output)) throw invalidType(`${at}.output`, 'an object', output);
      return oneOf(output.type, ['computer_screenshot'], `${at}.output.type`);
    }
    case 'local_shell_call': {
      str(item, 'call_id', at);
      const action = item.action;
      if (!isObject(action))
        throw action === undefined || action === null
          ? missingParameter(`${at}.action`)
          : invalidType(`${at}.action`, 'an object', action);
      if (!Array.isArray(action.command))
        throw action.command === undefined
          ? missingParameter(`${at}.action.command`)
          : invalidType(`${at}.action.command`, 'an array', action.command);
      return;
    }
    case 'local_shell_call_output':
      // The call it answers, by `call_id` (what clients send) or `id` (what the SDK's type names): see pairing.ts.
      // Without either, the spec's required `id` is the one named missing.
      str(item, item.call_id !== undefined && item.call_id !== null ? 'call_id' : 'id', at);
      if (typeof item.output !== 'string')
        throw item.output === undefined
          ? missingParameter(`${at}.output`)
          : invalidType(`${at}.output`, 'a string', item.output);
      return;
    case 'image_generation_call':
      return str(item, 'id', at);
    case 'additional_tools':
      if (!Array.isArray(item.tools))
        throw item.tools === undefined
          ? missingParameter(`${at}.tools`)
          : invalidType(`${at}.tools`, 'an array', item.tools);
      return oneOf(item.role, ['developer'], `${at}.role`);
    case 'configuration_update':
      return;
  }
}
