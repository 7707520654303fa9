// Every break-it lab, run through the real engine and the mock, comes back with the API's own error (wire-rules.md, word for word).
import { describe, expect, it } from 'vitest';
import { createHarness } from '../engine/testing/harness';
import { SCENARIOS } from '../seed-scenarios';
import { LABS } from '../wire/labs/index';
import { recordedRequests, runLab } from './lesson-runner';
import { createSessionStore } from './session-store';

const scenarios = SCENARIOS.map((s) => ({ id: s.id, label: s.title, description: '', followUps: s.followUps, config: s.config() }));

/** Typed from ../shared/design/wire-rules.md (ids and indexes substituted: request 2's input has system, user, 3 calls, then the outputs), not from the code under test. */
const EXPECTED: Record<string, { status: number; message: string }> = {
  'chat-forgot-assistant-message': { status: 400, message: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'." },
  'chat-function-role': { status: 400, message: "Unsupported value: 'messages[3].role' does not support 'function' with this model." },
  'chat-missing-tool-call-id': { status: 400, message: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'." },
  'chat-result-as-dict': { status: 400, message: "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead." },
  'responses-missing-output': { status: 400, message: 'No tool output found for function call call_xK9f2a.' },
  'responses-chat-tool-role': { status: 400, message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'." },
  'responses-empty-call-id': { status: 400, message: "Invalid 'input[5].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead." },
  'responses-chat-nested-tool': { status: 400, message: "Missing required parameter: 'tools[0].name'." },
};

describe('break-it labs through the engine', () => {
  it.each(LABS.filter((lab) => lab.scenario !== 'strict-mistake').map((lab) => [lab.id, lab] as const))('%s gets the real error', async (id, lab) => {
    const { engine } = createHarness();
    const session = createSessionStore(engine);
    await runLab(session, lab, scenarios.find((s) => s.id === lab.scenario)!);
    const broken = recordedRequests(session)[lab.request - 1]!;
    expect(session.getState().engine.config.apiStyle).toBe(lab.style);
    expect(broken.status).toBe(EXPECTED[id]!.status);
    expect(JSON.parse(broken.responseBody!).error.message).toBe(EXPECTED[id]!.message);
  });
});
