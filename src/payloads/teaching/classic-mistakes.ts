// The classic mistakes that have a scenario of their own (the driver makes them on purpose), read from the break-it labs,
// which hold every mistake once; the scenario picker, the timeline's fix note and the labs all use those same records.
import type { OpenAIErrorObject } from '@loopscope/wire/errors';
import { LABS, type BreakItLab } from './labs/index.ts';

export type { ExpectedError } from './labs/index.ts';

/** The mistakes the Responses driver makes on purpose when a session asks for one. */
export type ResponsesMistakeId =
  | 'responses-nested-tools'
  | 'responses-tool-role'
  | 'responses-dropped-reasoning'
  | 'responses-chain-unstored';
/** The mistakes the Assistants driver makes on purpose when a session asks for one. */
export type AssistantsMistakeId =
  | 'assistants-missing-beta'
  | 'assistants-v1-beta'
  | 'assistants-outputs-as-message'
  | 'assistants-run-while-active'
  | 'assistants-wrong-tool-call-id';
/** Every mistake with a scenario of its own (the strict one is plain configuration). */
export type ClassicMistakeId = 'strict-mistake' | ResponsesMistakeId | AssistantsMistakeId;
/** A mistake a driver makes on purpose: the session's one `mistake` option (engine/mistakes.ts's `MISTAKES` keys). */
export type DriverMistakeId = Exclude<ClassicMistakeId, 'strict-mistake'>;

export type ClassicMistake = BreakItLab & { id: ClassicMistakeId };

const isClassic = (lab: BreakItLab): lab is ClassicMistake => lab.breakBody === null && lab.scenario === lab.id;

export const CLASSIC_MISTAKES: readonly ClassicMistake[] = LABS.filter(isClassic);

export function findClassicMistake(id: string | null | undefined): ClassicMistake | undefined {
  return CLASSIC_MISTAKES.find((m) => m.id === id);
}

/** The placeholders `{…}` of an expected text stand for one id or index each. */
function templateMatches(template: string | null, actual: string | null): boolean {
  if (template === null || actual === null) return template === actual;
  const pattern = template
    .split(/\{[a-z_]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9_]+');
  return new RegExp(`^${pattern}$`).test(actual);
}

/** True when an HTTP error is exactly the one this mistake provokes (status, message, param and code). */
export function isExpectedError(
  mistake: Pick<BreakItLab, 'expectedError'>,
  status: number,
  body: OpenAIErrorObject | null | undefined,
): boolean {
  if (!body || status !== mistake.expectedError.status) return false;
  const { message, param, code } = mistake.expectedError;
  return templateMatches(message, body.message) && templateMatches(param, body.param) && code === body.code;
}
