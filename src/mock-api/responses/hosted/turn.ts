// Whether the mock model answers this turn with a hosted tool (image_generation, code_interpreter, then the caller's
// own files, then the web) and what it says: the tool decides when the question fits it.
import { isObject } from '@loopscope/wire/json-object';
import { contentText } from '../../model/conversation.ts';
import type { StoredItem } from '../store.ts';
import { codeInterpreterAnswer, codePlanFor } from './code-interpreter.ts';
import { fileSearchAnswer, rankedHits, storeFiles } from './file-search.ts';
import type { HostedAnswer, HostedTurnInput } from './types.ts';
import { webSearchAnswer, webSearchFits } from './web-search.ts';
import { isWebSearchType } from '@loopscope/wire/responses/hosted-tools';
import { imageFits, imageGenerationAnswer } from './image-generation.ts';

type Obj = Record<string, unknown>;
type Base = Omit<HostedTurnInput, 'question' | 'include'>;

/**
 * Null when no hosted tool answers: none is offered, the turn does not start from a user message (the model is
 * handed function results), `tool_choice` rules them out, the model would call a function tool instead, or the
 * question fits none of them. A bad configuration
 * (an unknown vector store) is refused whether or not the tool would have been used, as the API checks it first.
 */
export async function hostedTurn(
  body: Obj,
  context: readonly StoredItem[],
  base: Base,
  turn: { busy: boolean; functionCalls: boolean },
): Promise<HostedAnswer | null> {
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]).filter(isObject) : [];
  const at = (type: (t: unknown) => boolean) => tools.findIndex((t) => type(t.type));
  const searchAt = at((t) => t === 'file_search');
  const files = searchAt >= 0 ? storeFiles(tools[searchAt]!, `tools[${searchAt}]`, base.vectorStoreFiles) : [];
  const codeAt = at((t) => t === 'code_interpreter');
  const webAt = at(isWebSearchType);
  const imageAt = at((t) => t === 'image_generation');
  // A scripted turn or a running program answers instead; so do function tools when the model would call them (unless forced).
  if ((searchAt < 0 && codeAt < 0 && webAt < 0 && imageAt < 0) || turn.busy) return null;
  const last = context.at(-1);
  if (!last || (last.type ?? 'message') !== 'message' || last.role !== 'user') return null;
  const question = contentText(last.content).trim();
  const choice = body.tool_choice;
  if (!question || choice === 'none') return null;
  // A named choice: `{type: "file_search"}` (ToolChoiceTypes) forces that tool; naming a function or MCP tool rules these out.
  const forced = isObject(choice) ? String(choice.type) : null;
  if (
    forced !== null &&
    !['file_search', 'code_interpreter', 'image_generation'].includes(forced) &&
    !isWebSearchType(forced)
  )
    return null;
  if (forced === null && turn.functionCalls) return null;
  const include = Array.isArray(body.include) ? (body.include as string[]) : [];
  const input: HostedTurnInput = { ...base, question, include };
  const wants = (index: number, type: string, fits: () => boolean) =>
    index >= 0 && (forced === null ? fits() : forced === type || (type === 'web_search' && isWebSearchType(forced)));
  if (wants(imageAt, 'image_generation', () => imageFits(question)))
    return imageGenerationAnswer(input, tools[imageAt]!);
  if (wants(codeAt, 'code_interpreter', () => codePlanFor(question) !== null))
    return codeInterpreterAnswer(input, tools[codeAt]!);
  if (wants(searchAt, 'file_search', () => rankedHits(tools[searchAt]!, files, question).length > 0))
    return fileSearchAnswer(input, tools[searchAt]!, files);
  if (wants(webAt, 'web_search', () => webSearchFits(question))) return webSearchAnswer(input, tools[webAt]!);
  return null;
}
