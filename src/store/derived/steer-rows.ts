// The learner's `response.steer` messages as the timeline shows them: what was sent, what the server answered, and the
// request it went out with (the API adds accepted steering to the request that continues the response).
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { isFramed } from '@loopscope/wire/wires';

export interface SteerNote {
  /** The text the learner sent (a message list's texts joined). */
  text: string;
  /** The server's answer: queued (`pending`), taken (`accepted`), refused (`failed`), or none yet. */
  answer: 'accepted' | 'pending' | 'failed' | null;
  /** The refusal's message, when it failed. */
  message: string;
  /** The step of the turn it steered (its frames are filed with that turn). */
  steeredStep: number;
  /**
   * Why the server held it: the call ids whose output the response was waiting for (`response.steer.pending`'s
   * `required_input`). There is no explanation header on a socket, so the recorded frame is the reason the views give.
   */
  waitingFor: string[];
}

/** The call ids a pending frame's `required_input` lists (the stubs the response waits to be filled). */
function waitingFor(frame: Record<string, unknown>): string[] {
  const owed = Array.isArray(frame.required_input) ? frame.required_input : [];
  return owed.flatMap((item) => (isObject(item) && typeof item.call_id === 'string' ? [item.call_id] : []));
}

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
};

/** A steer frame's input as text: a string, or the texts of its user messages. */
function inputText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (!Array.isArray(input)) return '';
  return input
    .flatMap((message) =>
      isObject(message)
        ? typeof message.content === 'string'
          ? [message.content]
          : Array.isArray(message.content)
            ? message.content.flatMap((part) => (isObject(part) && typeof part.text === 'string' ? [part.text] : []))
            : []
        : [],
    )
    .join('\n');
}

/** Every steer frame sent on the WebSocket turns of a branch, in order, each with the server's latest answer to it. */
export function steerNotes(exchanges: readonly Exchange[]): SteerNote[] {
  const notes: SteerNote[] = [];
  for (const exchange of exchanges) {
    if (!isFramed(exchange)) continue;
    let current: SteerNote | null = null;
    for (const event of exchange.events) {
      const frame = parse(event.data);
      if (!isObject(frame)) continue;
      if (event.direction === 'sent' && frame.type === 'response.steer') {
        current = {
          text: inputText(frame.input),
          answer: null,
          message: '',
          steeredStep: exchange.step,
          waitingFor: [],
        };
        notes.push(current);
      } else if (
        current &&
        event.direction === 'received' &&
        typeof frame.type === 'string' &&
        frame.type.startsWith('response.steer.')
      ) {
        const answer = frame.type.slice('response.steer.'.length);
        if (answer === 'accepted' || answer === 'pending' || answer === 'failed') current.answer = answer;
        if (answer === 'pending') current.waitingFor = waitingFor(frame);
        if (answer === 'failed' && isObject(frame.error) && typeof frame.error.message === 'string')
          current.message = frame.error.message;
      }
    }
  }
  return notes;
}

/**
 * The steering a socket turn carried: what the server held (accepted, queued) on the turn before and put ahead of this
 * turn's own input. The frame itself crossed the wire on the earlier turn; this is where it took effect.
 */
export function steeringSentWith(exchanges: readonly Exchange[], exchange: Exchange): SteerNote[] {
  if (!isFramed(exchange)) return [];
  const turns = exchanges.filter(isFramed).map((e) => e.step);
  return steerNotes(exchanges).filter(
    (note) => note.answer !== 'failed' && turns.find((step) => step > note.steeredStep) === exchange.step,
  );
}
