// The mock's models: the catalogue of `wire/model-catalogue.ts` (every SDK id) with what `GET /v1/models` reports.
import { MODEL_CATALOGUE, type CatalogueModel } from '@loopscope/wire/model-catalogue';
import { isShutDown, shutdownDate } from '@loopscope/wire/model-shutdowns';

export interface MockModelInfo extends CatalogueModel {
  /** Unix seconds, as `GET /v1/models` reports it. */
  created: number;
  ownedBy: string;
}

/** The `created` of the aliases the mock listed before the catalogue (and of their snapshots), kept as they were. */
const CREATED: Record<string, number> = {
  'gpt-4o-2024-08-06': 1715367049,
  'gpt-4o-mini-2024-07-18': 1721172741,
  'gpt-4.1-2025-04-14': 1744316542,
  'gpt-4.1-mini-2025-04-14': 1744318173,
  'gpt-4.1-nano-2025-04-14': 1744321707,
  'o4-mini-2025-04-16': 1744225351,
};
/** Ids with no date of their own (`gpt-6.1-sol`, `gpt-4-0613`) are listed as created on this day (2026-01-01). */
const UNDATED = 1767225600;

function created(m: CatalogueModel): number {
  if (CREATED[m.snapshot] !== undefined) return CREATED[m.snapshot]!;
  const date = /(\d{4}-\d{2}-\d{2})$/.exec(m.snapshot)?.[1];
  return date ? Date.parse(`${date}T00:00:00Z`) / 1000 : UNDATED;
}

/** Every model the mock answers to: each alias and its dated snapshot. */
export const MOCK_MODELS: readonly MockModelInfo[] = MODEL_CATALOGUE.map((m) => ({
  ...m,
  created: created(m),
  ownedBy: m.group === 'loopscope' ? 'loopscope' : 'system',
}));

const BY_ID = new Map(MOCK_MODELS.map((m) => [m.id, m]));

export const DEFAULT_MODEL = 'gpt-4o';

/** A model of the catalogue, whatever its shutdown date (limits, snapshot, the /v1/completions "chat model" check). */
export function findModel(id: string): MockModelInfo | undefined {
  return BY_ID.get(id);
}

/**
 * The model a request may use at `nowMs` (the mock's clock): undefined for an id the catalogue does not know and for
 * one past its shutdown date, which the caller answers with the real 404 (`modelNotFoundError`), as upstream does after
 * a shutdown. One exception, `walkthrough`: a conversation a built-in recorded walkthrough began (seed 001's payloads name
 * gpt-4o, shut down on 2027-01-14) is still served, the recorded requests and the follow-ups its lesson invites alike,
 * because a learner replaying a recorded page expects it to work on any day (the rule: `beganByWalkthrough` in
 * scenarios/reply-script.ts); the same model in the learner's own program gets the 404 the real API gives.
 */
export function servedModel(id: string, nowMs: number, walkthrough?: () => boolean): MockModelInfo | undefined {
  const model = BY_ID.get(id);
  if (!model || !isShutDown(id, nowMs)) return model;
  return walkthrough?.() ? model : undefined;
}

/** The models `GET /v1/models` lists at `nowMs`: those not past their shutdown date, as the real list drops them. */
export function liveModels(nowMs: number): MockModelInfo[] {
  return MOCK_MODELS.filter((m) => !isShutDown(m.id, nowMs));
}

/** The `model` object exactly as the real `GET /v1/models` shows it, `shutdown_date` included (null when none is announced). */
export function toWireModel(m: MockModelInfo): {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
  shutdown_date: string | null;
} {
  return { id: m.id, object: 'model', created: m.created, owned_by: m.ownedBy, shutdown_date: shutdownDate(m.id) };
}
