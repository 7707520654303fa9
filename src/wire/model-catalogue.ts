// The model catalogue: every model id the installed openai SDK names, with its limits, kind and picker group (one source of truth).
import type { ChatModel, ResponsesModel } from 'openai/resources/shared';

/** The literal ids of a union that also admits any string (`(string & {}) | 'gpt-4o' | …` → `'gpt-4o' | …`). */
type Literals<T> = T extends string ? (string extends T ? never : T) : never;

/** Every model id the SDK's `ChatModel` and `ResponsesModel` types list. */
export type SdkModelId = Literals<ChatModel | ResponsesModel>;

/** How the configuration's picker groups the ids. */
export type ModelGroup = 'current' | 'reasoning' | 'specialised' | 'older' | 'loopscope';
export const MODEL_GROUPS: readonly ModelGroup[] = ['current', 'reasoning', 'specialised', 'older', 'loopscope'];

interface Family {
  contextWindow: number;
  maxOutputTokens: number;
  group: ModelGroup;
  /** Reasoning model: `reasoning` items, `reasoning.effort`, reasoning tokens, and refusals of sampling parameters. */
  reasoning: boolean;
  /** Assistant messages carry `phase` ("commentary" / "final_answer"): gpt-5.3-codex and later, per the SDK's docs. */
  phase: boolean;
}

const family = (
  contextWindow: number,
  maxOutputTokens: number,
  group: ModelGroup,
  reasoning = false,
  phase = false,
): Family => ({ contextWindow, maxOutputTokens, group, reasoning, phase });

// Published limits where OpenAI's model pages give them (gpt-4o 128k/16,384 as seed 002 says, gpt-4.1 1,047,576/32,768,
// gpt-5 400k/128k, o-series 200k/100k). The gpt-5.5+ and gpt-6 ids exist only in the SDK's types: their limits are
// our choice (gpt-5.4's 1,050,000/128,000), so the gauge has a number; change them here when the real pages say otherwise.
const F = {
  gpt6: family(1_050_000, 128_000, 'current', true, true),
  gpt55: family(1_050_000, 128_000, 'current', true, true),
  gpt54: family(1_050_000, 128_000, 'reasoning', true, true),
  gpt54Small: family(400_000, 128_000, 'reasoning', true, true),
  gpt5: family(400_000, 128_000, 'reasoning', true),
  gpt5Pro: family(400_000, 272_000, 'specialised', true),
  codex: family(400_000, 128_000, 'specialised', true),
  // gpt-5.3-codex and later label their messages with `phase` (the SDK's docs).
  codexPhase: family(400_000, 128_000, 'specialised', true, true),
  specialist: family(1_050_000, 128_000, 'specialised', true, true),
  chatLatest: family(128_000, 16_384, 'older'),
  o: family(200_000, 100_000, 'reasoning', true),
  oPro: family(200_000, 100_000, 'specialised', true),
  oPreview: family(128_000, 32_768, 'older', true),
  oMini: family(128_000, 65_536, 'older', true),
  deepResearch: family(200_000, 100_000, 'specialised', true),
  computerUse: family(8_192, 1_024, 'specialised'),
  gpt41: family(1_047_576, 32_768, 'older'),
  gpt4o: family(128_000, 16_384, 'older'),
  gpt4oMay: family(128_000, 4_096, 'older'),
  audio: family(128_000, 16_384, 'specialised'),
  gpt4Turbo: family(128_000, 4_096, 'older'),
  gpt4: family(8_192, 8_192, 'older'),
  gpt4_32k: family(32_768, 8_192, 'older'),
  gpt35: family(16_385, 4_096, 'older'),
  gpt35Old: family(4_096, 4_096, 'older'),
  loopscope: family(4_096, 256, 'loopscope'),
} satisfies Record<string, Family>;

type FamilyKey = keyof typeof F;

/**
 * One row per SDK id. `satisfies Record<SdkModelId, …>` makes `tsc` fail when an SDK upgrade adds an id (a missing key)
 * or drops one (an excess key) until this table follows. `snapshot`: the dated id a response names for an alias.
 */
const SDK_MODELS = {
  'gpt-6-astra': ['gpt6'],
  'gpt-6.2-astra': ['gpt6'],
  'gpt-6.1-sol': ['gpt6'],
  'gpt-6.2-sol': ['gpt6'],
  'gpt-6.1-terra': ['gpt6'],
  'gpt-6-sol': ['gpt6'],
  'gpt-6-luna': ['gpt6'],
  'gpt-5.6-sol': ['gpt55'],
  'gpt-5.6-terra': ['gpt55'],
  'gpt-5.6-luna': ['gpt55'],
  'gpt-5.5': ['gpt55', 'gpt-5.5-2026-04-23'],
  'gpt-5.5-2026-04-23': ['gpt55'],
  'gpt-5.4': ['gpt54'],
  'gpt-5.4-mini': ['gpt54Small', 'gpt-5.4-mini-2026-03-17'],
  'gpt-5.4-nano': ['gpt54Small', 'gpt-5.4-nano-2026-03-17'],
  'gpt-5.4-mini-2026-03-17': ['gpt54Small'],
  'gpt-5.4-nano-2026-03-17': ['gpt54Small'],
  'gpt-5.3-chat-latest': ['chatLatest'],
  'gpt-5.2': ['gpt5', 'gpt-5.2-2025-12-11'],
  'gpt-5.2-2025-12-11': ['gpt5'],
  'gpt-5.2-chat-latest': ['chatLatest'],
  'gpt-5.2-pro': ['gpt5Pro', 'gpt-5.2-pro-2025-12-11'],
  'gpt-5.2-pro-2025-12-11': ['gpt5Pro'],
  'gpt-5.1': ['gpt5', 'gpt-5.1-2025-11-13'],
  'gpt-5.1-2025-11-13': ['gpt5'],
  'gpt-5.1-codex': ['codex'],
  'gpt-5.1-mini': ['gpt5'],
  'gpt-5.1-chat-latest': ['chatLatest'],
  'gpt-5': ['gpt5', 'gpt-5-2025-08-07'],
  'gpt-5-mini': ['gpt5', 'gpt-5-mini-2025-08-07'],
  'gpt-5-nano': ['gpt5', 'gpt-5-nano-2025-08-07'],
  'gpt-5-2025-08-07': ['gpt5'],
  'gpt-5-mini-2025-08-07': ['gpt5'],
  'gpt-5-nano-2025-08-07': ['gpt5'],
  'gpt-5-chat-latest': ['chatLatest'],
  'gpt-4.1': ['gpt41', 'gpt-4.1-2025-04-14'],
  'gpt-4.1-mini': ['gpt41', 'gpt-4.1-mini-2025-04-14'],
  'gpt-4.1-nano': ['gpt41', 'gpt-4.1-nano-2025-04-14'],
  'gpt-4.1-2025-04-14': ['gpt41'],
  'gpt-4.1-mini-2025-04-14': ['gpt41'],
  'gpt-4.1-nano-2025-04-14': ['gpt41'],
  'o4-mini': ['o', 'o4-mini-2025-04-16'],
  'o4-mini-2025-04-16': ['o'],
  o3: ['o', 'o3-2025-04-16'],
  'o3-2025-04-16': ['o'],
  'o3-mini': ['o', 'o3-mini-2025-01-31'],
  'o3-mini-2025-01-31': ['o'],
  o1: ['o', 'o1-2024-12-17'],
  'o1-2024-12-17': ['o'],
  'o1-preview': ['oPreview', 'o1-preview-2024-09-12'],
  'o1-preview-2024-09-12': ['oPreview'],
  'o1-mini': ['oMini', 'o1-mini-2024-09-12'],
  'o1-mini-2024-09-12': ['oMini'],
  'gpt-4o': ['gpt4o', 'gpt-4o-2024-08-06'],
  'gpt-4o-2024-11-20': ['gpt4o'],
  'gpt-4o-2024-08-06': ['gpt4o'],
  'gpt-4o-2024-05-13': ['gpt4oMay'],
  'gpt-audio-mini': ['audio', 'gpt-audio-mini-2025-12-15'],
  'gpt-audio-mini-2025-12-15': ['audio'],
  'gpt-4o-audio-preview': ['audio', 'gpt-4o-audio-preview-2025-06-03'],
  'gpt-4o-audio-preview-2024-10-01': ['audio'],
  'gpt-4o-audio-preview-2024-12-17': ['audio'],
  'gpt-4o-audio-preview-2025-06-03': ['audio'],
  'gpt-4o-mini-audio-preview': ['audio', 'gpt-4o-mini-audio-preview-2024-12-17'],
  'gpt-4o-mini-audio-preview-2024-12-17': ['audio'],
  'gpt-4o-search-preview': ['audio', 'gpt-4o-search-preview-2025-03-11'],
  'gpt-4o-mini-search-preview': ['audio', 'gpt-4o-mini-search-preview-2025-03-11'],
  'gpt-4o-search-preview-2025-03-11': ['audio'],
  'gpt-4o-mini-search-preview-2025-03-11': ['audio'],
  'chatgpt-4o-latest': ['gpt4o'],
  'codex-mini-latest': ['oPro'],
  'gpt-4o-mini': ['gpt4o', 'gpt-4o-mini-2024-07-18'],
  'gpt-4o-mini-2024-07-18': ['gpt4o'],
  'gpt-4-turbo': ['gpt4Turbo', 'gpt-4-turbo-2024-04-09'],
  'gpt-4-turbo-2024-04-09': ['gpt4Turbo'],
  'gpt-4-0125-preview': ['gpt4Turbo'],
  'gpt-4-turbo-preview': ['gpt4Turbo', 'gpt-4-0125-preview'],
  'gpt-4-1106-preview': ['gpt4Turbo'],
  'gpt-4-vision-preview': ['gpt4Turbo'],
  'gpt-4': ['gpt4', 'gpt-4-0613'],
  'gpt-4-0314': ['gpt4'],
  'gpt-4-0613': ['gpt4'],
  'gpt-4-32k': ['gpt4_32k', 'gpt-4-32k-0613'],
  'gpt-4-32k-0314': ['gpt4_32k'],
  'gpt-4-32k-0613': ['gpt4_32k'],
  'gpt-3.5-turbo': ['gpt35', 'gpt-3.5-turbo-0125'],
  'gpt-3.5-turbo-16k': ['gpt35', 'gpt-3.5-turbo-16k-0613'],
  'gpt-3.5-turbo-0301': ['gpt35Old'],
  'gpt-3.5-turbo-0613': ['gpt35Old'],
  'gpt-3.5-turbo-1106': ['gpt35'],
  'gpt-3.5-turbo-0125': ['gpt35'],
  'gpt-3.5-turbo-16k-0613': ['gpt35'],
  // ResponsesModel only (not offered by Chat Completions upstream; the mock answers them in both styles).
  'o1-pro': ['oPro', 'o1-pro-2025-03-19'],
  'o1-pro-2025-03-19': ['oPro'],
  'o3-pro': ['oPro', 'o3-pro-2025-06-10'],
  'o3-pro-2025-06-10': ['oPro'],
  'o3-deep-research': ['deepResearch', 'o3-deep-research-2025-06-26'],
  'o3-deep-research-2025-06-26': ['deepResearch'],
  'o4-mini-deep-research': ['deepResearch', 'o4-mini-deep-research-2025-06-26'],
  'o4-mini-deep-research-2025-06-26': ['deepResearch'],
  'computer-use-preview': ['computerUse', 'computer-use-preview-2025-03-11'],
  'computer-use-preview-2025-03-11': ['computerUse'],
  'gpt-5.5-pro': ['gpt5Pro', 'gpt-5.5-pro-2026-04-23'],
  'gpt-5.5-pro-2026-04-23': ['gpt5Pro'],
  'gpt-5-codex': ['codex'],
  'gpt-5-pro': ['gpt5Pro', 'gpt-5-pro-2025-10-06'],
  'gpt-5-pro-2025-10-06': ['gpt5Pro'],
  'gpt-5.1-codex-max': ['codex'],
  'gpt-daybreak-blue-latest': ['specialist'],
  'gpt-daybreak-red-latest': ['specialist'],
  'gpt-5.6-cyber': ['specialist'],
  'gpt-6-cyber': ['specialist'],
  'gpt-rosalind-research': ['specialist'],
  'gpt-6-rosalind': ['specialist'],
  'gpt-6.2-astra-law': ['specialist'],
} as const satisfies Record<SdkModelId, readonly [FamilyKey, SdkModelId?]>;

/**
 * Ids OpenAI's own code names that the SDK's model types do not: `gpt-5.6`, which the SDK's docs give as the first model
 * with `prompt_cache_options` and context modes ("`gpt-5.6` and later models") and the Agents SDK lists among its models,
 * and which OpenAI's examples use; `gpt-5.3-codex`, likewise. Their limits are their family's, our choice as for the other
 * ids known only by name.
 */
const NAMED_MODELS: Record<string, readonly [FamilyKey, string?]> = {
  'gpt-5.6': ['gpt55'],
  // The SDK's docs name it ("models like `gpt-5.3-codex` and beyond" carry `phase`) and OpenAI's
  // reasoning-safe-history example runs on it; gpt-5.1-codex-max's limits.
  'gpt-5.3-codex': ['codexPhase'],
};

/** Models of our own, not in the SDK: a deliberately small window, so a learner hits `context_length_exceeded` quickly. */
const OWN_MODELS: Record<string, readonly [FamilyKey, string?]> = {
  'loopscope-mini': ['loopscope', 'loopscope-mini-2026-01-01'],
  'loopscope-mini-2026-01-01': ['loopscope'],
};

export interface CatalogueModel extends Family {
  id: string;
  /** The dated snapshot a response names in `model` (the id itself when it is dated or has no snapshot). */
  snapshot: string;
}

const ROWS: Record<string, readonly [FamilyKey, string?]> = { ...SDK_MODELS, ...NAMED_MODELS, ...OWN_MODELS };

/** Every model of the catalogue, in the SDK's order (newest first), ours last. */
export const MODEL_CATALOGUE: readonly CatalogueModel[] = Object.entries(ROWS).map(([id, [key, snapshot]]) => ({
  id,
  snapshot: snapshot ?? id,
  ...F[key],
}));

const BY_ID = new Map(MODEL_CATALOGUE.map((m) => [m.id, m]));

export function catalogueModel(id: string): CatalogueModel | undefined {
  return BY_ID.get(id);
}
