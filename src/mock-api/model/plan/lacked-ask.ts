// A "what" question about a thing the best-fitting tool has no word for: no tool is called, and the note says why.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { fits, isFiller, isGeneric, scoreTools, toolSays } from './tool-match.ts';
import { askedWords, wordsOfAsked } from './asked-thing.ts';

/**
 * "What are the club's opening hours on Sundays?" with a club's booking tools: the question asks for hours, a word the
 * tool that shares "club" has nowhere (name, description, parameters or their options, or a related word), so its
 * words do not fit the question: it asks a fact that tool does not give.
 */
export function asksWhatToolLacks(request: string, tool: FunctionDefinition): boolean {
  return lackedWord(request, tool) !== undefined;
}

function lackedWord(request: string, tool: FunctionDefinition): string | undefined {
  const words = askedWords(request);
  const asked = words?.[0];
  return asked !== undefined &&
    !isFiller(asked) &&
    !isGeneric(asked) &&
    !words!.some((word) => wordsOfAsked(word).some((w) => toolSays(tool, w)))
    ? asked
    : undefined;
}

/** Why no tool is called, when the best-fitting tool lacks the thing a "what" question asks for; undefined otherwise. */
export function lackedAskNote(request: string, tools: readonly FunctionDefinition[]): string | undefined {
  const best = scoreTools(request, tools)[0];
  const asked = fits(best) ? lackedWord(request, best.tool) : undefined;
  return (
    asked && `the question asks for '${asked}', a word ${best!.tool.name} has nowhere: no tool matches the request`
  );
}
