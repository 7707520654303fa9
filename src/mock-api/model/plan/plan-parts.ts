// Splits a request into parts: one per tool it asks for, in the order it asks.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Readings } from './readings.ts';
import { pieces } from '../understand/pieces.ts';
import { words } from '../understand/text.ts';
import { fits, scoreTools, type ToolScore } from './tool-match.ts';

/**
 * True when a piece asks for its tool by itself: it opens with the tool's words (the first three words, articles
 * aside: "log pH 8.1", "the UV index in Zurich") and gives a value the tool needs (or it needs none). "it requires authentication",
 * "with its size and colour" or "my sister loves that band" add to the part before.
 */
function asks(text: string, best: ToolScore, readings: Readings): boolean {
  const opening = words(text)
    .filter((w) => !/^(?:the|a|an|my|our|me|us|please|also|then|and)$/.test(w))
    .slice(0, 3);
  if (!opening.some((w) => best.nameHits.includes(w))) return false;
  const read = readings.of(best.tool).read(text);
  return read.complete || read.given.size > 0;
}

export interface Part {
  text: string;
  best: ToolScore;
}

/**
 * The parts of a request, each for one tool: a piece starts a new part when its own words name a tool (a name word,
 * not only a description word) that fits and differs from the tool of the part before; other pieces ("and 4 grams to
 * the goldfish tank", "Lille") belong to the part they follow. Empty when fewer than two parts fit.
 */
export function splitParts(request: string, tools: readonly FunctionDefinition[], readings: Readings): Part[] {
  const ps = pieces(request, readings.now);
  if (ps.length < 2) return [];
  const parts: { start: number; end: number; best?: ToolScore }[] = [];
  for (const p of ps) {
    const text = request.slice(p.start, p.end);
    const best = scoreTools(text, tools)[0];
    const last = parts[parts.length - 1];
    const names = fits(best) && asks(text, best, readings) ? best : undefined;
    if (last && (!names || (last.best && names.tool === last.best.tool) || !last.best)) {
      last.end = p.end;
      if (!last.best) last.best = names;
    } else parts.push({ start: p.start, end: p.end, best: names });
  }
  const found = parts.filter((p): p is { start: number; end: number; best: ToolScore } => p.best !== undefined);
  if (found.length < 2) return [];
  // A part that names no tool of its own (a lead-in like "Please,") joins the next one.
  return found.map((p, i) => ({ text: request.slice(i === 0 ? 0 : p.start, p.end).trim(), best: p.best }));
}
