// Deterministic log-probabilities for the text a completion writes (`logprobs: true`, `top_logprobs`), one entry per piece the stream sends.
import type { ChatCompletionTokenLogprob } from '@loopscope/wire/chat-types';

/** Fillers for `top_logprobs` when the text offers too few alternatives of its own (common o200k tokens). */
const FILLERS = [
  ' the',
  ' a',
  ',',
  '.',
  ' and',
  ' to',
  ' of',
  ' is',
  ' in',
  ' it',
  ' that',
  ' you',
  ' I',
  ' for',
  ' on',
  ' with',
  ' this',
  ' be',
  ' are',
  ' as',
];

/** FNV-1a over the text: a stable number per (completion, choice, position, token), no randomness. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const bytes = (token: string) => [...new TextEncoder().encode(token)];

/**
 * One entry per piece. The pieces are the word-sized ones the stream sends (`textPieces`), not o200k_base tokens: the
 * mock writes its text whole, so its "tokens" are the pieces a client sees arrive; `usage` still counts real tokens.
 * The written piece is always the likeliest (logprob in (-2, 0]); `top_logprobs` lists it first, then other spellings
 * and pieces of the same text, then common tokens, each less likely than the one before. What the real model's values
 * would be is not knowable; these only keep the shape and the ordering the API guarantees.
 */
export function logprobEntries(pieces: readonly string[], key: string, top: number): ChatCompletionTokenLogprob[] {
  return pieces.map((token, i) => {
    const h = hash(`${key}\n${i}\n${token}`);
    const logprob = round(-(h % 2000) / 1000);
    const others = [
      token.trim(),
      ` ${token.trim()}`,
      token.toLowerCase(),
      token.toUpperCase(),
      ...pieces,
      ...FILLERS,
    ].filter((t, k, all) => t !== '' && t !== token && all.indexOf(t) === k);
    let previous = logprob;
    const alternatives = others.slice(0, Math.max(0, top - 1)).map((alt, k) => {
      previous = round(previous - 0.5 - (hash(`${h}\n${k}`) % 1000) / 1000);
      return { token: alt, logprob: previous, bytes: bytes(alt) };
    });
    return {
      token,
      logprob,
      bytes: bytes(token),
      top_logprobs: top > 0 ? [{ token, logprob, bytes: bytes(token) }, ...alternatives] : [],
    };
  });
}
