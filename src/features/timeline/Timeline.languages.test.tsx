// The timeline in Korean and Polish: request separators and tool-call counts in each language's plural forms, tool
// durations and long-text sizes in its number format, wire names untouched — and no catalog key on the page.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import type { TimelineEntry } from '@loopscope/engine/types';
import { Timeline } from './Timeline';
import { stubTimelineLayout } from './testing/jsdom-layout';

const call = (id: string) => ({
  id,
  type: 'function' as const,
  function: { name: 'get_weather', arguments: '{"city": "Berlin"}' },
});
const longText = 'x'.repeat(25_000);
const entries: TimelineEntry[] = [
  {
    id: 's',
    style: 'chat',
    kind: 'system',
    wire: { role: 'system', content: longText },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'u',
    style: 'chat',
    kind: 'user',
    wire: { role: 'user', content: 'Weather in Berlin?' },
    provenance: { kind: 'config' },
    firstSentInStep: 1,
  },
  {
    id: 'a',
    style: 'chat',
    kind: 'assistant',
    wire: {
      role: 'assistant',
      content: null,
      tool_calls: [call('call_a'), call('call_b'), call('call_c'), call('call_d'), call('call_e')],
    },
    provenance: { kind: 'response', exchangeId: 'ex-1-0' },
    firstSentInStep: 2,
  },
  {
    id: 't',
    style: 'chat',
    kind: 'tool-result',
    wire: { role: 'tool', tool_call_id: 'call_a', content: '{"temp": 18}' },
    provenance: { kind: 'tool-result', exchangeId: 'ex-1-0', toolCallId: 'call_a' },
    toolRun: { callId: 'call_a', name: 'get_weather', output: '{"temp": 18}', ok: true, logs: [], durationMs: 1.5 },
    firstSentInStep: 2,
  },
];

function setup(requests: [number, number][]) {
  const engine = fakeEngine(
    engineState({
      branches: {
        main: branch({ messages: entries, exchanges: requests.map(([step, count]) => exchange(step, count)) }),
      },
    }),
  );
  return renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
}

beforeEach(stubTimelineLayout);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('the timeline in Polish', () => {
  it('counts messages and tool calls with the Polish plural forms and formats numbers the Polish way', async () => {
    await switchLanguage('pl');
    // 2 → "few", 5 → "many" in Polish; the Chat wire's `content: null` stays as sent.
    setup([
      [1, 2],
      [2, 5],
    ]);
    expect(screen.getByRole('button', { name: /^Żądanie 1 → wysłano 2 wiadomości/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Żądanie 2 → wysłano 5 wiadomości/ })).toBeTruthy();
    const calls = screen.getByRole('article', { name: 'messages[2], assistant · tool_calls' });
    expect(calls.textContent).toContain('content: null');
    expect(calls.textContent).toContain('by najpierw uruchomił 5 narzędzi.');
    // 1.5 ms with a decimal comma; 25 000 with a (non-breaking) space as the thousands separator.
    expect(screen.getByRole('article', { name: 'messages[3], tool' }).textContent).toContain(
      'twój kod uruchomił get_weather w 1,5 ms',
    );
    expect(screen.getByRole('button', { name: /^Pokaż wszystkie znaki \(25\s000\)$/ })).toBeTruthy();
    expect(leakedKeys('timeline')).toEqual([]);
  });

  it('uses the singular for one message', async () => {
    await switchLanguage('pl');
    setup([[1, 1]]);
    expect(screen.getByRole('button', { name: /^Żądanie 1 → wysłano 1 wiadomość/ })).toBeTruthy();
  });
});

describe('the timeline in Korean', () => {
  it('counts with the Korean counter and keeps the wire names', async () => {
    await switchLanguage('ko');
    setup([
      [1, 2],
      [2, 5],
    ]);
    expect(screen.getByRole('button', { name: /^요청 2 → 메시지 5개 전송/ })).toBeTruthy();
    const result = screen.getByRole('article', { name: 'messages[3], tool' });
    expect(within(result).getByText('call_a').closest('.call-link')?.textContent).toBe(
      'call_a에 대한 답 get_weather에서',
    );
    expect(screen.getByRole('button', { name: /^25,000자 모두 보기$/ })).toBeTruthy();
    expect(leakedKeys('timeline')).toEqual([]);
  });
});

describe("why the loop stopped, in the learner's language", () => {
  it("words the engine's stop code in Korean and Polish, quoting the API's own message untranslated", async () => {
    const stopped = branch({
      messages: entries.slice(0, 2),
      exchanges: [exchange(1, 2)],
      status: 'error',
      stopReason: 'The API answered HTTP 429: Rate limit reached',
      stop: { code: 'http', params: { status: 429, message: 'Rate limit reached' } },
    });
    await switchLanguage('ko');
    renderWithSession(<Timeline onOpenPending={() => {}} />, {
      engine: fakeEngine(engineState({ branches: { main: stopped } })),
    });
    expect(screen.getByText(/API가 HTTP 429로 답했습니다: Rate limit reached/)).toBeTruthy();
    cleanup();
    await switchLanguage('pl');
    renderWithSession(<Timeline onOpenPending={() => {}} />, {
      engine: fakeEngine(engineState({ branches: { main: stopped } })),
    });
    expect(screen.getByText(/API odpowiedziało HTTP 429: Rate limit reached/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('The API answered');
  });

  it('shows a reason saved without a code (an older session) as it was saved', async () => {
    const old = branch({
      messages: entries.slice(0, 2),
      status: 'aborted',
      stopReason: 'Interrupted by a page reload. Run again to continue from here.',
    });
    await switchLanguage('pl');
    renderWithSession(<Timeline onOpenPending={() => {}} />, {
      engine: fakeEngine(engineState({ branches: { main: old } })),
    });
    expect(screen.getByText(/Interrupted by a page reload/)).toBeTruthy();
  });
});

describe('a loop that stopped on an HTTP error', () => {
  const message =
    "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.";
  function stopped(status: 'error' | 'done') {
    const failed = exchange(1, 2, {
      status: 400,
      responseBody: JSON.stringify({
        error: { message, type: 'invalid_request_error', param: 'tools[0].type', code: 'invalid_value' },
      }),
    });
    const engine = fakeEngine(
      engineState({
        branches: { main: branch({ messages: entries.slice(0, 2), exchanges: [failed], status, stopReason: message }) },
      }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    return document.querySelector('.status-row')!;
  }

  it.each([
    ['en', 'The loop stopped on an error (HTTP 400)'],
    ['ko', '오류로 루프가 멈췄습니다 (HTTP 400)'],
    ['pl', 'Pętla zatrzymała się na błędzie (HTTP 400)'],
  ] as const)('says so with the status in %s, never that the loop is done', async (language, title) => {
    await switchLanguage(language);
    const row = stopped('error');
    expect(row.querySelector('strong')!.textContent).toBe(title);
    expect(row.textContent).toContain(message);
    expect(leakedKeys('timeline')).toEqual([]);
  });

  it('keeps "done" for a loop whose last answer was fine', () => {
    expect(stopped('done').querySelector('strong')!.textContent).toBe('The loop is done');
  });
});

describe("the mock model's note on a card", () => {
  const note = "picked get_weather (the request says 'weather'); city from 'Berlin'";
  function withNote() {
    const sent = exchange(1, 2, { responseHeaders: { 'x-loopscope-explanation': encodeURIComponent(note) } });
    const engine = fakeEngine(
      engineState({ branches: { main: branch({ messages: entries, exchanges: [sent, exchange(2, 5)] }) } }),
    );
    renderWithSession(<Timeline onOpenPending={() => {}} />, { engine });
    return screen.getAllByTestId('model-explanation')[0]!;
  }

  it.each([
    ['ko', "get_weather 선택 (요청에 'weather'이(가) 있음); city ← 'Berlin'"],
    ['pl', "wybrano get_weather (żądanie mówi 'weather'); city z 'Berlin'"],
  ] as const)('speaks the UI language (%s), names and quotes as the mock wrote them', async (language, words) => {
    await switchLanguage(language);
    expect(withNote().textContent).toContain(words);
    expect(withNote().textContent).not.toContain('the request says');
  });

  it('reads in English as the mock wrote it', () => {
    expect(withNote().textContent).toContain(note);
  });
});
