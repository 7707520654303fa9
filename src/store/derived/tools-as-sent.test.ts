// The tools list as each API style sends it: nested for Chat, flat for Responses, nested again for the nested-tools mistake.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { toolsAsSent } from './tools-as-sent';

describe('toolsAsSent', () => {
  it('nests for Chat and flattens for Responses, the same fields either way', () => {
    const chat = seed001Config();
    const responses = { ...chat, apiStyle: 'responses' as const };
    const nested = toolsAsSent(chat) as { type: string; function: Record<string, unknown> }[];
    const flat = toolsAsSent(responses) as Record<string, unknown>[];
    expect(nested[0]!.function.name).toBe('get_weather');
    expect(flat.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature']);
    expect(flat[0]).toEqual({ type: 'function', ...nested[0]!.function });
  });

  it('shows Chat-shaped tools for the nested-tools mistake, because that is what it sends', () => {
    const base = seed001Config();
    const mistaken = {
      ...base,
      apiStyle: 'responses' as const,
      options: { ...base.options, mistake: 'responses-nested-tools' as const },
    };
    const sent = toolsAsSent(mistaken) as Record<string, unknown>[];
    // Chat's shape, field for field: `type` and a nested `function`, no flat `name` for the Responses API to read.
    expect(sent.map((tool) => Object.keys(tool).sort())).toEqual([
      ['function', 'type'],
      ['function', 'type'],
    ]);
    expect(sent.map((tool) => (tool.function as { name: string }).name)).toEqual([
      'get_weather',
      'convert_temperature',
    ]);
    expect(sent).toEqual(toolsAsSent(base));
  });
});
