// Custom (freeform) tools for the mock model: seen as a function with one string `input`, answered with a plain string
// that fits the tool's grammar (a regex: a match found in the request, else one generated from the pattern).
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import type { CustomToolSpec } from '@loopscope/wire/custom-tools';
import { contentText } from '../conversation.ts';
import { hash53 } from '../ids.ts';
import { sampleRegex } from './regex-sample.ts';

/** The function the model plans with: the tool's own name and description, one string parameter for the input. */
export function customAsFunction(spec: CustomToolSpec): FunctionDefinition {
  const shape = spec.grammar ? ` It must match this ${spec.grammar.syntax} grammar: ${spec.grammar.definition}` : '';
  return {
    name: spec.name,
    description: spec.description,
    parameters: {
      type: 'object',
      properties: { input: { type: 'string', description: `${spec.description ?? spec.name}${shape}` } },
      required: ['input'],
      additionalProperties: false,
    },
    strict: true,
  };
}

/** The model's function-style call to a custom tool becomes its raw input string, fitted to the grammar. */
export function customInput(spec: CustomToolSpec, args: string, requestText: string, seed: string): string {
  let written = requestText;
  try {
    const parsed = JSON.parse(args) as { input?: unknown };
    if (typeof parsed.input === 'string') written = parsed.input;
  } catch {
    // Malformed arguments (a fault) stay as they are: the input is what the model wrote.
    return args;
  }
  const grammar = spec.grammar;
  if (!grammar) return written;
  if (grammar.syntax === 'lark') return larkLiteral(grammar.definition, requestText) ?? written;
  const whole = new RegExp(`^(?:${grammar.definition})$`, 'u');
  if (whole.test(written)) return written;
  return (
    longestMatchIn(grammar.definition, requestText, whole) ??
    sampleRegex(grammar.definition, hash53(`${seed}\0${spec.name}\0${requestText}`)) ??
    written
  );
}

/** The longest stretch of the request the pattern matches whole (a date, a code) — what a model would copy. */
function longestMatchIn(definition: string, text: string, whole: RegExp): string | null {
  const loose = new RegExp(definition.replace(/^\^/, '').replace(/(?<!\\)\$$/, ''), 'gu');
  const found = [...text.matchAll(loose)].map((m) => m[0]).filter((m) => m !== '' && whole.test(m));
  return found.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** For `start: "a" | "b"` grammars: the literal the request names, else the first one. Other grammars: null (the text stands). */
function larkLiteral(definition: string, requestText: string): string | null {
  const start = definition
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^start\s*:/.test(l))
    ?.replace(/^start\s*:/, '');
  if (!start) return null;
  const alternatives = start.split('|').map((a) => /^\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(a)?.[1]);
  if (alternatives.some((a) => a === undefined)) return null;
  const literals = alternatives as string[];
  return literals.find((l) => requestText.toLowerCase().includes(l.toLowerCase())) ?? literals[0] ?? null;
}

/** Earlier custom calls, as the model reads history: function calls whose arguments hold the input. */
export function customCallsAsFunctions(messages: readonly ChatCompletionMessageParam[]): ChatCompletionMessageParam[] {
  return messages.map((m) => {
    if (m.role !== 'assistant' || !m.tool_calls?.some((c) => c.type === 'custom')) return m;
    return {
      ...m,
      tool_calls: m.tool_calls.map((c) =>
        c.type === 'custom'
          ? {
              id: c.id,
              type: 'function' as const,
              function: { name: c.custom.name, arguments: JSON.stringify({ input: c.custom.input }) },
            }
          : c,
      ),
    };
  });
}

/** The model's call, as a custom call with its raw input when it names a custom tool. */
export function asCustomCall(
  call: { name: string; arguments: string },
  customs: readonly CustomToolSpec[],
  messages: readonly ChatCompletionMessageParam[],
  seed: string,
) {
  const spec = customs.find((c) => c.name === call.name);
  if (!spec) return call;
  const request = [...messages].reverse().find((m) => m.role === 'user');
  return {
    name: call.name,
    arguments: customInput(spec, call.arguments, contentText(request?.content), seed),
    custom: true,
  };
}
