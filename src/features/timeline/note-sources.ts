// A note's list of argument sources ("city from 'Berlin'") and the rules the mock names after a value, in the UI's words.
import type { NoteKey, Translate } from './note-key';

/**
 * The rules the mock names after a value it read by a rule of its own (src/mock-api/model: plan/cued.ts and the
 * readers it calls, typed-args.ts, postcodes.ts): "fault_description from 'cracked lamp' (the thing the request
 * describes)".
 */
const RULE_WORDS: Record<string, NoteKey> = {
  'the words no other value took': 'ruleLeftover',
  'the thing the request describes': 'ruleDescribed',
  'what the amount measures': 'ruleAmountMeasures',
  'a name written in lower case': 'ruleLowerCaseName',
  'the problem stated as a sentence': 'ruleStatedProblem',
  'the quote, not the values said with it': 'ruleQuoteNotValues',
  'the command written out': 'ruleCommandWritten',
  'a remark said after the values': 'ruleRemark',
  'a name with the noun it is said with': 'ruleNameWithNoun',
  'a title runs on across its small words': 'ruleTitleRunsOn',
  'a title, not the clause said of it': 'ruleTitleNotClause',
  "the value said after 'to' is what it becomes": 'ruleSaidAfterTo',
  "without the word that names the tool's task": 'ruleWithoutToolWord',
  'the subject of a question with "do"': 'ruleDoSubject',
  'an option whose words the request says inflected': 'ruleOptionInflected',
  'an option the request names in Korean or Polish': 'ruleOptionOtherLanguage',
  'an option named by a word no other option has': 'ruleOptionOwnWord',
  "the parameter's own word said: the top of its scale, the bottom when negated": 'ruleOptionScale',
  'an option whose description says what the request says': 'ruleOptionDescribed',
  'a value of an earlier tool result': 'ruleEarlierResult',
  "a subject made from the message's opening words": 'ruleSubjectFromMessage',
  'the arithmetic asked, written as an expression': 'ruleArithmetic',
  'a time on the day said with it': 'ruleTimeOnDay',
  'the things listed after the verb': 'ruleThingsListed',
  'the kind said of the thing': 'ruleKindSaid',
  'kept from the earlier call': 'ruleEarlierCall',
  'an e-mail address for whom it goes to': 'ruleEmailTo',
  'an e-mail address for who sends it': 'ruleEmailFrom',
  'an e-mail address': 'ruleEmail',
  'a ZIP+4 code': 'ruleZipPlus4',
  'a UK postcode': 'ruleUkPostcode',
  'a Canadian postal code': 'ruleCanadianPostcode',
  'a postal code written 00-000': 'rulePostcodeDash',
  'a five-digit postal code': 'ruleFiveDigitPostcode',
  'an address: names joined by commas': 'ruleAddressParts',
  'the venue: a name said after "at"': 'ruleVenueAt',
  'the town: a known place': 'ruleTownKnown',
  'the town: a name said after "in"': 'ruleTownAfterIn',
  'a date counted from today': 'ruleFromTodayBare',
  'no year said, and the form the description asks for has none': 'ruleNoYearForm',
  'afternoon assumed: morning or afternoon not said': 'ruleAfternoonAssumed',
  'morning assumed: morning or afternoon not said': 'ruleMorningAssumed',
};

/** The rules that carry a value of their own: the cue word, today's date, the year assumed, the time, the form. */
const RULE_FORMS: [re: RegExp, key: NoteKey, param: string][] = [
  [/^the digits after '(.+)'$/, 'ruleDigitsAfter', 'cue'],
  [/^the word called so after '(.+)'$/, 'ruleWordCalledAfter', 'cue'],
  [/^what is said after '(.+)'$/, 'ruleSaidAbout', 'cue'],
  [/^what the message should say, after '(.+)'$/, 'ruleMessageSaid', 'cue'],
  [/^the subject said after '(.+)'$/, 'ruleSubjectSaid', 'cue'],
  [/^what to be reminded of, after '(.+)'$/, 'ruleRemindedOf', 'cue'],
  [/^a date counted from today, (\d{4}-\d{2}-\d{2})$/, 'ruleFromToday', 'today'],
  [/^a time on today, (\d{4}-\d{2}-\d{2}): no day said$/, 'ruleTimeOnToday', 'today'],
  [/^no year said: (\d+) assumed, the next such day$/, 'ruleYearNext', 'year'],
  [/^no year said: (\d+) assumed, the last such day$/, 'ruleYearLast', 'year'],
  [/^a clock time said in words, (\d{1,2}:\d{2})$/, 'ruleTimeInWords', 'time'],
  [/^written (.+) as the description asks$/, 'ruleWrittenForm', 'form'],
  [/^one name: capitalised words joined by "(.+)"$/, 'ruleJoinedName', 'joint'],
  [/^a value said again after "(to|into|from)"$/, 'ruleSaidAgainAfter', 'word'],
];

/** One rule's words in the UI's language, or null when the mock names a rule these lists do not know. */
function oneRule(rule: string, t: Translate): string | null {
  const key = RULE_WORDS[rule];
  if (key) return t(key);
  for (const [re, formKey, param] of RULE_FORMS) {
    const m = re.exec(rule);
    if (m) return t(formKey, { [param]: m[1]! });
  }
  return null;
}

/** A value's rules in the UI's language: a clock time may carry several ("said in words; afternoon assumed"). */
function ruleWords(rule: string, t: Translate): string | null {
  const words = rule.split('; ').map((one) => oneRule(one, t));
  return words.includes(null) ? null : words.join('; ');
}

/**
 * One argument and where its value came from ("city from 'Berlin'", `unit "celsius" from 'C'`), and the rule that read
 * it when one did ("… from 'cracked lamp' (the thing the request describes)"), as a list joins them. The value is
 * optional and tried last (`??`): "city from 'Oslo', days 3 from '3 day'" is two sources, not a city valued "from 'Oslo',
 * days 3". A parameter's name may hold any letters ("año_vehiculo").
 */
const SOURCE = /([\p{L}\p{N}_.[\]-]+)(?: (.+?))?? from '(.*?)'(?: \(([^()]*)\))?(?:, |$)/suy;

/** The list of argument sources, or null when the clause is not one. */
export function sources(clause: string, t: Translate): string[] | null {
  const out: string[] = [];
  SOURCE.lastIndex = 0;
  while (SOURCE.lastIndex < clause.length) {
    const at = SOURCE.lastIndex;
    const m = SOURCE.exec(clause);
    if (!m || m.index !== at) return null;
    const rule = m[4] === undefined ? undefined : ruleWords(m[4], t);
    if (rule === null) return null;
    const params = { param: m[1]!, source: m[3]!, ...(m[2] === undefined ? {} : { value: m[2] }), rule: rule ?? '' };
    const key =
      rule === undefined
        ? m[2] === undefined
          ? 'source'
          : 'sourceValue'
        : m[2] === undefined
          ? 'sourceRule'
          : 'sourceValueRule';
    out.push(t(key, params));
  }
  return out.length > 0 ? out : null;
}
