// The question an MCP server asks the user (an elicitation form) while a tool call waits: which server, the message, the
// fields of the requested schema, and the one pending answer. The engine's `mcpElicit` asks here; the dialog answers.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ElicitAnswer } from '@loopscope/wire/mcp/connection';

/** One field of the form, read from the requested schema (the restricted, flat schema elicitation allows). */
export interface ElicitField {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'enum';
  title?: string;
  description?: string;
  required: boolean;
  options?: string[];
}

export interface ElicitQuestion {
  message: string;
  fields: ElicitField[];
}

export interface ElicitationState {
  question: ElicitQuestion | null;
  ask(request: { message: string; requestedSchema: unknown }): Promise<ElicitAnswer>;
  /** Sends the user's answer to the waiting call (accept with content, decline, or cancel). */
  answer(answer: ElicitAnswer): void;
}

export type ElicitationStore = StoreApi<ElicitationState>;

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The form's fields, in the schema's order; a property of a type the form cannot show is left out. */
export function formFields(schema: unknown): ElicitField[] {
  if (!isObj(schema) || !isObj(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return Object.entries(schema.properties).flatMap(([name, value]): ElicitField[] => {
    if (!isObj(value)) return [];
    const options = Array.isArray(value.enum)
      ? value.enum.map(String)
      : Array.isArray(value.oneOf)
        ? value.oneOf.flatMap((o) => (isObj(o) && o.const !== undefined ? [String(o.const)] : []))
        : undefined;
    const type = options ? 'enum' : value.type;
    if (type !== 'string' && type !== 'number' && type !== 'integer' && type !== 'boolean' && type !== 'enum')
      return [];
    return [
      {
        name,
        type,
        required: required.includes(name),
        ...(typeof value.title === 'string' ? { title: value.title } : {}),
        ...(typeof value.description === 'string' ? { description: value.description } : {}),
        ...(options ? { options } : {}),
      },
    ];
  });
}

export function createElicitationStore(): ElicitationStore {
  let pending: ((answer: ElicitAnswer) => void) | null = null;
  return createStore<ElicitationState>((set) => ({
    question: null,
    ask(request) {
      // A second question while one is open: the first is cancelled (one dialog at a time, one call at a time).
      pending?.({ action: 'cancel' });
      return new Promise<ElicitAnswer>((resolve) => {
        pending = resolve;
        set({ question: { message: request.message, fields: formFields(request.requestedSchema) } });
      });
    },
    answer(answer) {
      const resolve = pending;
      pending = null;
      set({ question: null });
      resolve?.(answer);
    },
  }));
}
