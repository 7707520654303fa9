// Stuck-loop rules over the calls a loop made: the same call with the same result again and again, two tools taking
// turns with nothing new, a poll that never changes, and one failure over and over.
import type { DoctorRule, RepeatedPart, RuleContext, RuleHit } from '../types';
import { actionableResult, applyLoopFix, forcesToolCall, type LoopFix } from './loop-fixes';
import { failureOf, isPending } from './result-kinds';
import { answeredUses, canonicalArgs, turnKey, turnsOf, type ToolUse } from './tool-uses';
import { say } from '../details';
import { PAYLOAD_STYLE_NAMES } from '../../payload-styles';

/** cline warns at three identical calls; a poll gets one more look before it counts as stuck. */
export const REPEAT_LIMIT = 3;
export const POLL_LIMIT = 4;
export const FAILURE_LIMIT = 3;
/** A B A B: two rounds of the same pair. */
export const ALTERNATION_TURNS = 4;
/** Parts shown side by side at most. */
const SHOWN = 6;

/** The first few and the newest: where the loop started and where it got to. */
const shown = <T>(parts: readonly T[]): T[] =>
  parts.length <= SHOWN ? [...parts] : [...parts.slice(0, SHOWN - 1), parts[parts.length - 1]!];
const partOf = (use: ToolUse): RepeatedPart => ({
  call: use.callAt,
  name: use.name,
  args: use.args,
  result: use.result ?? '',
});
const newest = (turn: readonly ToolUse[]): ToolUse =>
  turn.reduce((a, b) => ((b.resultAt ?? 0) >= (a.resultAt ?? 0) ? b : a));

/**
 * Maximal runs of consecutive items for which `continues(previous, item)` holds, reported once each: when the run reaches
 * `limit` items and the request carrying the limit-th item's result is the one being checked.
 */
function streakHits<T>(
  ctx: RuleContext,
  items: readonly T[],
  limit: number,
  continues: (prev: T, item: T, i: number) => boolean,
  last: (item: T) => ToolUse,
  hit: (streak: T[]) => RuleHit,
): RuleHit[] {
  const hits: RuleHit[] = [];
  let start = 0;
  for (let i = 1; i <= items.length; i++) {
    if (i < items.length && continues(items[i - 1]!, items[i]!, i)) continue;
    const streak = items.slice(start, i);
    if (streak.length >= limit && last(streak[limit - 1]!).resultAt === ctx.index) hits.push(hit(streak));
    start = i;
  }
  return hits;
}

function loopHit(
  ctx: RuleContext,
  at: ToolUse,
  parts: ToolUse[],
  words: ReturnType<typeof say>,
  fix: LoopFix,
): RuleHit {
  return {
    path: at.resultPath ?? [],
    ...words,
    data: { ...fix, unforce: forcesToolCall(ctx.call) },
    repeated: shown(parts).map(partOf),
  };
}

const plain = (turn: readonly ToolUse[]) => turn.every((u) => failureOf(u.result) === null && !isPending(u.result));

export const repeatedToolCall: DoctorRule = {
  id: 'repeated-tool-call',
  title: 'The same call with the same arguments and the same result, again and again',
  severity: 'warning',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: 'The model asks for the same thing and gets the same answer; nothing in the conversation changes, so the next turn will most likely ask again until the step limit.',
  fix: 'Give the model a result it can act on (say it already has this answer and should use it), and do not force a tool call on every turn (tool_choice "required" or a named tool leaves it no way to answer in text).',
  check(ctx) {
    const turns = turnsOf(answeredUses(ctx.loop));
    // Failures and pending polls have rules of their own, and they break a streak rather than vanish from between its turns.
    return streakHits(
      ctx,
      turns,
      REPEAT_LIMIT,
      (prev, turn) => plain(prev) && plain(turn) && turnKey(prev) === turnKey(turn),
      newest,
      (streak) => {
        const at = newest(streak[REPEAT_LIMIT - 1]!);
        const message = `${at.name} was already called with these arguments ${REPEAT_LIMIT - 1} times and returned this same result each time. Calling it again will not change it: answer with this result, or ask the user for what is missing.`;
        return loopHit(
          ctx,
          at,
          streak.flat(),
          say('repeatedCall', { call: `${at.name}(${canonicalArgs(at.args)})`, times: streak.length }),
          { result: actionableResult(at, 'repeated_call', message) },
        );
      },
    );
  },
  apply: applyLoopFix,
};

export const alternatingTools: DoctorRule = {
  id: 'alternating-tools',
  title: 'Two tools taking turns with nothing new',
  severity: 'warning',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: 'The model goes back and forth between two calls with the same arguments and gets the same results each round: it is not making progress, only spending steps.',
  fix: 'Give the model a result it can act on (it already has both answers and should use them), and do not force a tool call on every turn.',
  check(ctx) {
    const turns = turnsOf(answeredUses(ctx.loop));
    const keys = turns.map((t) => turnKey(t));
    const names = turns.map((t) =>
      t
        .map((u) => u.name)
        .sort()
        .join(','),
    );
    // Turn i carries the alternation on when it repeats turn i-2 exactly and differs from turn i-1 by tool.
    const alt = (i: number) => i >= 2 && i < turns.length && keys[i] === keys[i - 2] && names[i] !== names[i - 1];
    const hits: RuleHit[] = [];
    // A B A B completes at i when turns i-1 and i both carry it on and i-2 did not (that would have completed it earlier).
    for (let i = 3; i < turns.length; i++) {
      if (!alt(i) || !alt(i - 1) || alt(i - 2)) continue;
      const at = newest(turns[i]!);
      if (at.resultAt !== ctx.index) continue;
      let end = i;
      while (alt(end + 1)) end++;
      const other = newest(turns[i - 1]!);
      const message = `${other.name} and ${at.name} have each returned these same results before. Calling them again will not change them: answer with what you have.`;
      const streak = turns.slice(i - 3, end + 1);
      hits.push(
        loopHit(
          ctx,
          at,
          streak.flat(),
          say('tookTurns', { first: other.name, second: at.name, times: streak.length }),
          { result: actionableResult(at, 'no_progress', message) },
        ),
      );
    }
    return hits;
  },
  apply: applyLoopFix,
};

export const pollingUnchanged: DoctorRule = {
  id: 'polling-unchanged',
  title: 'Polling that never changes',
  severity: 'warning',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: 'The model checks on work that is not done yet and gets the same "pending" every time; it will keep checking as fast as the loop runs, with no wait and no limit.',
  fix: 'Poll in your code with a wait and a limit instead of through the model, or return a result that says the work is still running and the model should tell the user (a stop condition).',
  check(ctx) {
    const turns = turnsOf(answeredUses(ctx.loop));
    const polls = (turn: readonly ToolUse[]) => turn.length === 1 && isPending(turn[0]!.result);
    return streakHits(
      ctx,
      turns,
      POLL_LIMIT,
      (prev, turn) => polls(prev) && polls(turn) && turnKey(prev) === turnKey(turn),
      newest,
      (streak) => {
        const at = newest(streak[POLL_LIMIT - 1]!);
        const message = `Still not done after ${POLL_LIMIT} checks. Stop checking now: tell the user the work is still running and that they can ask again later.`;
        return loopHit(
          ctx,
          at,
          streak.flat(),
          say('polledUnchanged', { call: `${at.name}(${canonicalArgs(at.args)})`, times: streak.length }),
          { result: actionableResult(at, 'still_pending', message) },
        );
      },
    );
  },
  apply: applyLoopFix,
};
