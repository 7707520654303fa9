// Every break-it lab, run through the real engine and the mock, comes back with the API's own error (vendor/wire-rules/wire-rules.md, word for word),
// and that error is the one the lab's record expects, so the timeline's fix note and the lab's result agree.
import { describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { seed001Config } from '@loopscope/seed-scenarios';
import { createSessionStore, recordedRequests, runLab } from '../store';
import { isExpectedError } from '@loopscope/payloads/teaching/classic-mistakes';
import type { OpenAIErrorObject } from '@loopscope/wire/errors';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { createScenarios } from './scenarios';

const scenarios = createScenarios();

/**
 * Typed from vendor/wire-rules/wire-rules.md (ids and indexes substituted: the weather walkthrough's request 2 has system, user,
 * 3 calls, then the outputs); the Assistants header texts are the real service's answers quoted in the migration guide.
 */
const EXPECTED: Record<string, { status: number; message: string | RegExp }> = {
  'chat-forgot-assistant-message': {
    status: 400,
    message:
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  },
  'chat-function-role': {
    status: 400,
    message: "Unsupported value: 'messages[3].role' does not support 'function' with this model.",
  },
  'chat-missing-tool-call-id': {
    status: 400,
    message: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
  },
  'chat-result-as-dict': {
    status: 400,
    message:
      "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
  },
  'strict-mistake': {
    status: 400,
    message:
      "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
  },
  'responses-missing-output': { status: 400, message: 'No tool output found for function call call_xK9f2a.' },
  'responses-empty-call-id': {
    status: 400,
    message:
      "Invalid 'input[5].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.",
  },
  'responses-nested-tools': { status: 400, message: "Missing required parameter: 'tools[0].name'." },
  'responses-tool-role': {
    status: 400,
    message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
  },
  'responses-dropped-reasoning': {
    status: 400,
    message: /^Item 'fc_\w+' of type 'function_call' was provided without its required 'reasoning' item: 'rs_\w+'\.$/,
  },
  'responses-chain-unstored': { status: 400, message: /^Previous response with id 'resp_\w+' not found\.$/ },
  'assistants-missing-beta': {
    status: 400,
    message:
      "You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.",
  },
  'assistants-v1-beta': {
    status: 400,
    message:
      "The v1 Assistants API has been deprecated. Please try again by setting the header 'OpenAI-Beta: assistants=v2'. See the migration guide for more information: https://platform.openai.com/docs/assistants/migration.",
  },
  'assistants-outputs-as-message': {
    status: 400,
    message: /^Can't add messages to thread_\w+ while a run run_\w+ is active\.$/,
  },
  'assistants-run-while-active': { status: 400, message: /^Thread thread_\w+ already has an active run run_\w+\.$/ },
  'assistants-wrong-tool-call-id': {
    status: 400,
    message: /^Expected tool outputs for call_ids \['call_\w+', 'call_\w+'\], got \['call_abc123', 'call_\w+'\]$/,
  },
};

describe('break-it labs through the engine', () => {
  it('covers every lab', () => {
    expect(LABS.map((lab) => lab.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(LABS.map((lab) => [lab.id, lab] as const))(
    '%s gets the real error',
    async (id, lab) => {
      // One harness for every style: its clock moves only when a driver waits to poll (Assistants runs), so the other
      // styles see a fixed clock, as the plain harness gives them; the lab switches the session to its own style.
      const { engine } = createAssistantsHarness(seed001Config());
      const session = createSessionStore(engine);
      await runLab(session, lab, scenarios.find((s) => s.id === lab.scenario)!);
      const broken = recordedRequests(session)[lab.request - 1]!;
      expect(session.getState().engine.config.apiStyle).toBe(lab.style);
      expect(broken.status).toBe(EXPECTED[id]!.status);
      const error = (JSON.parse(broken.responseBody!) as { error: OpenAIErrorObject }).error;
      const expected = EXPECTED[id]!.message;
      if (typeof expected === 'string') expect(error.message).toBe(expected);
      else expect(error.message).toMatch(expected);
      expect(isExpectedError(lab, broken.status!, error)).toBe(true);
    },
    30_000,
  );
});
