// The mock model's note (its x-loopscope-explanation header, English on the wire) read into message keys and params, so
// the "Why the mock model did this" fold speaks the UI's language. The header stays as the mock sends it: curl and SDK
// users read it, and the recorded bytes are the truth; only the view is translated.

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
  | 'part'
  | 'picked'
  | 'pickedOver'
  | 'pickedOverShares'
  | 'wouldNeed'
  | 'followUp'
  | 'onlyToolNamed'
  | 'splitPlaces'
  | 'splitAmounts'
  | 'splitValues'
  | 'splitStretches'
  | 'splitTogether'
  | 'splitAgain'
  | 'splitBrackets'
  | 'item'
  | 'itemFrom'
  | 'asBefore'
  | 'saidOnceForAll'
  | 'pointsBack'
  | 'source'
  | 'sourceValue'
  | 'sourceRule'
  | 'sourceValueRule'
  | 'ruleLeftover'
  | 'ruleDescribed'
  | 'ruleRemark'
  | 'ruleNameWithNoun'
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
    re: new RegExp(`^picked ${NAME}: "(.*)" follows up on the earlier ${NAME} call$`),
    key: 'followUp',
    params: ['name', 'place', 'earlier'],
  },
  { re: /^one call per place named \((.*)\)$/, key: 'splitPlaces', params: ['places'] },
  { re: /^one call per amount in "(.*)"$/, key: 'splitAmounts', params: ['list'] },
  { re: /^one call per value listed in "(.*)"$/, key: 'splitValues', params: ['list'] },
  { re: /^one call per stretch that gives its own values$/, key: 'splitStretches' },
  { re: /^one call per item named together in "(.*)"$/, key: 'splitTogether', params: ['list'] },
  {
    re: /^one call per item of "(.*)", "(\w+)" said again after "and"$/,
    key: 'splitAgain',
    params: ['list', 'word'],
  },
  {
    re: /^one call per item of "(.*)", each with its details in brackets$/,
    key: 'splitBrackets',
    params: ['list'],
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
    re: new RegExp(`^${NAME} from '(.*)', said once for every item$`),
    key: 'saidOnceForAll',
    params: ['name', 'source'],
  },
  {
    re: new RegExp(`^${NAME} (.+) as ${NAME} in part (\\d+) \\("(.+)" points back to it\\)$`),
    key: 'pointsBack',
    params: ['name', 'value', 'from', 'index', 'pointer'],
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
  'a remark said after the values': 'ruleRemark',
  'a name with the noun it is said with': 'ruleNameWithNoun',
  'an e-mail address for whom it goes to': 'ruleEmailTo',
  'an e-mail address for who sends it': 'ruleEmailFrom',
  'an e-mail address': 'ruleEmail',
  'a ZIP+4 code': 'ruleZipPlus4',
  'a UK postcode': 'ruleUkPostcode',
  'a Canadian postal code': 'ruleCanadianPostcode',
  'a postal code written 00-000': 'rulePostcodeDash',
  'a five-digit postal code': 'ruleFiveDigitPostcode',
  'an address: names joined by commas': 'ruleAddressParts',
};
/** "the digits after 'postcode'": a postal code read after the word for it (postcodes.ts). */
const DIGITS_AFTER = /^the digits after '(.+)'$/;

/** A rule's words in the UI's language, or null when the mock names a rule this list does not know. */
function ruleWords(rule: string, t: Translate): string | null {
  const key = RULE_WORDS[rule];
  if (key) return t(key);
  const after = DIGITS_AFTER.exec(rule);
  return after ? t('ruleDigitsAfter', { cue: after[1]! }) : null;
}

const ONE_CALL_PER_TURN = ' (parallel_tool_calls is false: one call per turn)';
/**
 * One argument and where its value came from ("city from 'Berlin'", `unit "celsius" from 'C'`), and the rule that read
 * it when one did ("… from 'cracked lamp' (the thing the request describes)"), as a list joins them.
 */
const SOURCE = /([\w.[\]-]+)(?: (.+?))? from '(.*?)'(?: \(([^()]*)\))?(?:, |$)/y;

/** Splits at "; " outside parentheses and double quotes: a rival's "(score 3 against 1; it shares only …)" is one clause. */
function clauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && c === ';' && text[i + 1] === ' ') {
      out.push(text.slice(start, i));
      start = i + 2;
    }
  }
  out.push(text.slice(start));
  return out;
}

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

function readClause(clause: string, t: Translate): Read {
  const scenarioWord = SCENARIO_WORDS[clause];
  if (scenarioWord) return { text: t(scenarioWord), complete: true };
  for (const pattern of PATTERNS) {
    const m = pattern.re.exec(clause);
    if (!m) continue;
    let complete = true;
    const params: Record<string, string> = {};
    (pattern.params ?? []).forEach((name, i) => {
      const value = m[i + 1] ?? '';
      if (!pattern.nested?.includes(name)) params[name] = value;
      else {
        const inner = readNote(value, t, pattern.key === 'scenario');
        complete &&= inner.complete;
        params[name] = inner.text;
      }
    });
    return { text: t(pattern.key, params), complete };
  }
  const list = sources(clause, t);
  return list ? { text: list.join(', '), complete: true } : { text: clause, complete: false };
}

/** A note in the UI's words; `complete` says whether every part of it was read. `quoted`: a scenario's own text, kept when unknown. */
export function readNote(note: string, t: Translate, quoted = false): Read {
  if (quoted && !SCENARIO_WORDS[note]) return { text: note, complete: true };
  const oneCall = note.endsWith(ONE_CALL_PER_TURN);
  const body = oneCall ? note.slice(0, -ONE_CALL_PER_TURN.length) : note;
  const read = clauses(body).map((clause) => readClause(clause, t));
  const text = read.map((r) => r.text).join('; ') + (oneCall ? ` ${t('oneCallPerTurn')}` : '');
  return { text, complete: read.every((r) => r.complete) };
}
