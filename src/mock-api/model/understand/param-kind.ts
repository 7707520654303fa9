// What kind of value a parameter holds, read from its type, format, enum, name and description.
import { baseSchema, baseType, describe, optionsOf, type JsonSchema } from './schema-view.ts';
import { memo } from '../memo.ts';
import { cutShort, identifierWords } from './text.ts';

export type ParamKind =
  | 'options'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'date'
  | 'time'
  | 'datetime'
  | 'email'
  | 'url'
  | 'path'
  | 'place'
  | 'person'
  | 'code'
  | 'text'
  | 'string';

const HINTS: [ParamKind, RegExp][] = [
  ['email', /\be-?mail\b/],
  // What file-system servers name their arguments ("path", "source", "destination" are described as paths).
  ['path', /\b(path|paths|filepath|file ?path|dir|dirs|directory|directories|folder|folders)\b/],
  ['url', /\b(url|uri|link|website|endpoint|href|host|hostname|domain|ip)\b/],
  ['path', /\b(path|filepath|filename|file|folder|directory|dir)\b/],
  ['datetime', /\b(datetime|timestamp)\b/],
  ['date', /\b(date|day|birthday|deadline)\b/],
  ['time', /\b(time|hour|clock)\b/],
  [
    'place',
    /\b(city|cities|location|place|town|country|destination|origin|region|address|where|area|province|state|venue|airport|departure|arrival|pickup|dropoff|neighbou?rhood|zip|postcode)\b/,
  ],
  [
    'person',
    /\b(person|people|author|artist|actor|actress|actors|cast|director|directed|starring|singer|musician|composer|player|recipient|receiver|sender|contact|who|user ?name|full ?name|first ?name|last ?name|customer|client|owner|friend|guest|attendee|patient|employee|driver|renter|tenant|borrower|rider|pilot|passenger|traveller|traveler|winner|buyer|seller|applicant|member|student|teacher|volunteer)\b/,
  ],
  [
    'code',
    /\b(id|ids|identifier|code|key|token|ticker|symbol|sku|number|no|version|namespace|repo|repository|branch|slug|handle|username|nickname|tag|serial|uuid|name)\b/,
  ],
  [
    'text',
    /\b(query|q|search|text|prompt|question|answer|topic|keywords?|term|message|content|subject|body|title|description|comment|note|notes|request|instruction|instructions|command|input|phrase|sentence)\b/,
  ],
];

/** Kinds worked out per schema object and name: a request asks about each parameter many times. */
const kinds = new WeakMap<JsonSchema, Map<string, ParamKind>>();

/** The kind that decides which candidates from the text fit the parameter. */
export function kindOf(name: string, schema: JsonSchema): ParamKind {
  let known = kinds.get(schema);
  if (!known) kinds.set(schema, (known = new Map()));
  let kind = known.get(name);
  if (kind === undefined) known.set(name, (kind = readKind(name, schema)));
  return kind;
}

function readKind(name: string, schema: JsonSchema): ParamKind {
  const s = baseSchema(schema);
  if (optionsOf(schema)?.strict) return 'options';
  switch (baseType(schema)) {
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
  }
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'datetime';
  if (s.format === 'time') return 'time';
  if (s.format === 'email') return 'email';
  if (s.format === 'uri' || s.format === 'url') return 'url';
  // The name speaks first ("city" is a place even if its description mentions a date); then the description.
  const nameWords = identifierWords(name).join(' ');
  const about = describe('', schema);
  // A bare `name` is whatever its description says it names (a person, a city); a code when it does not say.
  if (nameWords === 'name')
    for (const [kind, re] of HINTS) if ((kind === 'person' || kind === 'place') && re.test(about)) return kind;
  // `reader_name` described as "Name of the person reading": a name whose description says it names a person is a
  // person's, so a quoted title beside it is no candidate for it (a name that says nothing more stays a code).
  if (/\bname$/.test(nameWords) && /^(?:the\s+)?(?:full\s+)?name of the person\b/i.test(about.trim())) return 'person';
  // `employee_id`, `city_code`, `flight_number`: the id of a person or a place is a code, not a name.
  if (
    /\b(id|ids|identifier|uuid|code|number|no|key|serial)$/.test(nameWords) &&
    !/\b(zip|post|postal|area|phone)\b/.test(nameWords)
  )
    return 'code';
  for (const [kind, re] of HINTS) {
    // `location` cut short (to three letters or more) names a place too.
    if (!re.test(nameWords) && !(kind === 'place' && identifierWords(name).some((w) => cutShort(w, 'location'))))
      continue;
    // A `note` described as a "note name such as A or C#" holds a short name, not free text.
    if (kind === 'text' && /^\p{L}+\s+names?\b/iu.test(about.trim())) return 'string';
    return kind;
  }
  for (const [kind, re] of HINTS) if (kind !== 'code' && re.test(about)) return kind;
  return 'string';
}

/** Words that point at the parameter in a request: its name's words without filler, and without words its siblings share. */
export function cueWords(name: string, siblings: readonly string[] = []): readonly string[] {
  const list = wordsOfList(siblings);
  let cues = list.cues.get(name);
  if (!cues) {
    cues = Object.freeze(readCues(name, list));
    list.cues.set(name, cues);
  }
  return cues;
}

/** A list of sibling names: how many of them use each word, and each name's cues once read. */
interface SiblingWords {
  names: ReadonlySet<string>;
  uses: ReadonlyMap<string, number>;
  cues: Map<string, readonly string[]>;
}

/**
 * Counted once per list, not once per name: reading every sibling's words for each parameter made a tool of 1,000
 * properties cost seconds a request. Kept by the list's text, so the same tool's properties share it across requests.
 */
const listsByText = memo(64, (key): SiblingWords => {
  const names = JSON.parse(key) as string[];
  const uses = new Map<string, number>();
  for (const sibling of new Set(names))
    for (const word of new Set(nameWords(sibling))) uses.set(word, (uses.get(word) ?? 0) + 1);
  return { names: new Set(names), uses, cues: new Map() };
});
const listTexts = new WeakMap<readonly string[], string>();

function wordsOfList(siblings: readonly string[]): SiblingWords {
  let key = listTexts.get(siblings);
  if (key === undefined) {
    key = JSON.stringify(siblings);
    listTexts.set(siblings, key);
  }
  return listsByText(key);
}

function readCues(name: string, list: SiblingWords): string[] {
  const own = nameWords(name);
  // A word the name's siblings share points at none of them: another sibling uses it when more names than this one do.
  const self = list.names.has(name) ? 1 : 0;
  const distinct = own.filter((w) => (list.uses.get(w) ?? 0) - self === 0);
  // `from_shelf` and `to_shelf`: when the name's only other word is shared, its direction is what tells them apart
  // ("out of shelf K/1, onto shelf K/4"), so the shared word points at neither.
  const all = identifierWords(name);
  const towards = all.includes('to') || all.includes('into');
  const away = all.includes('from');
  if (distinct.length === 0 && (towards || away) && own.length > 0 && list.names.size > 1)
    return towards ? ['to', 'into', 'onto'] : ['from', 'out of'];
  const cues = distinct.length > 0 ? distinct : own;
  // "from Lyon to Porto": the words a request uses for an origin and a destination point at those parameters too.
  if (cues.some((w) => ORIGIN.has(w))) cues.push('from');
  if (cues.some((w) => DESTINATION.has(w))) cues.push('to');
  // `directed_by`, `painted_by`: the one who did it is named by the agent noun too ("Ada Brandt as the painter").
  if (all.at(-1) === 'by')
    for (const w of [...cues])
      if (/^\p{L}{4,}ed$/u.test(w)) cues.push(`${w.slice(0, -2)}or`, `${w.slice(0, -2)}er`, `${w.slice(0, -1)}r`);
  // `cast`, `starring`: the people who act in a film or play are named by the words for acting too ("X as an actor").
  if (cues.some((w) => /^(?:cast|starring|actors?)$/.test(w)))
    cues.push('actor', 'actress', 'starring', 'stars', 'acted', 'featuring', 'features', 'feature');
  // "an entity named 'Ada'", "a list called 'groceries'": the verbs of naming point at a name parameter.
  if (cues.includes('name')) cues.push('named', 'called');
  return cues;
}

const ORIGIN = new Set([
  'origin',
  'source',
  'src',
  'departure',
  'depart',
  'departing',
  'start',
  'starting',
  'pickup',
  'leaving',
]);
const DESTINATION = new Set([
  'destination',
  'dest',
  'arrival',
  'arrive',
  'arriving',
  'target',
  'dropoff',
  'end',
  'ending',
]);

const NAME_FILLER = new Set([
  'the',
  'of',
  'a',
  'an',
  'is',
  'get',
  'set',
  'new',
  'value',
  'str',
  'string',
  'num',
  'int',
  'param',
  'arg',
  'data',
  'info',
  'in',
  'for',
  'to',
  'by',
]);

function nameWords(name: string): string[] {
  return identifierWords(name).filter((w) => !NAME_FILLER.has(w) && w.length > 1);
}
