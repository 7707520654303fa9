// The hosted file_search tool in a Responses turn: the request's vector stores (the ones Assistants keep) searched for
// the question, a file_search_call and a cited answer.
import { ApiError, errorBody } from '@loopscope/wire/errors';
import { searchFiles, type SearchableFile, type SearchHit } from '../../assistants/file-search.ts';
import { itemId } from '../ids.ts';
import type { HostedAnswer, HostedTurnInput } from './types.ts';

type Obj = Record<string, unknown>;

/**
 * The files of every store a file_search tool names. An unknown id is refused before the model runs: the wording is
 * the mock's own vector-store 404 (the Assistants routes'), as the references we have do not quote the real one.
 */
export function storeFiles(tool: Obj, at: string, lookup: HostedTurnInput['vectorStoreFiles']): SearchableFile[] {
  const ids = tool.vector_store_ids as string[];
  const files: SearchableFile[] = [];
  ids.forEach((id, i) => {
    const found = lookup(id);
    if (!found)
      throw new ApiError(
        404,
        errorBody(`No vector store found with id '${id}'.`, { param: `${at}.vector_store_ids[${i}]` }),
      );
    for (const file of found) if (!files.some((f) => f.fileId === file.fileId)) files.push(file);
  });
  return files;
}

/** Top hits, at most `max_num_results`; a `score_threshold` drops weaker ones (scores are relative, the best is 1). */
export function rankedHits(tool: Obj, files: readonly SearchableFile[], query: string): SearchHit[] {
  const max = typeof tool.max_num_results === 'number' ? tool.max_num_results : 20;
  const threshold = Number((tool.ranking_options as Obj | undefined)?.score_threshold ?? 0);
  return searchFiles(files, query)
    .filter((hit) => hit.score >= threshold)
    .slice(0, max);
}

/**
 * A second file or page is quoted only when it ranks at least this close to the best (scores are relative, the best is
 * 1): a weak hit shares a word or two with the question and answers something else.
 */
export const SECOND_SOURCE_SCORE = 0.5;

/** The best hit and, when it ranks close to it, the next one from another source. */
export function citedHits(hits: readonly SearchHit[]): SearchHit[] {
  const distinct = hits.filter((h, k) => hits.findIndex((o) => o.fileId === h.fileId) === k);
  return distinct.slice(0, 2).filter((h, k) => k === 0 || h.score >= SECOND_SOURCE_SCORE * distinct[0]!.score);
}

/**
 * The answer quotes the best passage of the best file and of a second file that ranks close to it (citedHits), each
 * quote followed by its `file_citation` (whose `index`
 * is where the citation stands in the text, right after the quote, as the API places it).
 */
export function fileSearchAnswer(input: HostedTurnInput, tool: Obj, files: readonly SearchableFile[]): HostedAnswer {
  const query = input.question;
  const hits = rankedHits(tool, files, query);
  const id = itemId('fs', [...input.idParts, 'file_search']);
  const results = input.include.includes('file_search_call.results')
    ? hits.map((h) => ({ attributes: {}, file_id: h.fileId, filename: h.filename, score: h.score, text: h.chunk }))
    : null;
  const call = { id, type: 'file_search_call', status: 'completed', queries: [query], results };
  const cited = citedHits(hits);
  if (cited.length === 0) {
    return {
      items: [call],
      text: 'I searched the files but found nothing about that.',
      annotations: [],
      explanation: 'file_search found no matching passage in the vector stores',
    };
  }
  let text = '';
  const annotations: Obj[] = [];
  cited.forEach((hit, k) => {
    text += `${k === 0 ? 'According to' : ' Also, from'} ${hit.filename}: "${hit.quote}"`;
    annotations.push({ type: 'file_citation', file_id: hit.fileId, filename: hit.filename, index: text.length });
  });
  return {
    items: [call],
    text,
    annotations,
    explanation: `file_search ranked ${cited.map((h) => h.filename).join(' and ')} first (BM25+): quoting the best sentence${cited.length > 1 ? ' of each' : ''}`,
  };
}
