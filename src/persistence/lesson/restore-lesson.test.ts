// restoreLesson: a teacher's lesson passes and round-trips; each kind of mistake is refused with a message naming it.
import { describe, expect, it } from 'vitest';
import type { Message } from '../message';
import { wordIn } from '../testing/words';
import { lessonFileText, restoreLesson } from './restore-lesson';

const catalog = { scenarios: ['seed-001-weather', 'calculator'], labs: ['chat-function-role'] };

/** A small lesson as a teacher would write it by hand. */
function teacherLesson(): Record<string, unknown> {
  return {
    format: 'loopscope-lesson',
    version: 1,
    id: 'my-calculator-lesson',
    scenario: 'calculator',
    steps: [
      { id: 'start', type: 'load', scenario: 'calculator' },
      { id: 'send', type: 'run', requests: 1 },
      {
        id: 'look',
        type: 'highlight',
        target: { in: 'inspector', request: 1, side: 'response', path: 'choices[0].message.tool_calls' },
      },
      { id: 'quiz', type: 'ask', choices: ['a string', 'an object'], answer: 0 },
    ],
    prose: {
      en: '# Calculator\n\nIntro.\n\n<!-- step: start -->\nLoad it.\n\n<!-- step: send -->\nSend.\n\n<!-- step: look -->\nLook.\n\n<!-- step: quiz -->\nWhat is it?\n',
      pl: '# Kalkulator\n\n<!-- step: start -->\nA.\n<!-- step: send -->\nB.\n<!-- step: look -->\nC.\n<!-- step: quiz -->\nD.\n',
    },
  };
}

function refusalMessage(edit: (lesson: Record<string, unknown>) => void): Message {
  const lesson = teacherLesson();
  edit(lesson);
  const result = restoreLesson(JSON.stringify(lesson), catalog);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

const refusal = (edit: (lesson: Record<string, unknown>) => void): string => refusalMessage(edit).text;

describe('restoreLesson', () => {
  it('accepts a teacher lesson, splitting prose into title, intro and one section per step', () => {
    const result = restoreLesson(JSON.stringify(teacherLesson()), catalog);
    if (!result.ok) throw new Error(result.error.text);
    expect(result.lesson.prose.en.title).toBe('Calculator');
    expect(result.lesson.prose.en.intro).toBe('Intro.');
    expect(result.lesson.prose.en.sections.quiz).toBe('What is it?');
    expect(result.lesson.prose.pl?.sections.look).toBe('C.');
    expect(result.lesson.prose.ko).toBeUndefined();
  });

  it('round-trips: the exported text restores to the same lesson', () => {
    const first = restoreLesson(teacherLesson(), catalog);
    if (!first.ok) throw new Error(first.error.text);
    const second = restoreLesson(lessonFileText(first.lesson), catalog);
    expect(second).toEqual(first);
    expect(JSON.parse(lessonFileText(first.lesson))).toEqual(teacherLesson());
  });

  it('refuses an unknown step type, naming the step and the known types', () => {
    const error = refusal((l) => ((l.steps as object[])[1] = { id: 'send', type: 'dance' }));
    expect(error).toBe(
      'This lesson cannot be used: steps[1].type is "dance", which is not a lesson step type. Known types: "load", "run", "highlight", "explain", "ask", "predict", "continue", "lab".',
    );
  });

  it('words the refusal in Korean and Polish from the same message (the step type and JSON names stay as written)', () => {
    const error = refusalMessage((l) => ((l.steps as object[])[1] = { id: 'send', type: 'dance' }));
    const known = '"load", "run", "highlight", "explain", "ask", "predict", "continue", "lab"';
    expect(wordIn(error, 'en')).toBe(error.text);
    expect(wordIn(error, 'ko')).toBe(
      `이 레슨은 사용할 수 없습니다: steps[1].type이 "dance"인데, 이는 레슨 단계 유형이 아닙니다. 사용할 수 있는 유형: ${known}.`,
    );
    expect(wordIn(error, 'pl')).toBe(
      `Tej lekcji nie można użyć: steps[1].type ma wartość "dance", a to nie jest typ kroku lekcji. Dostępne typy: ${known}.`,
    );
    const missingTitle = refusalMessage((l) => ((l.prose as Record<string, string>).pl = 'Kalkulator bez tytułu'));
    expect(wordIn(missingTitle, 'ko')).toBe('이 레슨은 사용할 수 없습니다: prose.pl: "# 제목" 줄로 시작해야 합니다.');
    expect(wordIn(missingTitle, 'pl')).toBe(
      'Tej lekcji nie można użyć: prose.pl: musi zaczynać się wierszem "# Tytuł".',
    );
  });

  it('refuses a missing scenario and an unknown one', () => {
    expect(refusal((l) => delete l.scenario)).toBe(
      'scenario is missing: a lesson names the scenario it starts from. Known scenarios: "seed-001-weather", "calculator".',
    );
    expect(refusal((l) => ((l.steps as Record<string, unknown>[])[0]!.scenario = 'nope'))).toBe(
      'This lesson cannot be used: steps[0].scenario is "nope", which is not a scenario of this Loopscope. Known scenarios: "seed-001-weather", "calculator".',
    );
  });

  it('refuses an unknown lab, a bad path and an answer out of range', () => {
    expect(refusal((l) => (l.steps as object[]).push({ id: 'lab', type: 'lab', lab: 'x' }))).toContain(
      'steps[4].lab is "x", which is not a break-it lab',
    );
    expect(
      refusal((l) => ((l.steps as Record<string, Record<string, unknown>>[])[2]!.target!.path = 'choices[')),
    ).toContain('"choices[", which is not a payload path');
    expect(refusal((l) => ((l.steps as Record<string, unknown>[])[3]!.answer = 2))).toContain(
      'steps[3].answer is 2, but the question has only 2 choices',
    );
  });

  it('takes a question’s choices as one text or one per language (English required), and refuses a choice without English by its path', () => {
    const lesson = teacherLesson();
    (lesson.steps as Record<string, unknown>[])[3]!.choices = ['a string', { en: 'an object', pl: 'obiekt' }];
    const result = restoreLesson(lesson, catalog);
    if (!result.ok) throw new Error(result.error.text);
    expect(result.lesson.file.steps[3]).toMatchObject({ choices: ['a string', { en: 'an object', pl: 'obiekt' }] });
    expect(JSON.parse(lessonFileText(result.lesson))).toEqual(lesson);
    expect(
      refusal((l) => ((l.steps as Record<string, unknown>[])[3]!.choices = ['a string', { pl: 'obiekt' }])),
    ).toMatch(/^This lesson cannot be used:\nsteps\[3\]\.choices\[1\]/);
  });

  it('refuses prose that does not narrate exactly the steps', () => {
    expect(refusal((l) => ((l.prose as Record<string, string>).en = '# T\n\n<!-- step: start -->\nA.\n'))).toBe(
      'This lesson cannot be used: prose.en has no section for step "send" (a line <!-- step: send --> before its narration).',
    );
    expect(refusal((l) => ((l.prose as Record<string, string>).pl += '<!-- step: extra -->\nE.\n'))).toContain(
      'prose.pl has a section for step "extra", which is not in steps.',
    );
    expect(refusal((l) => ((l.prose as Record<string, string>).en = 'no title'))).toContain(
      'prose.en must start with a "# Title" line.',
    );
  });

  it('refuses what is not a lesson at all, and a field of the wrong type, by its path', () => {
    expect(restoreLesson('{', catalog)).toMatchObject({
      ok: false,
      error: { text: expect.stringMatching(/^This is not JSON/) },
    });
    expect(restoreLesson({ format: 'loopscope-session' }, catalog)).toMatchObject({
      ok: false,
      error: {
        text: 'Not a Loopscope lesson: expected "format": "loopscope-lesson", found "format": "loopscope-session".',
      },
    });
    expect(refusal((l) => ((l.steps as Record<string, unknown>[])[1]!.requests = 0))).toMatch(
      /^This lesson cannot be used:\nsteps\[1\]\.requests /,
    );
    expect(refusal((l) => ((l.steps as Record<string, unknown>[])[1]!.colour = 'red'))).toContain('steps[1]');
  });

  it('takes the call a highlight points at as a method and a path, and refuses anything else, by its path', () => {
    const target = (l: Record<string, unknown>) => (l.steps as Record<string, Record<string, unknown>>[])[2]!.target!;
    const lesson = teacherLesson();
    target(lesson).call = 'POST /threads/*/runs';
    const accepted = restoreLesson(lesson, catalog);
    expect(accepted.ok).toBe(true);
    const error = refusal((l) => (target(l).call = 'send the run'));
    expect(error).toContain('steps[2].target.call');
    expect(error).toContain('expected a method and a path after /v1, e.g. "POST /threads/*/runs"');
  });
});
