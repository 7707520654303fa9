// The registry of teaching mistakes the drivers make on purpose (break-it labs): one entry per mistake, kept beside the
// driver of its style. A new mistake is one entry there; the drivers ask `mistakeOf(config)` and never name one.
import { ASSISTANTS_MISTAKES } from './drivers/assistants/mistakes';
import { RESPONSES_MISTAKES } from './drivers/responses/mistakes';
import type { Mistake } from './mistake';
import type { SessionConfig } from './types';

export type { Mistake, MistakeAlterations, WaitingRun } from './mistake';

export const MISTAKES: Readonly<Record<string, Mistake>> = { ...RESPONSES_MISTAKES, ...ASSISTANTS_MISTAKES };

/** The mistake the session asks its driver to make, or null: none asked, or not one its style makes. */
export function mistakeOf(config: SessionConfig): Mistake | null {
  const id = config.options.mistake;
  const mistake = id !== undefined && Object.hasOwn(MISTAKES, id) ? MISTAKES[id]! : null;
  return mistake?.styles.includes(config.apiStyle) ? mistake : null;
}
