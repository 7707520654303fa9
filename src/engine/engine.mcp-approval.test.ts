// The hosted MCP tool through the engine: with require_approval "always" the loop pauses at the mcp_approval_request,
// the user's approval (or denial) goes out as an mcp_approval_response, and the loop runs on to the answer.
import { describe, expect, it } from 'vitest';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import { MOCK_MCP_URL } from '@loopscope/mock-api';
import { MCP_APPROVE, MCP_DENY } from './drivers/responses';
import { BUILTIN_MCP_SERVER } from './session-defaults';
import { activeBranch, createHarness } from './testing/harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (text: string | null | undefined) => JSON.parse(text!) as Json;
const config = (hostedMcp: 'always' | 'never') => {
  const base = scenarioConfig('seed-001-weather');
  return {
    ...base,
    apiStyle: 'responses' as const,
    tools: [],
    userMessage: 'What is the weather in Tokyo?',
    options: { ...base.options, hostedMcp },
  };
};

describe('the hosted MCP tool through the engine', () => {
  it('names the server the mock answers', () => {
    expect(BUILTIN_MCP_SERVER.url).toBe(MOCK_MCP_URL);
  });

  it('pauses at the approval request; an approval runs the call and the loop ends with the answer', async () => {
    const { engine } = createHarness({ config: config('always') });
    await engine.run();
    let branch = activeBranch(engine);
    expect(branch.status).toBe('paused');
    expect(branch.stop).toMatchObject({ code: 'mcp-approval', params: { name: 'get_weather', server: 'weather' } });
    const first = body(branch.exchanges[0]!.requestBody);
    expect(first.tools).toEqual([
      {
        type: 'mcp',
        server_label: 'weather',
        server_description: BUILTIN_MCP_SERVER.description,
        server_url: MOCK_MCP_URL,
        require_approval: 'always',
      },
    ]);
    const request = body(branch.exchanges[0]!.responseBody).output.find((i: Json) => i.type === 'mcp_approval_request');
    expect(branch.stop!.params.callId).toBe(request.id);

    engine.answerToolCall(request.id, MCP_APPROVE);
    await engine.run();
    branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const second = body(branch.exchanges.at(-1)!.requestBody);
    expect(second.input.at(-1)).toEqual({
      type: 'mcp_approval_response',
      approval_request_id: request.id,
      approve: true,
    });
    const output = body(branch.exchanges.at(-1)!.responseBody).output as Json[];
    expect(output.map((i) => i.type)).toContain('mcp_call');
    expect(output.find((i) => i.type === 'mcp_call')!.output).toContain('Tokyo');
  });

  it('a denial goes out as approve: false and the model answers without the call', async () => {
    const { engine } = createHarness({ config: config('always') });
    await engine.run();
    const callId = String(activeBranch(engine).stop!.params.callId);
    engine.answerToolCall(callId, MCP_DENY);
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(body(branch.exchanges.at(-1)!.requestBody).input.at(-1)).toMatchObject({ approve: false });
    expect(body(branch.exchanges.at(-1)!.responseBody).output.map((i: Json) => i.type)).not.toContain('mcp_call');
  });

  it('with require_approval "never" the server calls the tool in one response', async () => {
    const { engine } = createHarness({ config: config('never') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.exchanges).toHaveLength(1);
    expect(body(branch.exchanges[0]!.responseBody).output.map((i: Json) => i.type)).toEqual([
      'mcp_list_tools',
      'mcp_call',
      'message',
    ]);
  });
});
