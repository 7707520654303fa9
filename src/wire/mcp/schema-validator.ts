// A JSON Schema validator for the MCP SDK's Client that never evaluates code: the SDK's default (Ajv) compiles schemas
// with `new Function`, which the page's Content-Security-Policy forbids, so listing a tool with an outputSchema fails there.
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { z } from 'zod';

/**
 * Zod builds the schema as objects (`z.fromJSONSchema`) and checks without eval where eval is refused. A schema zod
 * cannot read accepts anything: checking structured content is the client's courtesy, never a reason to refuse a call.
 */
export const evalFreeJsonSchemaValidator: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    let check: z.ZodType;
    try {
      check = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    } catch {
      return (input) => ({ valid: true, data: input as T, errorMessage: undefined });
    }
    return (input) => {
      const result = check.safeParse(input);
      return result.success ? { valid: true, data: result.data as T, errorMessage: undefined } : { valid: false, data: undefined, errorMessage: z.prettifyError(result.error) };
    };
  },
};
