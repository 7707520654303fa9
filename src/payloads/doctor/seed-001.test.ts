// The doctor on seed 001: silent on the walkthrough's payloads, and the right finding for each of its "Common mistakes",
// each made by the same break-it lab that sends it to the API in the seed 001 lesson.
import { seed001Json } from '../../../vendor/index';
import { describe, expect, it } from 'vitest';
import { findLab } from '../teaching/labs/index';
import { applyAllFixes, diagnoseLoop } from './index';
import type { WireCall } from './types';

const fixture = seed001Json;
const chat = (request: unknown, response: unknown = null): WireCall => ({ style: 'chat', request, response });

const request3 = fixture('3-request.json');
/** Seed 001's second request as the lab breaks it. */
const mistake = (labId: string) => [chat(findLab(labId)!.breakBody!(request3))];
const rulesFired = (loop: WireCall[]) => [...new Set(diagnoseLoop(loop).map((f) => `${f.rule} @ ${f.at}`))];

describe('payload doctor on seed 001', () => {
  it('finds nothing wrong with the walkthrough loop (both requests with their responses)', () => {
    const loop = [
      chat(fixture('1-request.json'), fixture('2-response.json')),
      chat(request3, fixture('4-response.json')),
    ];
    expect(diagnoseLoop(loop)).toEqual([]);
  });

  it('"Forgetting to append the assistant message": the tool results are orphaned', () => {
    expect(rulesFired(mistake('chat-forgot-assistant-message'))).toEqual([
      'tool-result-without-assistant @ messages[2].role',
    ]);
  });

  it('"Using the wrong role": role function is deprecated', () => {
    const fired = rulesFired(mistake('chat-function-role'));
    expect(fired).toEqual([
      'deprecated-function-role @ messages[3].role',
      'deprecated-function-role @ messages[4].role',
      'deprecated-function-role @ messages[5].role',
    ]);
  });

  it('"Forgetting tool_call_id": each result must name its call', () => {
    const fired = rulesFired(mistake('chat-missing-tool-call-id'));
    expect(fired).toEqual([
      'tool-result-missing-id @ messages[3].tool_call_id',
      'tool-result-missing-id @ messages[4].tool_call_id',
      'tool-result-missing-id @ messages[5].tool_call_id',
    ]);
  });

  it('"Sending tool result as dict instead of string": content must be a string', () => {
    const fired = rulesFired(mistake('chat-result-as-dict'));
    expect(fired).toEqual([
      'tool-result-not-string @ messages[3].content',
      'tool-result-not-string @ messages[4].content',
      'tool-result-not-string @ messages[5].content',
    ]);
  });

  it('"Apply all fixes" on the dict results fixes all three in one request, which the doctor then finds sound', () => {
    const loop = mistake('chat-result-as-dict');
    const all = applyAllFixes(loop, 0)!;
    expect(all.fixed.map((f) => f.at)).toEqual(['messages[3].content', 'messages[4].content', 'messages[5].content']);
    expect(diagnoseLoop([chat(all.body)])).toEqual([]);
    // Only the three contents changed: the rest of the request is the lab's, byte for byte.
    const contents = (body: unknown) =>
      (body as { messages: { content: unknown }[] }).messages.slice(3).map((m) => m.content);
    expect(contents(all.body)).toEqual(contents(loop[0]!.request).map((c) => JSON.stringify(c)));
    expect({ ...(all.body as object), messages: null }).toEqual({ ...(loop[0]!.request as object), messages: null });
  });

  it('"Apply all fixes" has nothing to do on a sound request', () => {
    expect(applyAllFixes([chat(request3)], 0)).toBeNull();
  });
});
