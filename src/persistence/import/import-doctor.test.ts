// The payload doctor reads imported sessions: a HAR, JSON Lines or .loopscope.json file holding seed 001's "dict instead of
// string" mistake comes in with its recorded exchanges, and the doctor finds the mistake at its field in each.
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { writeHar } from '@loopscope/payloads/formats/har';
import { writeJsonLines } from '@loopscope/payloads/formats/json-lines';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import { sessionFileText } from '../session-file';
import { ranSeedState } from '../testing/sessions';
import { importPayload } from '../testing/import-payload';

const API_ERROR = JSON.stringify({
  error: {
    message:
      "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
    type: 'invalid_request_error',
    param: 'messages[3].content',
    code: 'invalid_type',
  },
});

let mistaken: WireExchange[];
beforeAll(async () => {
  const seed = await ranSeedState();
  const [first, second] = seed.branches[seed.activeBranchId]!.exchanges;
  const body = JSON.parse(second!.requestBody!) as { messages: Record<string, unknown>[] };
  body.messages[3]!.content = { city: 'Berlin', temperature: 18 };
  mistaken = [first!, { ...second!, requestBody: JSON.stringify(body), status: 400, responseBody: API_ERROR }];
});

/** Every finding about the imported session's recorded requests, as "rule @ request: field". */
function findingsOf(text: string): string[] {
  const result = importPayload(text, 'import', 0);
  if (!result.ok) throw new Error(result.error.text);
  const engine = result.record.engine;
  const exchanges = engine.branches[engine.activeBranchId]!.exchanges;
  return diagnoseLoop(exchanges.map(wireCallOf)).map((f) => `${f.rule} @ ${f.call + 1}: ${f.at}`);
}

describe('the doctor on imported sessions', () => {
  it('finds the dict tool result in an imported HAR', () => {
    expect(findingsOf(JSON.stringify(writeHar(mistaken, { name: 'test', version: '1' })))).toEqual([
      'tool-result-not-string @ 2: messages[3].content',
    ]);
  });

  it('finds it in imported JSON Lines', () => {
    expect(findingsOf(writeJsonLines(mistaken))).toEqual(['tool-result-not-string @ 2: messages[3].content']);
  });

  it('finds it in a .loopscope.json session file made from that import, and nothing in the sound walkthrough', () => {
    const har = importPayload(JSON.stringify(writeHar(mistaken, { name: 'test', version: '1' })), 'import', 0);
    if (!har.ok) throw new Error(har.error.text);
    expect(findingsOf(sessionFileText(har.record))).toEqual(['tool-result-not-string @ 2: messages[3].content']);
    const sound = mistaken.map((e, i) =>
      i === 1
        ? {
            ...e,
            requestBody: JSON.stringify({
              ...JSON.parse(e.requestBody!),
              messages: (JSON.parse(e.requestBody!) as { messages: Record<string, unknown>[] }).messages.map((m, j) =>
                j === 3 ? { ...m, content: '{"temperature":18}' } : m,
              ),
            }),
          }
        : e,
    );
    expect(findingsOf(writeJsonLines(sound))).toEqual([]);
  });
});
