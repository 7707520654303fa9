// The `OpenAI-Beta: assistants=v2` gate of the Assistants endpoints, with the real answers to a missing or v1 header.
import { ApiError, errorBody } from '../errors.ts';

export const ASSISTANTS_BETA = 'assistants=v2';

/** The error for a request without the v2 beta header, or null when the header is right. */
export function betaHeaderError(header: string | null): ApiError | null {
  const values = (header ?? '').split(',').map((v) => v.trim());
  if (values.includes(ASSISTANTS_BETA)) return null;
  if (values.includes('assistants=v1')) {
    return new ApiError(
      400,
      errorBody(
        "The v1 Assistants API has been deprecated. Please try again by setting the header 'OpenAI-Beta: assistants=v2'. See the migration guide for more information: https://platform.openai.com/docs/assistants/migration.",
        { code: 'invalid_beta' },
      ),
    );
  }
  return new ApiError(
    400,
    errorBody(
      "You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.",
      { code: 'invalid_beta' },
    ),
  );
}
