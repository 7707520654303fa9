// The clause patterns of the mock model's note, each with its message key and the groups that become its params.
import type { NoteKey } from './note-key';

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

export const PATTERNS: Pattern[] = [
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
  {
    re: new RegExp(
      `^'([^']+)' names ${NAME} and ${NAME} alike and no value tells them apart: no tool matches the request$`,
    ),
    key: 'noMatchTied',
    params: ['words', 'name', 'other'],
  },
  {
    re: /^the request asks to '(\w+)', which no tool does: no tool matches the request$/,
    key: 'noMatchUndoing',
    params: ['verb'],
  },
  {
    re: new RegExp(`^${NAME} shares those words, but only ${NAME} gets ([\\w.-]+), read by its form$`),
    key: 'tiedByForm',
    params: ['other', 'name', 'param'],
  },
  {
    re: new RegExp(`^'(\\w+)' ends the name of ${NAME} alone: it gives that$`),
    key: 'tiedHead',
    params: ['word', 'name'],
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
    re: new RegExp(
      `^picked ${NAME}: the request asks for arithmetic \\("(.*)"\\) and ${NAME} evaluates an expression$`,
    ),
    key: 'arithmeticTool',
    params: ['name', 'said', 'again'],
  },
  {
    re: new RegExp(`^picked ${NAME}: "(.*)" follows up on the earlier ${NAME} call$`),
    key: 'followUp',
    params: ['name', 'place', 'earlier'],
  },
  {
    re: new RegExp(`^picked ${NAME}: the request picks "(.*)" of the earlier ${NAME} result$`),
    key: 'pickedItem',
    params: ['name', 'said', 'earlier'],
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
    re: /^"([^"]{1,60})": (.+) as in the call before, the rest from its own words$/,
    key: 'sameAgainCarried',
    params: ['opener', 'names'],
  },
  {
    re: new RegExp(`^${NAME} "(.*)": the house number '(.*)' said alone, on the street said before$`),
    key: 'houseNumberBefore',
    params: ['name', 'value', 'number'],
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
    re: /^(\w{1,64}) again: (.+) only name what a value of it is about, and it reads every value it needs here$/,
    key: 'ruleValueWordsToolBefore',
    params: ['tool', 'words'],
  },
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
