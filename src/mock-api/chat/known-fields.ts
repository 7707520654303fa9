// Every top-level field of CreateChatCompletionRequest in the OpenAPI spec; anything else is "Unrecognized".
export const CHAT_REQUEST_FIELDS: ReadonlySet<string> = new Set([
  'metadata', 'top_logprobs', 'temperature', 'top_p', 'user', 'safety_identifier', 'prompt_cache_key',
  'prompt_cache_retention', 'prompt_cache_options', 'messages', 'model', 'service_tier', 'modalities', 'verbosity',
  'reasoning_effort', 'max_completion_tokens', 'frequency_penalty', 'presence_penalty', 'web_search_options',
  'response_format', 'audio', 'store', 'moderation', 'stream', 'stop', 'logit_bias', 'logprobs', 'max_tokens', 'n',
  'prediction', 'seed', 'stream_options', 'tools', 'tool_choice', 'parallel_tool_calls', 'function_call', 'functions',
]);
