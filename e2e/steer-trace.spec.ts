// Issue 45 item 5: steering leaves a trace. The response.steer text shows on the timeline where it lands (queued, then
// "went out with request 2"), after the box clears.
import { test, expect } from './fixtures';
import { ResponsesPage } from './pages/responses-page';
import { SteerBox } from './pages/steer-box';
import { InspectorPage } from './pages/inspector-page';

test('steering leaves a trace: a response.steer shows on the timeline where it lands, and a style steer changes the answer and shows in the frames', async ({
  page,
  shot,
  scanScreen,
}) => {
  const app = new ResponsesPage(page);
  const steer = new SteerBox(page);
  const inspector = new InspectorPage(page);
  await app.open();

  await test.step('a response.steer shows on the timeline: queued while the response waits, then with the request it went out with', async () => {
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
    // Why there, from the recorded pending frame (a socket has no explanation header): the calls the response waited for.
    await expect(steer.steeredRows.first()).toContainText(
      /Why there: the response was waiting for the output of call_\w+/,
    );
    await shot('steer-went-out');
    await scanScreen();
  });

  await test.step('a style steer ("Answer in Polish.") changes the answer and shows in the frames of the request it went out with', async () => {
    // A new session, numbered from request 1, with no steering of its own; the steer box is gone until the next
    // response waits. The choices below are the ones Reset kept, made again as a fresh page needs them.
    await app.startOver();
    await expect(steer.steeredRows).toHaveCount(0);
    await expect(steer.box).toBeHidden();
    await app.useResponses('previous_response_id');
    await app.transport('WebSocket').check();
    await app.stepButton.click();
    await expect(steer.input).toBeVisible();
    await steer.input.fill('Answer in Polish.');
    // Nothing carried over from the first steer: no answer line until this one is sent.
    await expect(steer.answer).toHaveCount(0);
    await steer.input.press('Enter');
    await expect(steer.answer).toContainText('response.steer.pending');
    await app.runToEnd();
    await expect(steer.steeredRows.first()).toContainText('went out with request 2');
    // The mock read the steer as a way to answer, not as a new question: the weather answer, in Polish.
    await app.scrollTimelineToEnd();
    await expect(app.itemCards.last()).toContainText('Oto, co znalazłem:');
    await expect(app.itemCards.last()).toContainText('18°C');
    // Request 2's frames carry the steer's text, where the server put it.
    await inspector.exchanges.filter({ hasText: /^Request 2(?!\d)/ }).click();
    await inspector.tab(/^Frames/).click();
    await expect(steer.carriedNote).toContainText('Answer in Polish.');
    await expect(steer.carriedNote).toContainText('during request 1');
    await expect(steer.carriedNote).toContainText(/Why this turn: .* waiting for the output of call_\w+/);
    await shot('steer-style-frames');
  });
});
