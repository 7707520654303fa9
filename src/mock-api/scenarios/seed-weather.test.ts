// Seed 001's scripted turns are named by the request they answer, in the numbering the inspector and the timeline use
// ("Request 1"), not by the walkthrough's file number ("Step 2" under request 1 read as a second request).
import { describe, expect, it } from 'vitest';
import { seed001Json } from '../../../vendor/index.ts';
import type { ChatCompletionCreateParams } from '@loopscope/wire/chat-types';
import { seedWeatherScenario } from './seed-weather.ts';
import { findScriptedTurn } from './reply-script.ts';

describe('seed 001 walkthrough turns', () => {
  it.each([
    ['1-request.json', 1],
    ['3-request.json', 2],
  ] as const)('the turn that answers %s names request %i', (file, request) => {
    const body = seed001Json<ChatCompletionCreateParams>(file);
    const turn = seedWeatherScenario.turns.find((t) => t.matches(body))!;
    expect(turn.name).toMatch(new RegExp(`^Answer to request ${request}:`));
    expect(turn.name).not.toMatch(/\bStep\b/);
  });

  it('a steer that says how to answer ("Answer in Polish.") leaves request 2 to the model, which can follow it', () => {
    const body = seed001Json<ChatCompletionCreateParams>('3-request.json');
    expect(findScriptedTurn([seedWeatherScenario], body)).toBeDefined();
    const calls = body.messages.findIndex((m) => m.role === 'assistant');
    const steered = {
      ...body,
      messages: [
        ...body.messages.slice(0, calls + 1),
        { role: 'user' as const, content: 'Answer in Polish.' },
        ...body.messages.slice(calls + 1),
      ],
    };
    expect(findScriptedTurn([seedWeatherScenario], steered)).toBeUndefined();
  });
});
