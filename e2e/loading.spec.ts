// Heavy parts load late: the first screen works before Monaco and the sandbox are fetched, and each arrives on first use;
// lesson prose is never part of the entry.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

const MONACO = /\/assets\/MonacoEditor-[^/]+\.js$/;
const SANDBOX_WASM = /\/assets\/[^/]+\.wasm$/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

test('the first screen runs the loop before Monaco or the sandbox wasm is fetched; opening an editor fetches Monaco from the app itself', async ({
  page,
}) => {
  const urls = recordRequests(page);
  const app = new PlaygroundPage(page);
  await app.open();
  expect(urls.filter((u) => MONACO.test(u) || SANDBOX_WASM.test(u))).toEqual([]);

  await test.step('the loop runs before Monaco is fetched', async () => {
    await app.runToEnd();
    expect(await app.cardRoles()).toHaveLength(7);
    expect(urls.filter((u) => MONACO.test(u))).toEqual([]);
    // The seed tools ran in the sandbox, so its wasm arrived only once the run needed it.
    expect(urls.filter((u) => SANDBOX_WASM.test(u)).length).toBeGreaterThan(0);
  });

  await test.step('opening an editor fetches Monaco from the app itself, not a CDN', async () => {
    await app.tools.editButton('get_weather').click();
    await expect(app.tools.editors.first()).toBeVisible();
    const monaco = urls.filter((u) => MONACO.test(u));
    expect(monaco).toHaveLength(1);
    expect(new URL(monaco[0]!).host).toBe(new URL(page.url()).host);
  });
});

/** One distinctive sentence of each built-in lesson's prose in each language (plain text: no quotes or markup to escape). */
const LESSON_PROSE: Record<string, Record<'en' | 'ko' | 'pl', string>> = {
  'seed-000': {
    en: 'the multi-agent question of what to pass on',
    ko: '루프 안의 순서, 그리고 multi-agent에서 무엇을 넘길지',
    pl: 'budowa wiadomości i odpowiedzi, kolejność w pętli',
  },
  'seed-001': {
    en: 'We trace the weather assistant step by step',
    ko: '날씨 어시스턴트를 한 단계씩 따라가며',
    pl: 'Śledzimy asystenta pogodowego krok po kroku',
  },
  'seed-002': {
    en: 'every text-generation request is independent and stateless',
    ko: '텍스트 생성 요청 하나하나는 독립적이고',
    pl: 'każde żądanie generowania tekstu jest niezależne i bezstanowe',
  },
  'seed-003': {
    en: 'With plain text the difference hardly matters',
    ko: '출력 항목들로 이루어진 응답을 중심으로',
    pl: 'Przy zwykłym tekście różnica prawie nie ma znaczenia',
  },
  'seed-004': {
    en: 'the Assistants API keeps the conversation on the server',
    ko: '어시스턴트 API는 대화를 서버에 보관합니다',
    pl: 'API Assistants przechowuje rozmowę na serwerze',
  },
};

/** A sentence as a bundle may spell it: as is, or with non-ASCII letters escaped (`\uXXXX`). */
const spellings = (text: string) => [
  text,
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
];
const holds = (code: string, text: string) =>
  spellings(text).some((s) => code.includes(s) || code.toLowerCase().includes(s.toLowerCase()));

test('lesson prose stays out of the entry chunk and what it preloads: each lesson and language is a chunk fetched on opening', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const eager = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2]!);
  expect(eager.some((src) => /\/assets\/index-[^/]+\.js$/.test(src))).toBe(true);
  const eagerCode = await Promise.all(eager.map(async (src) => ({ src, code: await (await request.get(src)).text() })));
  const built = readdirSync('dist/assets')
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join('dist/assets', f), 'utf8'));
  for (const [folder, byLanguage] of Object.entries(LESSON_PROSE)) {
    for (const [language, sentence] of Object.entries(byLanguage)) {
      // The sentence is really in the lesson and in the build (so not finding it in the entry means something).
      expect(
        readFileSync(`src/features/workshop/lessons/${folder}/${language}.md`, 'utf8'),
        `${folder}/${language}.md`,
      ).toContain(sentence);
      expect(
        built.some((code) => holds(code, sentence)),
        `${folder} ${language} in dist/assets`,
      ).toBe(true);
      expect(
        eagerCode.filter(({ code }) => holds(code, sentence)).map(({ src }) => src),
        `${folder} ${language} in the entry`,
      ).toEqual([]);
    }
  }
});
