// Seed 002's chaining example: "tell me a joke", then "explain why this is funny." on top of it, with pinned replies so the run reads the same every time.
import type { ChatCompletionCreateParams, ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import type { ReplyScript } from './reply-script.ts';

export const JOKE_QUESTION = 'tell me a joke';
export const JOKE_FOLLOW_UP = 'explain why this is funny.';

export const JOKE_TEXT = 'Why do programmers prefer dark mode?\n\nBecause light attracts bugs.';

export const JOKE_EXPLANATION =
  'It’s a pun on **bugs**:\n\n' +
  '- Insects are drawn to light, so a bright screen would “attract bugs”.\n' +
  '- To a programmer a *bug* is a mistake in the code.\n\n' +
  'The answer pretends the choice of a dark theme is about keeping software errors away, which it cannot be — that mismatch between the two meanings is the joke.';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function said(message: ChatCompletionMessageParam | undefined, role: string, text: string): boolean {
  return (
    message?.role === role && typeof message.content === 'string' && normalise(message.content) === normalise(text)
  );
}

/** The joke question, alone or after pasted notes (the compaction step's long first message ends with it). */
function asksForJoke(message: ChatCompletionMessageParam | undefined): boolean {
  if (said(message, 'user', JOKE_QUESTION)) return true;
  return (
    message?.role === 'user' &&
    typeof message.content === 'string' &&
    normalise(message.content).endsWith(` ${JOKE_QUESTION}`)
  );
}

/** The joke is a plain-text exchange: a request with tools is the learner's own experiment, left to the model. */
function noTools(request: ChatCompletionCreateParams): boolean {
  return (request.tools ?? []).length === 0;
}

export const seedJokeScenario: ReplyScript = {
  id: 'seed-joke',
  title: 'Conversation state: a joke, then why it is funny',
  turns: [
    {
      name: 'Turn 1: the joke',
      matches: (request) => noTools(request) && request.messages.length === 1 && asksForJoke(request.messages[0]),
      reply: { content: JOKE_TEXT },
    },
    {
      name: 'Turn 2: why it is funny (the joke is in the context)',
      matches: (request) => {
        const [question, joke, follow, ...rest] = request.messages;
        return (
          noTools(request) &&
          rest.length === 0 &&
          asksForJoke(question) &&
          said(joke, 'assistant', JOKE_TEXT) &&
          said(follow, 'user', JOKE_FOLLOW_UP)
        );
      },
      reply: { content: JOKE_EXPLANATION },
    },
  ],
};
