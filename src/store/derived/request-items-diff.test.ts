// The Changes tab's items reading, over real loops in each state mode: what the second request adds, keeps, drops and names instead.
import { describe, expect, it } from 'vitest';
import { createHarness, activeBranch } from '@loopscope/seed-scenarios/testing/harness';
import { seed001Config } from '@loopscope/seed-scenarios';
import type { ResponsesStateMode } from '@loopscope/engine/types';
import { itemLabel, requestItemsDiff } from './request-items-diff';

async function run(mode: ResponsesStateMode) {
  const base = seed001Config();
  const { engine } = createHarness({
    config: { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode } },
  });
  await engine.run();
  return activeBranch(engine).exchanges;
}

const labels = (rows: { item: Record<string, unknown> }[]) => rows.map((r) => itemLabel(r.item).split(' ')[0]);
const bodyOf = (text: string | null) => JSON.parse(text!) as { input: unknown[]; previous_response_id?: string };

describe('requestItemsDiff', () => {
  it('manual: the second request keeps the first input and adds the calls and their outputs', async () => {
    const exchanges = await run('manual');
    const diff = requestItemsDiff(exchanges, exchanges[1]!.id)!;
    const sent = bodyOf(exchanges[1]!.requestBody).input;
    expect(diff.kept.map((k) => k.item)).toEqual(bodyOf(exchanges[0]!.requestBody).input);
    expect(diff.added.map((a) => a.item)).toEqual(sent.slice(2));
    expect(diff.added.map((a) => a.index)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(labels(diff.added)).toEqual([
      'function_call',
      'function_call',
      'function_call',
      'function_call_output',
      'function_call_output',
      'function_call_output',
    ]);
    expect(diff.dropped).toEqual([]);
    expect(diff.stored).toBeNull();
  });

  it('previous_response_id: the old input is dropped and the id stands for it plus the first response’s output', async () => {
    const exchanges = await run('previous_response_id');
    const diff = requestItemsDiff(exchanges, exchanges[1]!.id)!;
    const first = JSON.parse(exchanges[0]!.responseBody!) as { id: string; output: unknown[] };
    expect(diff.kept).toEqual([]);
    expect(labels(diff.added)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
    expect(diff.dropped.map((d) => d.item)).toEqual(bodyOf(exchanges[0]!.requestBody).input);
    expect(diff.stored!.field).toBe('previous_response_id');
    expect(diff.stored!.id).toBe(first.id);
    expect(diff.stored!.items.map((r) => r.item)).toEqual([
      ...bodyOf(exchanges[0]!.requestBody).input,
      ...first.output,
    ]);
  });

  it('conversation: compares with the previous /responses request, skipping the POST /conversations', async () => {
    const exchanges = await run('conversation');
    expect(exchanges.map((e) => new URL(e.url).pathname)).toEqual([
      '/v1/conversations',
      '/v1/responses',
      '/v1/responses',
    ]);
    expect(requestItemsDiff(exchanges, exchanges[1]!.id)).toBeNull();
    const diff = requestItemsDiff(exchanges, exchanges[2]!.id)!;
    expect(diff.previousStep).toBe(exchanges[1]!.step);
    expect(diff.stored!.field).toBe('conversation');
    expect(labels(diff.stored!.items)).toEqual([
      'message',
      'message',
      'function_call',
      'function_call',
      'function_call',
    ]);
    expect(labels(diff.added)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
  });

  it('is null for a request whose body is not JSON', async () => {
    const exchanges = await run('manual');
    const broken = [exchanges[0]!, { ...exchanges[1]!, requestBody: '{not json' }];
    expect(requestItemsDiff(broken, broken[1]!.id)).toBeNull();
  });
});
