// The lesson player's store over a real engine and the mock: steps act once, predictions are judged on the recorded bytes,
// a lab sends its broken request for real.
import { describe, expect, it } from 'vitest';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { SCENARIOS } from '@loopscope/seed-scenarios';
import { LABS } from '@loopscope/payloads/teaching/labs/index';
import { createLessonStore } from './lesson-store';
import { loadScenario, recordedRequests } from './lesson-runner';
import { createSessionStore } from '../session/session-store';

const scenarios = SCENARIOS.map((s) => ({
  id: s.id,
  label: s.title,
  description: '',
  followUps: s.followUps,
  config: s.config(),
  ...(s.translations ? { translations: s.translations } : {}),
}));

const lesson = {
  format: 'loopscope-lesson',
  version: 1,
  id: 'weather-test',
  scenario: 'seed-001-weather',
  steps: [
    { id: 'start', type: 'load', scenario: 'seed-001-weather' },
    {
      id: 'guess-roles',
      type: 'predict',
      request: 2,
      side: 'request',
      path: 'messages[*].role',
      choices: [{ label: 'a', value: [] }],
    },
    {
      id: 'look',
      type: 'highlight',
      target: { in: 'inspector', request: 2, side: 'request', path: 'messages[3].tool_call_id' },
    },
    {
      id: 'guess-finish',
      type: 'predict',
      request: 2,
      side: 'response',
      path: 'choices[0].finish_reason',
      choices: [{ label: 'a', value: 'stop' }],
    },
    { id: 'break', type: 'lab', lab: 'chat-forgot-assistant-message' },
  ],
  prose: {
    en: '# T\n<!-- step: start -->\na\n<!-- step: guess-roles -->\nb\n<!-- step: look -->\nc\n<!-- step: guess-finish -->\nd\n<!-- step: break -->\ne\n',
  },
};

function setup() {
  const { engine } = createHarness();
  const session = createSessionStore(engine);
  const lessons = createLessonStore({ session, scenarios, labs: LABS });
  expect(lessons.getState().addLessons([lesson])).toEqual([]);
  return { session, lessons };
}

describe('lesson store', () => {
  it('walks a lesson: a wrong and a right prediction, a highlight on the recorded request, a lab with the real error', async () => {
    const { session, lessons } = setup();
    await lessons.getState().open('weather-test');
    expect(recordedRequests(session)).toHaveLength(0);

    await lessons.getState().next();
    await lessons.getState().predict('guess-roles', ['system', 'user', 'tool', 'tool', 'tool']);
    expect(lessons.getState().predictions['guess-roles']).toEqual({
      guess: ['system', 'user', 'tool', 'tool', 'tool'],
      actual: ['system', 'user', 'assistant', 'tool', 'tool', 'tool'],
      right: false,
    });
    expect(recordedRequests(session)).toHaveLength(2);

    await lessons.getState().next();
    const second = recordedRequests(session)[1]!;
    expect(session.getState().selectedExchangeId).toBe(second.id);

    await lessons.getState().next();
    await lessons.getState().predict('guess-finish', 'stop');
    expect(lessons.getState().predictions['guess-finish']?.right).toBe(true);

    await lessons.getState().next();
    const broken = recordedRequests(session);
    expect(broken).toHaveLength(2);
    expect(broken[1]!.status).toBe(400);
    expect(JSON.parse(broken[1]!.responseBody!).error.message).toBe(
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    );
    expect(JSON.parse(broken[1]!.requestBody!).messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'tool',
      'tool',
      'tool',
    ]);
    expect(session.getState().engine.breakpoints).toBe(false);
  });

  it('a wrong prediction can be tried again: the choice unlocks and the new guess is judged on the same recorded bytes', async () => {
    const { session, lessons } = setup();
    await lessons.getState().open('weather-test');
    await lessons.getState().next();
    await lessons.getState().predict('guess-roles', ['system', 'user']);
    expect(lessons.getState().predictions['guess-roles']?.right).toBe(false);
    const sent = recordedRequests(session).map((e) => e.id);

    lessons.getState().retry('guess-roles');
    expect(lessons.getState().predictions['guess-roles']).toBeUndefined();
    await lessons.getState().predict('guess-roles', ['system', 'user', 'assistant', 'tool', 'tool', 'tool']);
    expect(lessons.getState().predictions['guess-roles']?.right).toBe(true);
    // Nothing is sent again: the second guess is compared with the request already recorded.
    expect(recordedRequests(session).map((e) => e.id)).toEqual(sent);
  });

  it('a lesson read in Korean or Polish sends the prompts its narration shows, and the mock answers in that language', async () => {
    const search = {
      format: 'loopscope-lesson',
      version: 1,
      id: 'search-test',
      scenario: 'seed-000-search',
      steps: [
        { id: 'start', type: 'load', scenario: 'seed-000-search' },
        { id: 'go', type: 'run' },
      ],
      prose: { en: '# T\n<!-- step: start -->\na\n<!-- step: go -->\nb\n' },
    };
    const expected = {
      ko: { system: '너는 검색 전문가야', user: '파이썬 GIL이 뭔지 검색해줘', answer: '찾은 내용입니다:' },
      pl: {
        system: 'Jesteś ekspertem od wyszukiwania',
        user: 'Wyszukaj, czym jest GIL w Pythonie',
        answer: 'Oto, co znalazłem:',
      },
    } as const;
    for (const language of ['ko', 'pl'] as const) {
      const session = createSessionStore(createHarness().engine);
      const lessons = createLessonStore({ session, scenarios, labs: LABS, language });
      lessons.getState().addLessons([search]);
      await lessons.getState().open('search-test');
      await lessons.getState().next();
      const [first, second] = recordedRequests(session);
      expect(JSON.parse(first!.requestBody!).messages).toEqual([
        { role: 'system', content: expected[language].system },
        { role: 'user', content: expected[language].user },
      ]);
      expect(JSON.parse(first!.responseBody!).choices[0].message.tool_calls[0].function.name).toBe('search_web');
      expect(JSON.parse(second!.responseBody!).choices[0].message.content).toMatch(
        new RegExp(`^${expected[language].answer}`),
      );
    }
  });

  it('Back moves the narration without running anything again', async () => {
    const { session, lessons } = setup();
    await lessons.getState().open('weather-test');
    await lessons.getState().next();
    await lessons.getState().next();
    const sent = recordedRequests(session).length;
    lessons.getState().back();
    lessons.getState().back();
    expect(lessons.getState().index).toBe(0);
    await lessons.getState().next();
    await lessons.getState().next();
    expect(recordedRequests(session)).toHaveLength(sent);
  });

  it('a refused import changes nothing; a teacher file with the same id replaces the old one', () => {
    const { lessons } = setup();
    const refused = lessons.getState().importLesson(JSON.stringify({ ...lesson, steps: [{ id: 'x', type: 'fly' }] }));
    expect(refused.ok).toBe(false);
    expect(lessons.getState().lessons).toHaveLength(1);
    const renamed = { ...lesson, prose: { en: lesson.prose.en.replace('# T', '# Renamed') } };
    expect(lessons.getState().importLesson(JSON.stringify(renamed)).ok).toBe(true);
    expect(lessons.getState().lessons.map((l) => l.prose.en.title)).toEqual(['Renamed']);
  });
});

describe('built-in lessons with prose loaded on demand', () => {
  const { prose: _prose, ...withoutProse } = lesson;
  const texts: Record<string, string> = {
    en: lesson.prose.en,
    ko: lesson.prose.en.replace('# T', '# 날씨'),
    pl: lesson.prose.en.replace('# T', '# Pogoda'),
  };

  function builtinSetup(prose: Record<string, string> = texts) {
    const loads: string[] = [];
    const { engine } = createHarness();
    const session = createSessionStore(engine);
    const source = {
      file: withoutProse,
      titles: { en: 'T', ko: '날씨', pl: 'Pogoda' },
      loadProse: async (language: 'en' | 'ko' | 'pl') => {
        loads.push(language);
        return prose[language]!;
      },
    };
    const lessons = createLessonStore({ session, scenarios, labs: LABS, language: 'ko', builtins: [source] });
    return { lessons, loads };
  }

  it('lists the lesson by its titles without loading prose; opening it loads English and the reader’s language only', async () => {
    const { lessons, loads } = builtinSetup();
    expect(lessons.getState().lessons.map((l) => l.prose.ko?.title)).toEqual(['날씨']);
    expect(loads).toEqual([]);
    await lessons.getState().open('weather-test');
    expect(loads.sort()).toEqual(['en', 'ko']);
    expect(lessons.getState().active?.prose.ko?.sections.start).toBe('a');
    expect(lessons.getState().active?.prose.pl?.sections).toEqual({});
  });

  it('reading it in another language loads that language; an export loads the rest and holds every language', async () => {
    const { lessons, loads } = builtinSetup();
    await lessons.getState().open('weather-test');
    await lessons.getState().setLanguage('pl');
    expect(lessons.getState().active?.prose.pl?.title).toBe('Pogoda');
    expect(lessons.getState().active?.prose.pl?.sections.start).toBe('a');
    const whole = await lessons.getState().exportable('weather-test');
    expect(Object.keys(whole!.file.prose).sort()).toEqual(['en', 'ko', 'pl']);
    expect(loads.sort()).toEqual(['en', 'ko', 'pl']);
  });

  it('switching language never shows a step without narration while the new language loads', async () => {
    const { lessons } = builtinSetup();
    await lessons.getState().open('weather-test');
    const seen: string[] = [];
    const unsubscribe = lessons.subscribe((state) => {
      const prose = state.active?.prose[state.language];
      seen.push(prose?.sections.start ?? '(no narration)');
    });
    await lessons.getState().setLanguage('pl');
    unsubscribe();
    expect(seen).not.toContain('(no narration)');
    expect(lessons.getState().language).toBe('pl');
    expect(lessons.getState().active?.prose.pl?.sections.start).toBe('a');
  });

  it('prose that does not narrate the steps is refused at opening, precisely, and nothing opens', async () => {
    const { lessons } = builtinSetup({ ...texts, ko: '# 날씨\n\n<!-- step: start -->\na\n' });
    await lessons.getState().open('weather-test');
    expect(lessons.getState().active).toBeNull();
    expect(lessons.getState().error?.text).toBe(
      'This lesson cannot be used: prose.ko has no section for step "guess-roles" (a line <!-- step: guess-roles --> before its narration).',
    );
  });

  it('prose that fails to load is a precise error line, not an exception, and nothing opens', async () => {
    const { engine } = createHarness();
    const session = createSessionStore(engine);
    const source = {
      file: withoutProse,
      titles: { en: 'T', ko: '날씨', pl: 'Pogoda' },
      loadProse: async () => {
        throw new Error('Failed to fetch dynamically imported module');
      },
    };
    const lessons = createLessonStore({ session, scenarios, labs: LABS, builtins: [source] });
    await lessons.getState().open('weather-test');
    expect(lessons.getState().active).toBeNull();
    expect(lessons.getState().error?.text).toBe(
      'The en narration of the lesson "weather-test" could not be loaded: Failed to fetch dynamically imported module',
    );
  });

  it('a teacher file with the id of a built-in lesson takes its place: opening it loads nothing', async () => {
    const { lessons, loads } = builtinSetup();
    expect(
      lessons
        .getState()
        .importLesson(JSON.stringify({ ...lesson, prose: { en: lesson.prose.en.replace('# T', '# Mine') } })).ok,
    ).toBe(true);
    await lessons.getState().open('weather-test');
    expect(lessons.getState().active?.prose.en.title).toBe('Mine');
    expect(loads).toEqual([]);
  });
});

describe('predicting the next payload in free play', () => {
  it('sends the next request for real and judges the guess on the recorded bytes; a bad path and an ended loop are refused precisely', async () => {
    const { session, lessons } = setup();
    loadScenario(session, scenarios.find((s) => s.id === 'seed-001-weather')!);

    expect(await lessons.getState().predictNext('request', 'messages[', ['system'])).toEqual({
      key: 'badPath',
      params: { path: 'messages[' },
    });
    expect(recordedRequests(session)).toHaveLength(0);

    expect(await lessons.getState().predictNext('request', 'messages[*].role', ['system', 'user'])).toBeNull();
    expect(lessons.getState().freePrediction).toEqual({
      guess: ['system', 'user'],
      actual: ['system', 'user'],
      right: true,
      request: 1,
      side: 'request',
      path: 'messages[*].role',
    });
    expect(recordedRequests(session)).toHaveLength(1);

    expect(await lessons.getState().predictNext('response', 'choices[0].finish_reason', 'tool_calls')).toBeNull();
    expect(lessons.getState().freePrediction).toMatchObject({
      guess: 'tool_calls',
      actual: 'stop',
      right: false,
      request: 2,
      side: 'response',
    });

    expect(await lessons.getState().predictNext('request', 'messages[*].role', [])).toEqual({
      key: 'loopEnded',
      params: { n: 3 },
    });
  });
});
