// Values for plain string parameters, read from the sentence's shape and not from any list of things: the thing a
// request names, a file or folder path, and the gist of a request for free text.
import { unitOf } from './units.ts';
import { findCurrencies } from './currencies.ts';
import { WORD_NUMBERS } from './number-words.ts';
import { firstTopic, topicReader } from './said-about.ts';

// The thing a request names for a plain string parameter when no typed value fits: "the reef tank" for `tank`, "2 heaters"
// for an `item`, "Rent a flute" for an `instrument`.

const ARTICLE = '(?:the|a|an|my|our|your|this|that)';
const WORD = "[\\p{Ll}][\\p{L}'-]*";
/** Words that end a noun phrase: prepositions, conjunctions and the like. */
const STOP =
  /^(?:for|to|at|in|on|of|with|and|or|from|by|into|per|each|every|please|now|today|tomorrow|that|which|who|is|are)$/i;

/** Words that open a question, not a request with an object. */
const QUESTION_OPENER =
  /^(?:what|which|who|where|when|why|how|is|are|was|were|can|could|would|will|do|does|did|please|i|i'd|i'm|we|my|there|it|have|has)$/i;
/** "a dozen", "a few", "a week": amounts and times, not things. */
const COUNTED =
  /^(?:dozen|couple|few|lot|little|bit|hours?|minutes?|seconds?|days?|weeks?|months?|years?|nights?|times?|half|quarter|total)$/;

/** True when the counted word names a number parameter beside this one ("3 boxes" for `boxes`). */
function countedBySibling(thing: string, siblings: readonly string[]): boolean {
  // "two short rows" counts `rows` too: a describing word may stand before the counted one.
  return thing.split(' ').some((word) => word.length > 2 && siblings.some((s) => s.startsWith(word.slice(0, 5))));
}

/** A currency's name ("euros", "dollars"): what an amount is in. */
function isCurrencyWord(word: string): boolean {
  return findCurrencies(word).some((c) => c.index === 0 && c.end === word.length);
}

/** Whether a word is one of `known` (lower-cased), in the singular or the plural: "box" and "boxes" are no thing for `box`. */
function isKnownWord(word: string, known: readonly string[]): boolean {
  return known.some((k) => word === k || word === `${k}s` || `${word}s` === k);
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a noun phrase from the start of `rest`, up to a stop word or punctuation (three words at most). */
function phraseAt(rest: string): string | undefined {
  const out: string[] = [];
  for (const w of rest.split(/\s+/)) {
    let end = w.length;
    while (end > 0 && ',.;:!?)'.includes(w[end - 1]!)) end -= 1;
    const word = w.slice(0, end);
    // "gravel ordered": a participle after the noun says what to do with it, it is not part of its name.
    if (!new RegExp(`^${WORD}$`, 'u').test(word) || STOP.test(word) || (out.length > 0 && /\p{L}{3}ed$/u.test(word)))
      break;
    out.push(word);
    if (word !== w || out.length === 3) break;
  }
  return out.length > 0 ? out.join(' ') : undefined;
}

/**
 * For a string parameter named `nameWords`: the word before the parameter's own name ("the reef tank" → "reef"),
 * or the thing counted after a number that is not a unit ("2 heaters" → "heaters", "3 packets of basil" → "basil").
 * or the thing a verb names with "a"/"an" ("Rent a flute" → "flute"; "Calculate the result" names no value).
 */
export function namedThing(
  text: string,
  nameWords: readonly string[],
  siblings: readonly string[] = [],
): { value: string; source: string } | undefined {
  for (const n of nameWords.filter((w) => w.length > 2)) {
    const m = text.match(new RegExp(`(?<![\\p{L}])${ARTICLE}\\s+(${WORD})\\s+${escape(n)}(?:s|es)?(?![\\p{L}])`, 'iu'));
    if (m && !STOP.test(m[1]!)) return { value: m[1]!, source: m[0] };
  }
  for (const m of text.matchAll(
    /(?<![\p{L}\p{N}.])(?:\d+(?:\.\d+)?|a dozen|a couple of|a few|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?=\p{Ll})/giu,
  )) {
    let thing = phraseAt(text.slice(m.index + m[0].length));
    // "four point two kilos", "two hundred grams": the words after a number word that go on saying the number.
    if (thing && /^(?:point|hundred|thousand|million|and)\b/.test(thing)) continue;
    // "3 packets of basil" when the count is a parameter of its own (`packets`): the thing is what follows "of".
    const of =
      thing && countedBySibling(thing, siblings)
        ? text.slice(m.index + m[0].length + thing.length).match(/^\s+of\s(.*)$/)
        : null;
    if (of) thing = phraseAt(of[1]!.trimStart());
    // "three rows of fifteen": what follows "of" is another count, no thing.
    if (of && thing && thing.split(' ')[0]! in WORD_NUMBERS) continue;
    // "with 3 boxes" for a `boxes` count beside it, "at 2.5 euros": what a count or a price is in is no thing.
    else if (thing && (countedBySibling(thing, siblings) || isCurrencyWord(thing.split(' ')[0]!))) continue;
    // "4 bags of aquarium gravel": a container counted is named with what it holds.
    const held =
      !of && thing && !thing.includes(' ')
        ? text.slice(m.index + m[0].length + thing.length).match(/^\s+of\s(.*)$/)
        : null;
    const contents = held ? phraseAt(held[1]!.trimStart()) : undefined;
    if (contents) thing = `${thing} of ${contents}`;
    if (
      thing &&
      !unitOf(thing.split(' ')[0]!) &&
      !/^(?:hours?|minutes?|seconds?|days?|weeks?|months?|years?|nights?|times?|people|persons?)$/.test(
        thing.split(' ')[0]!,
      )
    )
      return { value: thing, source: text.slice(m.index, m.index + m[0].length + thing.length) };
  }
  // "How much ibuprofen should a 30 kg dog get?": the thing "how much" or "how many" asks about, when it is no count
  // of the parameters', no unit and no word of time ("how many jars of ..." counts jars of a thing said after "of").
  const asked =
    /\bhow\s+(?:much|many)\s+(\p{Ll}[\p{L}-]*)\s+(?:should|does|do|did|is|are|can|could|will|would|to|for|in|per)\b/iu.exec(
      text,
    );
  const askedThing = asked?.[1];
  if (
    askedThing &&
    !unitOf(askedThing) &&
    !COUNTED.test(askedThing) &&
    !STOP.test(askedThing) &&
    !siblings.some((s) => s.startsWith(askedThing.slice(0, 5))) &&
    !/^(?:time|money|people|more|less|longer|space|room|does|do|is|are)$/.test(askedThing)
  )
    return { value: askedThing, source: asked[0] };
  // "Rent a flute", "I'd like to rent a viola": a new thing the request's verb names with "a"/"an" (never "the result":
  // a definite object is something the tool already knows, not a value).
  const verb = text.match(new RegExp(`(?:^\\s*|\\bto\\s+)(${WORD}|\\p{Lu}\\p{Ll}+)\\s+(?:a|an)\\s+(?=\\p{Ll})`, 'u'));
  if (verb && !QUESTION_OPENER.test(verb[1]!)) {
    const thing = phraseAt(text.slice(verb.index! + verb[0].length));
    if (thing && !COUNTED.test(thing.split(' ')[0]!) && !unitOf(thing.split(' ')[0]!))
      return { value: thing, source: `${verb[1]} ${verb[0].trim().split(/\s+/).pop()} ${thing}` };
  }
  return undefined;
}

/**
 * "Water the basil with 200 ml", "prune the lemon tree": the lower-case thing the tool's own verb (a word of its name)
 * names with "the"/"my"/"our". Unlike "Calculate the result", the verb is the tool's, so "the" picks which one it acts
 * on. No word of `known` (the tool's and the parameter's words) nor an amount or unit is such a thing.
 */
export function verbsObject(
  text: string,
  verbs: readonly string[],
  known: readonly string[],
): { value: string; source: string } | undefined {
  const lower = known.map((k) => k.toLowerCase());
  for (const verb of verbs.filter((w) => w.length > 2)) {
    const m = new RegExp(`(?<![\\p{L}])${escape(verb)}\\s+(the|my|our)\\s+(?=\\p{Ll})`, 'iu').exec(text);
    if (!m) continue;
    const rest = text.slice(m.index + m[0].length);
    const thing = phraseAt(rest);
    const first = thing?.split(' ')[0];
    if (!thing || !first || COUNTED.test(first) || unitOf(first)) continue;
    // "Calculate the result for (18 * 9 / 5) + 32", "work out the value of 3.5 ^ 2": a noun that only points at the
    // figures, brackets or quote after "for" or "of" names no value; those do.
    if (/^\s+(?:for|of)\s+[\d(\-"'`]/u.test(rest.slice(rest.indexOf(thing) + thing.length))) continue;
    if (thing.split(' ').some((w) => isKnownWord(w, lower))) continue;
    return { value: thing, source: `${m[0]}${thing}` };
  }
  return undefined;
}

/**
 * "What is the saffron price for 3 grams?", "work out the ibuprofen dose for a 30 kg child": one lower-case word right
 * after "the" or "its" and right before a word of the tool's name names the thing the tool is about. After "a" it only
 * describes ("a matte vase" is a vase, of no colour named). A count, a unit or a word of the tool's or the parameter's
 * name ("the feed ration" for `feed`) is no thing. Returns where the word starts, so the caller takes it only when no
 * other parameter has.
 */
export function thingBeforeToolWord(
  text: string,
  toolWords: readonly string[],
  known: readonly string[],
): { value: string; source: string; start: number } | undefined {
  const lower = known.map((k) => k.toLowerCase());
  for (const word of toolWords.filter((w) => w.length > 2)) {
    const m = new RegExp(
      `(?<![\\p{L}])(?:[Tt]he|[Ii]ts)\\s+(\\p{Ll}[\\p{Ll}-]{2,})\\s+${escape(word)}s?(?![\\p{L}])`,
      'du',
    ).exec(text);
    const thing = m?.[1];
    if (!m || !thing || COUNTED.test(thing) || unitOf(thing)) continue;
    if (isKnownWord(thing, lower)) continue;
    return { value: thing, source: m[0], start: m.indices![1]![0] };
  }
  return undefined;
}

// A value given after a colon: "Set a reminder: call the dentist", "Find a recipe: 7-layer dip", "Caption photo
// P-118: two herons at dusk". The words before the colon say what to do (a short command; it may name a code, but a
// bare hour before the colon, "at 10: ...", is a time), the words after it are the value as written.
// eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
const COLON_VALUE = /^\s*([^:.?!]+?):\s+([^:]+?)\s*[.!?]?\s*$/u;

/** The value a short command gives after its colon, or undefined (the command has at most six words, the value twelve). */
export function afterColon(text: string): { value: string; start: number } | undefined {
  const m = COLON_VALUE.exec(text);
  if (!m || m[1]!.trim().split(/\s+/).length > 6 || /(?:^|\s)\d{1,2}$/.test(m[1]!.trim())) return undefined;
  const value = m[2]!.replace(/^["'“‘]|["'”’]$/g, '');
  if (value.split(/\s+/).length > 12 || /[.?!]\s/.test(value)) return undefined;
  return { value, start: text.indexOf(m[2]!, m[1]!.length) };
}

// The gist of a request for a free-text parameter: a quoted phrase, what follows "about"/"for", or the request minus its asking words.
const ASKING_WORDS = new RegExp(
  '^(?:(?:hi|hey|hello|please|pls|ok|okay|so|now|also|and|then|just)[,!]?\\s+)*' +
    "(?:(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?|i\\s+(?:want|need|would\\s+like|'d\\s+like|wish)\\s+(?:you\\s+)?to\\s+|(?:help\\s+me|let\\s+me)\\s+|please\\s+)?" +
    "(?:(?:find|search(?:\\s+for)?|look\\s+up|look\\s+for|get|show(?:\\s+me)?|tell\\s+me(?:\\s+about)?|give\\s+me|fetch|retrieve|what\\s+is|what's|who\\s+is|what\\s+are|how\\s+to|how\\s+do\\s+i|explain)\\s+)?" +
    '(?:me\\s+)?(?:(?:the|a|an|some)\\s+)?',
  'i',
);

/**
 * What a request's gist is about: all the words after its first "about", "regarding", "on the topic of" or "for" (the
 * request is one clause, its end mark cut off); "for" too: "search for used bikes" is a search whose gist is "used bikes".
 */
const GIST_TOPICS = topicReader({ cues: ['about', 'regarding', 'on the topic of', 'for'], reach: 'rest' });

export function topicOf(text: string): string {
  const clause = text
    .trim()
    .replace(/(?<![.?!])[.?!]+$/, '')
    .trim();
  const about = firstTopic(GIST_TOPICS, clause)?.value;
  if (about !== undefined && about.split(/\s+/).length <= 8) return about;
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  // eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  return clause.replace(ASKING_WORDS, '').replace(/\s+(?:please|for me|thanks?|thank you)$/i, '').trim();
}

// File and folder paths in a request: a path as written ("notes/todo.md", "./src"), or the folder a phrase names ("the notes folder").
/** A path as written: with a slash, a drive, a leading dot or tilde, or a file name with an extension ("readme.txt"). */
// biome-ignore format: the eslint-disable comment below must stay on the line it excuses
// eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
const WRITTEN = /(?<![\p{L}\p{N}@])((?:~|\.{1,2})?\/[\w.\-/]*|[A-Za-z]:[\\/][\w.\-\\/]*|[\w.-]+(?:\/[\w.-]+)+\/?|[\w-]+(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,5})(?![\p{L}\p{N}])/u;
/** A folder named by a phrase: "folder called drafts", "the notes folder", "in the src directory". */
const CALLED_FOLDER = /\b(?:folder|directory)\s+(?:called|named)\s+["'`]?([\w.\-/]+)/i;
const FOLDER_AFTER_NAME = /\b([\w.-]+)\s+(?:folder|directory|dir)\b/i;
/** Words before "folder" that are not its name. */
const NOT_A_NAME = /^(?:a|an|the|this|that|my|your|our|which|what|each|every|in|of|whole)$/i;

/** The path a request names for a path parameter, or undefined; a sentence's final full stop is not part of it. */
export function pathIn(text: string): string | undefined {
  const written = text.match(WRITTEN)?.[1]?.replace(/\.$/, '');
  if (written && /[/\\.]/.test(written)) return written;
  const folder = text.match(CALLED_FOLDER)?.[1] ?? text.match(FOLDER_AFTER_NAME)?.[1];
  return folder && !NOT_A_NAME.test(folder) ? folder : undefined;
}

/**
 * "Does the wall filler contain lead?", "do the oat bars have any nuts?": a question with "do"/"does"/"did" puts
 * its subject between the article and the verb, and the verb right before the one-word object that ends the question.
 * The subject (one to three lower-case words) is the thing asked about. No word of `known` is such a thing.
 */
const DO_QUESTION =
  /(?<![\p{L}])(?:do|does|did)\s(?:the|your|this|that|these|those|my|our)\s(\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*){0,2})\s\p{Ll}+\s(?:(?:any|some|a|an)\s)?\p{Ll}[\p{L}-]*\s?(?:\?|$)/iu;

export function doQuestionSubject(
  text: string,
  known: readonly string[],
): { value: string; source: string } | undefined {
  const m = DO_QUESTION.exec(text);
  const subject = m?.[1];
  const lower = known.map((k) => k.toLowerCase());
  if (!m || !subject || subject.split(' ').some((w) => COUNTED.test(w) || isKnownWord(w, lower))) return undefined;
  return { value: subject, source: m[0].replace(/\?$/, '').trim() };
}

// The thing a request names with lower-case words for a plain string parameter: "any oat milk in stock", "bags of jasmine
// rice", "for a lemon drizzle cake" — the noun phrase after a word that introduces a thing, not the whole request.
const INTRODUCES = /^(?:of|for|any|some|a|an|the|my|our|your|about)$/i;
/** Words that end a thing's name: joining words, verbs of being, places and times. */
const ENDS_THING =
  /^(?:in|into|onto|at|on|to|from|with|without|by|for|of|and|or|but|is|are|was|were|be|been|left|please|now|today|tomorrow|tonight|that|which|who|if|when|so|than|getting|still)$/i;

/**
 * The first lower-case noun phrase (two to four words) after a word that introduces a thing, none of whose words is a
 * word of `known` (the tool's and the parameter's own words, which say what kind of thing it is, not which).
 */
export function thingPhrase(text: string, known: readonly string[]): { value: string; source: string } | undefined {
  const tokens = [...text.matchAll(/[\p{L}][\p{L}'’-]*|[^\s\p{L}]/gu)].map((m) => m[0]);
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!INTRODUCES.test(tokens[i]!)) continue;
    let j = i + 1;
    while (j < tokens.length && /^(?:a|an|the|my|our|your|some|any)$/i.test(tokens[j]!)) j++;
    const phrase: string[] = [];
    while (
      j < tokens.length &&
      phrase.length < 4 &&
      /^\p{Ll}[\p{L}'’-]*$/u.test(tokens[j]!) &&
      !ENDS_THING.test(tokens[j]!) &&
      !COUNTED.test(tokens[j]!) &&
      !QUESTION_OPENER.test(tokens[j]!)
    )
      phrase.push(tokens[j++]!);
    const next = tokens[j];
    const closed =
      next === undefined || !/^\p{L}/u.test(next) || (ENDS_THING.test(next) && next.toLowerCase() !== 'of');
    const lower = known.map((k) => k.toLowerCase());
    if (phrase.length >= 2 && closed && !phrase.some((w) => isKnownWord(w, lower)))
      return { value: phrase.join(' '), source: `${tokens[i]} ${phrase.join(' ')}` };
  }
  return undefined;
}

/** Words after which one word closing a short request is the thing it names ("rhymes with orange", "the origin of salary"). */
const INTRODUCES_ONE = /^(?:of|for|with|about|like|an?|the|my|our|your|any|some)$/i;

/**
 * One lower-case word closing a short request (ten words at most) is the thing it names when an introducing word or the
 * request's opening verb comes right before it ("Define ephemeral", "What rhymes with orange?", "Check the spelling of
 * accomodate"), and it is no word of `known` (the tool's and the parameter's own words) nor an asking or joining word.
 */
export function closingWord(text: string, known: readonly string[]): { value: string; source: string } | undefined {
  const clause = text.trim().replace(/(?<![.?!])[.?!]+$/, '');
  if (/[.?!;]/.test(clause)) return undefined;
  const tokens = clause.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 10) return undefined;
  const last = tokens[tokens.length - 1]!;
  const before = tokens[tokens.length - 2]!;
  if (!/^\p{Ll}[\p{Ll}'’-]*$/u.test(last) || last.length < 3) return undefined;
  if (ENDS_THING.test(last) || COUNTED.test(last) || QUESTION_OPENER.test(last) || ASKED.test(last)) return undefined;
  // "three rows of fifteen": a number word is a count, no thing.
  if (last in WORD_NUMBERS) return undefined;
  const lower = known.map((k) => k.toLowerCase());
  if (isKnownWord(last, lower)) return undefined;
  const opensWithVerb = tokens.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(before) && !QUESTION_OPENER.test(before);
  if (!opensWithVerb && !INTRODUCES_ONE.test(before)) return undefined;
  return { value: last, source: `${before} ${last}` };
}

/** Words that close a request without naming a thing ("… for me", "… is it", "… right now"). */
const ASKED =
  /^(?:me|you|us|them|it|one|ones|here|there|please|again|anyway|instead|too|also|now|right|thanks|else|first|next|last|more|less|most|least)$/;
