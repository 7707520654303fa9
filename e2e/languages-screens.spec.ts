// The main screens in Korean and Polish browsers at 853×480 and 1280×800, light and dark: the playground after the
// seed run, a lesson beside it, and the presenter view — screenshots for people to look at, and no cut or spilling text
// (Polish strings are long; Korean needs a Hangul font).
import { test, expect } from './fixtures';
import { LanguagePage, type Lang } from './pages/language-page';

const LESSON_URL = '/lessons/seed-001-payload-walkthrough';
const BROWSERS: [string, Lang][] = [
  ['ko-KR', 'ko'],
  ['pl-PL', 'pl'],
];
const SIZES = [
  [1280, 800],
  [853, 480],
] as const;

for (const [locale, lang] of BROWSERS) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test(`screens in ${lang} at 853×480 and 1280×800, light and dark: playground after a run, a lesson, the presenter view`, async ({ page, shot }) => {
      test.setTimeout(240_000);
      const ui = new LanguagePage(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [width, height] of SIZES) {
          const where = `${width}×${height} ${scheme}`;
          await page.setViewportSize({ width, height });
          await ui.open();
          await expect(ui.documentRoot).toHaveAttribute('lang', lang);
          await ui.runToEnd();
          await shot(`lang-${lang}-playground-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `playground ${where}`).toEqual([]);

          await page.goto(LESSON_URL);
          await expect(ui.lessonPlayer).toBeVisible();
          await shot(`lang-${lang}-lesson-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `lesson ${where}`).toEqual([]);

          await ui.presenterButton(lang).click();
          await expect(ui.lessonPlayer).toBeVisible();
          await shot(`lang-${lang}-presenter-${width}-${scheme}`);
          expect(await ui.overflowingTexts(), `presenter ${where}`).toEqual([]);
        }
      }
    });
  });
}
