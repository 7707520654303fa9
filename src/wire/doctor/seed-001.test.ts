// The doctor on seed 001: silent on the walkthrough's payloads, and the right finding for each of its "Common mistakes".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagnoseLoop } from './index';
import type { WireCall } from './types';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../../shared/fixtures/seed-001/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const chat = (request: unknown, response: unknown = null): WireCall => ({ style: 'chat', request, response });

type Message = Record<string, unknown>;
const request3 = fixture('3-request.json');
const messages3 = request3.messages as Message[];
/** Seed 001's second request with its messages rewritten the way a mistake rewrites them. */
const mistake = (edit: (messages: Message[]) => Message[]) => [chat({ ...request3, messages: edit(structuredClone(messages3)) })];
const rulesFired = (loop: WireCall[]) => [...new Set(diagnoseLoop(loop).map((f) => `${f.rule} @ ${f.at}`))];

describe('payload doctor on seed 001', () => {
  it('finds nothing wrong with the walkthrough loop (both requests with their responses)', () => {
    const loop = [chat(fixture('1-request.json'), fixture('2-response.json')), chat(request3, fixture('4-response.json'))];
    expect(diagnoseLoop(loop)).toEqual([]);
  });

  it('"Forgetting to append the assistant message": the tool results are orphaned', () => {
    expect(rulesFired(mistake((m) => m.filter((message) => message.role !== 'assistant')))).toEqual(['tool-result-without-assistant @ messages[2].role']);
  });

  it('"Using the wrong role": role function is deprecated', () => {
    const fired = rulesFired(mistake((m) => [...m.slice(0, 3), { role: 'function', name: 'get_weather', content: m[3]!.content }]));
    expect(fired).toEqual(['deprecated-function-role @ messages[3].role']);
  });

  it('"Forgetting tool_call_id": each result must name its call', () => {
    const fired = rulesFired(mistake((m) => m.map(({ tool_call_id: _id, ...rest }) => rest)));
    expect(fired).toEqual(['tool-result-missing-id @ messages[3].tool_call_id', 'tool-result-missing-id @ messages[4].tool_call_id', 'tool-result-missing-id @ messages[5].tool_call_id']);
  });

  it('"Sending tool result as dict instead of string": content must be a string', () => {
    const fired = rulesFired(mistake((m) => m.map((message, i) => (i === 3 ? { ...message, content: { temperature: 18 } } : message))));
    expect(fired).toEqual(['tool-result-not-string @ messages[3].content']);
  });
});
