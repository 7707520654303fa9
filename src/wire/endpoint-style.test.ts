// Endpoint paths map to their API style whatever base URL or query they come with.
import { describe, expect, it } from 'vitest';
import { endpointPath, styleOfEndpoint } from './endpoint-style';

describe('endpoint styles', () => {
  it.each([
    ['https://api.openai.com/v1/chat/completions', 'chat'],
    ['http://localhost:5173/proxy/v1/responses/resp_1/input_items?limit=20', 'responses'],
    ['/v1/conversations/conv_1/items', 'responses'],
    ['/v1/threads/thread_1/runs/run_1/submit_tool_outputs', 'assistants'],
    ['/v1/assistants', 'assistants'],
    ['/v1/models', 'other'],
  ])('%s is %s', (url, style) => {
    expect(styleOfEndpoint(url)).toBe(style);
  });

  it('strips the base and keeps the rest of the path', () => {
    expect(endpointPath('http://127.0.0.1:5313/proxy/v1/threads/t_1/runs?order=asc')).toBe('/threads/t_1/runs');
    expect(endpointPath('/custom/base/chat/completions')).toBe('/chat/completions');
  });
});
