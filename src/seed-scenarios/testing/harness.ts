// The engine test harness started from seed 001 unless a test gives its own session, and a scenario in Assistants mode:
// the seed-aware half of engine/testing/, kept here so the engine's own test support imports no layer above it.
import {
  createHarness as createEngineHarness,
  type Harness,
  type HarnessOptions,
} from '@loopscope/engine/testing/harness';
import type { SessionConfig } from '@loopscope/engine/types';
import { scenarioConfig, seed001Config, type ScenarioId } from '../index';

export {
  activeBranch,
  chat,
  FIXED_CLOCK,
  hangingFetch,
  mockTransport,
  readSeedFixture,
  roles,
  stallAfterFirstEvent,
  until,
  type Harness,
} from '@loopscope/engine/testing/harness';

export function createHarness(options: Partial<HarnessOptions> = {}): Harness {
  return createEngineHarness({ ...options, config: options.config ?? seed001Config() });
}

/** The session of a scenario in Assistants mode. */
export function assistantsConfig(id: ScenarioId, patch: Partial<SessionConfig> = {}): SessionConfig {
  return { ...scenarioConfig(id), apiStyle: 'assistants', ...patch };
}
