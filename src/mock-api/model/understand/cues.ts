// Finds the value a request gives right next to a parameter's own words: "directed by Ada Brandt", "ID 4412", "'v2' version".
import type { Candidate, CandidateKind, Evidence } from './evidence.ts';
import { pattern } from '../memo.ts';

/** Words allowed between a cue and its value ("ID is 4412", "version: 'v2'", "called 'lemon tart'"). */
const AFTER =
  /^(?:[\s:=#,("'`]*(?:is|are|was|were|of|as|called|named|titled|to|by|with|the|a|an|at|in|for|on|number|set|be|equal|being|should|will|must|up|max|maximum|min|minimum|about|like|comes?|came|costs?|totals?|:)(?![\p{L}\p{N}]))*[\s:=#("'`]*/iu;
/** Candidates typed enough to belong to a cue a few words away. */
const TYPED = new Set<CandidateKind>(['quoted', 'url', 'email', 'path', 'code']);
/** Words allowed between a value and a cue after it ("'metric' units", "Berlin as the city"), on one line. */
const BEFORE = /^[ \t'"`)]*(?:(?:in|as|the|a|an|for|of|type|kind)[ \t]+)*$/i;

/** Words that tie a value after a cue to another thing: "the trophy to Ines", "the stall by the gate". */
const RELATION = /(?<![\p{L}])(?:to|by|with|at|in|for|on)(?![\p{L}])/iu;

/** Candidates that are names of things, which may hold the cue word as their head ("Aldmoor Lodge"). */
const NAMES = new Set<CandidateKind>(['proper', 'place']);

/** Cue words that are prepositions: their value follows them. */
const PREPOSITION = /^(?:from|to|into|onto|via|at|in|on|by|with|for)$/i;

/** A name, quote or code standing right before the cue, a space apart on one line ("the Harbour Cup trophy"). */
function rightBefore(pool: Candidate[], hit: { start: number }, ev: Evidence): Candidate | undefined {
  return pool.find(
    (c) =>
      ['proper', 'quoted', 'code', 'place'].includes(c.kind) &&
      c.end <= hit.start &&
      /^[ \t]+$/.test(ev.text.slice(c.end, hit.start)),
  );
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The last text lower-cased: every parameter of a tool looks for its cues in the same text in turn. */
let lastText = '';
let lastLower = '';

/** Where the cue words occur in the text (whole words; plurals count). */
function cueHits(text: string, cues: readonly string[]): { start: number; end: number }[] {
  const hits: { start: number; end: number }[] = [];
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  for (const cue of cues) {
    // Most cue words of a tool with many parameters are nowhere in the request: a substring search rules them out
    // before the word pattern runs (a pattern per parameter over the text made 2,000 properties cost seconds).
    if (!lastLower.includes(cue.toLowerCase())) continue;
    const re = pattern(`(?<![\\p{L}\\p{N}])${escape(cue)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(re)) hits.push({ start: m.index, end: m.index + m[0].length });
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The first free candidate of an accepted kind that sits right after (or, failing that, right before) a cue. */
export function cuedCandidate(
  ev: Evidence,
  cues: readonly string[],
  kinds: readonly CandidateKind[],
): Candidate | undefined {
  const hits = cueHits(ev.text, cues);
  if (hits.length === 0) return undefined;
  // "the Aldmoor Lodge" for a lodge's name, "Lake Orrin" for a lake's: a name whose first or last word is the cue
  // word names that very thing, when it says more than the parameter's own words ("API Key" for `api_key` does not).
  const own = new Set(cues.map((c) => c.toLowerCase()));
  const saysMore = (c: Candidate) =>
    c.text.split(/\s+/).some((w) => !own.has(w.toLowerCase().replace(/(?:es|s)$/, '')) && !own.has(w.toLowerCase()));
  const headed = ev
    .free(kinds)
    .find(
      (c) =>
        NAMES.has(c.kind) &&
        hits.some((h) => (h.end === c.end && h.start > c.start) || (h.start === c.start && h.end < c.end)) &&
        saysMore(c),
    );
  const pool = ev.free(kinds).filter((c) => !hits.some((h) => c.start < h.end && c.end > h.start));
  // "item RG-7/2 from Halvard Boat Parts": a code or quote right after the bare cue word is what it names; a name
  // that merely ends in the cue word is another thing's.
  const typedAfter = hits
    .map((h) => pool.find((c) => TYPED.has(c.kind) && /^[ \t]+$/.test(ev.text.slice(h.end, c.start))))
    .find((c) => c !== undefined);
  if (headed && !typedAfter) return headed;
  if (typedAfter) return typedAfter;
  // "Pilots: ... (kite: Storm Owl)": a cue word with a colon after it labels the value, before a cue word that only
  // leads on with a preposition ("kites for Ana").
  const labelled = (h: { end: number }) => /^[ \t]*:/.test(ev.text.slice(h.end, h.end + 4));
  const ordered = [...hits.filter(labelled), ...hits.filter((h) => !labelled(h))];
  for (const hit of ordered) {
    const gap = ev.text.slice(hit.end).match(AFTER)![0].length;
    const after = pool.find((c) => c.start >= hit.end && c.start <= hit.end + gap + 1);
    // "the Harbour Cup trophy to Ines Ortega": a name right before the cue word names it ("Harbour Cup trophy"); the
    // name after a preposition is another thing's (who gets the trophy).
    const named = after && RELATION.test(ev.text.slice(hit.end, after.start)) ? rightBefore(pool, hit, ev) : undefined;
    if (named ?? after) return named ?? after;
  }
  for (const hit of hits) {
    // "bottles of Casa Verde from rack A-2": a value never stands before its preposition, so "from" and "to" take
    // nothing from before them.
    if (PREPOSITION.test(ev.text.slice(hit.start, hit.end))) continue;
    const before = pool
      .filter((c) => c.end <= hit.start && BEFORE.test(ev.text.slice(c.end, hit.start)))
      .sort((a, b) => b.end - a.end)[0];
    if (before) return before;
  }
  // A word or two may stand between a cue and a typed value: "host address 'http://kiln.example.org'", "mirror IP as '10.20.30.40'".
  for (const hit of hits) {
    const near = pool.find(
      (c) =>
        TYPED.has(c.kind) &&
        c.start >= hit.end &&
        c.start - hit.end <= 24 &&
        /^[\s\p{L}:=#("'`]*$/u.test(ev.text.slice(hit.end, c.start)) &&
        ev.text.slice(hit.end, c.start).trim().split(/\s+/).length <= 3,
    );
    if (near) return near;
  }
  return undefined;
}

/** Free text after a cue, to the end of its sentence: "with content - water the ferns", "words verbatim: call the plumber". */
export function textAfterCue(
  text: string,
  cues: readonly string[],
): { text: string; start: number; end: number } | undefined {
  for (const hit of cueHits(text, [...cues, 'verbatim', 'saying', 'says', 'that reads', 'reading'])) {
    const rest = text.slice(hit.end);
    const led = rest.match(
      /^(?:[\s:=\-–—,"'`]*(?:is|of|as|called|named|titled|to|with|the|following|words?|text|content|that|which|reads?|says?|verbatim)(?![\p{L}]))*[\s:=\-–—,"'`]*/iu,
    )![0];
    // "her novel The Salt Road": a capital "The" before a capitalised word opens the name, it is no lead-in word.
    const openingThe = /^\p{Lu}/u.test(rest.slice(led.length)) ? /(?<![\p{L}])The\s+$/u.exec(led) : null;
    const lead = led.length - (openingThe?.[0].length ?? 0);
    // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
    const said = rest.slice(lead).match(/^[^\n?!]*?(?=[.?!]?\s*(?:$|\n)|[?!])/)?.[0]?.trim() ?? '';
    // "Log a fault on BT-4: a cracked tiller": what the cue names is said after the colon; the word before it, led to
    // by a preposition, is another parameter's value.
    const labelled = /^(?:on|for|at|in|to|from|of|with)\s+[^\s:]{1,40}:\s+/iu.exec(said)?.[0].length ?? 0;
    const body = said.slice(labelled);
    const skipped = labelled === 0 ? 0 : rest.slice(lead).indexOf(body);
    // "reading "Lanterns" on my tablet": a quote opened after the cue ends the value where it closes.
    const opened = rest.slice(0, lead).match(/["'`]$/)?.[0];
    const closes = opened ? body.indexOf(opened) : -1;
    const from = hit.end + lead + skipped;
    if (closes > 0) return { text: body.slice(0, closes), start: from, end: from + closes };
    if (body.length > 0 && body.split(/\s+/).length <= 20 && lead > 0)
      return { text: body.replace(/(?<!["'`])["'`]+$/, ''), start: from, end: from + body.length };
  }
  return undefined;
}
