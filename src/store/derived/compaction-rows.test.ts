// The server's view after a compaction: the compaction row leads, holding the items it sealed; chained and manual runs agree.
import { describe, expect, it } from 'vitest';
import { createHarness, activeBranch } from '@loopscope/seed-scenarios/testing/harness';
import { scenarioConfig } from '@loopscope/seed-scenarios';
import type { ResponsesStateMode } from '@loopscope/engine/types';
import { effectiveContext } from './wire-views';

async function run(mode: ResponsesStateMode) {
  const base = scenarioConfig('seed-002-compaction');
  const { engine } = createHarness({ config: { ...base, options: { ...base.options, responsesState: mode } } });
  await engine.run();
  await engine.continueWith('explain why this is funny.');
  return activeBranch(engine);
}

const kinds = (rows: { item: Record<string, unknown> }[]) => rows.map((r) => String(r.item.type ?? r.item.role));

describe('effective context after a compaction', () => {
  it('chained: the compaction stands first with the pasted message sealed in it, then what followed', async () => {
    const branch = await run('previous_response_id');
    const rows = effectiveContext(branch.messages, branch.exchanges);
    expect(kinds(rows)).toEqual(['compaction', 'reasoning', 'message', 'user', 'reasoning', 'message']);
    expect(rows[0]!.source).toMatch(/^stored: previous_response_id resp_/);
    expect(rows[0]!.sealed!.map((r) => r.item.role)).toEqual(['user']);
    expect(String(rows[0]!.sealed![0]!.item.content)).toMatch(/^My notes from past sets:/);
  });

  it('manual: the same items, the pasted message sealed in the compaction rather than resent', async () => {
    const branch = await run('manual');
    const rows = effectiveContext(branch.messages, branch.exchanges);
    expect(kinds(rows)).toEqual(['compaction', 'reasoning', 'message', 'user', 'reasoning', 'message']);
    expect(rows[0]!.sealed!.map((r) => r.item.role)).toEqual(['user']);
  });
});
