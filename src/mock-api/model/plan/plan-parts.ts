// Splits a request into parts: one per tool it asks for, in the order it asks.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Readings } from './readings.ts';
import { pieces } from '../understand/pieces.ts';
import { identifierWords, sameStem, words } from '../understand/text.ts';
import { fits, isFiller, scoreTools, type ToolScore } from './tool-match.ts';
import { POINTS_BACK } from './points-back.ts';

/**
 * The first three words of a piece, words that name no tool aside (articles, "it", "how", "is", "for"), and amounts too when a word comes first ("work
 * out a 15% tip"): a piece that opens with an amount ("7.4 for the cichlid tank") gives a value to the part before.
 */
function opening(text: string): string[] {
  // "as well as the tide times for Looe", "along with a route": the words that join a piece to the one before.
  const joined = text.replace(
    /^\s*(?:as well as|along with|together with|plus|additionally|finally|next)\b[\s,]*/i,
    '',
  );
  // Words that name no tool ("how long is a crossing", "queue it for scanning") are skipped, as articles are.
  const all = words(joined).filter((w) => !isFiller(w));
  return (/^\d/.test(all[0] ?? '') ? all : all.filter((w) => !/^\d+$/.test(w))).slice(0, 3);
}

/** A piece that opens with a lower-case word, a verb's place in a request ("book the field", "and then log it"). */
const VERB_FIRST = /^\s*(?:(?:and|then|also|please)\s+)*\p{Ll}/u;
/** The joining words VERB_FIRST lets stand before the verb. */
const JOINING_WORDS = /^\s*(?:(?:and|then|also|please)\s+)*/iu;

/** "I need three things: the diesel price in Metz": the piece after a lead-in that ends with a colon, or undefined. */
function afterLeadIn(text: string): string | undefined {
  const colon = text.lastIndexOf(': ');
  return colon >= 0 ? text.slice(colon + 2) : undefined;
}

/**
 * True when a piece asks for its tool by itself: it opens with the tool's words (the first three words, articles
 * aside: "log pH 8.1", "the UV index in Zurich") and gives a value the tool needs (or it needs none). "it requires authentication",
 * "with its size and colour" or "my sister loves that band" add to the part before. `lead`: the request up to this piece's
 * end, when no piece before it named a tool.
 */
function asks(text: string, best: ToolScore, readings: Readings, lead?: string): boolean {
  // A verb any tool could claim ("check", "search") counts when it is a word of this tool's own name.
  const own = identifierWords(best.tool.name);
  const names = (w: string) => best.nameHits.includes(w) || own.some((n) => sameStem(n, w));
  // "; book the north field at 4 pm": a verb that opens the piece and opens the tool's description ("Books a field")
  // asks for it as its name would.
  const does = words(best.tool.description ?? '')[0] ?? '';
  const verb = (t: string) => {
    const w = words(t.replace(JOINING_WORDS, ''))[0] ?? '';
    // The same verb, not only a shared stem ("retry" is no "retrieve"): "book" for "Books", "add" for "Adds".
    return VERB_FIRST.test(t) && w !== '' && [w, `${w}s`, `${w}es`].includes(does);
  };
  if (![text, afterLeadIn(text)].some((t) => t && (opening(t).some(names) || verb(t)))) return false;
  const gives = (t: string) => {
    const read = readings.of(best.tool).read(t);
    return read.complete || read.given.size > 0;
  };
  // "queue it for a scan": a task about what a task before named asks its tool by pointing back (the plan carries it).
  // "For Biscuit and Nala (40 minutes each), schedule the walks": the values come in a lead-in before the piece that
  // names the tool (a lead-in that names no tool of its own).
  return gives(text) || POINTS_BACK.test(text) || (lead !== undefined && gives(lead));
}

/**
 * "the platform for coach 12 at Leeds and for coach 14 at York": a piece whose words fit the part before's tool as
 * well as any other ("coach", shared by several tools' names), and which that tool reads whole, asks that tool again.
 */
function again(text: string, scores: readonly ToolScore[], before: ToolScore, readings: Readings): boolean {
  const same = scores.find((s) => s.tool === before.tool);
  const own = identifierWords(before.tool.name);
  return (
    same !== undefined &&
    same.score >= scores[0]!.score &&
    scores[0]!.nameHits.every((w) => own.some((n) => sameStem(n, w))) &&
    readings.of(before.tool).read(text).complete
  );
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
    const scores = scoreTools(text, tools);
    const best = scores[0];
    const last = parts[parts.length - 1];
    // The request so far, when no piece of it named a tool yet: a lead-in that may hold this piece's values.
    const lead = last && !last.best ? request.slice(last.start, p.end) : undefined;
    const asked = fits(best) && asks(text, best, readings, lead) ? best : undefined;
    const names = asked && last?.best && again(text, scores, last.best, readings) ? last.best : asked;
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

/** A list mark before a request: "1. ", "2) ", at the start or after a space or a line break, before a capital. */
const LIST_MARK = /(^|\s)(\d{1,2})[.)]\s+(?=\p{Lu})/gu;

/**
 * "1. Get the forecast for Oslo 2. Book a court for Ana": numbered requests (marks 1, 2, 3... in order) are sentences
 * of their own, their marks dropped, so no mark is read as a value and each request is cut from the next. Text with
 * fewer than two marks, or marks out of order ("at 3. Then"), is left as it is.
 */
export function numberedAsSentences(text: string): string {
  const marks = [...text.matchAll(LIST_MARK)];
  if (marks.length < 2 || marks.some((m, i) => Number(m[2]) !== i + 1)) return text;
  let out = '';
  let at = 0;
  for (const [i, m] of marks.entries()) {
    const before = text.slice(at, m.index).trimEnd();
    if (i > 0) out += `${before}${/[.!?;:]$/.test(before) ? '' : '.'} `;
    else if (before !== '') out += `${before} `;
    at = m.index + m[0].length;
  }
  return out + text.slice(at);
}
