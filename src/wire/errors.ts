// The OpenAI error object ({error:{message,type,param,code}}) and the JSON Response that carries it.

/** The 400 message for a body that is not valid JSON. */
export const NOT_JSON =
  "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)";

/** The body every OpenAI endpoint answers with when a request fails. */
export interface OpenAIErrorObject {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

export interface OpenAIErrorBody {
  error: OpenAIErrorObject;
}

export interface ErrorFields {
  type?: string;
  param?: string | null;
  code?: string | null;
}

/** Builds the error body; `type` defaults to the one most 4xx answers use. */
export function errorBody(message: string, fields: ErrorFields = {}): OpenAIErrorBody {
  return {
    error: {
      message,
      type: fields.type ?? 'invalid_request_error',
      param: fields.param ?? null,
      code: fields.code ?? null,
    },
  };
}

/** An error the mock can throw from deep inside validation and turn into a Response at the edge. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: OpenAIErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: OpenAIErrorBody, headers: Record<string, string> = {}) {
    super(body.error.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** A 400 `invalid_request_error`, the answer to almost every malformed request. */
export function invalidRequest(message: string, param: string | null = null, code: string | null = null): ApiError {
  return new ApiError(400, errorBody(message, { param, code }));
}

/** The JSON Response for an error, indented by four spaces like the real service's error bodies. */
export function errorResponse(status: number, body: OpenAIErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body, null, 4) + '\n', {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Turns an ApiError into its Response. */
export function apiErrorResponse(error: ApiError): Response {
  return errorResponse(error.status, error.body, error.headers);
}

/** True when `value` has the exact shape of an OpenAI error body (used by tests and the engine). */
export function isOpenAIErrorBody(value: unknown): value is OpenAIErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  const nullableString = (v: unknown) => v === null || typeof v === 'string';
  return (
    typeof e.message === 'string' && typeof e.type === 'string' && nullableString(e.param) && nullableString(e.code)
  );
}

/** Hides all but the ends of a key, the way the real 401 quotes it (`sk-abc***wxyz`). */
export function maskApiKey(key: string): string {
  if (key.length <= 10) return `${key.slice(0, 3)}***${key.slice(-4)}`;
  return `${key.slice(0, 6)}***${key.slice(-4)}`;
}

/** The real 401 for a rejected key. */
export function invalidApiKeyError(key: string): ApiError {
  return new ApiError(
    401,
    errorBody(
      `Incorrect API key provided: ${maskApiKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      { code: 'invalid_api_key' },
    ),
  );
}

/** The real 404 for a model that does not exist. */
/** The real 401 for a request with no API key at all (no `Authorization` header, or an empty Bearer). */
export function missingApiKeyError(): ApiError {
  return new ApiError(
    401,
    errorBody(
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. You can obtain an API key from https://platform.openai.com/account/api-keys.",
    ),
  );
}

export function modelNotFoundError(model: string): ApiError {
  return new ApiError(
    404,
    errorBody(`The model \`${model}\` does not exist or you do not have access to it.`, { code: 'model_not_found' }),
  );
}
