// The presenter view as a teacher in front of a room meets it: the room's address and QR code, clicker keys, blank screen, a projector's size.
import { test, expect } from './fixtures';
import { WorkshopPage } from './pages/workshop-page';

test('presenter view: no QR code of a loopback address, the LAN address with its QR code, clicker keys, blank screen', async ({
  page,
  shot,
}) => {
  const ws = new WorkshopPage(page);
  await page.goto('/lessons/seed-001-payload-walkthrough');
  await ws.atStep(1);
  await ws.presenterButton.click();
  await expect(page).toHaveURL(/\/present\/seed-001-payload-walkthrough$/);
  // The test server listens on 127.0.0.1 only: no laptop in the room could open it, so no address, no QR code, and how to open the room.
  await expect(ws.roomClosed).toContainText('HOST=0.0.0.0 npm start');
  await expect(ws.anyQr).toHaveCount(0);
  await expect(ws.roomAddress).toHaveCount(0);
  // Started with HOST=0.0.0.0 on a machine with a network address, the presenter shows that address and its QR code.
  await ws.serveOnLan('http://192.168.1.20:5173');
  await page.reload();
  await expect(ws.roomAddress).toHaveText('http://192.168.1.20:5173/lessons/seed-001-payload-walkthrough');
  await expect(ws.roomQr).toBeVisible();
  await expect(ws.roomClosed).toHaveCount(0);
  await ws.atStep(1);
  await page.keyboard.press('PageDown');
  await ws.atStep(2);
  await page.keyboard.press('PageUp');
  await ws.atStep(1);
  await page.keyboard.press('b');
  await expect(ws.blankScreen).toBeVisible();
  await page.keyboard.press('b');
  await ws.atStep(1);
  await shot('workshop-04-presenter');
});

test('screens: the lesson at 1024×768 and the presenter view at 853×480, light and dark, nothing cut or overflowing', async ({
  page,
  shot,
}) => {
  const ws = new WorkshopPage(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/lessons/seed-001-payload-walkthrough');
    await ws.atStep(1);
    await ws.next();
    await ws.atStep(2);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(`workshop-1024-${scheme}`);
    await page.setViewportSize({ width: 853, height: 480 });
    await ws.presenterButton.click();
    await ws.atStep(2);
    await expect(ws.roomClosed).toBeVisible();
    // The whole step fits the projector: the key hint, the prediction's choices, its check button and Back/Next, unscrolled.
    for (const part of [ws.presenterKeys, ws.choice('system, user'), ws.checkPrediction, ws.nextButton, ws.backButton])
      await expect(part).toBeInViewport({ ratio: 1 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(`workshop-presenter-853-${scheme}`);
  }
});
