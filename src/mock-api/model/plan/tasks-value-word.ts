// "… for bed 4. Bed 4 also yielded 900 g of peas.": a word that says which thing a value is about chooses no new tool.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Readings } from './readings.ts';
import { parametersOf, propertiesOf } from '../understand/schema-view.ts';
import { identifierWords, sameStem } from '../understand/text.ts';
import { scoreTools, type ToolScore } from './tool-match.ts';

/**
 * Tasks marked in a request, each with its best tool: a task whose best tool differs from the task before's, and was
 * chosen only by words of a parameter's name of the tool before ("bed" of `bed_number`: they say which thing a value is
 * about, not what to do with it), asks the tool before again when that tool reads every value it needs in the task's
 * own words. The rule in words goes with it.
 */
export function withToolBeforeForValueWords<T extends { text: string; best: ToolScore; rule?: string }>(
  tasks: readonly T[],
  tools: readonly FunctionDefinition[],
  readings: Readings,
): T[] {
  const out: T[] = [];
  for (const task of tasks) {
    const before = out[out.length - 1]?.best.tool;
    if (!before || task.best.tool === before || task.best.hits.length === 0) {
      out.push(task);
      continue;
    }
    const paramWords = propertiesOf(parametersOf(before)).flatMap(([n]) => identifierWords(n));
    const aboutValues = task.best.hits.every((w) => paramWords.some((p) => sameStem(p, w)));
    const read = aboutValues ? readings.of(before).read(task.text) : undefined;
    const again =
      read?.complete && [...read.given].length >= 2
        ? scoreTools(task.text, tools).find((s) => s.tool === before)
        : undefined;
    if (!again) {
      out.push(task);
      continue;
    }
    const words = task.best.hits.map((w) => `'${w}'`).join(', ');
    const note = `${before.name} again: ${words} only name what a value of it is about, and it reads every value it needs here`;
    out.push({ ...task, best: again, rule: [task.rule, note].filter(Boolean).join('; ') });
  }
  return out;
}
