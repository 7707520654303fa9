// Opens an Agents SDK trace export (written by agents-trace.mjs) through Loopscope's import, as the import dialog does:
// it must become a session whose loop holds the question, the handoff, the get_weather call and its result.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sessionFromExchanges } from '@loopscope/engine/captured/index';
import { importPayload } from '../src/persistence/import/import-payload';

const file = process.argv[2];
assert.ok(file, 'usage: agents-import.ts <agents-trace.json>');
const result = importPayload(readFileSync(file, 'utf8'), 'agents-trace.json', Date.now(), {
  toSession: sessionFromExchanges,
});
if (!result.ok) throw new Error(result.error.text);
const engine = result.record.engine;
const branch = engine.branches[engine.activeBranchId]!;
const text = JSON.stringify(branch.messages.map((m) => m.wire));
assert.match(text, /What's the weather in Paris\?/, 'the question');
assert.match(text, /transfer_to_Weather_agent/, 'the handoff');
assert.match(text, /get_weather/, 'the tool call');
assert.match(text, /temperature_c\\?":17/, "the tool's result");
const results = branch.messages.filter((m) => m.provenance.kind === 'tool-result').length;
console.log(
  `${result.format.text}: ${branch.exchanges.length} calls, ${branch.messages.length} messages, ${results} tool results`,
);
