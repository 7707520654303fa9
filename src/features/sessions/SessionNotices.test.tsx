// The storage notice: why sessions are not being kept, in words for each reason and in each language, with the browser's detail.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand';
import {
  SavedSessionsProvider,
  type SavedSessionsActions,
  type SavedSessionsState,
  type StorageProblem,
} from '../../store';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { SessionNotices } from './SessionNotices';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

function renderNotice(
  storageNotice: StorageProblem | null,
  over: Partial<SavedSessionsState> = {},
  actions: Partial<SavedSessionsActions> = {},
) {
  const state: SavedSessionsState = {
    ready: true,
    list: [],
    inTab: [],
    current: { id: 'a', name: 'Weather', createdAt: 0, origin: { kind: 'local' }, readOnly: false },
    status: 'memory',
    storageNotice,
    replacing: false,
    conflict: null,
    deleted: null,
    message: null,
    ...over,
  };
  render(
    <SavedSessionsProvider
      store={createStore(() => ({ ...state, ...actions }) as SavedSessionsState & SavedSessionsActions)}
    >
      <SessionNotices />
    </SavedSessionsProvider>,
  );
}

const refusal = 'A mutation operation was attempted on a database that did not allow mutations.';

describe('storage notice', () => {
  it('names a refused storage with the browser’s words and says the session keeps working in this tab', () => {
    renderNotice({ reason: 'refused', detail: refusal });
    expect(screen.getByTestId('storage-notice').textContent).toBe(
      `The browser refused storage (${refusal.slice(0, -1)}), so sessions are kept in this tab only. Everything still works; export a file to keep a session.`,
    );
  });

  it('says a full disk keeps sessions in the tab, listed, and what was saved before', () => {
    renderNotice({ reason: 'full', detail: 'The quota has been exceeded.' });
    expect(screen.getByRole('status').textContent).toBe(
      'Browser storage is full, so sessions are kept in this tab only (they stay in the Sessions list until the tab closes); what was saved before is kept. Export a file to keep a session.',
    );
  });

  it('offers to open the run a Reset kept aside', () => {
    const open = vi.fn(async () => {});
    renderNotice(
      null,
      {
        message: {
          tone: 'info',
          key: 'store:sessions.keptRun',
          text: 'Your run is kept',
          params: { name: 'Weather' },
          sessionId: 'kept-1',
        },
      },
      { open },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the kept run' }));
    expect(open).toHaveBeenCalledWith('kept-1');
  });

  it('shows nothing while storage works', () => {
    renderNotice(null);
    expect(screen.queryByTestId('storage-notice')).toBeNull();
  });

  it.each([
    ['ko', 'unavailable', '이 브라우저는 여기서 저장소를 제공하지 않습니다'],
    ['pl', 'failed', `Zapisywanie nie powiodło się (${refusal.slice(0, -1)}).`],
  ] as const)('speaks %s (%s)', async (language, reason, start) => {
    await switchLanguage(language);
    renderNotice({ reason, detail: refusal });
    expect(screen.getByTestId('storage-notice').textContent!.startsWith(start)).toBe(true);
    expect(leakedKeys('sessions')).toEqual([]);
  });
});
