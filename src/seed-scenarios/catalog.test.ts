// A scenario that only one API style can run says so, so the picker offers it only there and picking it switches to that style.
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from './catalog';

/** What a configuration uses that only one style carries: Assistants' built-in tools and uploads, Responses' hosted MCP and state modes. */
function styleOnlyNeeds(config: ReturnType<(typeof SCENARIOS)[number]['config']>): string | null {
  const { options } = config;
  if ((options.assistantsTools?.length ?? 0) > 0 || (options.assistantsFiles?.length ?? 0) > 0) return 'assistants';
  if (options.hostedMcp !== undefined || (options.responsesState !== undefined && options.responsesState !== 'manual'))
    return 'responses';
  return null;
}

describe('the seed scenarios', () => {
  it('declare the style their configuration needs, and their configuration uses it', () => {
    const wrong = SCENARIOS.flatMap((scenario) => {
      const config = scenario.config();
      const needs = styleOnlyNeeds(config);
      if (needs === null) return [];
      return scenario.apiStyle === needs && config.apiStyle === needs
        ? []
        : [`${scenario.id}: needs ${needs}, declares ${scenario.apiStyle ?? 'none'}, configures ${config.apiStyle}`];
    });
    expect(wrong).toEqual([]);
  });

  it('include scenarios of each kind the check reads (a check that matched nothing would pass anything)', () => {
    expect(SCENARIOS.filter((s) => styleOnlyNeeds(s.config()) === 'assistants').length).toBeGreaterThanOrEqual(2);
    expect(SCENARIOS.filter((s) => styleOnlyNeeds(s.config()) === 'responses').length).toBeGreaterThanOrEqual(1);
  });
});
