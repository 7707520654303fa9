// The doctor's list says which findings are about a request not sent yet (an imported payload linted before it goes out),
// and words every detail in the learner's language, a call's argument problems included.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { diagnoseRequest, type Finding, type WireCall } from '@loopscope/payloads/doctor/index';
import { DoctorFindings } from './DoctorFindings';
import { switchLanguage } from '../../store/testing/language';

afterEach(cleanup);

const finding = (call: number): Finding => ({
  rule: 'unknown-tool-call-id',
  title: 'A tool_call_id with no matching call',
  severity: 'error',
  call,
  path: [],
  at: 'messages[3].tool_call_id',
  detail: "'call_tokio' is not among the calls call_berlin, call_tokyo.",
  why: 'Ids pair results with calls.',
  fix: 'Copy the id.',
  fixable: true,
});

describe('findings about the request not sent yet', () => {
  it('names it as not sent yet, and a sent one as it was', () => {
    render(<DoctorFindings findings={[finding(0), finding(1)]} requests={2} unsentCall={1} />);
    const [sent, unsent] = screen.getAllByRole('listitem');
    expect(sent!.textContent).toContain('Request 1, field messages[3].tool_call_id');
    expect(unsent!.textContent).toContain('Request 2 (not sent yet), field messages[3].tool_call_id');
  });
});

describe('a stuck-loop finding', () => {
  it('shows the repeated calls side by side, each under the request number the timeline uses', () => {
    const parts = [2, 4, 6].map((call) => ({
      call,
      name: 'get_weather',
      args: '{"city":"Berlin"}',
      result: '{"temperature":18}',
    }));
    render(
      <DoctorFindings
        findings={[{ ...finding(6), rule: 'repeated-tool-call', repeated: parts }]}
        requests={7}
        requestOf={(call) => call / 2 + 1}
      />,
    );
    const group = screen.getByRole('group', { name: 'What repeats, request by request' });
    const columns = group.querySelectorAll('li');
    expect([...columns].map((li) => li.querySelector('.doctor-repeated-request')!.textContent)).toEqual([
      'Request 2',
      'Request 3',
      'Request 4',
    ]);
    expect(columns[0]!.textContent).toContain('{"city":"Berlin"}');
    expect(columns[2]!.textContent).toContain('{"temperature":18}');
  });
});

describe('a finding whose detail starts with the field it is about', () => {
  it('names the field once', () => {
    const at = 'messages[2].content';
    const notString: Finding = {
      ...finding(0),
      rule: 'tool-result-not-string',
      at,
      detail: `${at} is an object, not a string.`,
      message: { key: 'notString', params: { at, type: { term: 'object' }, accepts: { term: 'string' } } },
    };
    render(<DoctorFindings findings={[notString]} requests={1} />);
    const text = screen.getByRole('listitem').textContent!;
    expect(text.split(at)).toHaveLength(2);
    expect(text).toContain('Request 1, field messages[2].content');
    expect(text).toContain('an object, not a string');
  });
});

describe("a detail in the API's own words", () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("stays English in Korean, and the Korean says it is the API's wording", async () => {
    await switchLanguage('ko');
    const api = "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied.";
    const strict: Finding = {
      ...finding(0),
      rule: 'strict-schema-violation',
      at: 'tools[0].function.parameters',
      detail: api,
      message: { key: 'apiWording', params: { text: api } },
    };
    render(<DoctorFindings findings={[strict]} requests={1} />);
    const text = screen.getByRole('listitem').textContent!;
    expect(text).toContain(api);
    expect(text).toContain('API 원문');
  });
});

describe("a finding about a call's arguments, in the learner's language", () => {
  const parameters = {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string' }, note: { type: ['string', 'null'] } },
    required: ['city', 'unit'],
    additionalProperties: false,
  };
  /** A Chat request that sends back a get_weather call with `args` and its result. */
  const sendingBack = (args: string): WireCall => {
    const asked = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: args } }],
    };
    return {
      style: 'chat',
      request: {
        model: 'gpt-4o',
        messages: [
          { role: 'user', content: 'Weather in Berlin?' },
          asked,
          { role: 'tool', tool_call_id: 'call_1', content: 'sunny' },
        ],
        tools: [{ type: 'function', function: { name: 'get_weather', parameters } }],
      },
      response: null,
    };
  };
  const argumentFinding = (args: string) => {
    const found = diagnoseRequest(sendingBack(args)).filter((f) => f.rule === 'arguments-against-schema');
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const shown = (finding: Finding) => {
    cleanup();
    render(<DoctorFindings findings={[finding]} requests={1} />);
    return screen.getByRole('listitem').textContent!;
  };

  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says each problem in English as the checker words it, in Korean and in Polish', async () => {
    const finding = argumentFinding('{"city": 5, "unti": "celsius", "note": 4}');
    const english =
      'get_weather (call_1): `city` should be string, not number 5. `unti`: did you mean `unit`? `note` should be string or null, not number 4.';
    expect(finding.detail).toBe(english);
    // On screen the backticked names are set as code, their backticks gone.
    expect(shown(finding)).toContain(
      'get_weather (call_1): city should be string, not number 5. unti: did you mean unit? note should be string or null, not number 4.',
    );
    const codes = () => [...screen.getByRole('listitem').querySelectorAll('code')].map((code) => code.textContent);
    expect(codes()).toEqual(['messages[1].tool_calls[0].function.arguments', 'city', 'unti', 'unit', 'note']);
    await switchLanguage('ko');
    const korean = shown(finding);
    expect(korean).toContain(
      'get_weather (call_1): city: string이어야 하는데 number 5입니다. unti: unit을(를) 쓰려던 것인가요? note: string 또는 null이어야 하는데 number 4입니다.',
    );
    expect(korean).not.toContain('should be');
    expect(codes()).toContain('unit');
    await switchLanguage('pl');
    expect(shown(finding)).toContain(
      'get_weather (call_1): city: wymagany typ string, a jest number 5. unti: czy chodziło o unit? note: wymagany typ string lub null, a jest number 4.',
    );
  });

  it('names the arguments as a whole in the language too', async () => {
    const finding = argumentFinding('["Berlin"]');
    expect(finding.detail).toBe('get_weather (call_1): The arguments should be object, not array ["Berlin"].');
    await switchLanguage('ko');
    expect(shown(finding)).toContain('get_weather (call_1): 인수: object이어야 하는데 array ["Berlin"]입니다.');
    await switchLanguage('pl');
    expect(shown(finding)).toContain('get_weather (call_1): Argumenty: wymagany typ object, a jest array ["Berlin"].');
  });
});
