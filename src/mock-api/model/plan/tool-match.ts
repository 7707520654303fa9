// How well each tool fits a request: words shared with its name, description and parameters, rarer words counting more.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { baseSchema, describe, optionsOf, propertiesOf, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords, sameStem, words } from '../understand/text.ts';
import { spellingsOf } from '../understand/option-mentions.ts';
import { foreignCues } from '../understand/foreign-cues.ts';
import {
  ARTICLES,
  ASKING_VERBS,
  AUXILIARIES,
  BE_FORMS,
  CONJUNCTIONS,
  COURTESY,
  DEMONSTRATIVES,
  OBJECT_PRONOUNS,
  PLACE_WORDS,
  POSSESSIVES,
  PREPOSITIONS,
  QUANTIFIERS,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
} from '../understand/small-words.ts';

/**
 * Function words the tool choice has always counted, kept out of FILLER: made filler, "has", "each" and "them" changed
 * which tools two of the bench's requests with several tasks got (one for the better, one for the worse).
 */
const STILL_COUNTED = new Set(['has', 'each', 'them']);

/**
 * Words that say nothing about which tool fits (kept short: verbs like "list" or "add" do tell tools apart): the function
 * words, and this reader's own: more small words, and the words every tool's description uses ("specified", "value",
 * "parameter", "returns"). Of the words of when, only "now", as before.
 */
const FILLER = new Set(
  [
    ...ARTICLES,
    ...PREPOSITIONS,
    ...CONJUNCTIONS,
    ...BE_FORMS,
    ...QUESTION_WORDS,
    ...SUBJECT_PRONOUNS,
    ...OBJECT_PRONOUNS,
    ...POSSESSIVES,
    ...AUXILIARIES,
    ...DEMONSTRATIVES,
    ...PLACE_WORDS,
    ...QUANTIFIERS,
    ...COURTESY,
    ..."whats what's im i'm i'd if not no yes ok okay now then than also just so very much many more most one let".split(
      ' ',
    ),
    ...'tell give want need like up out as such well able help e g eg etc'.split(' '),
    ...'specified given provided based using use specific certain current currently value values parameter parameters'.split(
      ' ',
    ),
    ...'function returns return information details detail data user users request requests type optional default'.split(
      ' ',
    ),
  ].filter((w) => !STILL_COUNTED.has(w)),
);

/** Verbs any tool could claim: they add a little to a score but never make a tool fit on their own. */
const GENERIC = new Set(ASKING_VERBS);

/** Words that name the same kind of task, so "temperature" finds a weather tool and "add" a sum tool. */
const RELATED: string[][] = [
  ['weather', 'temperature', 'forecast', 'rain', 'sunny', 'humidity', 'climate'],
  ['sum', 'add', 'plus', 'total', 'addition'],
  ['multiply', 'times', 'product', 'multiplication'],
  ['subtract', 'minus', 'difference'],
  ['divide', 'division', 'quotient'],
  ['concat', 'concatenate', 'combine', 'join', 'merge'],
  ['translate', 'translation', 'translator'],
  ['execute', 'run', 'command', 'cmd', 'shell', 'terminal'],
  ['play', 'listen', 'song', 'music', 'track'],
  ['email', 'mail', 'message'],
  ['order', 'buy', 'purchase'],
  ['book', 'reserve', 'reservation', 'booking'],
  ['delete', 'remove', 'erase'],
  ['create', 'add', 'new', 'make'],
  ['find', 'search', 'lookup', 'locate'],
  ['price', 'cost', 'quote'],
  ['convert', 'conversion', 'converter'],
  // Everyday services by their plain synonyms (a general table, like a small thesaurus: no question's wording).
  ['flight', 'flights', 'plane', 'airplane', 'fly', 'airline', 'airfare'],
  ['taxi', 'cab', 'ride', 'rides', 'chauffeur', 'lift'],
  ['train', 'rail', 'railway'],
  ['hotel', 'lodge', 'inn', 'hostel', 'accommodation', 'lodging'],
  ['borrow', 'borrows', 'loan', 'lend'],
  ['rent', 'rental', 'hire', 'lease'],
  ['haircut', 'hair', 'trim', 'barber', 'hairdresser', 'salon'],
  ['deliver', 'delivery', 'bring', 'ship', 'shipping', 'courier', 'dispatch'],
  ['heat', 'heating', 'warm', 'warmer', 'heater'],
  ['cool', 'cooling', 'chill', 'conditioning', 'conditioner'],
  ['clean', 'cleaning', 'wash', 'washing', 'scrub'],
  ['movie', 'movies', 'film', 'films', 'cinema'],
  ['doctor', 'physician', 'clinic', 'gp'],
  ['remind', 'reminder', 'reminders'],
  ['event', 'events', 'meeting', 'meetings', 'appointment', 'appointments', 'calendar', 'schedule'],
  ['cancel', 'cancellation', 'abort'],
  ['phone', 'call', 'ring', 'dial'],
  ['bike', 'bicycle', 'cycling'],
  ['invest', 'investment', 'interest', 'savings', 'deposit'],
  ['recipe', 'cook', 'cooking', 'dish', 'bake'],
];
const RELATED_BY_WORD = new Map<string, string[]>();
for (const group of RELATED)
  for (const w of group) RELATED_BY_WORD.set(w, [...(RELATED_BY_WORD.get(w) ?? []), ...group.filter((x) => x !== w)]);

/** True for a verb any tool could claim ("find", "check"). */
export function isGeneric(word: string): boolean {
  return GENERIC.has(word);
}

/** True for a word that says nothing about which tool fits ("it", "how", "is", "for"). */
export function isFiller(word: string): boolean {
  return FILLER.has(word);
}

function matchWords(text: string): string[] {
  return words(text).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w) && w.length > 1);
}

interface ToolWords {
  tool: FunctionDefinition;
  name: string[];
  description: string[];
  params: string[];
  options: string[];
}

/**
 * Everything about a tool list that does not depend on the request: each tool's words, one index of every word the
 * tools use, and the tools each request word has matched so far. A loop resends the same tools on every step, so the
 * index is kept per distinct list (by its JSON text) and per list object (a request scores its tools once per task).
 */
interface ToolIndex {
  /** Names this list (as long as it stays indexed), so results about it can be remembered elsewhere. */
  id: number;
  all: ToolWords[];
  vocabulary: Map<string, [number, number][]>;
  /** Request word → the best field it matched in each tool (tool index → field). */
  matches: Map<string, Map<number, number>>;
}

const FIELD = { name: 0, description: 1, params: 2, options: 1 } as const;
const INDEXES_KEPT = 16;
const MATCHES_KEPT = 4096;
const byList = new WeakMap<readonly FunctionDefinition[], ToolIndex>();
const byText = new Map<string, ToolIndex>();

function toolIndex(tools: readonly FunctionDefinition[]): ToolIndex {
  const known = byList.get(tools);
  if (known) return known;
  const key = JSON.stringify(tools);
  let index = byText.get(key);
  if (index) byText.delete(key);
  else index = buildIndex(tools);
  // Most recently used last; the oldest goes first when full.
  byText.set(key, index);
  if (byText.size > INDEXES_KEPT) byText.delete(byText.keys().next().value!);
  byList.set(tools, index);
  return index;
}

function buildIndex(tools: readonly FunctionDefinition[]): ToolIndex {
  const all = tools.map(readToolWords);
  const vocabulary = new Map<string, [number, number][]>();
  all.forEach((t, i) => {
    for (const field of ['name', 'description', 'params', 'options'] as const) {
      for (const w of t[field]) {
        const list = vocabulary.get(w) ?? [];
        list.push([i, FIELD[field]]);
        vocabulary.set(w, list);
      }
    }
  });
  return { id: ++indexesBuilt, all, vocabulary, matches: new Map() };
}

let indexesBuilt = 0;

/** The same number for every request that sends this tool list (the same JSON), while the list stays indexed. */
export function toolListId(tools: readonly FunctionDefinition[]): number {
  return toolIndex(tools).id;
}

/** For each tool a request word matches, the best field it matches in (0 name, 1 description or option, 2 parameter). */
function matchesOf(index: ToolIndex, w: string): Map<number, number> {
  const known = index.matches.get(w);
  if (known) return known;
  const best = new Map<number, number>();
  const related = RELATED_BY_WORD.get(w) ?? [];
  for (const [word, uses] of index.vocabulary) {
    // A related word counts like a description word at most: it suggests the tool, it does not name it.
    const direct = sameStem(word, w);
    if (!direct && !related.includes(word)) continue;
    for (const [i, field] of uses) best.set(i, Math.min(best.get(i) ?? 3, direct ? field : Math.max(field, 1)));
  }
  if (index.matches.size >= MATCHES_KEPT) index.matches.clear();
  index.matches.set(w, best);
  return best;
}

function readToolWords(tool: FunctionDefinition): ToolWords {
  const props = propertiesOf((tool.parameters ?? {}) as JsonSchema);
  return {
    tool,
    name: identifierWords(tool.name).filter((w) => !FILLER.has(w) && w.length > 1),
    description: matchWords(tool.description ?? ''),
    params: props
      .flatMap(([n, s]) => [...identifierWords(n), ...matchWords(describe('', s)).slice(0, 12)])
      .filter((w) => !FILLER.has(w)),
    options: props.flatMap(([, s]) => optionWords(s)).filter((w) => !FILLER.has(w) && w.length > 2),
  };
}

/** The words of a parameter's allowed values (its enum, or its items' enum): naming one ("pizza", "cooling") points at the tool. */
function optionWords(schema: JsonSchema): string[] {
  const items = baseSchema(schema).items;
  const options =
    optionsOf(schema) ?? (typeof items === 'object' && items !== null ? optionsOf(items as JsonSchema) : undefined);
  return options?.strict
    ? options.values
        .filter((v): v is string => typeof v === 'string')
        .flatMap((v) => [...identifierWords(v), ...spellingsOf(v).flatMap(words)])
    : [];
}

export interface ToolScore {
  tool: FunctionDefinition;
  score: number;
  /** Request words that matched the tool's name. */
  nameHits: string[];
  hits: string[];
}

/** Every tool with its score for `text`, best first (ties keep the tools' order). */
export function scoreTools(text: string, tools: readonly FunctionDefinition[]): ToolScore[] {
  const request = [...new Set([...matchWords(text), ...foreignCues(text)])];
  const index = toolIndex(tools);
  const all = index.all;
  const scores = tools.map((tool) => ({
    tool,
    score: 0,
    nameHits: [] as string[],
    hits: [] as string[],
    first: Infinity,
  }));
  for (const [at, w] of request.entries()) {
    const best = matchesOf(index, w);
    if (best.size === 0) continue;
    // A word shared by many tools cannot tell them apart: weight by how few tools name or describe it.
    const spread = [...best.values()].filter((f) => f < FIELD.params).length;
    const rarity = all.length > 1 ? 1 / Math.max(1, spread) : 1;
    const generic = GENERIC.has(w);
    for (const [i, field] of best) {
      const s = scores[i]!;
      s.score += [3, 1.5, 0.5][field]! * (0.5 + rarity) * (generic ? 0.3 : 1);
      if (generic) continue;
      s.hits.push(w);
      if (field === FIELD.name) {
        s.nameHits.push(w);
        s.first = Math.min(s.first, at);
      }
    }
  }
  // A tie goes to the tool the request names first ("order 5 test strips": `order_supplies` before `log_water_test`).
  return scores.sort((a, b) => b.score - a.score || a.first - b.first).map(({ first: _, ...s }) => s);
}

/** Each tool's words, read once per tool object: toolSays asks one tool at a time, outside any list's index. */
const wordsByTool = new WeakMap<FunctionDefinition, ToolWords>();

function wordsOfTool(tool: FunctionDefinition): ToolWords {
  let words = wordsByTool.get(tool);
  if (!words) wordsByTool.set(tool, (words = readToolWords(tool)));
  return words;
}

/**
 * True when the tool has `word` anywhere (name, description, parameters, their options), inflected ("cost" and
 * "costs"), or a word of its task's group in any form ("cost" and "pricing").
 */
export function toolSays(tool: FunctionDefinition, word: string): boolean {
  const related = [word, ...(RELATED_BY_WORD.get(word) ?? [])];
  const own = wordsOfTool(tool);
  return [own.name, own.description, own.params, own.options].some((field) =>
    field.some((w) => related.some((r) => sameStem(w, r))),
  );
}

/**
 * True when the tool says the word or, by its stem, a word of its kind ("raining" is "rain", of the weather's words):
 * for a follow-up's other words, which no tool's score reads.
 */
export function toolSaysKind(tool: FunctionDefinition, word: string): boolean {
  if (toolSays(tool, word)) return true;
  const kin = RELATED.filter((group) => group.some((w) => sameStem(w, word))).flat();
  return kin.some((w) => toolSays(tool, w));
}

/** True when a tool's fit is strong enough to call it rather than answer in text. */
export function fits(s: ToolScore | undefined): s is ToolScore {
  return s !== undefined && (s.nameHits.length > 0 || s.hits.length >= 2 || s.score >= 2.2) && s.score >= 2;
}
