// A lesson's prediction after a wrong guess: the real value is shown as the payload holds it, and Try again unlocks the choices.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand';
import type { LessonStepOf, LessonStore, PredictionResult } from '../../store';
import { LessonStoreContext } from './lesson-context';
import { PredictPanel } from './PredictPanel';

const step: LessonStepOf<'predict'> = {
  id: 'roles',
  type: 'predict',
  request: 2,
  side: 'request',
  path: 'messages[*].role',
  choices: [
    { label: 'system, user', value: ['system', 'user'] },
    { label: { en: 'with assistant', ko: 'assistant 포함' }, value: ['system', 'user', 'assistant', 'tool'] },
  ],
};

function setup(result: PredictionResult | null, language: 'en' | 'ko' = 'en') {
  const retried: string[] = [];
  const lessons = createStore(() => ({
    predictions: (result ? { roles: result } : {}) as Record<string, PredictionResult>,
    busy: false,
    language,
    // The request goes out and its answer is compared: the verdict arrives a moment later.
    predict: async (id: string, guess: unknown) => {
      await Promise.resolve();
      lessons.setState({ predictions: { [id]: { guess, actual: ['system', 'user'], right: true } } });
    },
    retry: (id: string) => {
      retried.push(id);
      lessons.setState({ predictions: {} });
    },
  })) as unknown as LessonStore;
  render(
    <LessonStoreContext.Provider value={lessons}>
      <PredictPanel step={step} />
    </LessonStoreContext.Provider>,
  );
  return { retried };
}

afterEach(cleanup);

describe('PredictPanel', () => {
  it('after a wrong guess shows the real value as a payload and lets the learner try again', () => {
    const { retried } = setup({
      guess: ['system', 'user'],
      actual: ['system', 'user', 'assistant', 'tool'],
      right: false,
    });
    expect(screen.getByRole('radio', { name: 'system, user' }).matches(':disabled')).toBe(true);
    const payload = screen.getByRole('figure', { name: 'The right answer, as the payload holds it' });
    expect(payload.querySelector('pre')?.textContent).toBe('[\n  "system",\n  "user",\n  "assistant",\n  "tool"\n]');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toEqual(['roles']);
    expect(screen.getByRole('radio', { name: 'system, user' }).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after a right guess offers no retry', () => {
    setup({ guess: 'stop', actual: 'stop', right: true });
    expect(screen.getByRole('status').textContent).toMatch(/^Right/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows a choice in the lesson language where the lesson words it, wire names as written', () => {
    setup({ guess: 'x', actual: 'x', right: true }, 'ko');
    expect(screen.getByRole('radio', { name: 'assistant 포함' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'system, user' })).toBeTruthy();
  });

  it('gives the focus to the verdict after "Send and compare", whose fieldset locks under the keyboard', async () => {
    setup(null);
    fireEvent.click(screen.getByRole('radio', { name: 'system, user' }));
    const send = screen.getByRole('button', { name: 'Send and compare' });
    send.focus();
    fireEvent.click(send);
    const verdict = await screen.findByRole('status');
    expect(document.activeElement).toBe(verdict);
  });

  it('leaves the focus alone when the step opens with a verdict already there', () => {
    setup({ guess: 'stop', actual: 'stop', right: true });
    expect(document.activeElement).toBe(document.body);
  });
});
