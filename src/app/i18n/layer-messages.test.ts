// Messages from the layers without React (persistence, store) read the same through the app's i18next as through their
// own catalogs: English as their `text`, Korean and Polish as the layers' tests expect them (plurals, numbers, nesting).
import { afterEach, describe, expect, it } from 'vitest';
import { restore } from '../../persistence/restore';
import { restoreLesson } from '../../persistence/lesson/restore-lesson';
import { catalogTranslate, wordMessage, wordWithI18n, type Message } from '../../persistence/message';
import { importPayload } from '../../persistence/testing/import-payload';
import { say } from '../../store/say';
import { english } from './catalogs';
import { catalogs as korean } from './catalog-ko';
import { catalogs as polish } from './catalog-pl';
import { changeLanguage, i18n } from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

const byI18next = (message: Message) => wordWithI18n(message, i18n);
const CATALOGS = { en: english, ko: korean, pl: polish } as const;
const byCatalog = (message: Message, language: keyof typeof CATALOGS) =>
  wordMessage(message, catalogTranslate(CATALOGS[language] as never, language), language);

function refusals(): Message[] {
  const out: Message[] = [];
  const push = (result: { ok: true } | { ok: false; error: Message }) => {
    if (!result.ok) out.push(result.error);
  };
  push(restore('x'.repeat(26 * 1024 * 1024)));
  push(restore({ format: 'loopscope-session', version: 1 }));
  push(
    restore({
      format: 'loopscope-session',
      version: 1,
      id: 'x',
      name: 'n',
      createdAt: 0,
      updatedAt: 0,
      origin: { kind: 'local' },
      readOnly: false,
    }),
  );
  push(restore('[1]'));
  push(
    restoreLesson(
      {
        format: 'loopscope-lesson',
        version: 1,
        id: 'x',
        scenario: 's',
        steps: [{ id: 'a', type: 'dance' }],
        prose: { en: '# T' },
      },
      { scenarios: ['s'], labs: [] },
    ),
  );
  push(importPayload('[1]', 'x', 0));
  push(importPayload('[[1,2],[3]]', 'x', 0));
  push(
    importPayload(
      '{"log":{"entries":[{"request":{"method":"GET","url":"https://x.test/"},"response":{"status":200}}]}}',
      'x',
      0,
    ),
  );
  return out;
}

describe('persistence and store messages through i18next', () => {
  it('read in English exactly as their English text', () => {
    const messages = refusals();
    expect(messages.length).toBe(8);
    for (const message of messages) expect(byI18next(message)).toBe(message.text);
  });

  it("read in Korean and Polish as their catalogs word them, with the language's plural forms and number format", async () => {
    for (const language of ['ko', 'pl'] as const) {
      await changeLanguage(language);
      for (const message of refusals()) {
        const worded = byI18next(message);
        expect(worded).toBe(byCatalog(message, language));
        expect(worded).not.toBe(message.text);
      }
    }
    await changeLanguage('pl');
    const [tooBig, , , , , list, lists, har] = refusals();
    expect(byI18next(tooBig!)).toBe('Dane mają 26,0 MB; Loopscope otwiera sesje do 25 MB.');
    expect(byI18next(list!)).toMatch(
      /^Loopscope nie rozpoznał tego JSON-a \(lista z 1 elementem\)\. Odczytuje: sesję Loopscope/,
    );
    expect(byI18next(lists!)).toMatch(/\(lista z 2 elementami\)/);
    expect(byI18next(har!)).toMatch(/^Ten plik HAR ma 1 żądanie i nie jest ono wywołaniem/);
  });

  it("word a store message that quotes a persistence one (the import's status line and its format) in each language", async () => {
    const result = importPayload('[{"role":"user","content":"hi"}]', 'x', 0);
    if (!result.ok) throw new Error(result.error.text);
    const line = say('sessions.importedPaste', { file: 'x', format: result.format });
    expect(byI18next(line)).toBe(line.text);
    expect(line.text).toMatch(/^Imported the pasted text: recognised as Chat Completions messages array\. /);
    await changeLanguage('ko');
    expect(byI18next(line)).toMatch(
      /^붙여 넣은 텍스트를 가져왔습니다: Chat Completions messages 배열\(으\)로 인식했습니다\. /,
    );
    await changeLanguage('pl');
    expect(byI18next(line)).toMatch(
      /^Zaimportowano wklejony tekst \(rozpoznany format: tablica messages z Chat Completions\)\. /,
    );
  });
});
