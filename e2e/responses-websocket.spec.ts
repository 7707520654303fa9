// Responses in WebSocket mode: one socket for the loop, every frame in the inspector, a turn exported as socket code, and steering.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { ResponsesPage } from './pages/responses-page';
import { WEATHER_ITEM_KINDS as ITEM_KINDS } from './pages/responses-items';
import { SessionsPage } from './pages/sessions-page';
import { SteerBox } from './pages/steer-box';

test('WebSocket mode: one socket, a response.create frame per step, every frame in the inspector with its direction', async ({
  page,
  shot,
}) => {
  const app = new ResponsesPage(page);
  const steer = new SteerBox(page);
  await app.open();
  await app.useResponses('previous_response_id');
  await app.transport('WebSocket').check();
  await expect(app.region('Configuration')).toContainText('previous_response_id continues on the same socket');
  await app.runToEnd();
  await expect.poll(() => app.itemKinds()).toEqual(ITEM_KINDS);
  await expect(app.exchanges).toHaveCount(2);
  await expect(app.exchanges.first()).toContainText('WS');
  // The request is the frame the SDK sent: a response.create with the body's fields, chained, and no `stream`.
  const second = await app.requestBody(1);
  expect(second).toMatchObject({ type: 'response.create', previous_response_id: expect.stringMatching(/^resp_/) });
  expect(second.stream).toBeUndefined();
  await expect(app.tab('Response')).toBeVisible();
  await app.tab(/^Frames/).click();
  await expect(app.socketFrames.first()).toContainText('sent');
  await expect(app.socketFrames.nth(1)).toContainText('received');
  await expect(app.socketFrames.nth(1)).toContainText('response.created');
  await expect(app.socketFrames.last()).toContainText('response.completed');
  await shot('responses-websocket-frames');
  // One turn exported on its own is socket code: its frame over the SDK's ResponsesWS; curl, which has no WebSocket, has no tab.
  const sessions = new SessionsPage(page);
  await app.exchanges.first().click();
  const inspector = new InspectorPage(page);
  await inspector.exportButton(1).click();
  expect(await sessions.showExchangeExport(1, 'TypeScript')).toContain('new ResponsesWS(client)');
  await expect(inspector.exportTab(1, 'curl')).toHaveCount(0);
  await shot('responses-websocket-export');
  await sessions.closeDialog();

  // Steering: one step leaves the response waiting for its tool output; response.steer from the keyboard is accepted and
  // queued (pending), both answers join that turn's frames, and the next request's response sees the message first.
  await app.resetButton.click();
  await app.stepButton.click();
  await expect(steer.input).toBeVisible();
  await app.tabTo(steer.input);
  await page.keyboard.type('Answer in Celsius.');
  await page.keyboard.press('Enter');
  await expect(steer.answer).toContainText('response.steer.pending');
  await expect(steer.input).toHaveValue('');
  await app.tab(/^Frames/).click();
  const steerFrames = app.socketFrames.filter({ hasText: 'response.steer' });
  await expect(steerFrames).toHaveCount(3);
  await expect(steerFrames.nth(0)).toContainText('sent');
  await expect(steerFrames.nth(1)).toContainText('response.steer.accepted');
  await expect(steerFrames.nth(2)).toContainText('response.steer.pending');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [width, height] of [
      [853, 480],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(steer.box).toBeVisible();
      expect((await app.pageWidth()).scrollWidth).toBeLessThanOrEqual(width);
      await shot(`responses-websocket-steer-${width}x${height}-${colorScheme}`);
    }
  }
  await app.runToEnd();
  await expect(steer.box).toHaveCount(0);
});
