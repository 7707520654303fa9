// What a hosted tool's turn reads (the question, the stores, the sandbox) and what it answers (its items and a cited text).
import type { SearchableFile } from '../../assistants/file-search.ts';
import type { StoredItem } from '../store.ts';

export interface CodeRunResult {
  logs: string[];
  error: string | null;
}

/** How the Responses route reaches what the hosted tools run on: the Assistants' vector stores and the code sandbox. */
export interface HostedToolDeps {
  /** A vector store's searchable files for this API key; null when the key has no store of that id. */
  vectorStoreFiles: (key: string, id: string) => SearchableFile[] | null;
  /** The code interpreter's sandbox (Pyodide in a worker); null when the mock was created without one. */
  runCode: ((program: string) => Promise<CodeRunResult>) | null;
}

export interface HostedTurnInput {
  /** The user message the model answers (the last item of the context). */
  question: string;
  include: readonly string[];
  idParts: readonly (string | number)[];
  vectorStoreFiles: (id: string) => SearchableFile[] | null;
  runCode: HostedToolDeps['runCode'];
}

export interface HostedAnswer {
  /** The hosted call items, in order, before the answer. */
  items: StoredItem[];
  text: string;
  /** The `output_text` part's annotations (file_citation, url_citation). */
  annotations: Record<string, unknown>[];
  explanation: string;
}
