// POST /v1/vector_stores/{id}/search: the store's files ranked for one query or several with the file_search ranking (BM25+), as the API's results page.
import type { KeyState, StoredVectorStore } from './store.ts';
import { searchFiles, type SearchableFile } from './file-search.ts';

type Json = Record<string, unknown>;

/** The API's default `max_num_results` for a search (the SDK's docs: 1 to 50, 10 by default). */
const DEFAULT_RESULTS = 10;

/**
 * One page of results (the API pages no further: `has_more` is false, `next_page` null). Each query is ranked on its
 * own (scores are relative, the best chunk of each scores 1) and a chunk found by several keeps its best score.
 * `filters` are accepted and match every file (the mock's files carry no attributes to filter on), and
 * `rewrite_query` leaves the query as sent: the real rewriting is a model's, and not documented.
 */
export function searchVectorStore(state: KeyState, store: StoredVectorStore, body: Json): Json {
  const queries = typeof body.query === 'string' ? [body.query] : (body.query as string[]);
  const max = typeof body.max_num_results === 'number' ? body.max_num_results : DEFAULT_RESULTS;
  const threshold = Number((body.ranking_options as Json | undefined)?.score_threshold ?? 0);
  const files: SearchableFile[] = [];
  for (const vsFile of store.files.values()) {
    const file = state.files.get(vsFile.id);
    if (file) files.push({ fileId: file.object.id, filename: file.object.filename, text: file.text });
  }
  const best = new Map<string, { fileId: string; filename: string; score: number; chunk: string }>();
  for (const query of queries) {
    for (const hit of searchFiles(files, query, 50)) {
      const key = `${hit.fileId}\n${hit.chunk}`;
      if ((best.get(key)?.score ?? -1) < hit.score) best.set(key, hit);
    }
  }
  const data = [...best.values()]
    .filter((hit) => hit.score >= threshold)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((hit) => ({
      file_id: hit.fileId,
      filename: hit.filename,
      score: hit.score,
      attributes: store.files.get(hit.fileId)?.attributes ?? {},
      content: [{ type: 'text', text: hit.chunk }],
    }));
  return { object: 'vector_store.search_results.page', search_query: queries, data, has_more: false, next_page: null };
}
