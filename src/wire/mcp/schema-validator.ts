// A JSON Schema validator for the MCP SDK's Client that never evaluates code: the SDK's default (Ajv) compiles schemas
// with `new Function`, which the page's Content-Security-Policy forbids, so listing a tool with an outputSchema fails there.
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/client';
import { checkValue } from '../arguments/check-arguments.ts';

/**
 * The project's one JSON Schema checker (`wire/arguments/check-arguments`, which also checks tool-call arguments)
 * interprets the schema without eval. Keywords it does not know are not checked: checking structured content is the
 * client's courtesy, never a reason to refuse a call.
 */
export const evalFreeJsonSchemaValidator: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    return (input) => {
      const issues = checkValue(input, schema);
      return issues.length === 0
        ? { valid: true, data: input as T, errorMessage: undefined }
        : { valid: false, data: undefined, errorMessage: issues.map((issue) => issue.message).join('\n') };
    };
  },
};
