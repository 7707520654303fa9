// The streaming events of the hosted tools' items (file_search, web_search, code_interpreter, image_generation calls),
// between `output_item.added` and `output_item.done` (SDK 7.59 event types).

import { partialImages } from './image-generation.ts';

type Json = Record<string, unknown>;
type Push = (type: string, fields: Json) => void;

/**
 * Pushes a hosted call's opening and progress events; false when the item is none of these calls. The item opens
 * `in_progress` with nothing found or run yet; the caller pushes `response.output_item.done` with the whole item.
 */
export function pushHostedItemEvents(
  item: Json,
  output_index: number,
  push: Push,
  pieces: (text: string) => string[],
  tools: readonly Json[] = [],
): boolean {
  const item_id = item.id;
  const progress = (name: string, steps: string[]) =>
    steps.forEach((step) => push(`response.${name}.${step}`, { item_id, output_index }));
  if (item.type === 'file_search_call') {
    push('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', results: null } });
    progress('file_search_call', ['in_progress', 'searching', 'completed']);
    return true;
  }
  if (item.type === 'web_search_call') {
    const { sources: _sources, ...action } = item.action as Json;
    push('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', action } });
    progress('web_search_call', ['in_progress', 'searching', 'completed']);
    return true;
  }
  if (item.type === 'code_interpreter_call') {
    const code = String(item.code ?? '');
    push('response.output_item.added', {
      output_index,
      item: { ...item, status: 'in_progress', code: '', outputs: null },
    });
    progress('code_interpreter_call', ['in_progress']);
    for (const delta of pieces(code))
      push('response.code_interpreter_call_code.delta', { item_id, output_index, delta });
    push('response.code_interpreter_call_code.done', { item_id, output_index, code });
    progress('code_interpreter_call', ['interpreting', 'completed']);
    return true;
  }
  if (item.type === 'image_generation_call') {
    // in_progress, generating, then each partial image the tool asked for (`partial_images`), the last one being done.
    push('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', result: null } });
    progress('image_generation_call', ['in_progress', 'generating']);
    const tool = tools.find((t) => t.type === 'image_generation');
    const count = typeof tool?.partial_images === 'number' ? tool.partial_images : 0;
    const { background, output_format, quality, size } = item as Record<string, string>;
    partialImages(item, count).forEach((partial_image_b64, partial_image_index) =>
      push('response.image_generation_call.partial_image', {
        item_id,
        output_index,
        partial_image_index,
        partial_image_b64,
        background,
        output_format,
        quality,
        size,
      }),
    );
    progress('image_generation_call', ['completed']);
    return true;
  }
  return false;
}

/** One `response.output_text.annotation.added` per citation, once the part's text is out. */
export function pushAnnotationEvents(
  part: Json,
  item_id: unknown,
  output_index: number,
  content_index: number,
  push: Push,
): void {
  const annotations = Array.isArray(part.annotations) ? (part.annotations as unknown[]) : [];
  annotations.forEach((annotation, annotation_index) =>
    push('response.output_text.annotation.added', {
      item_id,
      output_index,
      content_index,
      annotation_index,
      annotation,
    }),
  );
}
