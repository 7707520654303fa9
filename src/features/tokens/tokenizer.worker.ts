// Counts tokens off the main thread: the o200k_base tables (~1 MB gzip) load here, on first use, never in the entry chunk.
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { boundedCount } from '../../wire/token-pieces';

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
  const reply: CountReply = { id, counts: texts.map((text) => boundedCount(o200k, text)) };
  self.postMessage(reply);
};
