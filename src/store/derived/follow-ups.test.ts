// Follow-up chips fit the question the session asks: the scenario's own question (or its translation), never another.
import { describe, expect, it } from 'vitest';
import { followUpsFor } from './follow-ups';
import type { ScenarioChoice } from '../session/services';
import { branch, config, engineState, message } from '../testing/fixtures';

const weather: ScenarioChoice = {
  id: 'weather',
  label: 'Weather',
  description: '',
  followUps: ['What about Paris?'],
  config: { ...config, userMessage: "What's the weather in Berlin and Tokyo?" },
  translations: { ko: { systemPrompt: '날씨 도우미', userMessage: '베를린 날씨는?', followUps: ['파리는?'] } },
};
const asking = (userMessage: string) => engineState({ config: { ...config, userMessage } });

describe('followUpsFor', () => {
  it("offers the scenario's follow-ups while the session asks its question, in the language it asks in", () => {
    expect(followUpsFor(weather, asking("What's the weather in Berlin and Tokyo?"))).toEqual(['What about Paris?']);
    expect(followUpsFor(weather, asking('베를린 날씨는?'))).toEqual(['파리는?']);
  });

  it('offers none once the question is not the scenario’s, or without a scenario', () => {
    expect(followUpsFor(weather, asking('Search the web for what the Python GIL is.'))).toEqual([]);
    expect(followUpsFor(undefined, asking("What's the weather in Berlin and Tokyo?"))).toEqual([]);
  });

  it('does not offer a follow-up already asked on the branch', () => {
    const engine = engineState({
      config: weather.config,
      branches: {
        main: branch({
          messages: [
            message("What's the weather in Berlin and Tokyo?", 'user', 1),
            message('What about Paris?', 'user', 3),
          ],
        }),
      },
    });
    expect(followUpsFor(weather, engine)).toEqual([]);
  });
});
