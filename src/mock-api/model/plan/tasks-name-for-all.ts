// A person named once for the whole request ("All of it under Ana Ruiz.", "Name: Ana Ruiz.") is the person of every task.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { kindOf } from '../understand/param-kind.ts';
import { parametersOf, propertiesOf } from '../understand/schema-view.ts';
import type { TaskCall } from './tasks-call.ts';

/** One capitalised word of a name ("Okafor", "O'Neill", "Carvalho-Reyes", "Mr"). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]{0,30}`;
/** A particle inside a surname ("de la Croix", "van Dijk", "Ní Bhraonáin" is capitalised already). */
const PARTICLE = String.raw`(?:de|da|del|della|di|du|la|le|van|von|der|den|ter|ten)`;
/** Two to four words: a first name and a surname, maybe with particles; a full name, never a lone word. */
const FULL_NAME = String.raw`(${NAME_WORD}(?:\s(?:${PARTICLE}\s){0,2}${NAME_WORD}){1,3})`;

/**
 * "All of it under Ana Ruiz.", "Both orders for Ana Ruiz.", "all four for Ana Ruiz", "Everything is under Ana Ruiz.": a
 * sentence of its own that says every task is for one person.
 */
const FOR_ALL = new RegExp(
  String.raw`^(?:and\s+)?(?:all|both|everything|each)(?:\s+(?:of\s+(?:them|these|those|it)|[\p{Ll}]{1,12}))?(?:'s|’s|\s+(?:is|are|goes|go))?\s+(?:for|under|in the name of)\s+${FULL_NAME}\s*[.!]?$`,
  'iu',
);

/** "Name: Ana Ruiz.", "Name's Ana Ruiz", "My name is Ana Ruiz.", "It's Ana Ruiz.": a sentence that only signs the request. */
const SIGNS = new RegExp(
  String.raw`^(?:name\s*:|name(?:'s|’s| is)|my name(?:'s|’s| is)|it(?:'s|’s| is)|this is)\s+${FULL_NAME}\s*[.!]?$`,
  'u',
);

/** The sentences read: at most this long each (a sign-off or a "for all" line is short). */
const MAX_SENTENCE = 120;

/** The full name one sentence of the request gives for every task, and that sentence; undefined when none or two. */
export function nameForAll(request: string): { name: string; sentence: string } | undefined {
  const found = new Map<string, string>();
  for (const raw of request.split(/(?<=[.!?])\s+|\n+/u)) {
    const sentence = raw.trim();
    if (sentence.length === 0 || sentence.length > MAX_SENTENCE) continue;
    // The sentence's first letter lower-cased, so "Name:" and "name:" read alike; the name keeps its capitals.
    const said = FOR_ALL.exec(sentence) ?? SIGNS.exec(sentence.replace(/^\p{Lu}/u, (c) => c.toLowerCase()));
    if (said) found.set(said[1]!, sentence);
  }
  if (found.size !== 1) return undefined;
  const [name, sentence] = [...found][0]!;
  return { name, sentence };
}

/** The one parameter of a tool that holds a person, or undefined when it has none or several. */
function personParameter(tool: FunctionDefinition): string | undefined {
  const people = propertiesOf(parametersOf(tool))
    .filter(([n, p]) => kindOf(n, p) === 'person')
    .map(([n]) => n);
  return people.length === 1 ? people[0] : undefined;
}

/**
 * Every call whose tool holds one person and whose call lacks that person (left unsaid, only guessed, or a lone word
 * of the name: "Orla will meet you" before "All of it under Orla Fennimore") takes the name the request gives for all.
 * Calls that name another person keep theirs.
 */
export function withNameForAll<C extends TaskCall>(
  request: string,
  tools: readonly FunctionDefinition[],
  calls: C[],
): C[] {
  const all = nameForAll(request);
  if (!all) return calls;
  const nameWords = all.name.split(/\s+/u);
  for (const call of calls) {
    const tool = tools.find((t) => t.name === call.name);
    const param = tool && personParameter(tool);
    if (!param) continue;
    const value = call.arguments[param];
    const lacking = !(param in call.arguments) || call.missing.includes(param) || (call.guessed ?? []).includes(param);
    const part = typeof value === 'string' && value !== all.name && nameWords.includes(value);
    if (!lacking && !part) continue;
    call.arguments[param] = all.name;
    call.missing = call.missing.filter((m) => m !== param);
    if (call.guessed) call.guessed = call.guessed.filter((m) => m !== param);
    const note = `${param} "${all.name}" said for every task in "${all.sentence}"`;
    call.reason += `; ${note}`;
    call.item = [call.item, note].filter(Boolean).join('; ');
  }
  return calls;
}
