// What one teaching mistake is to the engine: which styles it applies to, where its lesson texts are, and how it alters
// what the driver sends. The drivers ask `mistakeOf(config)` (mistakes.ts) and apply what it alters; none names a mistake.
import type OpenAI from 'openai';
import type { SubmittedToolOutput } from '@loopscope/payloads/assistants/entries';
import type { ClassicMistakeId } from '@loopscope/payloads/teaching/classic-mistakes';
import type { ApiStyle, SessionConfig, ToolCallRequest } from './types';

/** An Assistants run waiting for its tool outputs. */
export interface WaitingRun {
  threadId: string;
  assistantId: string;
  outputs: SubmittedToolOutput[];
}

/** How the mistaken code differs from the right one; each driver applies the parts its style has. */
export interface MistakeAlterations {
  /** The request body as the mistaken code builds it. */
  request?<P extends object>(params: P, config: SessionConfig): P;
  /** The `tools` array as the mistaken code sends it (what the timeline shows as sent, too). */
  tools?(config: SessionConfig): unknown[];
  /** The entry that answers a tool call as the mistaken code appends it (not a valid entry of the style: that is the point). */
  toolResult?(call: ToolCallRequest, output: string): unknown;
  /** The OpenAI-Beta header as the mistaken code sends it (null: left out). */
  betaHeader?: Record<string, string | null>;
  /** The mistaken call made before a run's outputs are submitted, returning the outputs as the mistaken code submits them. */
  beforeSubmitting?(
    client: OpenAI,
    run: WaitingRun,
    options: { signal: AbortSignal; timeout: number },
  ): Promise<SubmittedToolOutput[]>;
}

export interface Mistake {
  id: ClassicMistakeId;
  /** The styles whose drivers make it. */
  styles: readonly ApiStyle[];
  /** The break-it lab holding its texts (title, what is broken, the API's error, the fix): `findClassicMistake(lesson)`. */
  lesson: ClassicMistakeId;
  alters: MistakeAlterations;
}
