// The README's picture: the seed walkthrough finished, exchange 2's changes open (`npm run screenshot` updates docs/).
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

// Durations differ on every run, so a plain `npm test` leaves docs/ alone and keeps its picture with the others.
const TARGET = process.env.UPDATE_README_SCREENSHOT ? 'docs/screenshot.png' : 'e2e/.artifacts/screens/readme.png';

test.skip(
  !process.env.UPDATE_README_SCREENSHOT && !process.env.E2E_SHOTS,
  'takes a picture for people, asserts nothing the walkthrough specs do not',
);

test('README screenshot: the weather walkthrough after a full run', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 860 });
  const app = new PlaygroundPage(page);
  await app.open();
  await app.runToEnd();
  await app.exchanges.nth(1).click();
  await app.tab('Changes').click();
  await expect(app.diff).toContainText('4 added');
  await page.screenshot({ path: TARGET });
});
