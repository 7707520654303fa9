// The Responses request's newer options (openai SDK 7.59/7.60 `ResponseCreateParams`): access programs, background and
// prompt-cache options, moderation, image context, the multi_agent beta; their checks and how a Response echoes them.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { cleanModerationResult, validateModeration } from '../moderation.ts';

type Obj = Record<string, unknown>;

/** Top-level fields of these options, for the request's list of known fields. `multi_agent` is the beta resource's (`client.beta.responses`). */
export const OPTION_FIELDS = [
  'access_programs',
  'background_options',
  'image',
  'moderation',
  'multi_agent',
  'prompt_cache_options',
] as const;

const CYBER_PROGRAMS = ['standard', 'daybreak_blue', 'daybreak_red'];
const COMPLETION_WINDOWS = ['soonest', '2h', '8h'];
const CACHE_MODES = ['implicit', 'explicit'];
const CACHE_TTLS = ['30m', '12h'];

function optionalObject(body: Obj, key: string): Obj | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw invalidType(key, 'an object', value);
  return value;
}

function oneOf(value: unknown, allowed: readonly string[], path: string): void {
  if (value !== undefined && value !== null && !allowed.includes(value as string))
    throw invalidValue(value, allowed, path);
}

/** The shapes the SDK's types give; what each asks of the service (caching, moderation policies, subagents) the mock does not model. */
export function validateRequestOptions(body: Obj): void {
  const access = optionalObject(body, 'access_programs');
  if (access) oneOf(access.cyber, CYBER_PROGRAMS, 'access_programs.cyber');
  const background = optionalObject(body, 'background_options');
  if (background) oneOf(background.completion_window, COMPLETION_WINDOWS, 'background_options.completion_window');
  const image = optionalObject(body, 'image');
  if (image) oneOf(image.context_compression, ['enabled', 'disabled'], 'image.context_compression');
  validateModeration(body);
  const multiAgent = optionalObject(body, 'multi_agent');
  if (multiAgent) {
    if (multiAgent.enabled === undefined) throw missingParameter('multi_agent.enabled');
    if (typeof multiAgent.enabled !== 'boolean')
      throw invalidType('multi_agent.enabled', 'a boolean', multiAgent.enabled);
    const most = multiAgent.max_concurrent_subagents;
    if (most !== undefined && (typeof most !== 'number' || !Number.isInteger(most)))
      throw invalidType('multi_agent.max_concurrent_subagents', 'an integer', most);
  }
  const cache = optionalObject(body, 'prompt_cache_options');
  if (cache) {
    oneOf(cache.mode, CACHE_MODES, 'prompt_cache_options.mode');
    oneOf(cache.ttl, CACHE_TTLS, 'prompt_cache_options.ttl');
  }
}

/**
 * What a Response says of these options: `access_programs` is the program used, null for the implicit Standard
 * fallback (the SDK's words: "An implicit Standard fallback is represented by null"); `moderation` the results for
 * input and output when moderation was asked for; `prompt_cache_options` with its defaults spelled out, `image` as sent.
 */
export function echoRequestOptions(body: Obj): Obj {
  const access =
    isObject(body.access_programs) && typeof body.access_programs.cyber === 'string'
      ? { cyber: body.access_programs.cyber }
      : null;
  const moderation = isObject(body.moderation)
    ? {
        moderation: {
          input: cleanModerationResult(String(body.moderation.model)),
          output: cleanModerationResult(String(body.moderation.model)),
        },
      }
    : {};
  // The Response's form names mode and ttl always; their defaults are the SDK's ("implicit" breakpoint, "`ttl` defaults to `30m`").
  const sent = isObject(body.prompt_cache_options) ? body.prompt_cache_options : null;
  const cache = sent
    ? {
        prompt_cache_options: {
          mode: sent.mode ?? 'implicit',
          ttl: sent.ttl ?? '30m',
          ...(sent.comparison_response_id != null ? { comparison_response_id: sent.comparison_response_id } : {}),
        },
      }
    : {};
  const image = isObject(body.image) ? { image: body.image } : {};
  return { access_programs: access, ...moderation, ...cache, ...image };
}
