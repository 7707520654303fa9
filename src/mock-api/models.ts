// The mock's model catalogue: names that look like the real ones, with the limits the UI's context gauge needs.

export interface MockModelInfo {
  /** The id clients send, e.g. `gpt-4o`. */
  id: string;
  /** The dated snapshot a response names in `model`, as the real API does for an alias. */
  snapshot: string;
  /** Maximum prompt + completion tokens. */
  contextWindow: number;
  /** Maximum completion tokens per response. */
  maxOutputTokens: number;
  /** Unix seconds, as `GET /v1/models` reports it. */
  created: number;
  ownedBy: string;
  /** A reasoning model: Responses output starts with a `reasoning` item and `reasoning.effort` is accepted. */
  reasoning?: boolean;
}

const ALIASES: MockModelInfo[] = [
  { id: 'gpt-4o', snapshot: 'gpt-4o-2024-08-06', contextWindow: 128_000, maxOutputTokens: 16_384, created: 1715367049, ownedBy: 'system' },
  { id: 'gpt-4o-mini', snapshot: 'gpt-4o-mini-2024-07-18', contextWindow: 128_000, maxOutputTokens: 16_384, created: 1721172741, ownedBy: 'system' },
  { id: 'gpt-4.1', snapshot: 'gpt-4.1-2025-04-14', contextWindow: 1_047_576, maxOutputTokens: 32_768, created: 1744316542, ownedBy: 'system' },
  { id: 'gpt-4.1-mini', snapshot: 'gpt-4.1-mini-2025-04-14', contextWindow: 1_047_576, maxOutputTokens: 32_768, created: 1744318173, ownedBy: 'system' },
  { id: 'gpt-4.1-nano', snapshot: 'gpt-4.1-nano-2025-04-14', contextWindow: 1_047_576, maxOutputTokens: 32_768, created: 1744321707, ownedBy: 'system' },
  { id: 'o4-mini', snapshot: 'o4-mini-2025-04-16', contextWindow: 200_000, maxOutputTokens: 100_000, created: 1744225351, ownedBy: 'system', reasoning: true },
  // A deliberately small window, so a learner can hit context_length_exceeded and finish_reason "length" quickly.
  { id: 'loopscope-mini', snapshot: 'loopscope-mini-2026-01-01', contextWindow: 4_096, maxOutputTokens: 256, created: 1767225600, ownedBy: 'loopscope' },
];

/** Every model the mock answers to: each alias and its dated snapshot. */
export const MOCK_MODELS: readonly MockModelInfo[] = ALIASES.flatMap((m) => [m, { ...m, id: m.snapshot }]);

export const DEFAULT_MODEL = 'gpt-4o';

export function findModel(id: string): MockModelInfo | undefined {
  return MOCK_MODELS.find((m) => m.id === id);
}

/** The `model` object exactly as the real `GET /v1/models` shows it. */
export function toWireModel(m: MockModelInfo): { id: string; object: 'model'; created: number; owned_by: string } {
  return { id: m.id, object: 'model', created: m.created, owned_by: m.ownedBy };
}
