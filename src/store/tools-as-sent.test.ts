// The tools list as each API style sends it: nested for Chat, flat for Responses, nested again for the nested-tools mistake.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '../seed-scenarios';
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
    const mistaken = { ...base, apiStyle: 'responses' as const, options: { ...base.options, responsesMistake: 'responses-nested-tools' as const } };
    expect((toolsAsSent(mistaken)[0] as { function?: unknown }).function).toBeDefined();
  });
});
