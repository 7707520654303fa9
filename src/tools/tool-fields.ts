// Which fields of a function tool a request carries: an imported tool keeps out what its app never sent (see `unsent`).
import type { ToolDefinition, UnsentToolField } from './types';

/** What the reader of an imported request fills in for a field the request did not carry. */
export const FILLED_IN = { description: '', parameters: { type: 'object', properties: {} }, strict: false } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a request leaves this field out: the imported request did not send it and nobody has changed it since. */
export function leftOut(tool: Pick<ToolDefinition, UnsentToolField | 'unsent'>, field: UnsentToolField): boolean {
  return (tool.unsent?.includes(field) ?? false) && same(tool[field], FILLED_IN[field]);
}
