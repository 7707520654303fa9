// Creates one Response: context, the mock model through the thin adapter, output items, usage, status; stores it unless `store: false`.
import type {
  ChatCompletionCreateParams,
  ChatCompletionToolChoiceOption,
  FunctionDefinition,
} from '@loopscope/wire/chat-types';
import type { CustomToolSpec } from '@loopscope/wire/custom-tools';
import { invalidRequest, modelNotFoundError } from '@loopscope/wire/errors';
import { countCompletionTokens, countPromptTokens, reasoningText } from '../chat/usage.ts';
import { truncateChoice, type ChoiceDraft } from '../chat/truncate.ts';
import { malform, type Faults } from '../faults/faults.ts';
import { asCustomCall, customAsFunction } from '../model/write/custom-input.ts';
import { generateReply } from '../model/generate.ts';
import { ids } from '../model/ids.ts';
import type { ResponseFormat } from '../model/write/json-reply.ts';
import type { TokenCounter } from '../model/tokens.ts';
import { findModel, servedModel, type MockModelInfo } from '../models.ts';
import { checkResponsesReasoningParams } from '../reasoning-params.ts';
import { beganByWalkthrough, findScriptedTurn, type ReplyScript } from '../scenarios/reply-script.ts';
import { resolveContext, type RequestContext } from './context.ts';
import { itemId, seal } from './ids.ts';
import { autoCompaction, compactThreshold, isTriggered, sealContext, withoutSealed } from './compaction.ts';
import { withTextLogprobs } from './text-logprobs.ts';
import { nextProgramCall, openProgram, programOutput, startProgram, wantsProgram } from './programs.ts';
import { planWorkspaceCall } from './workspace-calls.ts';
import { planComputerShellCall } from './computer-shell-calls.ts';
import { buildResponse } from './response-object.ts';
import type { ResponsesStore, StoredItem, StoredResponse } from './store.ts';
import { toModelMessages } from './to-model.ts';
import { SLICE_ITEMS, yieldToLoop } from './in-slices.ts';
import { planToolSearch, searchItemTexts, searchState, withNamespace } from './tool-search.ts';
import { callableTools } from '@loopscope/wire/responses/tool-search';
import { allowedTools } from '@loopscope/wire/responses/tool-choice';
import { HostedMcp, type HostedMcpDeps } from './mcp/hosted.ts';
import { hostedTurn } from './hosted/turn.ts';
import type { HostedToolDeps } from './hosted/types.ts';

export interface RespondDeps {
  seed: string;
  now: number;
  scenarios: readonly ReplyScript[];
  store: ResponsesStore;
  /** The API key the request came with: stored objects are visible to that key only. */
  key: string;
  rawBody: string;
  faults: Faults;
  tokens: TokenCounter;
  /** How hosted `mcp` tools reach their servers; without it they are not run (the model does not see their tools). */
  mcp?: HostedMcpDeps;
  /** What file_search and code_interpreter run on; without it those tools find no store and no sandbox. */
  hosted?: HostedToolDeps;
  /** WebSocket mode: the connection-local cache of its last response (socket.ts), read and written here. */
  connection?: ConnectionCache;
}

/** One connection's last response, kept whatever `store` said, so `previous_response_id` continues it on that socket. */
export interface ConnectionCache {
  get(id: string): StoredResponse | undefined;
  keep(stored: StoredResponse): void;
}

export interface Respond {
  response: Record<string, unknown>;
  explanation: string;
}

type Body = Record<string, unknown>;

export async function respond(body: Body, deps: RespondDeps): Promise<Respond> {
  // A model the catalogue does not know is refused at once; one past its shutdown once its conversation is known,
  // which a built-in walkthrough may have begun (`beganByWalkthrough`: then it keeps its model).
  const id = String(body.model);
  if (!findModel(id)) throw modelNotFoundError(id);
  const serial = deps.store.nextSerial();
  const idParts = [deps.seed, deps.rawBody, serial];
  const ctx = await resolveContext(
    body,
    deps.key,
    deps.store,
    idParts,
    deps.connection && ((id) => deps.connection!.get(id)),
  );
  // The model plans with every tool it could load; it reads (and is billed for) only those not deferred or already loaded.
  const search = searchState(body.tools, [...ctx.prior, ...ctx.input]);
  // An allowed_tools choice narrows what the model may call (its mode then stands for the choice).
  const allowed = allowedTools(body.tool_choice);
  const tools = functionTools(search.planning).filter((f) => !allowed || allowed.names.has(f.name));
  const customs = customTools(search.planning);
  const instructions = typeof body.instructions === 'string' ? body.instructions : null;
  const conversation = () =>
    ({
      model: id,
      messages: toModelMessages(instructions, withoutSealed([...ctx.prior, ...ctx.input])),
      tools: tools.map((f) => ({ type: 'function' as const, function: f })),
    }) as ChatCompletionCreateParams;
  const model = servedModel(id, deps.now, () => beganByWalkthrough(deps.scenarios, conversation()));
  if (!model) throw modelNotFoundError(id);
  checkResponsesReasoningParams(body, model);
  const billed = { definitions: functionTools(search.billed), texts: search.billedTexts };
  const { context, inputTokens } = await fitContext(
    withoutSealed([...ctx.prior, ...ctx.input]),
    instructions,
    billed,
    model,
    body.truncation === 'auto',
    deps.tokens,
  );
  if (isTriggered(ctx.input)) return compactOnly(body, ctx, context, inputTokens, model, idParts, deps);
  // Hosted MCP: the servers' tools join the model's, and calls made before the model writes (approved ones) join its context.
  const hosted = deps.mcp ? await HostedMcp.open(body, context, ctx.input, idParts, deps.mcp) : null;
  const messages = toModelMessages(instructions, hosted ? [...context, ...hosted.output] : context);
  // A program the server is running: its next awaited call, or (all answered) its output and then the model's answer.
  const open = openProgram(context);
  const next = open ? nextProgramCall(open, idParts) : null;
  const chatLike = {
    model: model.id,
    messages,
    tools: tools.map((f) => ({ type: 'function' as const, function: f })),
    tool_choice: chatToolChoice(body.tool_choice),
    parallel_tool_calls: body.parallel_tool_calls !== false,
  } as ChatCompletionCreateParams;
  const found = findScriptedTurn(deps.scenarios, chatLike);
  const modelInput = {
    messages,
    tools: hosted ? [...tools, ...hosted.functions] : tools,
    toolChoice: open && !next ? ('none' as const) : chatLike.tool_choice,
    parallelToolCalls: body.parallel_tool_calls !== false,
    responseFormat: responseFormat(body.text),
    now: new Date(deps.now),
  };
  const reply = generateReply(modelInput);
  const asDraft = (r: typeof reply, parts: readonly (string | number)[]): ChoiceDraft => ({
    content: r.content,
    toolCalls: r.toolCalls.map((c, k) => ({
      id: ids.call([...parts, k]),
      ...asCustomCall(c, customs, messages, deps.seed),
    })),
    finishReason: r.finishReason,
  });
  const scripted = found?.turn.reply;
  let draft: ChoiceDraft = next
    ? { content: null, toolCalls: [next], finishReason: 'tool_calls' }
    : scripted
      ? {
          content: scripted.content,
          toolCalls: (scripted.toolCalls ?? []).map((c) => ({ ...c })),
          finishReason: scripted.toolCalls?.length ? 'tool_calls' : 'stop',
        }
      : asDraft(reply, idParts);
  // shell / apply_patch (and local_shell, computer): the model runs a command, edits a file or looks at the screen when
  // the question asks for it (the client runs them).
  const work =
    !open && !scripted
      ? (planWorkspaceCall(body, context, idParts) ?? planComputerShellCall(body, context, idParts))
      : null;
  if (work) draft = { content: null, toolCalls: [], finishReason: 'tool_calls' };
  // file_search, web_search, code_interpreter: the server runs the tool and the model answers from it, in this response.
  const key = deps.key;
  const base = {
    idParts,
    vectorStoreFiles: (id: string) => deps.hosted?.vectorStoreFiles(key, id) ?? null,
    runCode: deps.hosted?.runCode ?? null,
  };
  const answer = await hostedTurn(body, context, base, {
    busy: Boolean(open) || scripted !== undefined || work !== null,
    functionCalls: reply.toolCalls.length > 0,
  });
  if (answer) draft = { content: answer.text, toolCalls: [], finishReason: 'stop' };
  // The server runs the model's MCP calls and the model goes on with their results, all in this one response.
  if (hosted)
    draft = await hosted.run(draft, (items, round) =>
      asDraft(generateReply({ ...modelInput, messages: toModelMessages(instructions, [...context, ...items]) }), [
        ...idParts,
        'mcp',
        round,
      ]),
    );
  // A scripted call to a custom tool is one too: its argument string is the input, sent as written.
  draft.toolCalls = draft.toolCalls.map((c) => (customs.some((t) => t.name === c.name) ? { ...c, custom: true } : c));
  if (draft.toolCalls.length > 0) draft.content = null;
  const lead: StoredItem[] = open && !next ? [programOutput(open, idParts)] : [];
  if (hosted) lead.push(...hosted.output);
  if (answer) lead.push(...answer.items);
  if (work) lead.push(work.item);
  if (!open && wantsProgram(body, draft.toolCalls)) {
    const { program, first } = startProgram(draft.toolCalls, idParts);
    lead.push(program);
    draft = { ...draft, toolCalls: [first] };
  }
  if (deps.faults.malformedArguments)
    draft = { ...draft, toolCalls: draft.toolCalls.map((c) => ({ ...c, arguments: malform(c.arguments) })) };
  const max = typeof body.max_output_tokens === 'number' ? body.max_output_tokens : undefined;
  const uncut = draft;
  draft = await deps.tokens.run((tok) => truncateChoice(uncut, max, tok));
  const searched = planToolSearch(draft.toolCalls, search, idParts);
  draft = { ...draft, toolCalls: searched.calls };

  const explanation = found?.explanation ?? work?.explanation ?? answer?.explanation ?? reply.explanation;
  const summary = model.reasoning ? reasoningText(explanation) : null;
  // Reasoning comes back sealed when asked for, and by default when nothing is stored: seed 002's stateless history
  // (store=False, the whole output appended) works without `include`, as the seed says today's API does.
  const encrypted =
    (body.include as string[] | undefined)?.includes('reasoning.encrypted_content') === true || body.store === false;
  // Citations point into the whole answer: a cut one keeps none.
  const annotations = answer && draft.finishReason !== 'length' ? answer.annotations : [];
  const output = withTextLogprobs(
    body,
    outputItems(draft, lead, summary, encrypted, model.phase, idParts, annotations).map((item) =>
      withNamespace(item, search),
    ),
  ) as StoredItem[];
  // A search comes before the program or calls it loads tools for (after the reasoning that decided on it).
  const firstUse = output.findIndex(
    (item) =>
      item.type === 'program' ||
      item.type === 'function_call' ||
      item.type === 'custom_tool_call' ||
      item.type === 'shell_call' ||
      item.type === 'apply_patch_call' ||
      item.type === 'local_shell_call' ||
      item.type === 'computer_call',
  );
  output.splice(firstUse >= 0 ? firstUse : output[0]?.type === 'reasoning' ? 1 : 0, 0, ...searched.items);
  // What a compaction already holds counts as its summary would, next to nothing: only what came after it can fill the threshold again.
  const fresh =
    compactThreshold(body) === undefined
      ? 0
      : await countContextTokens(
          model.id,
          instructions,
          context.filter((i) => i.type !== 'compaction'),
          billed.definitions,
          deps.tokens,
          billed.texts,
        );
  const compaction = autoCompaction(body, context, fresh, idParts);
  const final = draft;
  const written = work ? JSON.stringify(work.item.action ?? work.item.actions ?? work.item.operation) : '';
  const [reasoningTokens, completionTokens] = await deps.tokens.run((tok) => [
    summary ? tok.count(summary) : 0,
    countCompletionTokens(final, tok) + (written ? tok.count(written) : 0),
  ]);
  const usage = { input: inputTokens, output: completionTokens + reasoningTokens, reasoning: reasoningTokens };
  const response = buildResponse({
    id: itemId('resp', idParts),
    createdAt: Math.floor(deps.now / 1000),
    body,
    model,
    output: compaction ? [compaction, ...output] : output,
    incomplete: draft.finishReason === 'length',
    usage,
    conversationId: ctx.conversation?.id ?? null,
  });
  remember(response, ctx, compaction ? [] : [...ctx.prior, ...ctx.input], output, deps);
  return { response, explanation };
}

/** A final `compaction_trigger`: the response is the compaction alone, no model turn (our reading of the SDK's doc comment). */
function compactOnly(
  body: Body,
  ctx: RequestContext,
  context: StoredItem[],
  inputTokens: number,
  model: MockModelInfo,
  idParts: readonly (string | number)[],
  deps: RespondDeps,
): Respond {
  const compaction = sealContext(context, idParts);
  const usage = { input: inputTokens, output: 0, reasoning: 0 };
  const response = buildResponse({
    id: itemId('resp', idParts),
    createdAt: Math.floor(deps.now / 1000),
    body,
    model,
    output: [compaction],
    incomplete: false,
    usage,
    conversationId: ctx.conversation?.id ?? null,
  });
  remember(response, ctx, [], [], deps);
  return {
    response,
    explanation: 'the input ends with a compaction_trigger: the context so far is sealed into one compaction item',
  };
}

/** Flat Responses tools (a namespace's members included) become the model's function definitions; a custom tool, a function of one string `input`. */
export function functionTools(declared: unknown): FunctionDefinition[] {
  const tools = callableTools(declared).map(({ tool }) => tool);
  const customs = customTools(tools);
  return tools.map((t) =>
    t.type === 'custom'
      ? customAsFunction(customs.find((c) => c.name === t.name)!)
      : {
          name: String(t.name),
          description: t.description as string | undefined,
          parameters: t.parameters as FunctionDefinition['parameters'],
          strict: (t.strict as boolean | undefined) ?? true,
        },
  );
}

function customTools(tools: unknown): CustomToolSpec[] {
  if (!Array.isArray(tools)) return [];
  return (tools as Body[])
    .filter((t) => t.type === 'custom')
    .map((t) => {
      const format = t.format as { type?: string; syntax?: 'lark' | 'regex'; definition?: string } | undefined;
      const grammar =
        format?.type === 'grammar' ? { syntax: format.syntax!, definition: String(format.definition) } : undefined;
      return { name: String(t.name), description: t.description as string | undefined, grammar };
    });
}

function chatToolChoice(choice: unknown): ChatCompletionToolChoiceOption | undefined {
  if (choice === undefined || choice === null) return undefined;
  const allowed = allowedTools(choice);
  if (allowed) return allowed.mode;
  if (typeof choice === 'string') return choice as ChatCompletionToolChoiceOption;
  const named = choice as { type?: string; name?: string };
  return named.type === 'function' || named.type === 'custom'
    ? { type: 'function', function: { name: String(named.name) } }
    : undefined;
}

function responseFormat(text: unknown): ResponseFormat | undefined {
  const format = (text as { format?: Body } | undefined)?.format;
  if (!format || format.type === 'text') return undefined;
  if (format.type === 'json_object') return { type: 'json_object' };
  return {
    type: 'json_schema',
    json_schema: {
      name: String(format.name),
      schema: format.schema as Record<string, unknown>,
      strict: format.strict as boolean | undefined,
    },
  };
}

/**
 * Input tokens of everything the model sees (a chain re-bills all of it); `truncation: "auto"` drops the oldest items
 * to fit: the fewest that do, found by halving (a count is linear in the context; dropping one item per count was
 * quadratic, and 200,000 items would have taken hours).
 */
async function fitContext(
  all: StoredItem[],
  instructions: string | null,
  tools: { definitions: FunctionDefinition[]; texts: string[] },
  model: MockModelInfo,
  auto: boolean,
  counter: TokenCounter,
) {
  const count = (dropped: number) =>
    countContextTokens(model.id, instructions, all.slice(dropped), tools.definitions, counter, tools.texts);
  let inputTokens = await count(0);
  let dropped = 0;
  if (auto && inputTokens > model.contextWindow && all.length > 1) {
    // Invariant: dropping `low` items is too many tokens; dropping `high` fits, or is the most that may be dropped.
    let low = 0;
    let high = all.length - 1;
    let atHigh = await count(high);
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      const atMid = await count(mid);
      if (atMid > model.contextWindow) low = mid;
      else [high, atHigh] = [mid, atMid];
    }
    [dropped, inputTokens] = [high, atHigh];
  }
  if (inputTokens > model.contextWindow) {
    throw invalidRequest(
      'Your input exceeds the context window of this model. Please adjust your input and try again.',
      'input',
      'context_length_exceeded',
    );
  }
  return { context: all.slice(dropped), inputTokens };
}

/**
 * Prompt tokens of a context as the model sees it: instructions, items (Chat-shaped) and function definitions. Counted
 * a slice of messages at a time with the event loop given back between slices; a prompt's count is the sum of its
 * messages' counts, so slicing changes nothing.
 */
export async function countContextTokens(
  model: string,
  instructions: string | null,
  items: readonly Record<string, unknown>[],
  tools: FunctionDefinition[],
  counter: TokenCounter,
  texts: readonly string[] = [],
): Promise<number> {
  const chatTools = tools.length ? tools.map((f) => ({ type: 'function' as const, function: f })) : undefined;
  const messages = toModelMessages(instructions, items);
  let total = await counter.run((tok) => countPromptTokens({ model, messages: [], tools: chatTools }, tok));
  for (let start = 0; start < messages.length; start += SLICE_ITEMS) {
    if (start > 0) await yieldToLoop();
    const slice = messages.slice(start, start + SLICE_ITEMS);
    // Each slice's count includes the reply primer once; the whole prompt has it once.
    total += await counter.run(
      (tok) => countPromptTokens({ model, messages: slice }, tok) - countPromptTokens({ model, messages: [] }, tok),
    );
  }
  // Tool search: namespaces and the JSON of search items are read as text (the loaded definitions live in the outputs).
  const extra = [...texts, ...searchItemTexts(items)];
  if (extra.length > 0) total += await counter.run((tok) => extra.reduce((sum, text) => sum + tok.count(text), 0));
  return total;
}

/** `phase`: the model labels its message; the mock's message is always its answer (it writes no commentary between calls). */
function outputItems(
  draft: ChoiceDraft,
  lead: StoredItem[],
  summary: string | null,
  encrypted: boolean,
  phase: boolean,
  idParts: readonly (string | number)[],
  annotations: readonly unknown[],
): StoredItem[] {
  const items: StoredItem[] = [];
  if (summary !== null) {
    items.push({
      id: itemId('rs', idParts),
      type: 'reasoning',
      summary: [{ type: 'summary_text', text: summary }],
      ...(encrypted ? { encrypted_content: seal({ summary }) } : {}),
    });
  }
  items.push(...lead);
  const status = draft.finishReason === 'length' ? 'incomplete' : 'completed';
  draft.toolCalls.forEach((call, k) => {
    const caller = call.callerId ? { caller: { type: 'program', caller_id: call.callerId } } : {};
    // A custom call has no status in the SDK's type: its input is a string, not JSON arguments.
    if (call.custom)
      items.push({
        id: itemId('ctc', [...idParts, k]),
        type: 'custom_tool_call',
        call_id: call.id,
        input: call.arguments,
        name: call.name,
        ...caller,
      });
    else
      items.push({
        id: itemId('fc', [...idParts, k]),
        type: 'function_call',
        status,
        arguments: call.arguments,
        call_id: call.id,
        name: call.name,
        ...caller,
      });
  });
  if (draft.content !== null) {
    items.push({
      id: itemId('msg', idParts),
      type: 'message',
      status,
      content: [{ type: 'output_text', annotations, logprobs: [], text: draft.content }],
      role: 'assistant',
      ...(phase ? { phase: 'final_answer' } : {}),
    });
  }
  return items;
}

/** Stores the response; `context` is what a chain from it stands for before its output (nothing once a compaction in the output seals it). */
function remember(
  response: Body,
  ctx: RequestContext,
  context: StoredItem[],
  output: StoredItem[],
  deps: RespondDeps,
): void {
  const { store, key, now } = deps;
  const reasoning = output.find((i) => i.type === 'reasoning');
  // The context keeps the chain's or conversation's items alive, unless a compaction sealed it (then it is empty).
  const stored = {
    response,
    input: ctx.input,
    context,
    priorBytes: context.length > 0 ? ctx.priorBytes : 0,
    createdAt: now,
  };
  deps.connection?.keep(stored);
  if (response.store === false) {
    // Every output item, a compaction included, is unstored; `output` (the model's items) is what reasoning links to.
    store.markUnstored(
      key,
      (response.output as StoredItem[]).map((i) => i.id),
    );
    return;
  }
  if (reasoning)
    store.linkReasoning(
      key,
      reasoning.id,
      output.filter((i) => i !== reasoning).map((i) => i.id),
    );
  store.putResponse(key, stored, ctx.conversation);
}
