// @vitest-environment jsdom
// One name per thing a learner can be told to find: "Request n" in the timeline, inspector and doctor alike, and a
// lesson's own steps named apart ("Lesson step n of M"), in every UI language.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from './i18n';

afterEach(() => changeLanguage('en'));

/** The request word of each language, and the lesson word that only lesson steps carry. */
const WORDS = {
  en: { request: 'Request 3', lesson: 'Lesson step' },
  ko: { request: '요청 3', lesson: '레슨' },
  pl: { request: 'Żądanie 3', lesson: 'Krok lekcji' },
} as const;

describe.each(Object.entries(WORDS))('step and request labels in %s', (language, words) => {
  it('the timeline, the inspector and the doctor all call request 3 by one name; a lesson step is named apart', async () => {
    await changeLanguage(language as keyof typeof WORDS);
    // Keys checked by name at run time; the typed catalog keys would not add anything here.
    const t = i18n.t.bind(i18n) as unknown as (key: string, values: Record<string, unknown>) => string;
    const labels = {
      timeline: t('timeline:step.sent', { step: 3 }),
      inspector: t('inspector:exchange.step', { step: 3 }),
      inspectorRetry: t('inspector:exchange.stepRetry', { step: 3, attempt: 1 }),
      doctor: t('doctor:where', { request: 3, field: 'messages', detail: '' }),
    };
    for (const label of Object.values(labels)) {
      expect(label).toContain(words.request);
      expect(label).not.toContain(words.lesson);
    }
    // The inspector's list column over the request numbers says what they number.
    expect(words.request).toContain(t('inspector:list.step', {}));
    const lesson = t('workshop:stepOf', { n: 3, total: 9 });
    expect(lesson).toContain(words.lesson);
    expect(lesson).not.toContain(words.request);
  });
});
