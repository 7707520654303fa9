// The lesson highlight follows the exchange its step names, and only that: the app shell calls the hook, so any other
// engine change redrawing it would redraw the whole page.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { createStore } from 'zustand';
import type { LessonStepOf, LessonStore } from '../../store';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine, message } from '../../store/testing/fixtures';
import { LessonStoreContext } from './lesson-context';
import { useLessonHighlight } from './use-lesson-highlight';

let renders = 0;
function Probe() {
  renders += 1;
  return <output>{JSON.stringify(useLessonHighlight())}</output>;
}

function setup(step: LessonStepOf<'highlight'> | null) {
  renders = 0;
  const lessons = createStore(() => ({
    active: step ? { file: { steps: [step] } } : null,
    index: 0,
  })) as unknown as LessonStore;
  const engine = fakeEngine(engineState({ branches: { main: branch({ messages: [message('m1', 'user', 1)] }) } }));
  renderWithSession(
    <LessonStoreContext.Provider value={lessons}>
      <Probe />
    </LessonStoreContext.Provider>,
    { engine },
  );
  const push = (over: Parameters<typeof branch>[0]) =>
    act(() =>
      engine.push(engineState({ branches: { main: branch({ messages: [message('m1', 'user', 1)], ...over }) } })),
    );
  return { push };
}

afterEach(cleanup);

const inspectorStep: LessonStepOf<'highlight'> = {
  id: 'look',
  type: 'highlight',
  target: { in: 'inspector', request: 2, side: 'request', path: 'messages[0]' },
};

describe('useLessonHighlight', () => {
  it('does not redraw for engine changes when no lesson is open', () => {
    const { push } = setup(null);
    const before = renders;
    push({ messages: [message('m1', 'user', 1), message('m2', 'assistant', 2)], exchanges: [exchange(1, 1)] });
    push({ status: 'running' });
    expect(renders).toBe(before);
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('appears once the named request is recorded, and ignores other changes until then', () => {
    const { push } = setup(inspectorStep);
    const before = renders;
    push({ exchanges: [exchange(1, 1)] });
    push({ status: 'running', exchanges: [exchange(1, 1)] });
    expect(renders).toBe(before);
    expect(screen.getByRole('status').textContent).toBe('null');

    push({ exchanges: [exchange(1, 1), exchange(2, 3)] });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      in: 'inspector',
      exchangeId: 'ex-2-0',
      side: 'request',
      path: ['messages', 0],
    });
    expect(renders).toBe(before + 1);
  });
});
