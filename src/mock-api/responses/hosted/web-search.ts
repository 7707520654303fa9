// The hosted web_search tool in a Responses turn: the shipped offline corpus searched for the question, a
// web_search_call and an answer with url_citation annotations.
import { searchFiles, type SearchHit } from '../../assistants/file-search.ts';
import { itemId } from '../ids.ts';
import { citedHits } from './file-search.ts';
import type { HostedAnswer, HostedTurnInput } from './types.ts';
import { WEB_CORPUS } from './web-corpus.ts';

type Obj = Record<string, unknown>;

// The title is searched too, as a heading (a heading is quoted only when no sentence matches as well).
const PAGES = WEB_CORPUS.map((p) => ({ fileId: p.url, filename: p.title, text: `# ${p.title}\n${p.text}` }));

/** The pages a query finds, best first; `filters.allowed_domains` keeps those on the listed hosts (and their subdomains). */
export function searchWeb(query: string, tool: Obj = {}): SearchHit[] {
  const domains = ((tool.filters as Obj | null | undefined)?.allowed_domains ?? null) as string[] | null;
  const allowed = (url: string) => {
    if (!domains || domains.length === 0) return true;
    const host = new URL(url).hostname;
    return domains.some((d) => host === d || host.endsWith(`.${d}`));
  };
  return searchFiles(PAGES, query).filter((hit) => allowed(hit.fileId));
}

/** The question fits web search when the corpus has a page about it. */
export function webSearchFits(question: string): boolean {
  return searchWeb(question).length > 0;
}

/**
 * Quotes the best sentence of the best page and of a second page that ranks close to it; each quote is covered by a `url_citation` (start and end index of the
 * cited text, the page's URL and title). `action.sources` lists every page found, with `include:
 * ["web_search_call.action.sources"]` only.
 */
export function webSearchAnswer(input: HostedTurnInput, tool: Obj): HostedAnswer {
  const query = input.question;
  const hits = searchWeb(query, tool);
  const sources = input.include.includes('web_search_call.action.sources')
    ? { sources: hits.map((h) => ({ type: 'url', url: h.fileId })) }
    : {};
  const call = {
    id: itemId('ws', [...input.idParts, 'web_search']),
    type: 'web_search_call',
    status: 'completed',
    action: { type: 'search', query, ...sources },
  };
  const cited = citedHits(hits);
  if (cited.length === 0)
    return {
      items: [call],
      text: 'I searched the web but found no page about that.',
      annotations: [],
      explanation: 'web_search found no page in the offline corpus',
    };
  let text = '';
  const annotations: Obj[] = [];
  cited.forEach((hit, k) => {
    text += k === 0 ? '' : ' ';
    const start = text.length;
    text += hit.quote;
    annotations.push({
      type: 'url_citation',
      start_index: start,
      end_index: text.length,
      title: hit.filename,
      url: hit.fileId,
    });
  });
  return {
    items: [call],
    text,
    annotations,
    explanation: `web_search found ${cited.map((h) => h.filename).join(' and ')} in the offline corpus (BM25+): quoting the best sentence${cited.length > 1 ? ' of each' : ''}`,
  };
}
