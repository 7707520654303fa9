// "order a tin of wax for the skis": the article before the thing a call is about counts one, when nothing else counts.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { parametersOf, propertiesOf } from '../understand/schema-view.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import { words } from '../understand/text.ts';
import type { TaskCall } from './tasks-call.ts';

/** A parameter that counts things: its description says "how many" or "number of", or its name is a count's. */
function countsThings(name: string, prop: Record<string, unknown>): boolean {
  if (prop.type !== 'integer' && prop.type !== 'number') return false;
  const said = typeof prop.description === 'string' ? prop.description : '';
  return /\b(?:how many|number of)\b/i.test(said) || /^(?:quantity|count|copies|qty)$/i.test(name);
}

/** "a tin of wax", "an urn", "a box of nails": the article, then a word or two, at most one "of". */
const ARTICLE_THING = /(?<![\p{L}])an? (\p{L}{2,20})(?: of (\p{L}{2,20}))?/giu;

/**
 * A call that lacks only a count of things, whose part says no number at all (no digit, no number word) and says
 * "a"/"an" right before a word another of its values was read from ("a tin of wax" for item wax_tin), takes 1.
 */
export function withArticleCount<C extends TaskCall>(tools: readonly FunctionDefinition[], calls: C[]): C[] {
  for (const call of calls) {
    if (call.missing.length !== 1) continue;
    const param = call.missing[0]!;
    const tool = tools.find((t) => t.name === call.name);
    const prop = tool && new Map(propertiesOf(parametersOf(tool))).get(param);
    if (!prop || !countsThings(param, prop)) continue;
    const part = call.part.split('\u0000')[0]!;
    if (/\d/.test(part) || words(part).some((w) => w in WORD_NUMBERS)) continue;
    const saidWords = new Set(
      Object.entries(call.said ?? {})
        .filter(([k]) => k !== param)
        .flatMap(([, v]) => words(v)),
    );
    const thing = [...part.matchAll(ARTICLE_THING)].find((m) =>
      [m[1], m[2]].some((w) => w !== undefined && saidWords.has(w.toLowerCase())),
    );
    if (!thing) continue;
    call.arguments[param] = 1;
    call.missing = [];
    const note = `${param} 1 from '${thing[0]}'`;
    call.reason += `; ${note}`;
    call.item += `; ${note}`;
  }
  return calls;
}
