// Validates the model's `arguments` string before any code runs: malformed JSON is reported, never thrown.
import type { ToolCall } from '../types';

export type ParsedArguments = { ok: true; json: string } | { ok: false; message: string };

export function parseToolArguments(call: ToolCall): ParsedArguments {
  // A custom tool's input is a plain string, handed to the implementation as it came.
  if (call.input !== undefined) return { ok: true, json: JSON.stringify(call.input) };
  let value: unknown;
  try {
    value = JSON.parse(call.argumentsJson);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: `The arguments of ${call.name} are not valid JSON (${reason}): ${clip(call.argumentsJson)}`,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message: `The arguments of ${call.name} must be a JSON object, got: ${clip(call.argumentsJson)}`,
    };
  }
  return { ok: true, json: call.argumentsJson };
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
