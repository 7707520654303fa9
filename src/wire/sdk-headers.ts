// The request headers the official OpenAI SDKs send, which a mock served over HTTP must allow in CORS.
export const SDK_REQUEST_HEADERS: readonly string[] = [
  'Authorization',
  'Content-Type',
  'OpenAI-Organization',
  'OpenAI-Project',
  'OpenAI-Beta',
  'X-Stainless-Lang',
  'X-Stainless-Package-Version',
  'X-Stainless-OS',
  'X-Stainless-Arch',
  'X-Stainless-Runtime',
  'X-Stainless-Runtime-Version',
  'X-Stainless-Retry-Count',
  'X-Stainless-Timeout',
  'X-Stainless-Helper-Method',
  'X-Stainless-Poll-Helper',
];
