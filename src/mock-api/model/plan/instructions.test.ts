// An agent's instructions as rules: a hand-off by the request's language, a refused topic, and the words each rule read.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { agentLanguage, refusal, routeByLanguage, toolsForRequest } from './instructions.ts';

const tool = (name: string, description = ''): FunctionDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties: {} },
});
const agents = [
  tool('transfer_to_dutch_desk'),
  tool('transfer_to_german_agent'),
  tool('transfer_to_helper', 'Handoff to the agent for Italian.'),
];
const lookup: FunctionDefinition = {
  name: 'find_recipe',
  description: 'Finds a recipe.',
  parameters: { type: 'object', properties: { dish: { type: 'string' } }, required: ['dish'] },
};
const chat = (system: string, user: string): ChatCompletionMessageParam[] => [
  { role: 'system', content: system },
  { role: 'user', content: user },
];
const ROUTER = 'Send German speakers to the German agent and Italian speakers to the helper. Answer English yourself.';
const reply = (messages: ChatCompletionMessageParam[], tools: FunctionDefinition[]) =>
  generateReply({
    messages,
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: new Date(Date.UTC(2026, 0, 5)),
  });

describe('routing by language', () => {
  it("knows an agent's language from its name or description", () => {
    expect(agents.map(agentLanguage)).toEqual(['Dutch', 'German', 'Italian']);
    expect(agentLanguage(lookup)).toBeUndefined();
  });

  it('hands off to the agent of the language the request is written in, naming the words it read', () => {
    const german = routeByLanguage(
      chat(ROUTER, 'Guten Tag, ich möchte ein Rezept für Kuchen.'),
      'Guten Tag, ich möchte ein Rezept für Kuchen.',
      agents,
    );
    expect(german?.tool.name).toBe('transfer_to_german_agent');
    expect(german?.reason).toMatch(/written in German \(read .*'guten'/);
    expect(german?.reason).toContain('the instructions say "Send German speakers to the German agent');
    expect(routeByLanguage(chat(ROUTER, 'x'), 'Buongiorno, vorrei la ricetta della torta.', agents)?.tool.name).toBe(
      'transfer_to_helper',
    );
    expect(routeByLanguage(chat(ROUTER, 'x'), 'A recipe for apple cake, please.', agents)).toBeNull();
  });

  it('plans an English request without the language agents, and calls its own tool', () => {
    expect(toolsForRequest('A recipe for apple cake, please.', [...agents, lookup]).map((t) => t.name)).toEqual([
      'find_recipe',
    ]);
    const english = reply(chat(ROUTER, 'Find a recipe for apple cake.'), [...agents, lookup]);
    expect(english.toolCalls.map((c) => c.name)).toEqual(['find_recipe']);
    const german = reply(chat(ROUTER, 'Guten Tag, ich brauche bitte ein Rezept.'), [...agents, lookup]);
    expect(german.toolCalls.map((c) => c.name)).toEqual(['transfer_to_german_agent']);
  });
});

describe('refusals the instructions ask for', () => {
  const GUARD = 'You are a recipe helper. Do not call any tool when the request is about alcohol or cocktails.';
  const ONLY = 'Refuse and call no tool when someone asks about anything but recipes and cooking, for instance taxes.';

  it('refuses a request that uses a forbidden topic word, and says which sentence and word', () => {
    expect(refusal(chat(GUARD, 'x'), 'Which cocktail goes with fish?')?.reason).toBe(
      `the instructions say "${GUARD.split('. ')[1]}" and the request is about 'cocktail'`,
    );
    expect(refusal(chat(GUARD, 'x'), 'A recipe for lentil soup')).toBeNull();
  });

  it('refuses what lies outside the topics allowed, and the examples given', () => {
    expect(refusal(chat(ONLY, 'x'), 'Help me with my taxes and recipes')?.reason).toMatch(/about 'taxe?'/);
    expect(refusal(chat(ONLY, 'x'), 'Who won the match yesterday?')?.reason).toMatch(/none of 'recipe', 'cooking'/);
    expect(refusal(chat(ONLY, 'x'), 'Any recipes with leeks?')).toBeNull();
  });

  it('answers in words, calling nothing, when a rule refuses', () => {
    const refused = reply(chat(GUARD, 'Find a cocktail recipe with rum.'), [lookup]);
    expect(refused.toolCalls).toEqual([]);
    expect(refused.explanation).toMatch(/request is about 'cocktail': calling no tool$/);
  });
});
