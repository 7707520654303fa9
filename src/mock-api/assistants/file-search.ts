// file_search: chunks uploaded text, markdown and JSON files and ranks the chunks with BM25+ (MiniSearch) for a query.
import MiniSearch from 'minisearch';

export interface SearchableFile {
  fileId: string;
  filename: string;
  text: string;
}

export interface SearchHit {
  fileId: string;
  filename: string;
  /** Relative score in (0, 1]: the best chunk scores 1. */
  score: number;
  chunk: string;
  /** The sentence of the chunk that shares the most words with the query: what the answer quotes. */
  quote: string;
}

/** Chunk size and overlap in words (the real service uses 800/400 tokens; the mock's files are small). */
const CHUNK_WORDS = 120;
const OVERLAP_WORDS = 30;
const MAX_RESULTS = 5;
/** Question words that say nothing about the topic; dropped from the query only. */
const STOP_WORDS = new Set(
  'a an and are about can do does for from how i in is it me of on or our please tell the to what when where which who why with you your'.split(
    ' ',
  ),
);

/** Splits text into overlapping windows of words, keeping the original spacing inside each window. */
export function chunkText(text: string): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  if (words.length <= CHUNK_WORDS) return text.trim() ? [text.trim()] : [];
  const chunks: string[] = [];
  for (let start = 0; start < words.length; start += CHUNK_WORDS - OVERLAP_WORDS) {
    chunks.push(
      words
        .slice(start, start + CHUNK_WORDS)
        .join('')
        .trim(),
    );
    if (start + CHUNK_WORDS >= words.length) break;
  }
  return chunks;
}

/** JSON is searched by its values and keys as words, not by its punctuation. */
function searchableText(file: SearchableFile): string {
  if (!/\.json$/i.test(file.filename)) return file.text;
  try {
    return JSON.stringify(JSON.parse(file.text), null, 1).replace(/[{}[\]",]/g, ' ');
  } catch {
    return file.text;
  }
}

/** The best chunks for a query, at most `limit` (file_search's own few by default). */
export function searchFiles(files: readonly SearchableFile[], query: string, limit = MAX_RESULTS): SearchHit[] {
  const index = new MiniSearch<{ id: number; fileId: string; filename: string; text: string }>({
    fields: ['text'],
    storeFields: ['fileId', 'filename', 'text'],
  });
  let id = 0;
  for (const file of files)
    for (const text of chunkText(searchableText(file)))
      index.add({ id: id++, fileId: file.fileId, filename: file.filename, text });
  const results = index
    .search(query, {
      fuzzy: 0.1,
      prefix: true,
      combineWith: 'OR',
      processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
    })
    .slice(0, limit);
  const best = results[0]?.score ?? 1;
  return results.map((r) => ({
    fileId: r.fileId as string,
    filename: r.filename as string,
    score: Math.round((r.score / best) * 1e6) / 1e6,
    chunk: r.text as string,
    quote: bestSentence(r.text as string, r.queryTerms),
  }));
}

/**
 * The sentence that holds the most query terms (as word prefixes, as the search matched them); a markdown heading
 * is a title, not a statement, so it is quoted only when no other line matches as well.
 */
function bestSentence(chunk: string, queryTerms: readonly string[]): string {
  const sentences = chunk
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  let best = sentences[0] ?? chunk;
  let bestScore = -1;
  for (const sentence of sentences) {
    const words = sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const matched = queryTerms.filter((t) => words.some((w) => w.startsWith(t))).length;
    const score = matched * 2 + (/^#{1,6}\s/.test(sentence) ? 0 : 1);
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}
