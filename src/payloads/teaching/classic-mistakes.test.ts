// Matching a real error against a classic mistake's expected one: placeholders stand for one id, everything else is exact.
import { describe, expect, it } from 'vitest';
import { findClassicMistake, isExpectedError } from './classic-mistakes.ts';

const chain = findClassicMistake('responses-chain-unstored')!;
const error = (
  message: string,
  param: string | null = 'previous_response_id',
  code: string | null = 'previous_response_not_found',
) => ({ message, type: 'invalid_request_error', param, code });

describe('isExpectedError', () => {
  it('accepts the real message with any id in place of the placeholder', () => {
    expect(isExpectedError(chain, 400, error("Previous response with id 'resp_68af3c2e' not found."))).toBe(true);
  });

  it('refuses another status, a changed word, an id with spaces, another param or code', () => {
    expect(isExpectedError(chain, 404, error("Previous response with id 'resp_1' not found."))).toBe(false);
    expect(isExpectedError(chain, 400, error("Previous response with id 'resp_1' was not found."))).toBe(false);
    expect(isExpectedError(chain, 400, error("Previous response with id 'resp 1' not found."))).toBe(false);
    expect(isExpectedError(chain, 400, error("Previous response with id 'resp_1' not found.", 'input'))).toBe(false);
    expect(
      isExpectedError(chain, 400, error("Previous response with id 'resp_1' not found.", 'previous_response_id', null)),
    ).toBe(false);
    expect(isExpectedError(chain, 400, null)).toBe(false);
  });

  it('matches an indexed param of the tool-role mistake', () => {
    const role = findClassicMistake('responses-tool-role')!;
    const message = "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.";
    expect(isExpectedError(role, 400, error(message, 'input[7].role', 'invalid_value'))).toBe(true);
    expect(isExpectedError(role, 400, error(message, 'input.role', 'invalid_value'))).toBe(false);
  });
});
