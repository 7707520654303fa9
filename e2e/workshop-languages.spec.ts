// Workshop mode in Korean and Polish browsers: the 001 lesson followed to the end in the browser's language (one
// prediction right, one wrong, the room question, the four mistakes with the API's own untranslated words), and the
// main screens at 853×480 and 1280×800 in both themes with nothing cut or spilling out.
import { test, expect } from './fixtures';
import { LanguagePage, type Lang } from './pages/language-page';
import { WorkshopPage } from './pages/workshop-page';

const LESSON = 'seed-001';
const LESSON_URL = '/lessons/seed-001-payload-walkthrough';

/** wire-rules.md, word for word: the wire is never translated, whatever the UI language. */
const MISTAKE_ERRORS = [
  "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  "Unsupported value: 'messages[3].role' does not support 'function' with this model.",
  "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
  "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
];

const BROWSERS: [string, Lang][] = [
  ['ko-KR', 'ko'],
  ['pl-PL', 'pl'],
];

for (const [locale, lang] of BROWSERS) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test(`follow the 001 lesson to the end in ${lang}: one prediction right, one wrong, the mistakes in the API's words`, async ({ page, shot }) => {
      test.setTimeout(180_000);
      const ws = new WorkshopPage(page, lang);
      await page.goto(LESSON_URL);
      await ws.atStep(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(ws.title).toHaveText(ws.lessonTitle(LESSON));

      await ws.next();
      await ws.atStep(2);
      await ws.choice('system, user').check();
      await ws.checkPrediction.click();
      await expect(ws.verdict).toHaveText(ws.say('predictRight'));
      await shot(`workshop-${lang}-01-prediction-right`);

      for (const n of [3, 4, 5, 6]) {
        await ws.next();
        await ws.atStep(n);
      }
      await expect(ws.inspectorHighlight).toContainText('"arguments"');

      await ws.next();
      await ws.atStep(7);
      await ws.choice('A JSON object (a dict)').check();
      await expect(ws.verdict).toHaveText(ws.say('askWrong', { answer: 'A JSON-encoded string' }));

      await ws.next();
      await ws.atStep(8);
      await ws.next();
      await ws.atStep(9);
      await ws.choice('system, user, tool, tool, tool').check();
      await ws.checkPrediction.click();
      await expect(ws.verdict).toHaveText(ws.say('predictWrong'));
      await expect(ws.diffLines('added').first()).toBeVisible();
      await shot(`workshop-${lang}-02-prediction-wrong`);

      for (const n of [10, 11, 12, 13, 14]) {
        await ws.next();
        await ws.atStep(n);
      }
      await expect(ws.messageCard(10)).toBeVisible();

      for (const [i, error] of MISTAKE_ERRORS.entries()) {
        await ws.next();
        await ws.atStep(15 + i);
        await expect(ws.labError).toHaveText(error);
      }
      await shot(`workshop-${lang}-03-lab`);
      await ws.next();
      await ws.atStep(19);
      await expect(ws.nextButton).toBeDisabled();
      await expect(ws.player).toContainText(ws.say('finished'));
    });

    test(`screens in ${lang} at 853×480 and 1280×800, light and dark: the playground after a run, a lesson, the presenter view`, async ({ page, shot }) => {
      test.setTimeout(180_000);
      const ui = new LanguagePage(page);
      const ws = new WorkshopPage(page, lang);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [width, height] of [
          [1280, 800],
          [853, 480],
        ] as const) {
          await page.setViewportSize({ width, height });
          await ui.open();
          await ui.runToEnd();
          await shot(`lang-${lang}-playground-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `playground ${width}×${height} ${scheme}`).toEqual([]);

          await page.goto(LESSON_URL);
          await ws.atStep(1);
          await ws.next();
          await ws.atStep(2);
          await shot(`lang-${lang}-lesson-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `lesson ${width}×${height} ${scheme}`).toEqual([]);

          await ws.presenterButton.click();
          await ws.atStep(2);
          await shot(`lang-${lang}-presenter-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `presenter ${width}×${height} ${scheme}`).toEqual([]);
        }
      }
    });
  });
}
