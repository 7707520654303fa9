// restore(): the one validate-and-migrate door; every refusal names the field and what it expected.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { EngineState } from '@loopscope/engine/types';
import { INTERRUPTED_EXCHANGE, INTERRUPTED_RUN } from './sanitize';
import { restore } from './restore';
import { wordIn } from './testing/words';
import { ranSeedState, recordOf } from './testing/sessions';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState();
});

function errorOf(input: unknown): string {
  const result = restore(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.error.text;
}

describe('restore', () => {
  it('round-trips a saved walkthrough through JSON text unchanged (apart from the key)', () => {
    const record = recordOf(seed);
    const result = restore(JSON.stringify(record));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.engine.branches).toEqual(seed.branches);
    expect(result.record.engine.config.provider.apiKey).toBe('');
    expect(result.record.engine.config.tools).toEqual(seed.config.tools);
  });

  it("reads Responses and Assistants mock sessions back without the mock's server ids, and they go on where they stopped", async () => {
    const serverIds = (state: EngineState) =>
      Object.values(state.branches).flatMap((b) =>
        b.messages.flatMap((m) =>
          m.provenance.kind === 'response' && m.provenance.serverIds ? [m.provenance.serverIds] : [],
        ),
      );
    const chained = await ranSeedState({
      apiStyle: 'responses',
      options: { ...seed.config.options, responsesState: 'previous_response_id' },
    });
    const { engine } = createAssistantsHarness(assistantsConfig('seed-001-weather'));
    await engine.run();
    for (const [saved, next] of [
      [chained, createHarness().engine],
      [engine.getState(), createAssistantsHarness(assistantsConfig('seed-001-weather')).engine],
    ] as const) {
      expect(serverIds(saved).length).toBeGreaterThan(0);
      const loaded = restore(JSON.stringify(recordOf(saved)));
      if (!loaded.ok) throw new Error(loaded.error.text);
      expect(serverIds(loaded.record.engine)).toEqual([]);
      const wires = (state: EngineState) => Object.values(state.branches).map((b) => b.messages.map((m) => m.wire));
      expect(wires(loaded.record.engine)).toEqual(wires(saved));
      // A fresh engine and mock (another page load): the follow-up runs on new server objects instead of unknown ids.
      next.load(loaded.record.engine);
      await next.continueWith('What about Paris?');
      const branch = activeBranch(next);
      expect(branch.stopReason).toMatch(/final answer/);
      expect(branch.status).toBe('done');
      expect(branch.messages.length).toBeGreaterThan(saved.branches[saved.activeBranchId]!.messages.length + 1);
    }
  });

  it("keeps the server ids of a real provider's session, whose server still holds them", () => {
    const real = {
      ...seed,
      config: {
        ...seed.config,
        provider: { kind: 'openai' as const, baseURL: 'https://api.openai.com/v1', apiKey: '' },
      },
    };
    const branch = real.branches[real.activeBranchId]!;
    const ids = { response: 'resp_1' };
    const withIds = {
      ...real,
      branches: {
        [branch.id]: {
          ...branch,
          messages: branch.messages.map((m) =>
            m.provenance.kind === 'response' ? { ...m, provenance: { ...m.provenance, serverIds: ids } } : m,
          ),
        },
      },
    };
    const loaded = restore(JSON.stringify(recordOf(withIds)));
    expect(
      loaded.ok &&
        loaded.record.engine.branches[branch.id]!.messages.filter((m) => m.provenance.kind === 'response').map(
          (m) => (m.provenance as { serverIds?: unknown }).serverIds,
        ),
    ).toEqual([ids, ids]);
  });

  it('keeps a model script (wrong calls included) and names a damaged one', () => {
    const modelScript = [
      { kind: 'calls' as const, calls: [{ name: 'not_a_tool', arguments: '{"city": "Berlin"' }] },
      { kind: 'text' as const, content: 'Done.' },
    ];
    const record = recordOf({ ...seed, config: { ...seed.config, modelScript } });
    const result = restore(JSON.stringify(record));
    expect(result.ok && result.record.engine.config.modelScript).toEqual(modelScript);
    const damaged = {
      ...record,
      engine: {
        ...record.engine,
        config: { ...record.engine.config, modelScript: [{ kind: 'calls', calls: [{ name: 'x' }] }] },
      },
    };
    expect(errorOf(damaged)).toContain('engine.config.modelScript[0].calls[0].arguments is missing');
  });

  it('keeps an Assistants run pace and expiry, and names a pace or expiry it does not know', () => {
    const options = { ...seed.config.options, assistantsRunPace: 'slow' as const, assistantsExpiresAfterSeconds: 30 };
    const record = recordOf({ ...seed, config: { ...seed.config, options } });
    const result = restore(JSON.stringify(record));
    expect(result.ok && result.record.engine.config.options).toMatchObject({
      assistantsRunPace: 'slow',
      assistantsExpiresAfterSeconds: 30,
    });
    const withOptions = (patch: Record<string, unknown>) => ({
      ...record,
      engine: { ...record.engine, config: { ...record.engine.config, options: { ...options, ...patch } } },
    });
    expect(errorOf(withOptions({ assistantsRunPace: 'warp' }))).toContain('engine.config.options.assistantsRunPace');
    expect(errorOf(withOptions({ assistantsExpiresAfterSeconds: 0 }))).toContain(
      'engine.config.options.assistantsExpiresAfterSeconds',
    );
  });

  it('reads a bare engine state (format version 0) as a session', () => {
    const result = restore(JSON.parse(JSON.stringify(seed)));
    expect(result.ok && result.record.engine.branchOrder).toEqual(seed.branchOrder);
  });

  it('refuses a newer format version and says which versions it reads', () => {
    expect(errorOf({ ...recordOf(seed), version: 7 })).toBe(
      'This session was saved by a newer Loopscope (format version 7); this one reads versions up to 2.',
    );
    expect(errorOf({ ...recordOf(seed), version: 'one' })).toBe(
      'version must be a whole number from 0 to 2 (found "one").',
    );
  });

  it('names the missing or wrong field', () => {
    const record = recordOf(seed);
    const branchId = seed.activeBranchId;
    const noRole = structuredClone(record) as unknown as {
      engine: { branches: Record<string, { messages: { wire: { role?: string } }[] }> };
    };
    delete noRole.engine.branches[branchId]!.messages[2]!.wire.role;
    expect(errorOf(noRole)).toContain(`engine.branches.${branchId}.messages[2].wire.role is missing`);

    const badStatus = structuredClone(record) as unknown as {
      engine: { branches: Record<string, { exchanges: { status: unknown }[] }> };
    };
    badStatus.engine.branches[branchId]!.exchanges[0]!.status = '200';
    expect(errorOf(badStatus)).toContain(
      `engine.branches.${branchId}.exchanges[0].status expected number, received string`,
    );

    const { name: _name, ...noName } = record;
    expect(errorOf(noName)).toContain('name is missing (expected string)');
    expect(errorOf({ ...record, engine: { ...record.engine, activeBranchId: 'br_99' } })).toContain(
      'engine.activeBranchId is "br_99", which is not in engine.branches.',
    );
  });

  it("words a damaged file in Korean and Polish: zod's own wording per language for the detail, field paths and JSON types as written", () => {
    const { name: _name, createdAt: _createdAt, ...record } = recordOf(seed);
    const result = restore({ ...record, id: 7, updatedAt: 'now', readOnly: 'no', origin: null });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.error.text).toBe(
      'This session file is damaged:\nid expected string, received number\nname is missing (expected string)\ncreatedAt is missing (expected number)\n…and 3 more problems.',
    );
    expect(wordIn(result.error, 'en')).toBe(result.error.text);
    expect(wordIn(result.error, 'ko')).toBe(
      '이 세션 파일이 손상되었습니다:\nid: 예상 타입은 string, 받은 타입은 number입니다\nname: 필드가 없습니다(예상 타입은 string)\ncreatedAt: 필드가 없습니다(예상 타입은 number)\n…그 밖에 문제가 3개 더 있습니다.',
    );
    expect(wordIn(result.error, 'pl')).toBe(
      'Ten plik sesji jest uszkodzony:\nid: oczekiwano string, otrzymano liczba\nname: brakuje tego pola (oczekiwano string)\ncreatedAt: brakuje tego pola (oczekiwano liczba)\n…i jeszcze 3 problemy.',
    );
  });

  it("words the other refusals in Korean and Polish, numbers in the language's own format", () => {
    const refusal = (input: unknown) => {
      const result = restore(input);
      if (result.ok) throw new Error('expected a refusal');
      return result.error;
    };
    const tooBig = refusal('x'.repeat(50 * 1024 * 1024));
    expect(wordIn(tooBig, 'ko')).toBe('입력이 50.0MB입니다. Loopscope는 25MB까지의 세션만 엽니다.');
    expect(wordIn(tooBig, 'pl')).toBe('Dane mają 50,0 MB; Loopscope otwiera sesje do 25 MB.');
    expect(wordIn(refusal('[1,2]'), 'pl')).toBe(
      'Oczekiwano sesji Loopscope (obiektu JSON z "format": "loopscope-session"), a znaleziono tablicę.',
    );
    expect(wordIn(refusal({ hello: 1 }), 'ko')).toBe(
      'Loopscope 세션이 아닙니다: "format": "loopscope-session"이어야 합니다(현재: "format" 필드 없음).',
    );
    expect(wordIn(refusal({ ...recordOf(seed), version: 7 }), 'pl')).toBe(
      'Tę sesję zapisała nowsza wersja Loopscope (wersja formatu 7); ta odczytuje wersje do 2.',
    );
  });

  it('refuses what is not a session at all', () => {
    expect(errorOf('<html><body>hello</body></html>')).toMatch(/^This is not JSON: /);
    expect(errorOf('[1,2]')).toBe(
      'Expected a Loopscope session (a JSON object with "format": "loopscope-session"), found an array.',
    );
    expect(errorOf({ format: 'har' })).toBe(
      'Not a Loopscope session: expected "format": "loopscope-session", found "format": "har".',
    );
    expect(errorOf({ hello: 1 })).toBe(
      'Not a Loopscope session: expected "format": "loopscope-session", found no "format" field.',
    );
  });

  it('refuses 50 MB of junk by its size, before parsing it', () => {
    expect(errorOf('x'.repeat(50 * 1024 * 1024))).toBe('The input is 50.0 MB; Loopscope opens sessions up to 25 MB.');
  });

  it('keeps HTML in every string as plain text (it is data, never markup)', () => {
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const record = recordOf(seed, { name: evil });
    const branch = record.engine.branches[seed.activeBranchId]!;
    const poisoned = {
      ...record,
      engine: {
        ...record.engine,
        branches: {
          [branch.id]: {
            ...branch,
            label: evil,
            messages: branch.messages.map((m) => ({ ...m, wire: { ...m.wire, content: evil } })),
          },
        },
      },
    };
    const result = restore(JSON.stringify(poisoned));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.name).toBe(evil);
    expect(
      result.record.engine.branches[branch.id]!.messages.every(
        (m) => (m.wire as { content?: unknown }).content === evil,
      ),
    ).toBe(true);
  });

  it('marks a run saved mid-request as interrupted', () => {
    const branch = seed.branches[seed.activeBranchId]!;
    const midRun: EngineState = {
      ...seed,
      branches: {
        [branch.id]: {
          ...branch,
          status: 'running',
          exchanges: [
            ...branch.exchanges.slice(0, 1),
            { ...branch.exchanges[1]!, state: 'streaming', responseBody: null },
          ],
        },
      },
    };
    const result = restore(JSON.stringify(recordOf(midRun)));
    if (!result.ok) throw new Error(result.error.text);
    const restored = result.record.engine.branches[branch.id]!;
    expect(restored.status).toBe('aborted');
    expect(restored.stopReason).toBe(INTERRUPTED_RUN);
    expect(restored.exchanges[1]).toMatchObject({ state: 'aborted', error: INTERRUPTED_EXCHANGE });
    expect(restored.exchanges[0]!.state).toBe('done');
  });

  it('never throws on fuzzed input: every result is a session or a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string(), fc.anything()), (input) => {
        const result = restore(input);
        return result.ok || (typeof result.error.text === 'string' && result.error.text.length > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on fuzzed damage to a real session', () => {
    const text = JSON.stringify(recordOf(seed));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: text.length - 1 }),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 5 }),
        (at, cut, insert) => {
          const result = restore(text.slice(0, at) + insert + text.slice(at + cut));
          return result.ok || result.error.text.length > 0;
        },
      ),
      { numRuns: 200 },
    );
  });
});
