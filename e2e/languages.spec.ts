// The UI in the browser's language (Korean, Polish), the header's picker, and the pick remembered across a reload.
import { test, expect } from './fixtures';
import { LanguagePage } from './pages/language-page';

test.describe('in a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('the UI starts in Korean and <html lang> says so', async ({ page }) => {
    const ui = new LanguagePage(page);
    await ui.open();
    await expect(ui.documentRoot).toHaveAttribute('lang', 'ko');
    await expect(ui.region('ko', 'messages')).toBeVisible();
    await expect(ui.region('ko', 'inspector')).toBeVisible();
    await expect(ui.picker('ko')).toHaveValue('ko');
  });

  test('the picker switches to Polish, and the pick outlives a reload', async ({ page }) => {
    const ui = new LanguagePage(page);
    await ui.open();
    await ui.choose('ko', 'pl');
    await expect(ui.region('pl', 'messages')).toBeVisible();
    await page.reload();
    await expect(ui.documentRoot).toHaveAttribute('lang', 'pl');
    await expect(ui.region('pl', 'inspector')).toBeVisible();
    await ui.choose('pl', 'en');
    await expect(ui.region('en', 'messages')).toBeVisible();
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
