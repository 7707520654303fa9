// Moderated completions (`moderation: {model, policy}` on Chat Completions and Responses): the request's checks and the results reported back.
import type { ChatCompletion } from './chat-types.ts';
import { invalidType, invalidValue, missingParameter } from './checks.ts';
import { isObject } from './json-object.ts';

type Obj = Record<string, unknown>;

/** The policy modes of the SDK's `Moderation.Policy.Input` / `.Output` (both styles). */
const POLICY_MODES = ['score', 'block'];

/**
 * The shape the SDK's types and the vendored spec (`ModerationParam`) give: `model` a string, `policy` an object whose
 * `input` and `output`, when sent, name a `mode`. The real API's words for these mistakes are not documented: the
 * mock uses its usual missing/type/value wordings.
 */
export function validateModeration(body: Obj): void {
  const moderation = body.moderation;
  if (moderation === undefined || moderation === null) return;
  if (!isObject(moderation)) throw invalidType('moderation', 'an object', moderation);
  if (moderation.model === undefined || moderation.model === null) throw missingParameter('moderation.model');
  if (typeof moderation.model !== 'string') throw invalidType('moderation.model', 'a string', moderation.model);
  const policy = moderation.policy;
  if (policy === undefined || policy === null) return;
  if (!isObject(policy)) throw invalidType('moderation.policy', 'an object', policy);
  for (const side of ['input', 'output'] as const) {
    const rule = policy[side];
    if (rule === undefined || rule === null) continue;
    const path = `moderation.policy.${side}`;
    if (!isObject(rule)) throw invalidType(path, 'an object', rule);
    if (rule.mode === undefined || rule.mode === null) throw missingParameter(`${path}.mode`);
    if (!POLICY_MODES.includes(rule.mode as string)) throw invalidValue(rule.mode, POLICY_MODES, `${path}.mode`);
  }
}

/** The moderation model a request asked for, or null when it asked for none. */
export function moderationModel(body: Obj): string | null {
  return isObject(body.moderation) && typeof body.moderation.model === 'string' ? body.moderation.model : null;
}

/** The moderation categories of the SDK's `Moderation.Categories` (moderations.d.ts). */
const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

/**
 * A `moderation_result` (the spec's `ModerationResultBody`) that flags nothing: the mock has no classifier, and every
 * text it writes or reads is judged harmless, each score 0 (deterministic; the real scores are a model's and cannot be
 * reproduced). So a `block` policy never blocks here.
 */
export function cleanModerationResult(model: string): ModerationResult {
  const each = <T>(value: T) => Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, value]));
  return {
    type: 'moderation_result',
    model,
    flagged: false,
    categories: each(false),
    category_applied_input_types: each<('text' | 'image')[]>(['text']),
    category_scores: each(0),
  };
}

type ModerationResult = ChatCompletion.Moderation.ModerationResults.Result;

/**
 * Chat Completions' `moderation` (the spec's `ChatCompletionModeration`): input and output each a `moderation_results`
 * object holding a list of results. One result each: the request's input and the generated output are each judged as
 * one text (how the real service splits them into results is not documented).
 */
export function chatModeration(model: string): ChatCompletion.Moderation {
  const results = (): ChatCompletion.Moderation.ModerationResults => ({
    type: 'moderation_results',
    model,
    results: [cleanModerationResult(model)],
  });
  return { input: results(), output: results() };
}
