// The UI in the browser's language (Korean, Polish), the header's picker, and the pick remembered across a reload.
import { test, expect, isLocalUrl } from './fixtures';
import { LanguagePage } from './pages/language-page';
import { fontconfigWithoutKorean, textsDrawnAsBoxes } from './pages/hangul-glyphs';
import { E2E_CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../playwright.config';

test.describe('in a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('the UI starts in Korean and <html lang> says so; the picker switches to Polish, and the pick outlives a reload', async ({
    page,
    scanScreen,
  }) => {
    const ui = new LanguagePage(page);
    await ui.open();
    await test.step('the UI starts in Korean and <html lang> says so', async () => {
      await expect(ui.documentRoot).toHaveAttribute('lang', 'ko');
      await expect(ui.region('ko', 'messages')).toBeVisible();
      await expect(ui.region('ko', 'inspector')).toBeVisible();
      await expect(ui.picker('ko')).toHaveValue('ko');
      await scanScreen();
    });

    await test.step('the picker switches to Polish, and the pick outlives a reload', async () => {
      await ui.choose('ko', 'pl');
      await expect(ui.region('pl', 'messages')).toBeVisible();
      await page.reload();
      await expect(ui.documentRoot).toHaveAttribute('lang', 'pl');
      await expect(ui.region('pl', 'inspector')).toBeVisible();
      await ui.choose('pl', 'en');
      await expect(ui.region('en', 'messages')).toBeVisible();
    });
  });
});

test.describe('in a Polish browser', () => {
  test.use({ locale: 'pl-PL' });

  test('the UI starts in Polish', async ({ page }) => {
    const ui = new LanguagePage(page);
    await ui.open();
    await expect(ui.documentRoot).toHaveAttribute('lang', 'pl');
    await expect(ui.region('pl', 'messages')).toBeVisible();
  });
});

test('a browser in a language the UI does not speak gets English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const ui = new LanguagePage(page);
  await ui.open();
  await expect(ui.documentRoot).toHaveAttribute('lang', 'en');
  await expect(ui.region('en', 'messages')).toBeVisible();
  await context.close();
});

// Every weight the UI draws (400 text, 500 buttons, 600 headings and badges, 700 bold), the monospace JSON tree and the
// form controls fall back to the shipped Noto Sans KR subset (issue 45 item 1).
test('Korean shows in every weight on a machine without a Korean font, on a fresh load and after a reload', async ({
  playwright,
}) => {
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: E2E_CHROMIUM_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutKorean() },
  });
  try {
    const page = await browser.newPage({ locale: 'ko-KR', baseURL: test.info().project.use.baseURL });
    const offMachine: string[] = [];
    page.on('request', (request) => void (isLocalUrl(request.url()) || offMachine.push(request.url())));
    const ui = new LanguagePage(page);
    await ui.open();
    await expect(ui.region('ko', 'inspector')).toBeVisible();
    await expect.poll(() => textsDrawnAsBoxes(page), { timeout: 15_000 }).toEqual([]);
    await page.reload();
    await expect(ui.region('ko', 'messages')).toBeVisible();
    await expect.poll(() => textsDrawnAsBoxes(page), { timeout: 15_000 }).toEqual([]);
    // A run fills the inspector (headings, badges, the monospace JSON tree) with Korean drawn in every weight.
    await ui.runButton('ko').click();
    await expect(ui.inspectorTree('ko')).toBeVisible();
    await expect.poll(() => textsDrawnAsBoxes(page), { timeout: 15_000 }).toEqual([]);
    expect(offMachine).toEqual([]);
  } finally {
    await browser.close();
  }
});
