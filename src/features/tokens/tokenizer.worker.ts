// Counts tokens off the main thread: the o200k_base tables (~1 MB gzip) load here, on first use, never in the entry chunk.
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';

export interface CountRequest {
  id: number;
  texts: string[];
}
export interface CountReply {
  id: number;
  counts: number[];
}

self.onmessage = (event: MessageEvent<CountRequest>) => {
  const { id, texts } = event.data;
  const reply: CountReply = { id, counts: texts.map((text) => countTokens(text)) };
  self.postMessage(reply);
};
