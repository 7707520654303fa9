// Break-it labs of every API style: each sends one classic mistake for real so the real error comes back.
import { ASSISTANTS_LABS } from './assistants-labs';
import { CHAT_LABS } from './chat-labs';
import { RESPONSES_LABS } from './responses-labs';
import type { BreakItLab } from './lab-types';

export type { BreakItLab, ExpectedError, JsonBody, LabStyle } from './lab-types';

export const LABS: readonly BreakItLab[] = [...CHAT_LABS, ...RESPONSES_LABS, ...ASSISTANTS_LABS];

export function findLab(id: string): BreakItLab | undefined {
  return LABS.find((lab) => lab.id === id);
}
