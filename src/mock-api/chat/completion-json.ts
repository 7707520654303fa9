// The chat.completion answer's pretty JSON (two-space indents, as the real API sends it), byte for byte JSON.stringify(…, null, 2)'s, written for its known shape.
import type { ChatCompletion } from '@loopscope/wire/chat-types';

/**
 * JSON.stringify(value, null, 2) of a value standing `indent` deep. Its line breaks are all structural (a string's are
 * escaped), so the deeper indent goes after each. Undefined where JSON.stringify gives undefined (the member drops).
 */
function nested(value: unknown, indent: string): string | undefined {
  const text = JSON.stringify(value, null, 2) as string | undefined;
  return text === undefined || !text.includes('\n') ? text : text.replaceAll('\n', `\n${indent}`);
}

/** A character JSON.stringify writes escaped (a backslash, a control character) or may (a surrogate), the quote aside. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for: JSON escapes them
const NEEDS_ESCAPE = /[\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A string's JSON. One with nothing to escape but quotes (the model's answers quote the question) is written here: a
 * call of JSON.stringify per string (a call into V8's C++) cost more than the regular expression's scan; anything else
 * JSON.stringify writes.
 */
function quoted(text: string): string {
  if (NEEDS_ESCAPE.test(text)) return JSON.stringify(text);
  return text.includes('"') ? `"${text.replaceAll('"', '\\"')}"` : `"${text}"`;
}

/**
 * A value's JSON, standing `indent` deep: strings, numbers, booleans, null, an empty array and plain objects written
 * here; anything else (other arrays, an object with toJSON or another prototype, a bigint) by nested().
 */
function json(value: unknown, indent: string): string | undefined {
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
      // What JSON.stringify writes for a number: its shortest text (Number's own), null for NaN and the infinities.
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return undefined;
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value) && value.length === 0) return '[]';
      if (Object.getPrototypeOf(value) !== Object.prototype || 'toJSON' in value) return nested(value, indent);
      return plainObject(value as Record<string, unknown>, indent);
    default:
      return nested(value, indent);
  }
}

/** A plain object's members in their own order, as JSON.stringify lists them (own enumerable string keys). */
function plainObject(value: Record<string, unknown>, indent: string): string {
  const inner = `${indent}  `;
  let out = '{';
  for (const name of Object.keys(value)) {
    const text = json(value[name], inner);
    if (text !== undefined) out += `${out === '{' ? '' : ','}\n${inner}${quoted(name)}: ${text}`;
  }
  return out === '{' ? '{}' : `${out}\n${indent}}`;
}

/** A member that may be absent (undefined, left out as JSON.stringify leaves it out): `,\n<indent>"name": value` or nothing. */
function optional(quotedName: string, value: unknown, indent: string): string {
  const text = json(value, indent);
  return text === undefined ? '' : `,\n${indent}${quotedName}: ${text}`;
}

type Choice = ChatCompletion['choices'][number];
type Loose<T> = T & Record<string, unknown>;

/**
 * `JSON.stringify(completion, null, 2)` of what toChatCompletion (to-response.ts) makes, in less time: one template
 * per object in toChatCompletion's member order, each value as JSON.stringify writes it. The members toChatCompletion
 * always sets are written as present; a member added or made optional there must be changed here too, and the test
 * that fuzzes this against JSON.stringify fails until it is.
 */
export function chatCompletionJson(completion: ChatCompletion): string {
  const c = completion as Loose<ChatCompletion>;
  let choices = '[]';
  for (let i = 0; i < c.choices.length; i++) choices = `${i === 0 ? '[' : `${choices},`}\n    ${choice(c.choices[i]!)}`;
  if (c.choices.length > 0) choices += '\n  ]';
  return `{
  "id": ${json(c.id, '  ')},
  "object": ${json(c.object, '  ')},
  "created": ${json(c.created, '  ')},
  "model": ${json(c.model, '  ')},
  "choices": ${choices},
  "usage": ${usage(c.usage!)},
  "service_tier": ${json(c.service_tier, '  ')},
  "system_fingerprint": ${json(c.system_fingerprint, '  ')}${optional('"moderation"', c.moderation, '  ')}
}`;
}

function choice(c: Choice): string {
  const m = c.message as Loose<Choice['message']>;
  const inner = '        ';
  return `{
      "index": ${json(c.index, '      ')},
      "message": {
        "role": ${json(m.role, inner)},
        "content": ${json(m.content, inner)}${optional('"tool_calls"', m.tool_calls, inner)}${optional('"function_call"', m.function_call, inner)},
        "refusal": ${json(m.refusal, inner)},
        "annotations": ${json(m.annotations, inner)}
      },
      "logprobs": ${json(c.logprobs, '      ')},
      "finish_reason": ${json(c.finish_reason, '      ')}
    }`;
}

/** The usage as usageObject (usage.ts) makes it, the only maker of a completion's usage (numbers in a fixed shape). */
function usage(u: ChatCompletion['usage'] & {}): string {
  const p = u.prompt_tokens_details!;
  const c = u.completion_tokens_details!;
  return `{
    "prompt_tokens": ${json(u.prompt_tokens, '')},
    "completion_tokens": ${json(u.completion_tokens, '')},
    "total_tokens": ${json(u.total_tokens, '')},
    "prompt_tokens_details": {
      "cached_tokens": ${json(p.cached_tokens, '')},
      "audio_tokens": ${json(p.audio_tokens, '')}
    },
    "completion_tokens_details": {
      "reasoning_tokens": ${json(c.reasoning_tokens, '')},
      "audio_tokens": ${json(c.audio_tokens, '')},
      "accepted_prediction_tokens": ${json(c.accepted_prediction_tokens, '')},
      "rejected_prediction_tokens": ${json(c.rejected_prediction_tokens, '')}
    }
  }`;
}
