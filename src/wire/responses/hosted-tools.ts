// The hosted tools the mock runs itself (file_search, code_interpreter, web_search): their definitions' checks and
// echoes. Shapes: openai SDK 7.59 `FileSearchTool`, `Tool.CodeInterpreter`, `WebSearchTool`.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { invalidRequest } from '../errors.ts';
import { isObject } from '../json-object.ts';

type Obj = Record<string, unknown>;

export const HOSTED_TOOL_TYPES = [
  'file_search',
  'code_interpreter',
  'web_search',
  'web_search_preview',
  'web_search_2025_08_26',
  'web_search_preview_2025_03_11',
];
const FILE_SEARCH_FIELDS = ['type', 'vector_store_ids', 'max_num_results', 'ranking_options', 'filters'];
const CODE_FIELDS = ['type', 'container', 'allowed_callers'];
const WEB_FIELDS = [
  'type',
  'filters',
  'user_location',
  'search_context_size',
  'external_web_access',
  'search_content_types',
  'image_settings',
];
const CONTEXT_SIZES = ['low', 'medium', 'high'];

export const isWebSearchType = (type: unknown): boolean => typeof type === 'string' && type.startsWith('web_search');

function unknownField(tool: Obj, fields: readonly string[], at: string): void {
  const unknown = Object.keys(tool).find((k) => !fields.includes(k));
  if (unknown !== undefined)
    throw invalidRequest(`Unknown parameter: '${at}.${unknown}'.`, `${at}.${unknown}`, 'unknown_parameter');
}

/** A range check with the API's wording, at a nested path (checks.ts's checkNumber names top-level keys only). */
function checkRange(value: unknown, path: string, min: number, max: number, integer: boolean): void {
  if (value === undefined || value === null) return;
  const kind = integer ? 'integer' : 'decimal';
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
    throw invalidType(path, integer ? 'an integer' : 'a decimal', value);
  if (value < min)
    throw invalidRequest(
      `Invalid '${path}': ${kind} below minimum value. Expected a value >= ${min}, but got ${value} instead.`,
      path,
      `${kind}_below_min_value`,
    );
  if (value > max)
    throw invalidRequest(
      `Invalid '${path}': ${kind} above maximum value. Expected a value <= ${max}, but got ${value} instead.`,
      path,
      `${kind}_above_max_value`,
    );
}

/** `{type: "file_search", vector_store_ids: [...]}`: the ids must be there (whether each store exists is the server's check). */
export function validateFileSearchTool(tool: Obj, at: string): void {
  unknownField(tool, FILE_SEARCH_FIELDS, at);
  if (tool.vector_store_ids === undefined || tool.vector_store_ids === null)
    throw missingParameter(`${at}.vector_store_ids`);
  if (!Array.isArray(tool.vector_store_ids))
    throw invalidType(`${at}.vector_store_ids`, 'an array', tool.vector_store_ids);
  tool.vector_store_ids.forEach((id, i) => {
    if (typeof id !== 'string') throw invalidType(`${at}.vector_store_ids[${i}]`, 'a string', id);
  });
  checkRange(tool.max_num_results, `${at}.max_num_results`, 1, 50, true);
  if (tool.ranking_options !== undefined && tool.ranking_options !== null) {
    if (!isObject(tool.ranking_options)) throw invalidType(`${at}.ranking_options`, 'an object', tool.ranking_options);
    checkRange(tool.ranking_options.score_threshold, `${at}.ranking_options.score_threshold`, 0, 1, false);
    const ranker = tool.ranking_options.ranker;
    if (ranker !== undefined && ranker !== null && ranker !== 'auto' && ranker !== 'default-2024-11-15')
      throw invalidValue(ranker, ['auto', 'default-2024-11-15'], `${at}.ranking_options.ranker`);
  }
  // Attribute filters narrow by file attributes; the mock's files carry none, so a filter is accepted and matches all (ours).
  if (tool.filters !== undefined && tool.filters !== null && !isObject(tool.filters))
    throw invalidType(`${at}.filters`, 'an object', tool.filters);
}

/** `{type: "code_interpreter", container: "cntr_…" | {type: "auto", file_ids?, memory_limit?}}`. */
export function validateCodeInterpreterTool(tool: Obj, at: string): void {
  unknownField(tool, CODE_FIELDS, at);
  const container = tool.container;
  if (container === undefined || container === null) throw missingParameter(`${at}.container`);
  if (typeof container === 'string') return;
  if (!isObject(container)) throw invalidType(`${at}.container`, 'a string or object', container);
  if (container.type === undefined) throw missingParameter(`${at}.container.type`);
  if (container.type !== 'auto') throw invalidValue(container.type, ['auto'], `${at}.container.type`);
  if (container.file_ids !== undefined && !Array.isArray(container.file_ids))
    throw invalidType(`${at}.container.file_ids`, 'an array', container.file_ids);
  const limit = container.memory_limit;
  if (limit !== undefined && limit !== null && !['1g', '4g', '16g', '64g'].includes(limit as string))
    throw invalidValue(limit, ['1g', '4g', '16g', '64g'], `${at}.container.memory_limit`);
}

/** `{type: "web_search" | "web_search_preview", ...}`: nothing is required; what is set must be of the right kind. */
export function validateWebSearchTool(tool: Obj, at: string): void {
  unknownField(tool, WEB_FIELDS, at);
  const size = tool.search_context_size;
  if (size !== undefined && size !== null && !CONTEXT_SIZES.includes(size as string))
    throw invalidValue(size, CONTEXT_SIZES, `${at}.search_context_size`);
  if (tool.user_location !== undefined && tool.user_location !== null && !isObject(tool.user_location))
    throw invalidType(`${at}.user_location`, 'an object', tool.user_location);
  if (tool.filters !== undefined && tool.filters !== null) {
    if (!isObject(tool.filters)) throw invalidType(`${at}.filters`, 'an object', tool.filters);
    const domains = tool.filters.allowed_domains;
    if (domains !== undefined && domains !== null && !Array.isArray(domains))
      throw invalidType(`${at}.filters.allowed_domains`, 'an array', domains);
  }
}

export function validateHostedTool(tool: Obj, at: string): void {
  if (tool.type === 'file_search') return validateFileSearchTool(tool, at);
  if (tool.type === 'code_interpreter') return validateCodeInterpreterTool(tool, at);
  return validateWebSearchTool(tool, at);
}

/** A hosted tool as the Response echoes it: the API's defaults spelled out. */
export function echoHostedTool(tool: Obj): Obj {
  if (tool.type === 'file_search') {
    const ranking = isObject(tool.ranking_options) ? tool.ranking_options : {};
    return {
      type: 'file_search',
      filters: tool.filters ?? null,
      max_num_results: tool.max_num_results ?? 20,
      ranking_options: { ranker: ranking.ranker ?? 'auto', score_threshold: ranking.score_threshold ?? 0 },
      vector_store_ids: tool.vector_store_ids,
    };
  }
  if (tool.type === 'code_interpreter') return { type: 'code_interpreter', container: tool.container };
  return {
    type: tool.type,
    filters: tool.filters ?? null,
    search_context_size: tool.search_context_size ?? 'medium',
    user_location: tool.user_location ?? null,
  };
}
