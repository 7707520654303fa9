// An imported Chat body is linted before it is sent: a tool_call_id that matches no call is found on the unsent request,
// and its one-click fix sends the body with the one id that fits, answered 200.
import { describe, expect, it } from 'vitest';
import { activeBranch, createHarness } from '../../seed-scenarios/testing/harness';
import { importPayload } from '../../persistence/testing/import-payload';
import { diagnoseLoop } from '../../payloads/doctor';
import { nextChatRequest } from './next-request';
import { createSessionStore } from '../session/session-store';

const call = (id: string, city: string) => ({ id, type: 'function', function: { name: 'get_weather', arguments: JSON.stringify({ city }) } });
const BODY = {
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: "What's the weather in Berlin and Tokyo?" },
    { role: 'assistant', content: null, tool_calls: [call('call_berlin', 'Berlin'), call('call_tokyo', 'Tokyo')] },
    { role: 'tool', tool_call_id: 'call_berlin', content: '{"temperature":18}' },
    { role: 'tool', tool_call_id: 'call_tokio', content: '{"temperature":28}' },
  ],
};

function imported() {
  const result = importPayload(JSON.stringify(BODY), 'pasted', 0);
  if (!result.ok) throw new Error(result.error.text);
  const { engine } = createHarness();
  engine.load(result.record.engine);
  return engine;
}

describe('the doctor on an imported body, before it is sent', () => {
  it('reads the unsent request as it would go out and finds the stray id, with the one call that fits', () => {
    const engine = imported();
    const next = nextChatRequest(engine.getState())!;
    expect((next.request as { messages: unknown[] }).messages).toEqual(BODY.messages);
    const [finding] = diagnoseLoop([next]);
    expect(finding).toMatchObject({ rule: 'unknown-tool-call-id', at: 'messages[3].tool_call_id', fixable: true });
    expect(finding!.detail).toContain('the call without a result is call_tokyo');
  });

  it('"apply fix" sends the body with the fixed id, and the API answers it', async () => {
    const engine = imported();
    const store = createSessionStore(engine);
    const [finding] = diagnoseLoop([nextChatRequest(engine.getState())!]);
    expect(await store.getState().replayWithFix(finding!)).not.toBeNull();
    const branch = activeBranch(engine);
    const sent = JSON.parse(branch.exchanges[0]!.requestBody!) as { messages: { tool_call_id?: string }[] };
    expect(sent.messages.map((m) => m.tool_call_id)).toEqual([undefined, undefined, 'call_berlin', 'call_tokyo']);
    expect(branch.exchanges[0]!.status).toBe(200);
  });

  it('has nothing to lint once the request went out', async () => {
    const { engine } = createHarness();
    await engine.run();
    expect(nextChatRequest(engine.getState())).toBeNull();
  });
});
