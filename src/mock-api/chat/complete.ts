// Runs the mock model (or the scenario script) for a validated request and assembles choices, ids and usage.
import type {
  ChatCompletionCustomTool,
  ChatCompletionTool,
  ChatCompletionToolChoiceOption,
  CompletionUsage,
  FunctionDefinition,
} from '@loopscope/wire/chat-types';
import type { CustomToolSpec } from '@loopscope/wire/custom-tools';
import { asCustomCall, customAsFunction, customCallsAsFunctions } from '../model/write/custom-input.ts';
import { invalidRequest } from '@loopscope/wire/errors';
import { moderationModel } from '@loopscope/wire/moderation';
import { malform, type Faults } from '../faults/faults.ts';
import { generateReply } from '../model/generate.ts';
import { ids } from '../model/ids.ts';
import type { ResponseFormat } from '../model/write/json-reply.ts';
import type { TokenCounter } from '../model/tokens.ts';
import { findScriptedTurn, type ReplyScript } from '../scenarios/reply-script.ts';
import { cutAtStop, truncateChoice, type ChoiceDraft } from './truncate.ts';
import { countCompletionTokens, countPromptTokens, reasoningText, usageObject } from './usage.ts';
import type { ValidRequest } from './validate-request.ts';
import { legacyFunctionsAsTools } from './legacy-function-messages.ts';

export interface CompletionContext {
  seed: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Scripts whose pinned replies win over the mock model. */
  scenarios: readonly ReplyScript[];
  /** The exact request body text: ids derive from it, so a replay yields the same ids. */
  rawBody: string;
  faults: Faults;
  tokens: TokenCounter;
}

export interface CompletionResult {
  id: string;
  created: number;
  model: string;
  fingerprint: string;
  choices: ChoiceDraft[];
  usage: CompletionUsage;
  /** Why the model answered as it did (the scenario turn, or the model's own reasoning). */
  explanation: string;
  /** The request used the deprecated `functions`: a call is answered as `message.function_call`. */
  legacyFunctions?: boolean;
  /** `logprobs: true`: how many `top_logprobs` each entry lists. */
  logprobs?: { top: number } | null;
  /** The moderation model of a moderated completion (`moderation` asked for): its results go in the answer. */
  moderation?: string;
}

export async function complete(valid: ValidRequest, ctx: CompletionContext): Promise<CompletionResult> {
  const { body, model } = valid;
  const prompt = await ctx.tokens.run((tok) => countPromptTokens(body, tok));
  if (prompt > model.contextWindow) {
    throw invalidRequest(
      `This model's maximum context length is ${model.contextWindow} tokens. However, your messages resulted in ${prompt} tokens. Please reduce the length of the messages.`,
      'messages',
      'context_length_exceeded',
    );
  }
  const idParts = [ctx.seed, body.seed ?? '', ctx.rawBody];
  const moderated = moderationModel(body as unknown as Record<string, unknown>);
  const found = findScriptedTurn(ctx.scenarios, body);
  // The deprecated `functions` / `function_call` still work (the API still serves them), when no `tools` are sent.
  const legacy = (body.tools ?? []).length === 0 && Array.isArray(body.functions) && body.functions.length > 0;
  const { tools, toolChoice, customs } = legacy
    ? legacyFunctions(body)
    : effectiveTools(body.tools ?? [], body.tool_choice);
  const reply = generateReply({
    messages: customCallsAsFunctions(legacyFunctionsAsTools(body.messages)),
    tools,
    toolChoice,
    // A `function_call` reply holds one call.
    parallelToolCalls: !legacy && body.parallel_tool_calls !== false,
    responseFormat: body.response_format as ResponseFormat | undefined,
    now: new Date(ctx.now),
  });
  // The request's limit, and never more than the model's own output limit (a huge tool result cannot make it write 100k tokens).
  const max = Math.min(body.max_completion_tokens ?? body.max_tokens ?? Infinity, model.maxOutputTokens);

  const drafts: ChoiceDraft[] = [];
  for (let index = 0; index < (body.n ?? 1); index++) {
    const scripted = index === 0 ? found?.turn.reply : undefined;
    const calls = scripted
      ? (scripted.toolCalls ?? []).map((c) => ({ ...c }))
      : reply.toolCalls.map((c, k) => ({
          id: ids.call([...idParts, index, k]),
          ...asCustomCall(c, customs, body.messages, ctx.seed),
        }));
    const content = scripted ? scripted.content : reply.content;
    const kept = legacy ? calls.slice(0, 1) : calls;
    const draft: ChoiceDraft = {
      content: kept.length > 0 ? null : content,
      toolCalls: kept,
      finishReason: kept.length > 0 ? (legacy ? 'function_call' : 'tool_calls') : 'stop',
    };
    if (draft.content !== null) draft.content = cutAtStop(draft.content, body.stop);
    if (ctx.faults.malformedArguments)
      draft.toolCalls = draft.toolCalls.map((c) => ({ ...c, arguments: malform(c.arguments) }));
    drafts.push(draft);
  }
  const explanation = found?.explanation ?? reply.explanation;
  const { choices, completion, reasoning } = await ctx.tokens.run((tok) => {
    const cut = drafts.map((draft) => truncateChoice(draft, max, tok));
    // A reasoning model thinks once per choice before it writes; Chat bills those tokens and never shows them.
    const thought = model.reasoning ? tok.count(reasoningText(explanation)) * cut.length : 0;
    return {
      choices: cut,
      completion: cut.reduce((sum, c) => sum + countCompletionTokens(c, tok), 0),
      reasoning: thought,
    };
  });
  return {
    id: found?.turn.reply.completionId ?? ids.completion(idParts),
    created: Math.floor(ctx.now / 1000),
    model: model.snapshot,
    fingerprint: ids.fingerprint(model.snapshot),
    choices,
    usage: usageObject(prompt, completion, reasoning),
    explanation,
    ...(legacy ? { legacyFunctions: true } : {}),
    ...(body.logprobs === true ? { logprobs: { top: body.top_logprobs ?? 0 } } : {}),
    ...(moderated === null ? {} : { moderation: moderated }),
  };
}

/** `functions` as the function tools and `function_call` as the tool choice ("none", "auto" or `{name}`). */
function legacyFunctions(body: ValidRequest['body']) {
  const choice = body.function_call;
  const toolChoice: ChatCompletionToolChoiceOption | undefined =
    typeof choice === 'object' && choice !== null ? { type: 'function', function: { name: choice.name } } : choice;
  return { tools: body.functions as FunctionDefinition[], toolChoice, customs: [] as CustomToolSpec[] };
}

/** `allowed_tools` narrows the tools and becomes its mode; a named custom tool is chosen as a function; custom tools plan as functions. */
function effectiveTools(all: readonly ChatCompletionTool[], choice: ChatCompletionToolChoiceOption | undefined) {
  const customs = all
    .filter((t): t is ChatCompletionCustomTool => t.type === 'custom')
    .map((t) => customSpec(t.custom));
  const functions: FunctionDefinition[] = all.map((t) =>
    t.type === 'function' ? t.function : customAsFunction(customSpec(t.custom)),
  );
  const named =
    typeof choice === 'object' && choice.type === 'custom'
      ? ({ type: 'function', function: { name: choice.custom.name } } as const)
      : choice;
  if (typeof named !== 'object' || named.type !== 'allowed_tools')
    return { tools: functions, toolChoice: named, customs };
  const names = new Set(
    named.allowed_tools.tools.map((t) =>
      String(
        (t as { function?: { name?: unknown }; custom?: { name?: unknown } }).function?.name ??
          (t as { custom?: { name?: unknown } }).custom?.name,
      ),
    ),
  );
  return { tools: functions.filter((f) => names.has(f.name)), toolChoice: named.allowed_tools.mode, customs };
}

function customSpec(custom: ChatCompletionCustomTool['custom']): CustomToolSpec {
  const format = custom.format;
  return {
    name: custom.name,
    description: custom.description,
    grammar: format?.type === 'grammar' ? format.grammar : undefined,
  };
}
