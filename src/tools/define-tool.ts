// Builds tool definitions from JSON Schema or from zod (through openai/helpers/zod, the TS twin of pydantic_function_tool).
import { zodFunction } from 'openai/helpers/zod';
import type { ToolDefinition } from './types';

type ZodSchema = Parameters<typeof zodFunction>[0]['parameters'];

export interface ZodToolOptions {
  name: string;
  description: string;
  parameters: ZodSchema;
  source: string;
}

/** Strict by construction; the SDK helper throws for shapes strict mode cannot express (e.g. `.optional()` without `.nullable()`). */
export function zodTool(options: ZodToolOptions): ToolDefinition {
  const wire = zodFunction({ name: options.name, parameters: options.parameters, description: options.description });
  return {
    name: options.name,
    description: options.description,
    parameters: wire.function.parameters as Record<string, unknown>,
    strict: true,
    source: options.source,
  };
}

export interface JsonSchemaToolOptions {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict?: boolean;
  source: string;
}

export function jsonSchemaTool(options: JsonSchemaToolOptions): ToolDefinition {
  return { ...options, parameters: structuredClone(options.parameters), strict: options.strict ?? true };
}
