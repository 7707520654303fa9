// The Responses streaming event sequence for a finished response, each with a growing `sequence_number`, as `event:`/`data:` blocks.
import { encodeSseEvent } from '@loopscope/wire/sse';
import { pushMcpItemEvents } from './mcp/events.ts';
import { pushAnnotationEvents, pushHostedItemEvents } from './hosted/events.ts';

type Json = Record<string, unknown>;

/** Splits text into delta pieces the way the real stream does (about a word per event). */
export function deltaPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? (text === '' ? [] : [text]);
}

/** A part's entries as the stream's text events carry them: the SDK's delta Logprob has no `bytes`. */
export function streamedLogprobs(entries: unknown): Json[] {
  if (!Array.isArray(entries)) return [];
  return (entries as { token: string; logprob: number; top_logprobs?: { token: string; logprob: number }[] }[]).map(
    ({ token, logprob, top_logprobs }) => ({
      token,
      logprob,
      top_logprobs: (top_logprobs ?? []).map((alt) => ({ token: alt.token, logprob: alt.logprob })),
    }),
  );
}

/** The events from `response.created` to `response.completed` (or `response.incomplete`). */
export function responseEvents(response: Json): Json[] {
  const events: Json[] = [];
  const push = (type: string, fields: Json) => events.push({ type, sequence_number: events.length, ...fields });
  const output = response.output as Json[];
  // Usage is not known yet: `"usage": null`, as OpenAI's own examples of these events show it.
  const shell = {
    ...response,
    status: 'in_progress',
    completed_at: null,
    incomplete_details: null,
    output: [],
    usage: null,
  };
  push('response.created', { response: shell });
  push('response.in_progress', { response: shell });
  output.forEach((item, output_index) => {
    const item_id = item.id;
    if (item.type === 'message') {
      push('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } });
      (item.content as Json[]).forEach((part, content_index) => {
        const text = String(part.text ?? '');
        push('response.content_part.added', {
          item_id,
          output_index,
          content_index,
          part: {
            ...part,
            text: '',
            ...(part.annotations ? { annotations: [] } : {}),
            ...(Array.isArray(part.logprobs) ? { logprobs: [] } : {}),
          },
        });
        // With logprobs included, each delta carries its own piece's entry (the part's entries are one per piece).
        const logprobs = streamedLogprobs(part.logprobs);
        deltaPieces(text).forEach((delta, k) =>
          push('response.output_text.delta', {
            item_id,
            output_index,
            content_index,
            delta,
            logprobs: logprobs[k] ? [logprobs[k]] : [],
          }),
        );
        pushAnnotationEvents(part, item_id, output_index, content_index, push);
        push('response.output_text.done', { item_id, output_index, content_index, text, logprobs });
        push('response.content_part.done', { item_id, output_index, content_index, part });
      });
    } else if (item.type === 'function_call') {
      push('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', arguments: '' } });
      for (const delta of deltaPieces(String(item.arguments)))
        push('response.function_call_arguments.delta', { item_id, output_index, delta });
      push('response.function_call_arguments.done', {
        item_id,
        output_index,
        name: item.name,
        arguments: item.arguments,
      });
    } else if (item.type === 'custom_tool_call') {
      push('response.output_item.added', { output_index, item: { ...item, input: '' } });
      for (const delta of deltaPieces(String(item.input)))
        push('response.custom_tool_call_input.delta', { item_id, output_index, delta });
      push('response.custom_tool_call_input.done', { item_id, output_index, input: item.input });
    } else if (item.type === 'shell_call') {
      // Each command streams as its own lane (command_index): added, deltas, done (SDK 7.59 `response.shell_call_command.*`).
      const commands = (item.action as { commands: string[] }).commands;
      push('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', action: { ...(item.action as Json), commands: [] } },
      });
      commands.forEach((command, command_index) => {
        push('response.shell_call_command.added', { output_index, command_index, command: '' });
        for (const delta of deltaPieces(command))
          push('response.shell_call_command.delta', { output_index, command_index, delta });
        push('response.shell_call_command.done', { output_index, command_index, command });
      });
    } else if (item.type === 'reasoning') {
      push('response.output_item.added', { output_index, item: { ...item, summary: [] } });
      (item.summary as Json[]).forEach((part, summary_index) => {
        const text = String(part.text);
        push('response.reasoning_summary_part.added', {
          item_id,
          output_index,
          summary_index,
          part: { type: 'summary_text', text: '' },
        });
        for (const delta of deltaPieces(text))
          push('response.reasoning_summary_text.delta', { item_id, output_index, summary_index, delta });
        push('response.reasoning_summary_text.done', { item_id, output_index, summary_index, text });
        push('response.reasoning_summary_part.done', { item_id, output_index, summary_index, part });
      });
    } else if (item.type === 'compaction') {
      // The summary is sampled while the item is open; the event carries no summary content (SDK 7.59).
      push('response.output_item.added', { output_index, item: { ...item, encrypted_content: '' } });
      push('response.compaction.compacting', { item_id, output_index });
    } else if (
      !pushMcpItemEvents(item, output_index, push, deltaPieces) &&
      !pushHostedItemEvents(item, output_index, push, deltaPieces, (response.tools ?? []) as Json[])
    ) {
      push('response.output_item.added', { output_index, item });
    }
    push('response.output_item.done', { output_index, item });
  });
  push(response.status === 'incomplete' ? 'response.incomplete' : 'response.completed', { response });
  return events;
}

/** A failed stream under fault injection: the error event, then `response.failed`, as the real API ends such a stream. */
export function failedEvents(response: Json, message: string, code: string): Json[] {
  const shell = { ...response, status: 'in_progress', completed_at: null, output: [], usage: null };
  return [
    { type: 'response.created', sequence_number: 0, response: shell },
    { type: 'response.in_progress', sequence_number: 1, response: shell },
    { type: 'error', sequence_number: 2, code, message, param: null },
    { type: 'response.failed', sequence_number: 3, response: { ...shell, status: 'failed', error: { code, message } } },
  ];
}

export function encodeEvents(events: Json[]): string[] {
  return events.map((e) => encodeSseEvent(JSON.stringify(e), String(e.type)));
}
