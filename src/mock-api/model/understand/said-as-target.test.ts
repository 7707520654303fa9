// Values marked as where something goes: English "to/into", Polish "na/do", the Korean particle 로/으로.
import { describe, expect, it } from 'vitest';
import { saidAsTarget } from './said-as-target.ts';

const at = (text: string, word: string) => saidAsTarget(text, text.indexOf(word), text.indexOf(word) + word.length);

describe('saidAsTarget', () => {
  it('reads the target words of the three UI languages', () => {
    expect(at('convert it to the fahrenheit scale', 'fahrenheit')).toBe(true);
    expect(at('change 20 pounds into euros', 'euros')).toBe(true);
    expect(at('Przelicz to na Fahrenheita', 'Fahrenheita')).toBe(true);
    expect(at('그걸 화씨로 바꿔줘', '화씨')).toBe(true);
  });

  it('does not take a source or a word merely near "to"', () => {
    expect(at('convert from celsius to fahrenheit', 'celsius')).toBe(false);
    expect(at('tomato soup in celsius', 'celsius')).toBe(false);
    expect(at('화씨 온도 보여줘', '화씨')).toBe(false);
  });
});
