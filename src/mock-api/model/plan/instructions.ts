// An agent's instructions read as rules with conditions: hand off by the language a request is written in, refuse a topic.
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { findLanguages } from '../understand/languages.ts';
import { writtenLanguage } from '../understand/languages.ts';
import { firstTopic, topicReader } from '../understand/said-about.ts';
import {
  ARTICLES,
  CONJUNCTIONS,
  DEMONSTRATIVES,
  OBJECT_PRONOUNS,
  POSSESSIVES,
  PREPOSITIONS,
} from '../understand/small-words.ts';
import { instructionsOf, isHandoffTool } from './handoff.ts';

/** The language an agent serves: its handoff tool's name or description names it ("transfer_to_french_agent"). */
export function agentLanguage(tool: FunctionDefinition): string | undefined {
  if (!isHandoffTool(tool.name)) return undefined;
  return findLanguages(`${tool.name.replace(/^transfer_to_/i, '').replace(/[_-]+/g, ' ')} ${tool.description ?? ''}`)[0]
    ?.name;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface Routing {
  tool: FunctionDefinition;
  reason: string;
}

/**
 * The hand-off a request's language asks for: it is written in a language one of the agents serves. The instructions
 * usually say so ("if the user writes in French, hand off to the French agent"); a triage agent told only to hand off
 * to the right agent routes the same way, the agents' names being all it has to go on.
 */
export function routeByLanguage(
  messages: readonly ChatCompletionMessageParam[],
  request: string,
  tools: readonly FunctionDefinition[],
): Routing | null {
  const written = writtenLanguage(request);
  if (!written) return null;
  const tool = tools.find((t) => agentLanguage(t) === written.name);
  if (!tool) return null;
  const said = sentencesOf(instructionsOf(messages)).find((s) => findLanguages(s).some((l) => l.name === written.name));
  const rule = said ? `the instructions say "${said}"` : `${tool.name} is the agent for ${written.name}`;
  return {
    tool,
    reason: `the request is written in ${written.name} (read ${written.evidence}); ${rule}: handing off to ${tool.name}`,
  };
}

/** Tools to plan with: agents for a language the request is not written in (and does not name) are not candidates. */
export function toolsForRequest(request: string, tools: readonly FunctionDefinition[]): readonly FunctionDefinition[] {
  // Without a handoff tool there is nothing to drop, and reading the request's languages is most of a plain request's model time.
  if (!tools.some((t) => isHandoffTool(t.name))) return tools;
  const named = new Set([writtenLanguage(request)?.name, ...findLanguages(request).map((l) => l.name)]);
  const kept = tools.filter((t) => {
    const language = agentLanguage(t);
    return language === undefined || named.has(language);
  });
  return kept.length === tools.length ? tools : kept;
}

/** A sentence that forbids: the agent must not act, call tools or help. */
const FORBIDS = /\b(?:do not|don't|never|must not|mustn't|stop|refuse|decline|call no tools?|no tools?)\b/i;
/** The forbidden topic: the rest of the sentence after "when the request is about …", "questions regarding …". */
const FORBIDDEN_TOPICS = topicReader({
  cues: ['about', 'regarding', 'concerning', 'related to', 'involving', 'on the subject of'],
  reach: 'rest',
});
/** The topic is everything but some ("anything other than bikes and repairs"). */
const EXCEPT =
  /^(?:anything|something|any topic|topics?|requests?|questions?)\s+(?:other than|but|except|besides|outside(?: of)?)\s+/i;
/** Examples after the topic ("for example school essays or legal advice"). */
const EXAMPLES = /,?\s?\b(?:for example|for instance|such as|e\.g\.|like)\b/i;
/**
 * Words of a topic that name no part of it: the function words, and this reader's own, the words an instruction uses of
 * requests and topics themselves ("questions", "asking", "anything", "topic").
 */
const FILLER = new Set([
  ...ARTICLES,
  ...CONJUNCTIONS,
  ...DEMONSTRATIVES,
  ...OBJECT_PRONOUNS,
  ...POSSESSIVES,
  ...PREPOSITIONS,
  ...'any anything something you say cannot can help s'.split(' '),
  ...'user users request requests question questions ask asks asking topic topics'.split(' '),
]);

/** Content words of a topic, each cut to its stem ("visas" → "visa"). */
function topicWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && !FILLER.has(w)).map(stem);
}
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/(?<=[^s])s$/, '');
/** Two words are one when their stems match, or share their first five letters ("immigration", "immigrants"). */
const sameStem = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * The instruction that forbids this request, or null. A sentence that forbids and names a topic ("Do not call any tool
 * when the request is about visas or immigration") applies when the request uses one of the topic's words; a topic
 * given as everything but some ("anything other than bikes and repairs, for example school essays") applies when the
 * request uses none of the allowed words, or one of the examples.
 */
export function refusal(messages: readonly ChatCompletionMessageParam[], request: string): { reason: string } | null {
  const asked = topicWords(request);
  const uses = (words: string[]) => words.find((w) => asked.some((a) => sameStem(a, w)));
  for (const sentence of sentencesOf(instructionsOf(messages))) {
    if (!FORBIDS.test(sentence)) continue;
    const topic = firstTopic(FORBIDDEN_TOPICS, sentence)?.value;
    if (!topic) continue;
    const [main, examples = ''] = topic.split(EXAMPLES);
    const except = main!.match(EXCEPT);
    if (except) {
      const allowed = topicWords(main!.slice(except[0].length));
      const example = uses(topicWords(examples));
      if (example) return { reason: `the instructions say "${sentence}" and the request is about '${example}'` };
      if (allowed.length > 0 && !uses(allowed))
        return {
          reason: `the instructions say "${sentence}" and the request is about none of ${allowed.map((w) => `'${w}'`).join(', ')}`,
        };
      continue;
    }
    const hit = uses(topicWords(topic));
    if (hit) return { reason: `the instructions say "${sentence}" and the request is about '${hit}'` };
  }
  return null;
}
