// The tools list and editor in Korean and Polish: the words come from those catalogs (Polish plural forms for schema
// errors), the wire names (function.name, strict: true) stay as sent, and no catalog key reaches the page.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type * as Ui from '../../ui';
import type { CodeEditorProps } from '../../ui';
import { fakeServices, renderWithSession } from '../../store/testing/render';
import { config, engineState, fakeEngine } from '../../store/testing/fixtures';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { newTool } from './tool-templates';
import { ToolsSection } from './ToolsSection';

// Monaco needs a real browser; a textarea with the same props stands in for it here (e2e covers the real editor).
vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  CodeEditor: ({ value, onChange, ariaLabel }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

/** Tools named `errors_<n>` get n strict-mode errors from the checker. */
const services = fakeServices({
  checkTool: (tool) =>
    Array.from({ length: Number(tool.name.split('_')[1] ?? 0) }, (_, i) => ({
      severity: 'error' as const,
      message: `additionalProperties must be false (${i})`,
      path: '',
    })),
});
const withTools = (...names: string[]) => fakeEngine(engineState({ config: { ...config, tools: names.map(newTool) } }));

describe('ToolsSection in other languages', () => {
  it('speaks Polish, with the plural forms of schema errors', async () => {
    await switchLanguage('pl');
    renderWithSession(<ToolsSection />, { engine: withTools('errors_1', 'errors_2', 'errors_5'), services });
    expect(screen.getByText('1 błąd schematu')).toBeTruthy();
    expect(screen.getByText('2 błędy schematu')).toBeTruthy();
    expect(screen.getByText('5 błędów schematu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj narzędzie errors_2' }));
    expect(screen.getByRole('heading', { name: 'Narzędzie: errors_2' })).toBeTruthy();
    expect(screen.getByLabelText('Nazwa function.name')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Uwagi trybu strict' }).textContent).toContain(
      'API odrzuci: additionalProperties must be false (0)',
    );
    expect(screen.getByRole('button', { name: 'Uruchom narzędzie' })).toBeTruthy();
    expect(leakedKeys('tool-editor')).toEqual([]);
  });

  it('speaks Korean in the list, the editor and the try-it box', async () => {
    await switchLanguage('ko');
    renderWithSession(<ToolsSection />, { engine: withTools('get_weather'), services });
    fireEvent.click(screen.getByRole('button', { name: '도구 get_weather 삭제' }));
    expect(screen.getByRole('status').textContent).toContain('get_weather을(를) 삭제했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '+ 도구 추가' }));
    expect(screen.getByRole('heading', { name: '도구: my_tool' })).toBeTruthy();
    expect(screen.getByLabelText('my_tool의 구현')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '도구 실행' }));
    expect(await screen.findByText('✓ 반환됨')).toBeTruthy();
    expect(leakedKeys('tool-editor')).toEqual([]);
  });
});
