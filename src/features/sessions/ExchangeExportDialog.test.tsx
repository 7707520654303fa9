// The export dialog of one exchange: asks the store for that exchange's files, shows the capture first, then each language.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand';
import {
  SavedSessionsProvider,
  type CodeExport,
  type SavedSessionsActions,
  type SavedSessionsState,
} from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { ExchangeExportDialog } from './ExchangeExportDialog';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const exchange = { id: 'ex-2', step: 2 } as Exchange;
const files: CodeExport = {
  ok: true,
  files: [
    { language: 'jsonl', fileName: 'request-2.jsonl', text: '{"request":{},"response":{}}\n' },
    { language: 'curl', fileName: 'request-2.sh', text: 'curl -sS -X POST …' },
    { language: 'typescript', fileName: 'request-2.ts', text: "import OpenAI from 'openai';" },
    { language: 'python', fileName: 'request-2.py', text: 'from openai import OpenAI' },
  ],
};

function renderDialog(open: Exchange | null, made: CodeExport = files) {
  const exportExchange = vi.fn(async () => made);
  const state = { exportExchange } as unknown as SavedSessionsState & SavedSessionsActions;
  render(
    <SavedSessionsProvider store={createStore(() => state)}>
      <ExchangeExportDialog exchange={open} index={1} onClose={() => {}} />
    </SavedSessionsProvider>,
  );
  return exportExchange;
}

describe('ExchangeExportDialog', () => {
  it('exports the exchange it was opened for: the capture file first, each language on its tab', async () => {
    const exportExchange = renderDialog(exchange);
    expect(exportExchange).toHaveBeenCalledWith(exchange, 1);
    expect(screen.getByRole('dialog', { name: 'Export request 2' })).toBeTruthy();
    expect((await screen.findByTestId('code-export-text')).textContent).toBe('{"request":{},"response":{}}\n');
    expect(screen.getByText(/one JSON Lines record/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download request-2.jsonl' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Python' }));
    expect(screen.getByTestId('code-export-text').textContent).toBe('from openai import OpenAI');
    expect(screen.getByText(/openai SDK for Python; it prints the status/)).toBeTruthy();
  });

  it('offers a WebSocket turn only the files it has (no curl tab) and says the programs speak over a socket', async () => {
    const socketFiles: CodeExport = {
      ok: true,
      files: files.ok ? files.files.filter((f) => f.language !== 'curl') : [],
    };
    renderDialog({ id: 'ex-1', step: 1, wire: 'websocket' } as Exchange, socketFiles);
    await screen.findByTestId('code-export-text');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Exchange file', 'TypeScript', 'Python']);
    fireEvent.click(screen.getByRole('tab', { name: 'TypeScript' }));
    expect(screen.getByText(/over the openai SDK's ResponsesWS/)).toBeTruthy();
  });

  it('asks for nothing while closed', () => {
    expect(renderDialog(null)).not.toHaveBeenCalled();
  });

  it('speaks Polish', async () => {
    await switchLanguage('pl');
    renderDialog(exchange);
    expect(screen.getByRole('dialog', { name: 'Eksport żądania 2' })).toBeTruthy();
    expect(await screen.findByText(/jeden rekord JSON Lines/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Plik wymiany' })).toBeTruthy();
    expect(leakedKeys('sessions')).toEqual([]);
  });
});
