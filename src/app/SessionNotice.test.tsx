// The status line above the timeline: the engine's and the store's own refusals in the learner's language, other
// failures as they came.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../store/testing/render';
import { engineState, fakeEngine } from '../store/testing/fixtures';
import { switchLanguage } from '../store/testing/language';
import { SessionNotice } from './SessionNotice';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe('SessionNotice', () => {
  it('words an engine notice by its code in Polish and Korean', async () => {
    const state = engineState({
      notice: 'There is no message 9 to edit on this branch.',
      noticeCode: { code: 'no-message', params: { index: 9 } },
    });
    await switchLanguage('pl');
    renderWithSession(<SessionNotice />, { engine: fakeEngine(state) });
    expect(screen.getByRole('status').textContent).toBe('Na tej gałęzi nie ma wiadomości 9 do edycji.');
    cleanup();
    await switchLanguage('ko');
    renderWithSession(<SessionNotice />, { engine: fakeEngine(state) });
    expect(screen.getByRole('status').textContent).toBe('이 브랜치에는 편집할 메시지 9이(가) 없습니다.');
  });

  it('words the read-only refusal by its key, and shows a notice without a code as it came', async () => {
    await switchLanguage('ko');
    const { store } = renderWithSession(<SessionNotice />, {
      engine: fakeEngine(engineState({ notice: 'A notice from an older session.' })),
    });
    expect(screen.getByRole('status').textContent).toBe('A notice from an older session.');
    store.getState().setReadOnly(true);
    await store.getState().run();
    expect((await screen.findByRole('status')).textContent).toBe(
      '이 공유 세션은 읽기 전용입니다. 실행하거나 편집하려면 내 세션으로 포크하세요.',
    );
  });
});
