// Each Chat break-it lab, applied to seed 001's real second request, gets the API's own error (vendor/wire-rules/wire-rules.md, word for word).
import { describe, expect, it } from 'vitest';
import { findLab } from '@loopscope/payloads/teaching/labs/index';
import { createMockApi } from './index.ts';
import { post, seedFixture } from './testing/harness.ts';

async function errorOf(labId: string) {
  const lab = findLab(labId)!;
  const body = lab.breakBody!(seedFixture('3-request.json'));
  const answer = await post(createMockApi(), body);
  return { status: answer.status, error: answer.json().error as Record<string, unknown> };
}

describe('Chat break-it labs against the mock', () => {
  it('forgetting the assistant message orphans the tool results', async () => {
    const { status, error } = await errorOf('chat-forgot-assistant-message');
    expect(status).toBe(400);
    expect(error.message).toBe(
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    );
  });

  it('role "function" is refused on current models', async () => {
    const { error } = await errorOf('chat-function-role');
    expect(error.message).toBe("Unsupported value: 'messages[3].role' does not support 'function' with this model.");
  });

  it('a tool message without tool_call_id is refused', async () => {
    const { error } = await errorOf('chat-missing-tool-call-id');
    expect(error.message).toBe(
      "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
    );
  });

  it('a dict as content is refused', async () => {
    const { error } = await errorOf('chat-result-as-dict');
    expect(error.message).toBe(
      "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
    );
  });

  it('the breaks leave the original body alone (a lab can be run twice)', () => {
    const body = seedFixture('3-request.json');
    const before = JSON.stringify(body);
    findLab('chat-forgot-assistant-message')!.breakBody!(body);
    expect(JSON.stringify(body)).toBe(before);
  });
});
