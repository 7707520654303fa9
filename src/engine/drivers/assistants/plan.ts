// Reads an Assistants branch into what the next step must do: submit outputs to a waiting run, add messages and
// start a run on the thread, or (first step, or after an edit the server cannot know) set up a new thread.
import type { ThreadCreateParams } from 'openai/resources/beta/threads/threads';
import {
  answeredCallId,
  assistantsMessageText,
  functionCallOf,
  isThreadMessage,
  type AssistantSetup,
  type NewThreadMessage,
  type SubmittedToolOutput,
} from '@loopscope/payloads/assistants/entries';
import type { EntryOfStyle, Provenance, ServerIds, ToolCallRequest } from '../../types';

type Entry = EntryOfStyle<'assistants'>;

/** A function call the branch already answered, to submit again when a replayed run asks for it. */
export interface RecordedCall {
  call: ToolCallRequest;
  output: string;
}

export type AssistantsPlan =
  | { kind: 'submit'; threadId: string; runId: string; assistantId: string; outputs: SubmittedToolOutput[] }
  | { kind: 'continue'; threadId: string; assistantId: string; messages: NewThreadMessage[] }
  | {
      kind: 'start';
      /** An assistant this line already made (its setup unchanged), else null: create one from `setup`. */
      assistantId: string | null;
      setup: AssistantSetup;
      /** Earlier turns, carried into the new thread. */
      history: ThreadCreateParams.Message[];
      /** The turn's user messages, added one by one as seed 004 does. */
      messages: NewThreadMessage[];
      /** The turn's answered calls in order: a replayed run that asks for the same calls gets these outputs. */
      replay: RecordedCall[];
    };

function serverIdsOf(provenance: Provenance): ServerIds | undefined {
  return provenance.kind === 'response' ? provenance.serverIds : undefined;
}

function lastIndex(entries: Entry[], test: (e: Entry) => boolean): number {
  for (let i = entries.length - 1; i >= 0; i--) if (test(entries[i]!)) return i;
  return -1;
}

const isModelOutput = (e: Entry) => e.kind === 'assistant' || e.kind === 'tool-call';

export function planAssistantsStep(entries: Entry[], fallbackSetup: AssistantSetup): AssistantsPlan {
  const lastResponse = lastIndex(entries, (e) => Boolean(serverIdsOf(e.provenance)?.thread));
  const lastEdit = lastIndex(entries, (e) => e.provenance.kind === 'edited');
  const ids = lastResponse >= 0 ? serverIdsOf(entries[lastResponse]!.provenance)! : undefined;
  const lastModel = lastIndex(entries, isModelOutput);
  const after = entries.slice(lastModel + 1);

  // The thread on the server holds exactly this branch only when nothing was edited since its last answer.
  if (ids && lastResponse > lastEdit) {
    const threadId = ids.thread!;
    const assistantId = ids.assistant!;
    const waiting = entries[lastModel];
    const outputs = after.filter((e) => e.kind === 'tool-result').map((e) => e.wire as SubmittedToolOutput);
    const runId = waiting && waiting.kind === 'tool-call' ? serverIdsOf(waiting.provenance)?.run : undefined;
    if (runId && outputs.length > 0) return { kind: 'submit', threadId, runId, assistantId, outputs };
    const messages = after
      .filter((e) => e.kind === 'user' && e.firstSentInStep === null)
      .map((e) => e.wire as NewThreadMessage);
    return { kind: 'continue', threadId, assistantId, messages };
  }

  const setupEntry = entries.find((e) => e.kind === 'system');
  const setup = (setupEntry?.wire as AssistantSetup | undefined) ?? fallbackSetup;
  const lastUser = lastIndex(entries, (e) => e.kind === 'user');
  let turnStart = lastUser;
  while (turnStart > 0 && entries[turnStart - 1]!.kind === 'user') turnStart--;
  const history = entries.slice(0, Math.max(turnStart, 0)).flatMap((e): ThreadCreateParams.Message[] => {
    if (e.kind === 'user') return [e.wire as NewThreadMessage];
    if (e.kind === 'assistant') return [{ role: 'assistant', content: assistantsMessageText(e.wire) }];
    return [];
  });
  const messages = turnStart >= 0 ? entries.slice(turnStart, lastUser + 1).map((e) => e.wire as NewThreadMessage) : [];
  const turn = entries.slice(lastUser + 1);
  const replay = turn.flatMap((e): RecordedCall[] => {
    const call = functionCallOf(e.wire);
    const answer = call ? turn.find((r) => answeredCallId(r.wire) === call.id) : undefined;
    if (!call || !answer) return [];
    return [
      {
        call: { callId: call.id, name: call.name, argumentsJson: call.arguments },
        output: (answer.wire as SubmittedToolOutput).output ?? '',
      },
    ];
  });
  return {
    kind: 'start',
    assistantId: ids?.assistant ?? null,
    setup,
    history,
    messages: messages.map(plainMessage),
    replay,
  };
}

/** A user message as the thread takes it; a thread message read back (never expected here) keeps only its text. */
function plainMessage(wire: NewThreadMessage): NewThreadMessage {
  return isThreadMessage(wire as never) ? { role: 'user', content: assistantsMessageText(wire as never) } : wire;
}
