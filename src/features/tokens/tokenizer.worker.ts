// The page's one tokenizer: o200k_base (~1 MB gzip) loads here, off the main thread, for the UI's counts and the in-page mock's usage alike.
import { boundedCount, boundedTruncate } from '@loopscope/payloads/tokens/token-pieces';

/** Counts of `texts`, or (with `truncate`) the longest prefix of `truncate.text` within `truncate.max` tokens. */
export interface CountRequest {
  id: number;
  texts: string[];
  truncate?: { text: string; max: number };
}
export interface CountReply {
  id: number;
  counts: number[];
  truncated?: string;
}

/**
 * A chunk of its own, not inlined into the worker: the build then writes the same bytes as the page's own fallback
 * chunk (tokenizer-client.ts) under the same content-hashed name, so the 2 MB of ranks ship once, and the server
 * loads that one file too (scripts/build-server.mjs).
 */
const loading = import('gpt-tokenizer/encoding/o200k_base');

self.onmessage = async (event: MessageEvent<CountRequest>) => {
  const o200k = await loading;
  const { id, texts, truncate } = event.data;
  const reply: CountReply = { id, counts: texts.map((text) => boundedCount(o200k, text)) };
  if (truncate) reply.truncated = boundedTruncate(o200k, truncate.text, truncate.max);
  self.postMessage(reply);
};
