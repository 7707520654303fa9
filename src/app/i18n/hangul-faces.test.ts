// hangulOf: each Hangul syllable or jamo of the texts once, nothing else (what document.fonts.load is asked to fetch).
import { describe, expect, it } from 'vitest';
import { hangulOf } from './hangul-faces';

describe('hangulOf', () => {
  it('keeps each Korean character once, in first-seen order, and drops Latin, digits and punctuation', () => {
    expect(hangulOf(['실행 Run 2개', '실행… ㄱ'])).toBe('실행개ㄱ');
  });

  it('is empty for texts without Korean, so nothing is fetched', () => {
    expect(hangulOf(['Run', '東京', 'Łódź'])).toBe('');
  });
});
