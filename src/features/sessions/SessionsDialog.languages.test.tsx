// The session controls in Korean and Polish: save state, the list with counts in Polish plural forms and its dates in
// the language's own format, and the notices — no catalog key on the page.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore } from 'zustand';
import {
  SavedSessionsProvider,
  type SessionMeta,
  type SavedSessionsActions,
  type SavedSessionsState,
  type SavedSessionsStore,
} from '../../store';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { SessionMenu } from './SessionMenu';
import { SessionNotices } from './SessionNotices';
import { SessionsDialog } from './SessionsDialog';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const updatedAt = Date.UTC(2026, 11, 1, 4, 5);
const meta = (id: string, messageCount: number, exchangeCount: number): SessionMeta => ({
  id,
  name: `Weather ${id}`,
  createdAt: updatedAt,
  updatedAt,
  origin: { kind: 'local' },
  readOnly: false,
  messageCount,
  exchangeCount,
  apiStyle: 'chat',
  revision: 1,
  writer: 'tab',
});

/** The list, save state and notices as the saved-sessions store would hold them; the actions are never called here. */
function sessionsStore(): SavedSessionsStore {
  const state: SavedSessionsState = {
    ready: true,
    list: [
      meta('a', 1, 2),
      {
        ...meta('b', 5, 22),
        apiStyle: 'responses',
        setup: { stream: true, transport: 'websocket', mcp: ['Weather MCP'] },
      },
    ],
    // Session b: browser storage refused it, so it is kept in this tab only.
    inTab: ['b'],
    replacing: false,
    current: { id: 'a', name: 'Weather a', createdAt: updatedAt, origin: { kind: 'local' }, readOnly: true },
    status: 'saved',
    storageNotice: null,
    conflict: meta('a', 1, 2),
    deleted: null,
    message: null,
  };
  return createStore(() => state as SavedSessionsState & SavedSessionsActions);
}

function renderAll() {
  render(
    <SavedSessionsProvider store={sessionsStore()}>
      <SessionMenu />
      <SessionNotices />
      <SessionsDialog open onClose={() => {}} />
    </SavedSessionsProvider>,
  );
}

const dateIn = (language: string) =>
  new Date(updatedAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

describe('sessions in other languages', () => {
  it('speak Korean', async () => {
    await switchLanguage('ko');
    renderAll();
    expect(screen.getByTestId('save-status').textContent).toBe('이 브라우저에 저장됨');
    expect(screen.getByRole('button', { name: '가져오기' })).toBeTruthy();
    const list = screen.getByRole('list', { name: '저장된 세션' });
    expect(within(list).getByRole('button', { name: 'Weather a 열기' }).textContent).toContain(
      `지금 열림 · Chat Completions · 메시지 1개 · 교환 2개 · ${dateIn('ko')}`,
    );
    // Same-named sessions tell apart by how they talk (issue 45 item 7).
    expect(within(list).getByRole('button', { name: 'Weather b 열기' }).textContent).toContain(
      'Responses · 스트리밍 · WebSocket · MCP: Weather MCP · 메시지 5개',
    );
    expect(screen.getByRole('button', { name: '포크해서 고치기' })).toBeTruthy();
    expect(
      screen.getByText('이 세션이 다른 탭에서 바뀌었습니다. 서로 덮어쓰지 않도록 이 탭의 저장을 멈췄습니다.'),
    ).toBeTruthy();
    expect(leakedKeys('sessions')).toEqual([]);
  });

  it('speak Polish, with its plural forms and date format', async () => {
    await switchLanguage('pl');
    renderAll();
    expect(screen.getByTestId('save-status').textContent).toBe('Zapisana w tej przeglądarce');
    const list = screen.getByRole('list', { name: 'Zapisane sesje' });
    expect(within(list).getByRole('button', { name: 'Otwórz Weather a' }).textContent).toContain(
      `otwarta teraz · Chat Completions · 1 wiadomość · 2 wymiany · ${dateIn('pl')}`,
    );
    expect(within(list).getByRole('button', { name: 'Otwórz Weather b' }).textContent).toContain(
      'Responses · strumieniowo · WebSocket · MCP: Weather MCP · 5 wiadomości · 22 wymiany',
    );
    expect(within(list).getByRole('button', { name: 'Otwórz Weather b' }).textContent).toContain(
      'tylko w tej karcie, niezapisana w przeglądarce',
    );
    expect(within(list).getByRole('button', { name: 'Otwórz Weather a' }).textContent).not.toContain(
      'tylko w tej karcie',
    );
    expect(screen.getByTestId('in-tab-notice').textContent).toMatch(/^1 sesja jest tylko w tej karcie/);
    // The date really is Polish: month names differ from English ones.
    expect(dateIn('pl')).not.toBe(dateIn('en'));
    expect(screen.getByRole('button', { name: 'Usuń Weather b' })).toBeTruthy();
    expect(leakedKeys('sessions')).toEqual([]);
  });
});
