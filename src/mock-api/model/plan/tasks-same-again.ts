// "…; and the same again for a shop with 3 doors": a task that asks the task before again with values of its own.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Readings } from './readings.ts';
import { fits, scoreTools } from './tool-match.ts';

/**
 * A task that opens with "the same (thing) (again) for/with": the same as the task before, for what follows. Not "the
 * same day/time …", which says when, not what.
 */
const SAME_AGAIN_FOR =
  /^(?:(?:and|then|also|plus)[\s,]+){0,2}(?:do\s+)?(?:the\s+)?same(?:\s+(?!(?:for|with|again|day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)[a-z]{2,20})?(?:\s+again)?\s*,?\s+(?:for|with)\s/i;

/**
 * Whether a task that opens with "the same … for X" asks the tool of the task before again although its own words
 * fit a tool ("the same again for a shop with 3 doors": "doors" is a word of another tool's name): the tool of the
 * task before reads a required value in X from X's own words (a whole-text fallback gives nothing). The rule in
 * words, or undefined.
 */
export function sameAgainWithOwnValues(
  task: string,
  before: string,
  tools: readonly FunctionDefinition[],
  readings: Readings,
): string | undefined {
  const opener = SAME_AGAIN_FOR.exec(task)?.[0];
  if (opener === undefined) return undefined;
  const asked = scoreTools(before, tools)[0];
  if (!fits(asked)) return undefined;
  const own = readings.of(asked.tool).read(task.slice(opener.length));
  if (own.given.size === 0) return undefined;
  const said = [...own.given].map((k) => `${k} from '${own.sources.get(k)}'`).join(', ');
  return `"${opener.trim()}" asks ${asked.tool.name} of the task before again, which reads ${said} in it`;
}
