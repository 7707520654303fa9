// A failure's words in Polish and Korean: the cut stream's event count in each language's plural form, the host and
// request filled in, and the English words unchanged from the store's own.
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from 'react-i18next';
import { failureOf } from '../../store';
import { exchange } from '../../store/testing/fixtures';
import { switchLanguage } from '../../store/testing/language';
import { failureWords } from './failure-words';

afterEach(() => switchLanguage('en'));

const cut = (events: number) =>
  failureOf(
    exchange(3, 2, {
      state: 'failed',
      status: 200,
      events: Array.from({ length: events }, () => ({ at: 0, data: '{}' }) as never),
    }),
  )!;
const words = (failure: ReturnType<typeof cut>) => failureWords(getI18n().getFixedT(null, 'timeline'), failure);

describe('failure words', () => {
  it('say in English exactly what the store says', () => {
    for (const failure of [
      cut(1),
      cut(5),
      failureOf(exchange(2, 2, { status: 429 }))!,
      failureOf(exchange(2, 2, { state: 'failed', status: null, error: 'Timeout: slow' }))!,
    ]) {
      expect(words(failure)).toEqual({ label: failure.label, summary: failure.summary });
    }
  });

  it('count stream events with the Polish plural forms', async () => {
    await switchLanguage('pl');
    expect(words(cut(1)).summary).toContain('urwał się po 1 zdarzeniu');
    expect(words(cut(5)).summary).toContain('urwał się po 5 zdarzeniach');
    expect(words(cut(5)).label).toBe('strumień przerwany');
  });

  it('name the host and the request in Korean', async () => {
    await switchLanguage('ko');
    const network = failureOf(
      exchange(2, 2, {
        state: 'failed',
        status: null,
        url: 'https://api.example.test/v1/chat/completions',
        error: 'Network: down',
      }),
    )!;
    expect(words(network)).toEqual({
      label: '연결 없음',
      summary: expect.stringContaining('요청 2을(를) 위해 api.example.test에 연결하지 못했습니다'),
    });
  });
});
