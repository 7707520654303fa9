// Test sessions: the seed walkthrough run for real against the mock, wrapped as a saved record.
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { EngineState } from '@loopscope/engine/types';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../session-record';

/** The seed 001 walkthrough, run to its final answer; `over` edits the configuration first (e.g. a real provider). */
export async function ranSeedState(over: Partial<EngineState['config']> = {}): Promise<EngineState> {
  const { engine } = createHarness();
  engine.configure({ ...engine.getState().config, ...over });
  await engine.run();
  return engine.getState();
}

export function recordOf(engine: EngineState, over: Partial<SessionRecord> = {}): SessionRecord {
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    id: 'session-1',
    name: 'Weather walkthrough',
    createdAt: 1,
    updatedAt: 2,
    origin: { kind: 'local' },
    readOnly: false,
    engine,
    ...over,
  };
}
