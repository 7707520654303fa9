// Which API style the chosen scenario needs when another one is picked: an Assistants-only scenario (its tool is the
// assistant's code_interpreter or file_search) sent over Chat would run with no tool and get the mock's fixed sentence.
import type { ApiStyle } from '@loopscope/engine/types';

/** The style the scenario was made for, when it is not `picked`; null when it fits or runs in any style. */
export function styleTheScenarioNeeds(
  scenarios: ReadonlyArray<{ id: string; apiStyle?: ApiStyle | undefined }>,
  scenarioId: string | null,
  picked: ApiStyle,
): ApiStyle | null {
  const needs = scenarios.find((s) => s.id === scenarioId)?.apiStyle;
  return needs !== undefined && needs !== picked ? needs : null;
}
