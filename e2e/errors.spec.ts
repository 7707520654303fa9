// Errors named for what they are: a cut stream is not an API rejection, and a real provider without a key sends nothing.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

test('errors named for what they are: a real provider without a key sends nothing; a cut stream is called a cut stream', async ({
  page,
  shot,
  scanScreen,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();

  // First, while nothing has been sent: the step asserts that its click sent nothing at all.
  await test.step('OpenAI without a key stops before sending and says why', async () => {
    await app.providerSelect.selectOption('openai');
    await app.runButton.click();
    await expect(app.sessionNotice).toHaveText(
      "No API key for api.openai.com: enter yours under Provider (it stays in this tab's memory). Nothing was sent.",
    );
    await expect(app.exchanges).toHaveCount(0);
    await scanScreen();
  });

  await test.step('a cut stream is called a cut stream in the timeline and the inspector; the box is off without streaming', async () => {
    // Back to the mock, as a fresh page starts: nothing ran, so the choice applies at once (no held configuration).
    await app.providerSelect.selectOption('mock');
    await app.openFaults();
    await expect(app.cutStreamsCheckbox).toBeDisabled();
    await app.streamCheckbox.check();
    await app.cutStreamsCheckbox.check();
    await app.runButton.click();
    await expect(app.failureLabel).toHaveText('stream cut');
    await expect(app.failureSummary).toContainText('the stream broke off after 5 events, before [DONE]');
    await expect(app.timeline).not.toContainText('rejected');
    await expect(app.exchanges.first()).toContainText('200 · stream cut');
    await shot('24-cut-stream');
  });
});
