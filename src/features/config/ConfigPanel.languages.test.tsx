// The configuration panel in Korean and Polish: labels, hints and options from those catalogs, numbers in the
// language's own format, Polish plural forms, wire names (tool_choice values, API styles) left as the API spells them.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServices, renderWithSession } from '../../store/testing/render';
import { config, engineState, fakeEngine } from '../../store/testing/fixtures';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { ConfigPanel } from './ConfigPanel';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const scripted = (turns: number) =>
  fakeEngine(
    engineState({
      config: {
        ...config,
        modelScript: Array.from({ length: turns }, () => ({ kind: 'text' as const, content: 'hi' })),
      },
    }),
  );

describe('ConfigPanel in other languages', () => {
  it('speaks Korean, with Korean number grouping and the wire names untouched', async () => {
    await switchLanguage('ko');
    renderWithSession(<ConfigPanel tools={null} />, { engine: scripted(2) });
    expect(screen.getByText('요청')).toBeTruthy();
    expect(screen.getByLabelText('시나리오')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Chat Completions' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'auto — 모델이 결정' })).toBeTruthy();
    expect(screen.getByText('2턴')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('컨텍스트 윈도 128,000 토큰, 출력 최대 16,384 토큰.')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('제공자'), { target: { value: 'openai' } });
    expect(screen.getByText('모델 목록을 불러오려면 API 키를 입력하세요.')).toBeTruthy();
    expect(leakedKeys('config')).toEqual([]);
  });

  it('lists the scenarios under their Korean titles, a classic mistake with its HTTP status', async () => {
    await switchLanguage('ko');
    const scenarios = [
      { id: 'seed-000-search', label: 'Search the web for the Python GIL', description: '', followUps: [], config },
      { id: 'strict-mistake', label: 'Strict-mode mistake (HTTP 400)', description: '', followUps: [], config },
    ];
    renderWithSession(<ConfigPanel tools={null} />, {
      services: fakeServices({ scenarios, defaultScenarioId: 'seed-000-search' }),
    });
    expect(screen.getByRole('option', { name: '파이썬 GIL 웹 검색' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Strict 모드 실수 (HTTP 400)' })).toBeTruthy();
  });

  it('speaks Polish, with its number format and plural forms', async () => {
    await switchLanguage('pl');
    const { unmount } = renderWithSession(<ConfigPanel tools={null} />, { engine: scripted(2) });
    expect(screen.getByText('Żądanie')).toBeTruthy();
    expect(screen.getByText('2 tury')).toBeTruthy();
    // Polish groups thousands with a no-break space (which getByText would normalise away).
    await waitFor(() =>
      expect(document.body.textContent).toContain('Okno kontekstu: 128\u00a0000 tokenów, do 16\u00a0384 na wyjściu.'),
    );
    expect(screen.getByRole('group', { name: 'Tura 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Uszkodzony JSON' })).toBeTruthy();
    expect(leakedKeys('config')).toEqual([]);
    unmount();
    renderWithSession(<ConfigPanel tools={null} />, { engine: scripted(5) });
    expect(screen.getByText('5 tur')).toBeTruthy();
  });
});
