// The gist of a request for a free-text parameter: a quoted phrase, what follows "about"/"for", or the request minus its asking words.

const ASKING = new RegExp(
  '^(?:(?:hi|hey|hello|please|pls|ok|okay|so|now|also|and|then|just)[,!]?\\s+)*' +
    '(?:(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?|i\\s+(?:want|need|would\\s+like|\'d\\s+like|wish)\\s+(?:you\\s+)?to\\s+|(?:help\\s+me|let\\s+me)\\s+|please\\s+)?' +
    '(?:(?:find|search(?:\\s+for)?|look\\s+up|look\\s+for|get|show(?:\\s+me)?|tell\\s+me(?:\\s+about)?|give\\s+me|fetch|retrieve|what\\s+is|what\'s|who\\s+is|what\\s+are|how\\s+to|how\\s+do\\s+i|explain)\\s+)?' +
    '(?:me\\s+)?(?:(?:the|a|an|some)\\s+)?',
  'i',
);

export function topicOf(text: string): string {
  const clause = text.trim().replace(/(?<![.?!])[.?!]+$/, '').trim();
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  const about = clause.match(/\b(?:about|regarding|on the topic of|for)\s+(.+)$/i);
  if (about && about[1]!.split(/\s+/).length <= 8) return about[1]!.trim();
  // eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  return clause.replace(ASKING, '').replace(/\s+(?:please|for me|thanks?|thank you)$/i, '').trim();
}
