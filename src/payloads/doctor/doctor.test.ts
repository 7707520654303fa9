// Every doctor rule fires on its bad payload, at the right field, and stays silent on the good one; fixes really fix.
import { describe, expect, it } from 'vitest';
import { applyFix, diagnoseLoop, diagnoseRequest, DOCTOR_RULES } from './index';
import { RULE_CASES } from './testing/cases';
import type { WireCall } from './types';

const lastIndex = (loop: WireCall[]) => loop.length - 1;

describe('payload doctor rules', () => {
  it('has a bad and a good payload for every rule in the table, and no case without a rule', () => {
    expect(Object.keys(RULE_CASES).sort()).toEqual(DOCTOR_RULES.map((rule) => rule.id).sort());
  });

  for (const rule of DOCTOR_RULES) {
    const cases = RULE_CASES[rule.id];
    it(`${rule.id}: fires on the bad payload at ${cases?.at}`, () => {
      const found = diagnoseLoop(cases!.bad).filter((f) => f.rule === rule.id && f.call === lastIndex(cases!.bad));
      expect(found.map((f) => f.at)).toContain(cases!.at);
      expect(found.every((f) => f.why.length > 0 && f.fix.length > 0 && f.detail.length > 0)).toBe(true);
    });
    it(`${rule.id}: says nothing at all about the good payload`, () => {
      expect(diagnoseLoop(cases!.good)).toEqual([]);
    });
    if (rule.apply) {
      it(`${rule.id}: "apply fix" gives a request this rule no longer flags`, () => {
        const loop = cases!.bad;
        const finding = diagnoseLoop(loop).find((f) => f.rule === rule.id && f.at === cases!.at)!;
        expect(finding.fixable).toBe(true);
        const fixed = applyFix(loop, finding);
        expect(fixed).not.toBeNull();
        const after = [...loop.slice(0, -1), { ...loop[lastIndex(loop)]!, request: fixed }];
        expect(diagnoseLoop(after).filter((f) => f.rule === rule.id)).toEqual([]);
      });
    }
  }
});

describe('what the fixes write', () => {
  const fixOf = (ruleId: string) => {
    const loop = RULE_CASES[ruleId]!.bad;
    const finding = diagnoseLoop(loop).find((f) => f.rule === ruleId)!;
    return applyFix(loop, finding) as Record<string, unknown[]>;
  };

  it('serializes an object tool result to the JSON text json.dumps would send', () => {
    expect(fixOf('tool-result-not-string').messages![2]).toEqual({
      role: 'tool',
      tool_call_id: 'call_1',
      content: '{"temperature":18}',
    });
  });

  it('flattens a Chat-style tool into the Responses shape', () => {
    expect(fixOf('chat-tools-on-responses').tools![0]).toEqual({
      type: 'function',
      name: 'get_weather',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
      strict: true,
    });
  });

  it('writes parsed arguments back as the JSON text the model sent, in Chat and in Responses', () => {
    const chatCall = (
      fixOf('arguments-not-string').messages![1] as { tool_calls: { function: { arguments: unknown } }[] }
    ).tool_calls[0]!;
    expect(chatCall.function.arguments).toBe('{"city":"Berlin"}');
    const loop: WireCall[] = [
      {
        style: 'responses',
        request: {
          model: 'gpt-4o',
          input: [
            { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: { city: 'Berlin' } },
            { type: 'function_call_output', call_id: 'call_1', output: '18' },
          ],
        },
        response: null,
      },
    ];
    const finding = diagnoseLoop(loop).find((f) => f.rule === 'arguments-not-string')!;
    expect([finding.at, finding.apiError]).toEqual([
      'input[0].arguments',
      "Invalid type for 'input[0].arguments': expected a string, but got an object instead.",
    ]);
    expect((applyFix(loop, finding) as { input: { arguments?: unknown }[] }).input[0]!.arguments).toBe(
      '{"city":"Berlin"}',
    );
  });

  it('gives a stray tool_call_id the one call left without a result, and offers no fix when two could fit', () => {
    expect((fixOf('unknown-tool-call-id').messages![2] as { tool_call_id: string }).tool_call_id).toBe('call_1');
    const call = (id: string) => ({ id, type: 'function', function: { name: 'get_weather', arguments: '{}' } });
    const body = {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: null, tool_calls: [call('call_1'), call('call_2')] },
        { role: 'tool', tool_call_id: 'call_8', content: '1' },
        { role: 'tool', tool_call_id: 'call_9', content: '2' },
      ],
    };
    const findings = diagnoseLoop([{ style: 'chat', request: body, response: null }]).filter(
      (f) => f.rule === 'unknown-tool-call-id',
    );
    expect(findings.map((f) => [f.at, f.fixable])).toEqual([
      ['messages[2].tool_call_id', false],
      ['messages[3].tool_call_id', false],
    ]);
  });

  it('gives a stray Responses call_id (the item id fc_… for the call id) the one function_call left without an output, and no fix when two could fit', () => {
    expect((fixOf('unknown-call-id').input![2] as { call_id: string }).call_id).toBe('call_1');
    const call = (id: string) => ({
      type: 'function_call',
      id: `fc_${id}`,
      call_id: id,
      name: 'get_weather',
      arguments: '{}',
    });
    const output = (id: string) => ({ type: 'function_call_output', call_id: id, output: '1' });
    const body = {
      model: 'gpt-4o',
      input: [{ role: 'user', content: 'Hi' }, call('call_1'), call('call_2'), output('call_8'), output('call_9')],
    };
    const findings = diagnoseLoop([{ style: 'responses', request: body, response: null }]).filter(
      (f) => f.rule === 'unknown-call-id',
    );
    expect(findings.map((f) => [f.at, f.fixable])).toEqual([
      ['input[3].call_id', false],
      ['input[4].call_id', false],
    ]);
  });

  it('puts the dropped reasoning item back right before its function call', () => {
    expect(
      fixOf('reasoning-items-dropped').input!.map((item) => (item as { type?: string }).type ?? 'message'),
    ).toEqual(['message', 'reasoning', 'function_call', 'function_call_output']);
  });

  it('removes the repeated system prompt and keeps the first', () => {
    const messages = fixOf('duplicate-system-prompt').messages as { role: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });

  it('does not offer a fix that the finding no longer matches', () => {
    const loop = RULE_CASES['tool-result-not-string']!.bad;
    const finding = diagnoseLoop(loop).find((f) => f.rule === 'tool-result-not-string')!;
    expect(applyFix(RULE_CASES['tool-result-not-string']!.good, finding)).toBeNull();
  });
});

describe('finding details', () => {
  it('quotes the API wording of a strict-mode violation for the offending tool', () => {
    const [finding] = diagnoseLoop(RULE_CASES['strict-schema-violation']!.bad);
    expect(finding!.detail).toBe(
      "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
    );
  });

  it('names what grows fastest when the context nears the window', () => {
    const finding = diagnoseLoop(RULE_CASES['context-nearly-full']!.bad).find((f) => f.rule === 'context-nearly-full')!;
    expect(finding.detail).toMatch(/^about [\d,]+ of 128,000 tokens \(9\d%\); tool results grew most/);
  });

  it('lists every unanswered call id', () => {
    const [finding] = diagnoseLoop(RULE_CASES['missing-tool-results']!.bad);
    expect(finding!.detail).toBe('No tool message answers call_2.');
  });

  it('flags store: false chains even when only the earlier request turned storage off', () => {
    const [first, second] = RULE_CASES['store-false-references']!.good;
    const unstored = { ...first!, request: { ...(first!.request as object), store: false } };
    const reference = {
      ...second!,
      request: { ...(second!.request as object), input: [{ type: 'item_reference', id: 'fc_call_1' }] },
    };
    const findings = diagnoseLoop([unstored, reference]).filter((f) => f.rule === 'store-false-references');
    expect(findings.map((f) => [f.at, f.fixable])).toEqual([
      ['previous_response_id', false],
      ['input[0]', false],
    ]);
  });

  it('reads payloads of any shape without throwing', () => {
    for (const request of [
      null,
      'text',
      42,
      [],
      { messages: 'nope' },
      { input: [null, 3, { type: 'function_call_output' }] },
      { tools: [null, { function: 3 }] },
    ]) {
      expect(() => diagnoseRequest({ style: 'chat', request, response: null })).not.toThrow();
      expect(() => diagnoseRequest({ style: 'responses', request, response: request })).not.toThrow();
    }
  });

  it("runs only the rules of the request's API style", () => {
    const chatPayload = RULE_CASES['tool-result-not-string']!.bad[0]!;
    expect(diagnoseRequest({ ...chatPayload, style: 'assistants' })).toEqual([]);
  });
});

describe("the API's own words, with this request's indexes and ids (vendor/wire-rules/wire-rules.md)", () => {
  const apiErrorOf = (ruleId: string, loop = RULE_CASES[ruleId]!.bad) =>
    diagnoseLoop(loop).find((f) => f.rule === ruleId)?.apiError;
  const expected: [string, string][] = [
    [
      'tool-result-without-assistant',
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    ],
    [
      'unknown-tool-call-id',
      "Invalid parameter: 'tool_call_id' of 'call_2' not found in 'tool_calls' of previous message.",
    ],
    [
      'tool-result-missing-id',
      "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
    ],
    ['deprecated-function-role', "Unsupported value: 'messages[2].role' does not support 'function' with this model."],
    [
      'missing-tool-results',
      "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_2",
    ],
    [
      'tool-result-not-string',
      "Invalid type for 'messages[2].content': expected one of a string or array of objects, but got an object instead.",
    ],
    [
      'arguments-not-string',
      "Invalid type for 'messages[1].tool_calls[0].function.arguments': expected a string, but got an object instead.",
    ],
    ['unknown-call-id', 'No tool call found for function call output with call_id fc_call_1.'],
    ['missing-call-outputs', 'No tool output found for function call call_1.'],
    ['tool-role-item', "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'."],
    ['input-text-in-assistant', "Invalid value: 'input_text'. Supported values are: 'output_text' and 'refusal'."],
    [
      'empty-call-id',
      "Invalid 'input[0].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.",
    ],
    ['chat-tools-on-responses', "Missing required parameter: 'tools[0].name'."],
    ['tool-outputs-mismatch', "Expected tool outputs for call_ids ['call_1', 'call_2'], got ['call_1', 'call_9']"],
    [
      'tool-output-not-string',
      "Invalid type for 'tool_outputs[1].output': expected a string, but got an object instead.",
    ],
    ['message-while-run-active', "Can't add messages to thread_1 while a run run_1 is active."],
  ];
  for (const [ruleId, text] of expected) {
    it(`${ruleId}: "${text.slice(0, 60)}…"`, () => expect(apiErrorOf(ruleId)).toBe(text));
  }

  it('a second run on a thread whose run still waits for tool outputs gets the active-run error', () => {
    const [start, poll] = RULE_CASES['message-while-run-active']!.bad;
    const again: WireCall = {
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs',
      request: { assistant_id: 'asst_1' },
      response: null,
    };
    const finding = diagnoseLoop([start!, poll!, again]).find((f) => f.rule === 'message-while-run-active')!;
    expect([finding.at, finding.apiError]).toEqual([
      'assistant_id',
      'Thread thread_1 already has an active run run_1.',
    ]);
  });

  it('an Assistants submission with a call left out names the missing id', () => {
    const [start, poll] = RULE_CASES['tool-outputs-mismatch']!.bad;
    const submit: WireCall = {
      style: 'assistants',
      method: 'POST',
      path: '/threads/thread_1/runs/run_1/submit_tool_outputs',
      request: { tool_outputs: [{ tool_call_id: 'call_2', output: '18' }] },
      response: null,
    };
    const finding = diagnoseLoop([start!, poll!, submit]).find((f) => f.rule === 'tool-outputs-mismatch')!;
    expect([finding.at, finding.detail, finding.apiError]).toEqual([
      'tool_outputs',
      'No output for call_1.',
      "Expected tool outputs for call_ids ['call_1', 'call_2'], got ['call_2']",
    ]);
  });
});
