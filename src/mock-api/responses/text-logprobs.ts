// Responses' `include: ["message.output_text.logprobs"]` with `top_logprobs`: each output_text part carries
// deterministic log-probabilities of the pieces it streams in (the Chat mock's, chat/logprobs.ts).
import { logprobEntries } from '../chat/logprobs.ts';
import { deltaPieces } from './stream.ts';

type Json = Record<string, unknown>;

/** The output with log-probabilities on every output_text part when the request includes them; else as it was. */
export function withTextLogprobs(body: Json, output: Json[]): Json[] {
  if (!(Array.isArray(body.include) && body.include.includes('message.output_text.logprobs'))) return output;
  const top = typeof body.top_logprobs === 'number' ? body.top_logprobs : 0;
  return output.map((item) => {
    if (item.type !== 'message' || !Array.isArray(item.content)) return item;
    const content = (item.content as Json[]).map((part, k) =>
      part.type === 'output_text'
        ? { ...part, logprobs: logprobEntries(deltaPieces(String(part.text ?? '')), `${String(item.id)}\n${k}`, top) }
        : part,
    );
    return { ...item, content };
  });
}
