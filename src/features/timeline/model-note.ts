// The mock model's note (its x-loopscope-explanation header, English on the wire) read into message keys and params, so
// the "Why the mock model did this" fold speaks the UI's language. The header stays as the mock sends it: curl and SDK
// users read it, and the recorded bytes are the truth; only the view is translated.
import { noteClauses, ONE_CALL_PER_TURN } from '@loopscope/payloads/model-notes/explanation-header';

/** Keys under `note.` in the timeline catalogs; params are the note's own names, numbers and quotes, kept verbatim. */
export type NoteKey =
  | 'resultsIn'
  | 'notesRestated'
  | 'choiceNone'
  | 'noTools'
  | 'choiceNames'
  | 'choiceForces'
  | 'asksMissing'
  | 'requiredFirst'
  | 'requiredForces'
  | 'finalAnswer'
  | 'noMatch'
  | 'noMatchAsked'
  | 'part'
  | 'picked'
  | 'pickedOver'
  | 'pickedOverShares'
  | 'wouldNeed'
  | 'followUp'
  | 'onlyToolNamed'
  | 'onlyToolGiven'
  | 'splitPlaces'
  | 'splitAmounts'
  | 'splitValues'
  | 'splitOptions'
  | 'splitDays'
  | 'splitLines'
  | 'splitColonItems'
  | 'splitSaidAgain'
  | 'splitSharedSurname'
  | 'splitAnnounced'
  | 'lineWhole'
  | 'fullNameBefore'
  | 'thereFreed'
  | 'dayNotCount'
  | 'splitOneOther'
  | 'dateFromBefore'
  | 'splitStretches'
  | 'splitStretchesMonthOnce'
  | 'splitTogether'
  | 'splitAgain'
  | 'splitBrackets'
  | 'splitItemsBefore'
  | 'item'
  | 'itemFrom'
  | 'asBefore'
  | 'saidOnceForAll'
  | 'pointsBack'
  | 'asInPart'
  | 'asInPartUnnamed'
  | 'nameForAll'
  | 'thereItemBefore'
  | 'ruleVerbOpens'
  | 'ruleVerbPointsBack'
  | 'ruleClauseDescribed'
  | 'ruleLeadIn'
  | 'ruleOptionValued'
  | 'ruleNameChoosesNone'
  | 'ruleRepeatsTaskBefore'
  | 'source'
  | 'sourceValue'
  | 'sourceRule'
  | 'sourceValueRule'
  | 'ruleLeftover'
  | 'ruleDescribed'
  | 'ruleRemark'
  | 'ruleNameWithNoun'
  | 'ruleTitleRunsOn'
  | 'ruleTitleNotClause'
  | 'ruleSaidAfterTo'
  | 'ruleSaidAgainAfter'
  | 'ruleWithoutToolWord'
  | 'ruleDoSubject'
  | 'ruleOptionInflected'
  | 'ruleEmailTo'
  | 'ruleEmailFrom'
  | 'ruleEmail'
  | 'ruleZipPlus4'
  | 'ruleUkPostcode'
  | 'ruleCanadianPostcode'
  | 'rulePostcodeDash'
  | 'ruleFiveDigitPostcode'
  | 'ruleAddressParts'
  | 'ruleDigitsAfter'
  | 'ruleWordCalledAfter'
  | 'ruleSaidAbout'
  | 'ruleAmountMeasures'
  | 'ruleLowerCaseName'
  | 'ruleStatedProblem'
  | 'ruleQuoteNotValues'
  | 'ruleCommandWritten'
  | 'ruleVenueAt'
  | 'ruleTownKnown'
  | 'ruleTownAfterIn'
  | 'ruleFromToday'
  | 'ruleFromTodayBare'
  | 'ruleYearNext'
  | 'ruleYearLast'
  | 'ruleNoYearForm'
  | 'ruleTimeInWords'
  | 'ruleAfternoonAssumed'
  | 'ruleMorningAssumed'
  | 'ruleWrittenForm'
  | 'splitRespectively'
  | 'splitSameFor'
  | 'sideBySideAfter'
  | 'sideBySideBefore'
  | 'pickedByForms'
  | 'writtenIn'
  | 'instructionsHandOff'
  | 'agentHandOff'
  | 'refusedTopic'
  | 'refusedNoneOf'
  | 'sameAgain'
  | 'sameForOther'
  | 'splitTogetherHolder'
  | 'leftOut'
  | 'ruleJoinedName'
  | 'scenario'
  | 'handOver'
  | 'scriptText'
  | 'scriptCalls'
  | 'codeFailed'
  | 'codeRan'
  | 'fileSearchNone'
  | 'fileSearchRanked'
  | 'oneCallPerTurn'
  | 'scenarioWeather'
  | 'scenarioJoke'
  | 'weatherAnswer1'
  | 'weatherAnswer2'
  | 'jokeTurn1'
  | 'jokeTurn2'
  | 'structuredFrom'
  | 'structuredNone'
  | 'structuredMissing'
  | 'promptedJson'
  | 'notesExplained'
  | 'notesLeftOut'
  | 'styleAsk'
  | 'styleInEnglish'
  | 'styleInKorean'
  | 'styleInPolish'
  | 'styleUnsupported'
  | 'styleBrief';

export type Translate = (key: NoteKey, params?: Record<string, string>) => string;

/** A clause pattern: its key, the names of its groups, and which groups hold a clause of their own (read again). */
interface Pattern {
  re: RegExp;
  key: NoteKey;
  params?: string[];
  nested?: string[];
  /**
   * Words the clause must hold before the pattern is tried: a pattern with two free quotes ("(.*)" and "(.*)") takes
   * the square of a long clause's length to fail, and a note quotes the request.
   */
  cue?: string;
}

const NAME = '([\\w.-]+)';
const PATTERNS: Pattern[] = [
  { re: /^tool results are in: summarising them$/, key: 'resultsIn' },
  { re: /^no tools to call, but notes to work from: restating them briefly$/, key: 'notesRestated' },
  { re: /^tool_choice is "none"$/, key: 'choiceNone' },
  { re: /^no tools to call$/, key: 'noTools' },
  { re: new RegExp(`^tool_choice names ${NAME}$`), key: 'choiceNames', params: ['name'] },
  {
    re: new RegExp(`^tool_choice forces ${NAME}: (.+)$`, 's'),
    key: 'choiceForces',
    params: ['name', 'why'],
    nested: ['why'],
  },
  {
    re: new RegExp(`^${NAME} fits, but the request gives no (.+): asking instead of guessing$`),
    key: 'asksMissing',
    params: ['name', 'missing'],
  },
  { re: /^tool_choice is "required" and nothing else matched, so the first tool$/, key: 'requiredFirst' },
  { re: new RegExp(`^tool_choice "required" forces ${NAME}$`), key: 'requiredForces', params: ['name'] },
  { re: /^every planned call has a result: writing the final answer$/, key: 'finalAnswer' },
  {
    re: new RegExp(`^every own call has a result and the instructions ask to hand over: calling ${NAME}$`),
    key: 'handOver',
    params: ['name'],
  },
  { re: /^no tool matches the request$/, key: 'noMatch' },
  {
    re: new RegExp(`^the question asks for '(.+)', a word ${NAME} has nowhere: no tool matches the request$`),
    key: 'noMatchAsked',
    params: ['asked', 'name'],
  },
  // A note too long for its header ends with how many clauses were left out (payloads/model-notes/explanation-header).
  { re: /^(\d+) more parts of this note left out to keep the header under 12 KB$/, key: 'leftOut', params: ['count'] },
  // An agent's instructions (plan/instructions.ts): a hand-off by the language the request is in, a refused topic.
  { re: /^the request is written in (\w+) \(read (.+)\)$/s, key: 'writtenIn', params: ['language', 'evidence'] },
  {
    re: new RegExp(`^the instructions say "(.*)": handing off to ${NAME}$`, 's'),
    key: 'instructionsHandOff',
    params: ['said', 'name'],
  },
  {
    re: new RegExp(`^${NAME} is the agent for (\\w+): handing off to ${NAME}$`),
    key: 'agentHandOff',
    params: ['name', 'language', 'target'],
  },
  {
    re: /^the instructions say "(.*)" and the request is about none of (.+): calling no tool$/s,
    key: 'refusedNoneOf',
    params: ['said', 'topics'],
  },
  {
    re: /^the instructions say "(.*)" and the request is about '(.*)': calling no tool$/s,
    key: 'refusedTopic',
    params: ['said', 'topic'],
  },
  {
    re: new RegExp(
      `^picked ${NAME}: no tool's words fit, but the request gives (.+) in the units and forms they ask for$`,
    ),
    key: 'pickedByForms',
    params: ['name', 'params'],
  },
  // "'the weather' and 'the local time in Lyon' name weather_now and local_time side by side, sharing the values after them".
  ...(['after', 'before'] as const).map(
    (where): Pattern => ({
      re: new RegExp(
        `^"(.*)" and "(.*)" name ${NAME} and ${NAME} side by side, sharing the values ${where} them: (.+)$`,
        's',
      ),
      key: where === 'after' ? 'sideBySideAfter' : 'sideBySideBefore',
      cue: ' side by side, sharing the values ',
      params: ['left', 'right', 'name', 'other', 'why'],
      nested: ['why'],
    }),
  ),
  // A structured reply: which result field filled which property (a list of sources), and the properties no result carries.
  { re: /^structured reply from the results: (.+)$/s, key: 'structuredFrom', params: ['fields'], nested: ['fields'] },
  { re: /^structured reply: no result field fits a property$/, key: 'structuredNone' },
  { re: /^in no result: (.+)$/s, key: 'structuredMissing', params: ['fields'] },
  { re: /^the prompt asks for JSON with a schema, so the reply is that JSON$/, key: 'promptedJson' },
  {
    re: /^the instructions ask to explain the notes: their shared topic in up to (\d+) sentences$/,
    key: 'notesExplained',
    params: ['count'],
  },
  { re: /^left out as off the topic: (.+)$/s, key: 'notesLeftOut', params: ['titles'] },
  // A user message (often a response.steer) that only says how to answer, and what the answer did with it.
  { re: /^a user message asks "(.*)": how to answer, not a new request$/s, key: 'styleAsk', params: ['said'] },
  { re: /^the answer is in English$/, key: 'styleInEnglish' },
  { re: /^the answer is in Korean$/, key: 'styleInKorean' },
  { re: /^the answer is in Polish$/, key: 'styleInPolish' },
  {
    re: /^(\w+) was asked for, but the mock writes only English, Korean and Polish, so the answer stays in the question's language$/,
    key: 'styleUnsupported',
    params: ['asked'],
  },
  { re: /^the answer is brief: each finding to its first clause, no lead sentence$/, key: 'styleBrief' },
  {
    re: /^part (\d+) of (\d+), "(.*)": (.+)$/s,
    key: 'part',
    params: ['index', 'count', 'text', 'why'],
    nested: ['why'],
  },
  {
    re: new RegExp(
      `^picked ${NAME} \\(the request says (.*?)\\), not ${NAME} \\(score ([\\d.]+) against ([\\d.]+); it shares only (.*)\\)$`,
    ),
    key: 'pickedOverShares',
    params: ['name', 'words', 'rival', 'score', 'rivalScore', 'shared'],
  },
  {
    re: new RegExp(
      `^picked ${NAME} \\(the request says (.*?)\\), not ${NAME} \\(score ([\\d.]+) against ([\\d.]+)\\)$`,
    ),
    key: 'pickedOver',
    params: ['name', 'words', 'rival', 'score', 'rivalScore'],
  },
  { re: new RegExp(`^picked ${NAME} \\(the request says (.*)\\)$`), key: 'picked', params: ['name', 'words'] },
  { re: new RegExp(`^${NAME} would need (.+)$`), key: 'wouldNeed', params: ['name', 'missing'] },
  {
    re: new RegExp(
      `^picked ${NAME}, the only tool offered: no words of it in the request, but the request names (.+) for (.+)$`,
    ),
    key: 'onlyToolNamed',
    params: ['name', 'values', 'params'],
  },
  {
    re: new RegExp(
      `^picked ${NAME}: few words of it in the request, but the request gives every value it needs \\((.+)\\), and no other tool's$`,
    ),
    key: 'onlyToolGiven',
    params: ['name', 'params'],
  },
  {
    re: new RegExp(`^picked ${NAME}: "(.*)" follows up on the earlier ${NAME} call$`),
    key: 'followUp',
    params: ['name', 'place', 'earlier'],
  },
  { re: /^one call per place named \((.*)\)$/, key: 'splitPlaces', params: ['places'] },
  { re: /^one call per amount in "(.*)"$/, key: 'splitAmounts', params: ['list'] },
  {
    re: /^one call per value listed in "(.*)", "([^"]{1,40})" announcing them$/,
    key: 'splitAnnounced',
    params: ['list', 'count'],
  },
  { re: /^one call per value listed in "(.*)"$/, key: 'splitValues', params: ['list'] },
  {
    re: /^one call per name listed in "(.*)", each with the surname "([^"]{1,80})" said once for all$/,
    key: 'splitSharedSurname',
    params: ['list', 'surname'],
  },
  {
    re: /^one call per option of ([\w.-]+) listed in "(.*)"$/,
    key: 'splitOptions',
    params: ['param', 'list'],
  },
  { re: /^one call per day listed in "(.*)"$/, key: 'splitDays', params: ['list'] },
  { re: /^one call per line listed after "(.*)"$/, key: 'splitLines', params: ['lead'] },
  { re: /^one call per item listed after "(.*)" on its line$/, key: 'splitColonItems', params: ['lead'] },
  { re: /^one call per item, "(.*)" said again with the rest the same$/, key: 'splitSaidAgain', params: ['item'] },
  { re: /^one call per stretch that gives its own values$/, key: 'splitStretches' },
  {
    re: /^one call per stretch that gives its own values, each day said alone with the month of "(.*)"$/,
    key: 'splitStretchesMonthOnce',
    params: ['said'],
  },
  {
    re: /^"respectively": the items of "(.*)" paired in order, one call per pair$/,
    key: 'splitRespectively',
    params: ['list'],
  },
  { re: /^one call per request asked again$/, key: 'splitSameFor' },
  {
    re: /^the same again for "(.*)": (.+), the rest as before$/s,
    key: 'sameAgain',
    params: ['item', 'sources'],
    nested: ['sources'],
  },
  {
    re: new RegExp(`^"the same for (.*)" names ${NAME}: its calls take the values of "(.*)"$`, 's'),
    key: 'sameForOther',
    params: ['item', 'name', 'before'],
  },
  {
    re: /^one call per item named together in "(.*)", each the ([\w.-]+)$/,
    key: 'splitTogetherHolder',
    params: ['list', 'holder'],
  },
  { re: /^one call per item named together in "(.*)"$/, key: 'splitTogether', params: ['list'] },
  {
    re: /^one call per item of "(.*)", "(\w+)" said again after "and"$/,
    key: 'splitAgain',
    params: ['list', 'word'],
  },
  {
    re: /^one call per item of "(.*)", told apart by "one" and "the other"$/,
    key: 'splitOneOther',
    params: ['list'],
  },
  {
    re: /^one call per item of "(.*)", each with its details in brackets$/,
    key: 'splitBrackets',
    params: ['list'],
  },
  {
    re: /^one call per item of part (\d+): "(.*)" points back to them$/,
    key: 'splitItemsBefore',
    params: ['index', 'pointer'],
  },
  {
    re: /^item (\d+) of (\d+), "(.*?)": (.+)$/s,
    key: 'itemFrom',
    params: ['index', 'count', 'item', 'from'],
    nested: ['from'],
  },
  { re: /^item (\d+) of (\d+), "(.*)"$/, key: 'item', params: ['index', 'count', 'item'] },
  { re: new RegExp(`^${NAME} as for the item before$`), key: 'asBefore', params: ['name'] },
  {
    re: new RegExp(`^${NAME} (.+) as for the item before \\("([^"]{1,40})" points back to it\\)$`),
    key: 'thereItemBefore',
    params: ['name', 'value', 'pointer'],
  },
  {
    re: new RegExp(`^${NAME} left out: '(.*)' is the day of that date$`),
    key: 'dayNotCount',
    params: ['name', 'source'],
  },
  { re: new RegExp(`^${NAME} "(.*)": the whole line, one name$`), key: 'lineWhole', params: ['name', 'item'] },
  {
    re: new RegExp(`^${NAME} "(.*)": the full name said before "(.*)"$`),
    key: 'fullNameBefore',
    params: ['name', 'full', 'first'],
  },
  { re: new RegExp(`^${NAME} (.+): the name "there" left free$`), key: 'thereFreed', params: ['name', 'value'] },
  {
    re: new RegExp(`^${NAME} (.+) from '(.*)', what it leaves unsaid as in (\\S+)$`),
    key: 'dateFromBefore',
    params: ['name', 'value', 'source', 'whole'],
  },
  {
    re: new RegExp(`^${NAME} from '(.*)', said once for every item$`),
    key: 'saidOnceForAll',
    params: ['name', 'source'],
  },
  {
    re: new RegExp(`^${NAME} (.+) as ${NAME} in part (\\d+) \\("(.+)" points back to it\\)$`),
    key: 'pointsBack',
    params: ['name', 'value', 'from', 'index', 'pointer'],
  },
  {
    re: new RegExp(`^${NAME} (.+) as ${NAME} in part (\\d+)$`),
    key: 'asInPart',
    params: ['name', 'value', 'from', 'index'],
  },
  {
    re: new RegExp(`^${NAME} (.+) as in part (\\d+) \\(this part names none\\)$`),
    key: 'asInPartUnnamed',
    params: ['name', 'value', 'index'],
  },
  {
    re: new RegExp(`^${NAME} "([^"]{1,120})" said for every task in "([^"]{1,120})"$`),
    key: 'nameForAll',
    params: ['name', 'value', 'sentence'],
  },
  // Why a part's tool was read where its own words did not name it (plan-parts.ts).
  {
    re: new RegExp(`^"([^"]{1,60})" opens the description of ${NAME} and of no other tool$`),
    key: 'ruleVerbOpens',
    params: ['word', 'name'],
  },
  {
    re: new RegExp(
      `^"([^"]{1,60})" opens the descriptions of several tools, and "([^"]{1,40})" points back to ([^;]{1,400}), words of ${NAME}$`,
    ),
    key: 'ruleVerbPointsBack',
    params: ['word', 'pointer', 'words', 'name'],
  },
  {
    re: new RegExp(`^"([^"]{1,60})" opens a clause that gives every value ${NAME} needs, and its description says it$`),
    key: 'ruleClauseDescribed',
    params: ['word', 'name'],
  },
  {
    re: new RegExp(`^the values for ${NAME} come in the lead-in before "(.*)"$`, 's'),
    key: 'ruleLeadIn',
    params: ['name', 'text'],
  },
  {
    re: new RegExp(`^the clause gives every value ${NAME} needs, ${NAME} (.+) one of its options$`),
    key: 'ruleOptionValued',
    params: ['name', 'param', 'value'],
  },
  { re: /^the words of "(.+)", a name, choose no tool$/, key: 'ruleNameChoosesNone', params: ['name'] },
  {
    re: /^"([^"]{1,40})" asks the task before again: "(.*)" is read with it$/s,
    key: 'ruleRepeatsTaskBefore',
    params: ['opener', 'task'],
  },
  { re: /^Scenario "(.*)": (.+)$/, key: 'scenario', params: ['title', 'turn'], nested: ['title', 'turn'] },
  {
    re: /^Script turn (\d+) of (\d+): a text reply, exactly as written$/,
    key: 'scriptText',
    params: ['index', 'count'],
  },
  {
    re: /^Script turn (\d+) of (\d+): calls (.+), exactly as written$/,
    key: 'scriptCalls',
    params: ['index', 'count', 'names'],
  },
  { re: /^the code_interpreter program failed$/, key: 'codeFailed' },
  { re: /^code_interpreter ran the program: answering from its output$/, key: 'codeRan' },
  { re: /^file_search found no matching chunk$/, key: 'fileSearchNone' },
  {
    re: /^file_search ranked (.+) first \(BM25\+\): quoting its best sentence$/,
    key: 'fileSearchRanked',
    params: ['file'],
  },
];

/** The built-in scenarios' titles and turn names (src/mock-api/scenarios), which the notes quote. */
const SCENARIO_WORDS: Record<string, NoteKey> = {
  'Payload walkthrough: the weather assistant': 'scenarioWeather',
  'Conversation state: a joke, then why it is funny': 'scenarioJoke',
  'Answer to request 1: three parallel tool calls': 'weatherAnswer1',
  'Answer to request 2: the final answer': 'weatherAnswer2',
  'Turn 1: the joke': 'jokeTurn1',
  'Turn 2: why it is funny (the joke is in the context)': 'jokeTurn2',
};

/**
 * The rules the mock names after a value it read by a rule of its own (src/mock-api/model: extract-args.ts,
 * typed-args.ts, postcodes.ts): "fault_description from 'cracked lamp' (the thing the request describes)".
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
  [/^a date counted from today, (\d{4}-\d{2}-\d{2})$/, 'ruleFromToday', 'today'],
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
 * The languages the mock tells a request's language by (src/mock-api/model/understand/languages.ts), named in English
 * on the wire; the UI names them in its own language through Intl.DisplayNames.
 */
const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  French: 'fr',
  Spanish: 'es',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Polish: 'pl',
  Dutch: 'nl',
  Korean: 'ko',
  Japanese: 'ja',
  Chinese: 'zh',
  Ukrainian: 'uk',
  Russian: 'ru',
  Greek: 'el',
  Arabic: 'ar',
  Hebrew: 'he',
  Thai: 'th',
  Hindi: 'hi',
};

/** A language's name in the UI's language (a BCP 47 tag, as i18next has it), or the English name when none is known. */
function languageName(english: string, language: string): string {
  const tag = LANGUAGE_TAGS[english];
  if (!tag) return english;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(tag) ?? english;
  } catch {
    // A tag Intl does not take (a test's made-up one): keep the English name.
    return english;
  }
}

/**
 * One argument and where its value came from ("city from 'Berlin'", `unit "celsius" from 'C'`), and the rule that read
 * it when one did ("… from 'cracked lamp' (the thing the request describes)"), as a list joins them. The value is
 * optional and tried last (`??`): "city from 'Oslo', days 3 from '3 day'" is two sources, not a city valued "from 'Oslo',
 * days 3". A parameter's name may hold any letters ("año_vehiculo").
 */
const SOURCE = /([\p{L}\p{N}_.[\]-]+)(?: (.+?))?? from '(.*?)'(?: \(([^()]*)\))?(?:, |$)/suy;

/** The list of argument sources, or null when the clause is not one. */
function sources(clause: string, t: Translate): string[] | null {
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

interface Read {
  text: string;
  /** False when some part of the note has no pattern (the mock learned a new wording): that part stays English. */
  complete: boolean;
}

function readClause(clause: string, t: Translate, language: string): Read {
  const scenarioWord = SCENARIO_WORDS[clause];
  if (scenarioWord) return { text: t(scenarioWord), complete: true };
  for (const pattern of PATTERNS) {
    if (pattern.cue !== undefined && !clause.includes(pattern.cue)) continue;
    const m = pattern.re.exec(clause);
    if (!m) continue;
    let complete = true;
    const params: Record<string, string> = {};
    (pattern.params ?? []).forEach((name, i) => {
      const value = m[i + 1] ?? '';
      if (name === 'language') params[name] = languageName(value, language);
      else if (!pattern.nested?.includes(name)) params[name] = value;
      else {
        const inner = readText(value, t, language, pattern.key === 'scenario');
        complete &&= inner.complete;
        params[name] = inner.text;
      }
    });
    return { text: t(pattern.key, params), complete };
  }
  const list = sources(clause, t);
  return list ? { text: list.join(', '), complete: true } : { text: clause, complete: false };
}

/**
 * A note in the UI's words; `complete` says whether every part of it was read. `language`: the UI's (i18next's) tag,
 * for the names of languages the note quotes.
 */
export function readNote(note: string, t: Translate, language = 'en'): Read {
  return readText(note, t, language, false);
}

/** `quoted`: a scenario's own text, kept when unknown. */
function readText(note: string, t: Translate, language: string, quoted: boolean): Read {
  if (quoted && !SCENARIO_WORDS[note]) return { text: note, complete: true };
  const oneCall = note.endsWith(ONE_CALL_PER_TURN);
  const body = oneCall ? note.slice(0, -ONE_CALL_PER_TURN.length) : note;
  const read = noteClauses(body).map((clause) => readClause(clause, t, language));
  const text = read.map((r) => r.text).join('; ') + (oneCall ? ` ${t('oneCallPerTurn')}` : '');
  return { text, complete: read.every((r) => r.complete) };
}
