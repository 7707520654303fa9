// A scenario made for one API style, with another style picked afterwards: which style it needs (Run is off until then).
import { describe, expect, it } from 'vitest';
import { styleTheScenarioNeeds } from './scenario-style';

const scenarios = [
  { id: 'seed-001', apiStyle: undefined },
  { id: 'seed-004-math-tutor', apiStyle: 'assistants' as const },
];

describe('styleTheScenarioNeeds', () => {
  it('names Assistants for an Assistants-only scenario while Chat Completions is picked', () => {
    expect(styleTheScenarioNeeds(scenarios, 'seed-004-math-tutor', 'chat')).toBe('assistants');
    expect(styleTheScenarioNeeds(scenarios, 'seed-004-math-tutor', 'responses')).toBe('assistants');
  });

  it('is null when the style fits, the scenario runs in any style, or no scenario is chosen', () => {
    expect(styleTheScenarioNeeds(scenarios, 'seed-004-math-tutor', 'assistants')).toBeNull();
    expect(styleTheScenarioNeeds(scenarios, 'seed-001', 'chat')).toBeNull();
    expect(styleTheScenarioNeeds(scenarios, null, 'chat')).toBeNull();
    expect(styleTheScenarioNeeds(scenarios, 'gone', 'chat')).toBeNull();
  });
});
