// Tool scoring: the per-list index cache must never leak one request's tool objects or scores into another's.
import { describe, expect, it } from 'vitest';
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { scoreTools, toolListId, toolSays } from './tool-match.ts';

const tools = (): FunctionDefinition[] => [
  {
    name: 'water_plants',
    description: 'Waters the plants in a greenhouse bed',
    parameters: { type: 'object', properties: { bed: { type: 'string' } } },
  },
  {
    name: 'feed_fish',
    description: 'Feeds the fish in an aquarium tank',
    parameters: { type: 'object', properties: { tank: { type: 'string' } } },
  },
];

describe('scoreTools', () => {
  it('returns the tool objects of the request it scores, even when an equal list was scored before', () => {
    const first = tools();
    const second = tools();
    expect(scoreTools('please feed the fish', first)[0]!.tool).toBe(first[1]);
    const again = scoreTools('please feed the fish', second);
    expect(again[0]!.tool).toBe(second[1]);
    expect(again[0]!.nameHits).toEqual(['feed', 'fish']);
  });

  it('scores a changed tool list afresh instead of reusing the index of the old one', () => {
    const changed = tools();
    changed[0] = { ...changed[0]!, name: 'feed_birds', description: 'Feeds the birds in the aviary' };
    expect(scoreTools('water the greenhouse bed', tools())[0]!.tool.name).toBe('water_plants');
    // Only the parameter name still matches: the old name and description words are gone with the old tool.
    expect(scoreTools('water the greenhouse bed', changed).find((s) => s.tool.name === 'feed_birds')!.hits).toEqual([
      'bed',
    ]);
  });
});

describe('toolSays', () => {
  it('asks one tool at a time without pushing the lists a request sent out of the index cache', () => {
    const id = toolListId(tools());
    for (let i = 0; i < 20; i++) {
      const one: FunctionDefinition = { name: `tool_${i}`, description: `Tool number ${i}`, parameters: {} };
      expect(toolSays(one, 'number')).toBe(true);
    }
    expect(toolListId(tools())).toBe(id);
  });
});
