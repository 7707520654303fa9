// Splits a request into parts: one per tool it asks for, in the order it asks.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import type { Readings } from './readings.ts';
import { type Piece, pieces } from '../understand/pieces.ts';
import { Evidence } from '../understand/evidence.ts';
import { identifierWords, sameStem, words } from '../understand/text.ts';
import { fits, isFiller, scoreTools, type ToolScore } from './tool-match.ts';
import { ITEMS_BACK, POINTS_BACK } from './points-back.ts';
import { optionsOf, parametersOf, propertiesOf, requiredOf } from '../understand/schema-view.ts';

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
 * Whether a piece asks for its tool by itself: it opens with the tool's words (the first three words, articles
 * aside: "log pH 8.1", "the UV index in Zurich") and gives a value the tool needs (or it needs none). "it requires authentication",
 * "with its size and colour" or "my sister loves that band" add to the part before. `lead`: the request up to this piece's
 * end, when no piece before it named a tool; `clause`: the piece opens a clause of its own. Undefined when it does not
 * ask; else the rule that read it ('' for the tool's own words).
 */
function asks(text: string, best: ToolScore, readings: Readings, lead?: string, clause = false): string | undefined {
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
  // "Text Mara 'running late'": a clause's first word, in a verb's bare form ("could you play it", "directed by",
  // "including" do not count), is a word of the tool's description ("Sends a text message"), and the clause gives
  // every value the tool needs.
  const described = (t: string) => {
    const first = words(t.replace(JOINING_WORDS, ''))[0] ?? '';
    return clause &&
      first === opening(t)[0] &&
      !/(?:ed|ing|ly)$/.test(first) &&
      best.hits.includes(first) &&
      words(best.tool.description ?? '').some((w) => sameStem(w, first)) &&
      readings.of(best.tool).read(t).complete
      ? `"${first}" opens a clause that gives every value ${best.tool.name} needs, and its description says it`
      : undefined;
  };
  // "mark the Col Ridge trail as closed": a clause that gives every value the tool needs, two or more, one of them
  // an option of the tool's own list ("closed" of open, muddy, closed), asks it by its values.
  const valued = (t: string) => {
    const schema = parametersOf(best.tool);
    const read = readings.of(best.tool).read(t);
    if (!clause || !read.complete || requiredOf(schema).length < 2) return undefined;
    const option = propertiesOf(schema).find(
      ([n, p]) => optionsOf(p)?.strict === true && read.given.has(n) && read.tied.has(n),
    )?.[0];
    return option
      ? `the clause gives every value ${best.tool.name} needs, ${option} ${JSON.stringify(read.args[option])} one of its options`
      : undefined;
  };
  const opened = [text, afterLeadIn(text)].filter((t): t is string => t !== undefined);
  const rule = opened.some((t) => opening(t).some(names) || verb(t))
    ? ''
    : (opened.map(described).find(Boolean) ?? opened.map(valued).find(Boolean));
  if (rule === undefined) return undefined;
  const gives = (t: string) => {
    const read = readings.of(best.tool).read(t);
    return read.complete || read.given.size > 0;
  };
  // "queue it for a scan": a task about what a task before named asks its tool by pointing back (the plan carries it).
  if (gives(text) || POINTS_BACK.test(text) || ITEMS_BACK.test(text)) return rule;
  // "For Biscuit and Nala (40 minutes each), schedule the walks": the values come in a lead-in before the piece that
  // names the tool (a lead-in that names no tool of its own).
  return lead !== undefined && gives(lead)
    ? [rule, `the values for ${best.tool.name} come in the lead-in before "${text.trim()}"`].filter(Boolean).join('; ')
    : undefined;
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

/**
 * "Look up tickets 7-A and 7-B, then ...": a clause whose first word is the verb that opens one tool's description
 * ("Looks up how far a repair has got") and no other's asks that tool when the tool reads a value in it, however few
 * of its words the clause shares (the verb may be one any tool could claim). `before`: the request before the clause.
 */
function byVerb(
  text: string,
  before: string,
  scores: readonly ToolScore[],
  readings: Readings,
): { best: ToolScore; rule: string } | undefined {
  const first = words(text.replace(JOINING_WORDS, ''))[0] ?? '';
  if (first === '' || isFiller(first)) return undefined;
  const doers = scores.filter((s) =>
    [first, `${first}s`, `${first}es`].includes(words(s.tool.description ?? '')[0] ?? ''),
  );
  if (doers.length === 1 && readings.of(doers[0]!.tool).read(text).given.size > 0)
    return { best: doers[0]!, rule: `"${first}" opens the description of ${doers[0]!.tool.name} and of no other tool` };
  // "Log a service of boiler B-2, then book it in again": several tools' descriptions open with the verb; the clause points
  // back, and one of them names, more than any other, what the request said before it.
  const pointer = POINTS_BACK.exec(text)?.[0];
  if (doers.length < 2 || !pointer) return undefined;
  const said = words(before);
  const named = doers.map((d) => identifierWords(d.tool.name).filter((n) => said.some((w) => sameStem(n, w))));
  const most = Math.max(...named.map((n) => n.length));
  const top = doers.filter((_, i) => named[i]!.length === most);
  if (most === 0 || top.length !== 1 || readings.of(top[0]!.tool).read(text).given.size === 0) return undefined;
  const shared = named[doers.indexOf(top[0]!)]!;
  return {
    best: top[0]!,
    rule: `"${first}" opens the descriptions of several tools, and "${pointer}" points back to ${shared.map((w) => `'${w}'`).join(', ')}, words of ${top[0]!.tool.name}`,
  };
}

/**
 * "Schedule a walk for Rex as well as book a bath for Nala": a piece cut again at "as well as" or "&", which join two
 * tasks as "and" does (a cut that names no tool of its own joins the part before again, so "Oslo as well as Graz" and
 * "Marks & Sons" stay one).
 */
function atAsWellAs(request: string, piece: Piece): Piece[] {
  const out: Piece[] = [];
  let start = piece.start;
  for (const m of request.slice(piece.start, piece.end).matchAll(/\s(?:as well as|&)\s/gi)) {
    const at = piece.start + m.index;
    if (at > start) out.push({ start, end: at });
    start = at + m[0].length;
  }
  if (start < piece.end) out.push({ start, end: piece.end });
  return out;
}

/**
 * "then give the Night Shift a hall": a name of two or more capitalised words after the text's first word
 * names a thing the task is about, not the task: its words choose no tool (a shift-role tool is not asked by a group
 * called "Night Shift"). The tools scored without such names, and a note when that changed which tool is best.
 */
export function scoreWithoutNames(
  text: string,
  tools: readonly FunctionDefinition[],
  now: Date,
): { scores: ToolScore[]; note?: string } {
  const names = new Evidence(text, now).candidates.filter(
    (c) => (c.kind === 'proper' || c.kind === 'place') && c.start > 0 && /\s/.test(c.text.trim()),
  );
  if (names.length === 0) return { scores: scoreTools(text, tools) };
  let kept = '';
  let at = 0;
  for (const n of names) {
    if (n.start < at) continue;
    kept += `${text.slice(at, n.start)} `;
    at = n.end;
  }
  const scores = scoreTools(kept + text.slice(at), tools);
  const whole = scoreTools(text, tools)[0];
  const best = scores[0];
  if (!whole || !best || whole.tool === best.tool || !fits(best)) return { scores };
  const said = names.find((n) => words(n.text).some((w) => whole.nameHits.includes(w)));
  return said ? { scores, note: `the words of "${said.text}", a name, choose no tool` } : { scores };
}

/** An amount that opens a piece, with its unit: "600 ml", "3kg". */
const AMOUNT_UNIT = /^\s*\d+(?:\.\d+)? ?(\p{L}{1,8}|%)(?![\p{L}])/u;

export interface Part {
  text: string;
  best: ToolScore;
  /** The rule that read this part's tool in it, when its own words did not name it ("" or undefined: they did). */
  rule?: string;
}

/**
 * The parts of a request, each for one tool: a piece starts a new part when its own words name a tool (a name word,
 * not only a description word) that fits and differs from the tool of the part before; other pieces ("and 4 grams to
 * the goldfish tank", "Lille") belong to the part they follow. Empty when fewer than two parts fit.
 */
export function splitParts(request: string, tools: readonly FunctionDefinition[], readings: Readings): Part[] {
  const ps = pieces(request, readings.now).flatMap((p) => atAsWellAs(request, p));
  if (ps.length < 2) return [];
  const parts: { start: number; end: number; best?: ToolScore; rule?: string }[] = [];
  let prev: Piece | undefined;
  let endBefore: number | undefined;
  for (const p of ps) {
    const text = request.slice(p.start, p.end);
    const { scores, note: named } = scoreWithoutNames(text, tools, readings.now);
    const best = scores[0];
    const last = parts[parts.length - 1];
    // The request so far, when no piece of it named a tool yet: a lead-in that may hold this piece's values.
    const lead = last && !last.best ? request.slice(last.start, p.end) : undefined;
    // A piece that opens a clause: the request's start, a sentence's, or after "and", "then", "also" (not a bare comma).
    const clause = /(?:^|[.!?;:&]|\b(?:and|then|also|plus|as well as))\s*$/i.test(
      request.slice(Math.max(0, p.start - 12), p.start),
    );
    const rule = fits(best) ? asks(text, best, readings, lead, clause) : undefined;
    const verb = rule === undefined && clause ? byVerb(text, request.slice(0, p.start), scores, readings) : undefined;
    const asked = rule !== undefined ? best : verb?.best;
    const names = asked && last?.best && again(text, scores, last.best, readings) ? last.best : asked;
    const why = names === asked ? [named, rule ?? verb?.rule].filter(Boolean).join('; ') || undefined : undefined;
    if (last && (!names || (last.best && names.tool === last.best.tool) || !last.best)) {
      last.end = p.end;
      if (!last.best) [last.best, last.rule] = [names, why];
    } else {
      // "..., and log 400 ml and 600 ml of water": an amount that opens a new part after an amount of the same unit
      // ends a list cut at its "and"; the list's first amount (with its verb) belongs to the new part.
      const unit = AMOUNT_UNIT.exec(text)?.[1]?.toLowerCase();
      const cut =
        last && prev && unit && prev.start > last.start && /^\s+and\s+$/i.test(request.slice(prev.end, p.start))
          ? request.slice(prev.start, prev.end)
          : undefined;
      const listed = cut !== undefined && new RegExp(`\\d ?${unit}\\s*$`, 'iu').test(cut);
      // The part before ends where its piece before that amount did, before the joint ("..., and").
      if (listed && last && endBefore !== undefined) last.end = endBefore;
      parts.push({ start: listed ? prev!.start : p.start, end: p.end, best: names, rule: why });
    }
    endBefore = prev?.end;
    prev = p;
  }
  const found = parts.filter(
    (p): p is { start: number; end: number; best: ToolScore; rule?: string } => p.best !== undefined,
  );
  if (found.length < 2) return [];
  // A part that names no tool of its own (a lead-in like "Please,") joins the next one.
  return found.map((p, i) => ({
    text: request.slice(i === 0 ? 0 : p.start, p.end).trim(),
    best: p.best,
    ...(p.rule ? { rule: p.rule } : {}),
  }));
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

/** A line's list mark: "- ", "* ", "• ", "1. ", "2) ". */
const LINE_MARK = /^(?:[-*•]|\d{1,2}[.)])\s+/u;
/** Text with code or data in it (braces, brackets, angle brackets, "=", backticks): its lines are no tasks. */
const CODE_LIKE = /[{}[\]<>=`]/;
const MAX_TASK_LINES = 12;
const MAX_TASK_LINE = 200;

/**
 * "Please:\n- order 3 bags of oats\n- book Nala a trim": a request written as lines, each a task, marked or not
 * ("Order 3 bags of oats\nBook Nala a trim"), is read as sentences: each line's mark dropped, its first letter a
 * capital, a stop at its end. A lead-in line that ends with a colon stays as it is. Text with code or data in it,
 * more than a few lines or long lines is left as it is, as is a single line.
 */
export function linesAsSentences(text: string): string {
  if (!text.includes('\n') || CODE_LIKE.test(text)) return text;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const tasks = /:$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
  if (tasks.length < 2 || lines.length > MAX_TASK_LINES || lines.some((l) => l.length > MAX_TASK_LINE)) return text;
  if (!tasks.every((l) => /^\p{L}/u.test(l.replace(LINE_MARK, '')))) return text;
  return lines
    .map((line) => {
      if (!tasks.includes(line)) return line;
      const bare = line.replace(LINE_MARK, '');
      const capital = bare.charAt(0).toUpperCase() + bare.slice(1);
      return /[.!?;:]$/.test(capital) ? capital : `${capital}.`;
    })
    .join(' ');
}

/** Lines of a list under a lead-in: at least two, each short; at most MAX_TASK_LINES. */
const MAX_ITEM_LINE = 80;

/**
 * "Master these as WAV:\n- Night Bus\n- Low Tide", "Sign them up for Pottery on 9 May:\nAna Lind\nBen Okoro": a
 * lead-in line that ends with a colon, then short lines, marked or not, that each name an item the lead-in's task is
 * for. The lead-in (its colon dropped) and each item, its mark dropped; undefined for any other text.
 */
export function linesUnderLead(text: string): { lead: string; items: string[] } | undefined {
  if (!text.includes('\n')) return undefined;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const lead = lines[0] ?? '';
  const items = lines.slice(1).map((l) => l.replace(LINE_MARK, '').trim());
  if (!/:$/.test(lead) || items.length < 2 || lines.length > MAX_TASK_LINES) return undefined;
  // An item is no sentence: "The card is in Ana's name." says something of them all.
  if (items.some((l) => l === '' || l.length > MAX_ITEM_LINE || /[.!?;:](?:\s|$)/.test(l))) return undefined;
  return { lead: lead.replace(/:$/, '').trim(), items };
}
