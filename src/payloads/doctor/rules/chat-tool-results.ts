// Doctor rules for how Chat Completions tool results pair with the assistant's tool calls (seed 001's common mistakes).
import { invalidType } from '@loopscope/wire/checks';
import { arr, setAt, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleContext, RuleHit } from '../types';
import { hitsWhere, notStringRule } from './rule-helpers';
import { say } from '../details';

function messages(ctx: RuleContext): unknown[] {
  return arr(isObject(ctx.call.request) ? ctx.call.request.messages : undefined);
}

function role(message: unknown): string | undefined {
  return isObject(message) ? str(message.role) : undefined;
}

function toolCallIds(message: unknown): string[] {
  if (!isObject(message)) return [];
  return arr(message.tool_calls).flatMap((call) => (isObject(call) && typeof call.id === 'string' ? [call.id] : []));
}

/** The messages right after index `i` that answer it (role tool or the old role function). */
function answerBlock(list: unknown[], i: number): { index: number; message: Obj }[] {
  const block: { index: number; message: Obj }[] = [];
  for (let j = i + 1; j < list.length && (role(list[j]) === 'tool' || role(list[j]) === 'function'); j++) {
    block.push({ index: j, message: list[j] as Obj });
  }
  return block;
}

/** For each tool message: the assistant message its block follows (null when the block follows anything else). */
function toolMessages(list: unknown[]): { index: number; message: Obj; assistant: unknown }[] {
  const out: { index: number; message: Obj; assistant: unknown }[] = [];
  let owner: unknown = null;
  list.forEach((message, index) => {
    const r = role(message);
    if (r === 'tool') out.push({ index, message: message as Obj, assistant: owner });
    else if (r !== 'function') owner = r === 'assistant' && toolCallIds(message).length > 0 ? message : null;
  });
  return out;
}

export const toolResultWithoutAssistant: DoctorRule = {
  id: 'tool-result-without-assistant',
  title: 'Tool results without the assistant message that asked for them',
  severity: 'error',
  styles: ['chat'],
  why: 'The API pairs every tool message with the assistant message whose tool_calls it answers; without that message the results are orphaned.',
  fix: "Append the assistant message (with its tool_calls) to messages first, then one role 'tool' message per call.",
  apiError:
    "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  check(ctx) {
    const hits: RuleHit[] = [];
    let previousOrphan = -2;
    for (const { index, assistant } of toolMessages(messages(ctx))) {
      // One finding per run of orphaned tool messages: they share one cause.
      if (assistant === null && index !== previousOrphan + 1) {
        hits.push({ path: ['messages', index, 'role'], ...say('toolAfterNoCalls', { index }) });
      }
      if (assistant === null) previousOrphan = index;
    }
    return hits;
  },
};

/** The calls of `assistant` that no tool message in its answer block names. */
function unansweredIds(list: unknown[], assistant: unknown): string[] {
  const at = list.indexOf(assistant);
  const answered = new Set(answerBlock(list, at).map(({ message }) => str(message.tool_call_id)));
  return toolCallIds(assistant).filter((id) => !answered.has(id));
}

export const unknownToolCallId: DoctorRule = {
  id: 'unknown-tool-call-id',
  title: 'A tool_call_id with no matching call',
  severity: 'error',
  styles: ['chat'],
  why: "Each tool message must answer one of the ids in the preceding assistant message's tool_calls; this id matches none of them.",
  fix: "Copy the id from the assistant's tool_calls[].id into tool_call_id, unchanged.",
  apiError: "Invalid parameter: 'tool_call_id' of 'call_xyz' not found in 'tool_calls' of previous message.",
  check(ctx) {
    const list = messages(ctx);
    const stray = toolMessages(list).filter(
      ({ message, assistant }) =>
        assistant !== null && str(message.tool_call_id) && !toolCallIds(assistant).includes(str(message.tool_call_id)!),
    );
    return stray.map(({ index, message, assistant }) => {
      const id = str(message.tool_call_id)!;
      // One stray id in the block while one call has no answer: it can only be that call's (a typo, a stale id).
      const open = unansweredIds(list, assistant);
      const only =
        open.length === 1 && stray.filter((s) => s.assistant === assistant).length === 1 ? open[0] : undefined;
      return {
        path: ['messages', index, 'tool_call_id'],
        ...(only
          ? say('unknownCallIdOnly', { id, calls: toolCallIds(assistant).join(', '), only })
          : say('unknownCallId', { id, calls: toolCallIds(assistant).join(', ') })),
        apiError: `Invalid parameter: 'tool_call_id' of '${id}' not found in 'tool_calls' of previous message.`,
        fixable: only !== undefined,
        data: only,
      };
    });
  },
  // Only where it cannot be another: the one stray id becomes the one call left without a result.
  apply: (body, hit) => (typeof hit.data === 'string' ? setAt(body, hit.path, hit.data) : null),
};

export const missingToolCallId: DoctorRule = {
  id: 'tool-result-missing-id',
  title: 'A tool result without tool_call_id',
  severity: 'error',
  styles: ['chat'],
  why: 'The API matches results to calls by id, which matters most when the model made several calls in parallel.',
  fix: 'Set tool_call_id to the id of the tool call this result answers (tool_calls[].id of the assistant message).',
  apiError: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
  check(ctx) {
    return hitsWhere(
      messages(ctx),
      (message, index) =>
        role(message) === 'tool' &&
        !str((message as Obj).tool_call_id) && {
          path: ['messages', index, 'tool_call_id'],
          ...say('toolNoCallId', { index }),
        },
    );
  },
};

export const deprecatedFunctionRole: DoctorRule = {
  id: 'deprecated-function-role',
  title: "The deprecated 'function' role",
  severity: 'error',
  styles: ['chat'],
  why: "role 'function' belongs to the old function-calling API; current models only take results as role 'tool'.",
  fix: 'Send {"role": "tool", "tool_call_id": <the call\'s id>, "content": ...} instead.',
  apiError: "Unsupported value: 'messages[5].role' does not support 'function' with this model.",
  check(ctx) {
    const list = messages(ctx);
    // The deprecated loop itself (an assistant `function_call`, then the `function` message with its result) is still
    // served; only a `function` message answering anything else is refused.
    const answersFunctionCall = (index: number) =>
      isObject(list[index - 1]) &&
      role(list[index - 1]) === 'assistant' &&
      isObject((list[index - 1] as Obj).function_call);
    return hitsWhere(
      list,
      (message, index) =>
        role(message) === 'function' &&
        !answersFunctionCall(index) && {
          path: ['messages', index, 'role'],
          ...say('functionRole', { index }),
          apiError: `Unsupported value: 'messages[${index}].role' does not support 'function' with this model.`,
        },
    );
  },
};

export const missingToolResults: DoctorRule = {
  id: 'missing-tool-results',
  title: 'Tool calls left without results',
  severity: 'error',
  styles: ['chat'],
  why: 'Once an assistant message with tool_calls is in the history, every one of its calls needs a tool message right after it.',
  fix: "Run each call and append one role 'tool' message per tool_call_id before sending again (an error text is a fine result).",
  apiError:
    "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_abc",
  check(ctx) {
    const list = messages(ctx);
    return list.flatMap((message, index) => {
      const ids = role(message) === 'assistant' ? toolCallIds(message) : [];
      const block = answerBlock(list, index);
      // Results in the old role, or without ids, are what is wrong there: their own rules say so.
      if (ids.length === 0 || block.some(({ message: m }) => m.role === 'function' || !str(m.tool_call_id))) return [];
      const answered = new Set(block.map(({ message: m }) => m.tool_call_id));
      const missing = ids.filter((id) => !answered.has(id));
      if (missing.length === 0) return [];
      const apiError = `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${missing.join(', ')}`;
      return [
        { path: ['messages', index, 'tool_calls'], ...say('noToolMessage', { ids: missing.join(', ') }), apiError },
      ];
    });
  },
};

export const toolResultNotString = notStringRule({
  id: 'tool-result-not-string',
  title: 'A tool result sent as an object instead of a string',
  styles: ['chat'],
  why: "A tool message's content is text (or text parts); a dict or number is rejected.",
  accepts: 'a string or array of objects',
  slots: (ctx) =>
    messages(ctx).flatMap((message, index) =>
      role(message) === 'tool' ? [{ path: ['messages', index, 'content'], value: (message as Obj).content }] : [],
    ),
  apiError: (at, value) => invalidType(at, 'one of a string or array of objects', value).message,
});
