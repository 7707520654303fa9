// Issue 45 item 5: steering leaves a trace. The response.steer text shows on the timeline where it lands (queued, then
// "went out with request 2"), after the box clears.
import { test, expect } from './fixtures';
import { ResponsesPage } from './pages/responses-page';
import { SteerBox } from './pages/steer-box';

test('a response.steer shows on the timeline: queued while the response waits, then with the request it went out with', async ({ page, shot }) => {
  const app = new ResponsesPage(page);
  const steer = new SteerBox(page);
  await app.open();
  await app.useResponses('previous_response_id');
  await app.transport('WebSocket').check();
  await app.stepButton.click();
  await expect(steer.input).toBeVisible();
  await steer.input.fill('Also check the weather in Tokyo.');
  await steer.input.press('Enter');
  await expect(steer.answer).toContainText('response.steer.pending');
  await expect(steer.input).toHaveValue('');
  await expect(steer.steeredRows).toHaveCount(1);
  await expect(steer.steeredRows.first()).toContainText('Also check the weather in Tokyo.');
  await expect(steer.steeredRows.first()).toContainText('queued: it goes out with the next request');
  await shot('steer-queued');
  await app.runToEnd();
  await expect(steer.steeredRows.first()).toContainText('went out with request 2');
  await shot('steer-went-out');
});
