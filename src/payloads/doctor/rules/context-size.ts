// Doctor rules for what a request spends its context on: repeated system prompts, a nearly full window, media sent again.
import { contextWindowFor } from '../../tokens/context-windows';
import { estimateTokens as countContext, type ModelContext } from '../../tokens/token-rule';
import { arr, removeAt, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { BodyPath, DoctorRule, RuleContext, RuleHit, WireCall } from '../types';
import { serverHeldItems } from './responses-items';
import { say, term } from '../details';
import { payloadStyleOf } from '../../payload-styles';

/** The conversation list of either style: Chat's messages or Responses' input items. */
function conversation(request: unknown): { key: 'messages' | 'input'; list: unknown[] } {
  if (isObject(request) && Array.isArray(request.messages)) return { key: 'messages', list: request.messages };
  return { key: 'input', list: arr(isObject(request) ? request.input : undefined) };
}

function isSystem(item: unknown): item is Obj {
  return isObject(item) && (item.role === 'system' || item.role === 'developer');
}

/** A system message's text, whether sent as a string or as text parts. */
function systemText(item: Obj): string {
  if (typeof item.content === 'string') return item.content;
  return arr(item.content)
    .map((part) => (isObject(part) ? (str(part.text) ?? '') : ''))
    .join('');
}

export const duplicateSystemPrompt: DoctorRule = {
  id: 'duplicate-system-prompt',
  title: 'The same system prompt sent twice',
  severity: 'warning',
  styles: ['chat', 'responses'],
  why: 'A repeated system prompt costs its tokens twice on every turn and tells the model nothing new (a common slip when the history is rebuilt with the prompt already in it).',
  fix: 'Send the system prompt once, at the start (or only as instructions in Responses).',
  check(ctx) {
    const request = ctx.call.request;
    const { key, list } = conversation(request);
    const seen: string[] = [];
    const instructions = isObject(request) ? str(request.instructions) : undefined;
    if (instructions !== undefined) seen.push(instructions);
    const hits: RuleHit[] = [];
    list.forEach((item, index) => {
      if (!isSystem(item)) return;
      const text = systemText(item);
      if (seen.includes(text)) hits.push({ path: [key, index], ...say('repeatedSystemPrompt', { key, index }) });
      else seen.push(text);
    });
    return hits;
  },
  apply: (body, hit) => removeAt(body, hit.path),
};

/** Without the tokenizer's counts (the wire layer does not load its 1 MB), about four characters a token. */
const approximate = (text: string) => Math.ceil(text.length / 4);
const NEAR_FULL = 0.8;

/**
 * What the model reads for a request, as the gauges count it (store/token-estimate): instructions, the items the server
 * already holds for it (`previous_response_id`, `conversation`), the entries sent, the tool definitions.
 */
function modelContext(ctx: RuleContext, call: WireCall): ModelContext {
  const request = call.request;
  const input =
    isObject(request) && typeof request.input === 'string'
      ? [{ role: 'user', content: request.input }]
      : conversation(request).list;
  const held = payloadStyleOf(call.style)?.serverHeldTurns
    ? serverHeldItems({ ...ctx, call, index: ctx.loop.indexOf(call) }).items
    : [];
  return {
    instructions: isObject(request) ? (str(request.instructions) ?? null) : null,
    entries: [...held, ...input],
    tools: isObject(request) && Array.isArray(request.tools) ? request.tools : undefined,
  };
}

/** Tokens per part of what the model reads: each role's messages, tool results, other items, tool definitions, instructions. */
function partSizes(context: ModelContext, count: (text: string) => number): Map<string, number> {
  const estimate = countContext(context, count);
  const sizes = new Map<string, number>();
  const add = (part: string, tokens: number) => tokens > 0 && sizes.set(part, (sizes.get(part) ?? 0) + tokens);
  context.entries.forEach((item, i) => {
    if (!isObject(item)) return;
    const part =
      item.role === 'tool' || item.type === 'function_call_output'
        ? 'tool results'
        : str(item.role)
          ? `${String(item.role)} messages`
          : `${String(item.type)} items`;
    add(part, estimate.perEntry[i] ?? 0);
  });
  add('tool definitions', estimate.tools);
  add('instructions', estimate.instructions);
  return sizes;
}

export const contextNearlyFull: DoctorRule = {
  id: 'context-nearly-full',
  title: "Context nearing the model's window",
  severity: 'warning',
  styles: ['chat', 'responses'],
  why: 'Once input and output no longer fit the window, the request fails or old turns must go; the loop is close to that point.',
  fix: 'Trim what grows fastest: shorten or summarize tool results, drop old turns, or move to a model with a larger window.',
  check(ctx) {
    const request = ctx.call.request;
    const model = isObject(request) ? (str(request.model) ?? '') : '';
    const window = contextWindowFor(model).tokens;
    const count = (text: string) => ctx.countTokens?.(text) ?? approximate(text);
    const context = modelContext(ctx, ctx.call);
    // The gauges' rule, so the doctor's "nearly full" and the context bar's share are the same number.
    const total = countContext(context, count).total;
    if (total < window * NEAR_FULL) return [];
    const now = partSizes(context, count);
    const firstCall = ctx.loop.find((call) => call.style === ctx.call.style);
    const first = firstCall ? partSizes(modelContext(ctx, firstCall), count) : new Map<string, number>();
    const growths = [...now].map(
      ([name, size]) => [name, size - (ctx.index > 0 ? (first.get(name) ?? 0) : 0)] as const,
    );
    const [part, growth] = growths.sort((a, b) => b[1] - a[1])[0] ?? ['the request', total];
    return [
      {
        path: [conversation(request).key],
        ...say(ctx.index > 0 ? 'contextGrew' : 'contextTakes', {
          total,
          window,
          percent: Math.round((total / window) * 100),
          part: term(part),
          growth,
        }),
      },
    ];
  },
};

/** Every image, file or audio a request carries, by value, with where it sits. */
function mediaOf(call: WireCall): { value: string; path: BodyPath }[] {
  const { key, list } = conversation(call.request);
  const out: { value: string; path: BodyPath }[] = [];
  list.forEach((item, i) => {
    const parts = isObject(item) ? (item.type === 'function_call_output' ? arr(item.output) : arr(item.content)) : [];
    parts.forEach((part, p) => {
      if (!isObject(part)) return;
      const source = isObject(part.image_url)
        ? part.image_url.url
        : (part.image_url ?? part.file ?? part.file_id ?? part.file_data ?? part.file_url ?? part.input_audio);
      if (
        ['image_url', 'file', 'input_audio', 'input_image', 'input_file'].includes(String(part.type)) &&
        source !== undefined
      ) {
        out.push({
          value: JSON.stringify(source),
          path: [key, i, ...(isObject(item) && item.type === 'function_call_output' ? ['output'] : ['content']), p],
        });
      }
    });
  });
  return out;
}

/** A short name for a (possibly huge) data URL in a finding. */
function describeMedia(value: string): string {
  const text = JSON.parse(value) as unknown;
  const flat = typeof text === 'string' ? text : JSON.stringify(text);
  return flat.length > 48 ? `${flat.slice(0, 40)}… (${flat.length.toLocaleString('en')} chars)` : flat;
}

export const mediaResent: DoctorRule = {
  id: 'media-resent',
  title: 'Images or files sent again on every turn',
  severity: 'info',
  styles: ['chat', 'responses'],
  why: 'Each copy of an image or file in the request is billed again; in a loop the same picture rides along on every turn.',
  fix: 'Upload it once and send its file_id, drop it from older turns once answered, or continue with previous_response_id in Responses.',
  check(ctx) {
    const previous = ctx.loop
      .slice(0, ctx.index)
      .reverse()
      .find((call) => call.style === ctx.call.style);
    const before = new Set(previous ? mediaOf(previous).map((m) => m.value) : []);
    const seen = new Set<string>();
    const hits: RuleHit[] = [];
    for (const { value, path } of mediaOf(ctx.call)) {
      if ((seen.has(value) || before.has(value)) && !hits.some((hit) => hit.data === value)) {
        hits.push({
          path,
          ...say(seen.has(value) ? 'mediaResentHere' : 'mediaResentBefore', { media: describeMedia(value) }),
          data: value,
        });
      }
      seen.add(value);
    }
    return hits;
  },
};
