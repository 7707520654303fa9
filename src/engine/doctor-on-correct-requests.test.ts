// The payload doctor over the app's own correct requests: every rule, every scenario, every API style and state mode, no error.
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '@loopscope/seed-scenarios';
import { diagnoseLoop, wireCallOf } from '@loopscope/payloads/doctor/index';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { createAssistantsHarness } from './testing/assistants-harness';
import type { SessionConfig } from './types';

type Mode = 'chat' | 'responses manual' | 'responses previous_response_id' | 'responses conversation' | 'assistants';
const MODES: Mode[] = [
  'chat',
  'responses manual',
  'responses previous_response_id',
  'responses conversation',
  'assistants',
];

function inMode(config: SessionConfig, mode: Mode): SessionConfig {
  if (mode === 'chat' || mode === 'assistants') return { ...config, apiStyle: mode };
  const state = mode.split(' ')[1] as 'manual' | 'previous_response_id' | 'conversation';
  return { ...config, apiStyle: 'responses', options: { ...config.options, responsesState: state } };
}

describe.each(MODES)('the doctor on every scenario’s correct requests, %s', (mode) => {
  it.each(SCENARIOS.map((s) => [s.id, s] as const))(
    '%s: the server took every request, and no rule calls one an error',
    async (_id, scenario) => {
      const config = inMode(scenario.config(), mode);
      const { engine } = mode === 'assistants' ? createAssistantsHarness(config) : createHarness({ config });
      await engine.run();
      for (const followUp of scenario.followUps) await engine.continueWith(followUp);
      const { exchanges } = activeBranch(engine);
      expect(exchanges.length).toBeGreaterThan(0);
      expect(exchanges.filter((e) => (e.status ?? 0) >= 400).map((e) => e.url)).toEqual([]);
      const errors = diagnoseLoop(exchanges.map(wireCallOf)).filter((f) => f.severity === 'error');
      expect(errors.map((f) => `${f.rule} @ request ${f.call}, ${f.at}: ${f.detail}`)).toEqual([]);
    },
  );
});
