// How well each tool fits a request: words shared with its name, description and parameters, rarer words counting more.
import type { FunctionDefinition } from '../../wire/chat-types.ts';
import { describe, propertiesOf, type JsonSchema } from './schema-view.ts';
import { identifierWords, sameStem, words } from './text.ts';

/** Words that say nothing about which tool fits (kept short: verbs like "list" or "add" do tell tools apart). */
const FILLER = new Set(
  ('a an the to for of in on at by with and or is are be was were am what whats what\'s me my i you your please can could would will it its ' +
    'this that these those do does did how tell give want need like should just now then than which who when where why whether if not no yes ' +
    'ok okay hi hello hey thanks thank some any there here also from about into up out all so very much many more most one let us our we ' +
    'specified given provided based using use specific certain current currently value values parameter parameters function returns return ' +
    'information details detail data user users request requests based type optional default e g eg etc such as well able help im i\'m i\'d')
    .split(/\s+/),
);

/** Verbs any tool could claim: they add a little to a score but never make a tool fit on their own. */
const GENERIC = new Set('get fetch retrieve show find check make give provide help look search obtain return display see view know'.split(' '));

function matchWords(text: string): string[] {
  return words(text).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w) && w.length > 1);
}

interface ToolWords {
  tool: FunctionDefinition;
  name: string[];
  description: string[];
  params: string[];
}

function toolWords(tool: FunctionDefinition): ToolWords {
  const props = propertiesOf((tool.parameters ?? {}) as JsonSchema);
  return {
    tool,
    name: identifierWords(tool.name).filter((w) => !FILLER.has(w) && w.length > 1),
    description: matchWords(tool.description ?? ''),
    params: props.flatMap(([n, s]) => [...identifierWords(n), ...matchWords(describe('', s)).slice(0, 12)]).filter((w) => !FILLER.has(w)),
  };
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
  const request = [...new Set(matchWords(text))];
  const all = tools.map(toolWords);
  // A word shared by every tool cannot tell them apart: weight by how few tools contain it.
  const spread = (w: string) => all.filter((t) => [...t.name, ...t.description].some((x) => sameStem(x, w))).length;
  const scored = all.map((t) => {
    let score = 0;
    const hits: string[] = [];
    const nameHits: string[] = [];
    for (const w of request) {
      const inName = t.name.some((n) => sameStem(n, w));
      const inDescription = !inName && t.description.some((d) => sameStem(d, w));
      const inParams = !inName && !inDescription && t.params.some((p) => sameStem(p, w));
      if (!inName && !inDescription && !inParams) continue;
      const rarity = all.length > 1 ? 1 / Math.max(1, spread(w)) : 1;
      const generic = GENERIC.has(w);
      score += (inName ? 3 : inDescription ? 1.5 : 0.5) * (0.5 + rarity) * (generic ? 0.3 : 1);
      if (generic) continue;
      hits.push(w);
      if (inName) nameHits.push(w);
    }
    return { tool: t.tool, score, nameHits, hits };
  });
  return scored.sort((a, b) => b.score - a.score);
}

/** True when a tool's fit is strong enough to call it rather than answer in text. */
export function fits(s: ToolScore | undefined): s is ToolScore {
  return s !== undefined && (s.nameHits.length > 0 || s.hits.length >= 2 || s.score >= 2.2) && s.score >= 2;
}
