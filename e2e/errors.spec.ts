// Errors named for what they are: a cut stream is not an API rejection, and a real provider without a key sends nothing.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

test('a cut stream is called a cut stream in the timeline and the inspector; the box is off without streaming', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
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

test('OpenAI without a key stops before sending and says why', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.providerSelect.selectOption('openai');
  await app.runButton.click();
  await expect(app.sessionNotice).toHaveText(
    "No API key for api.openai.com: enter yours under Provider (it stays in this tab's memory). Nothing was sent.",
  );
  await expect(app.exchanges).toHaveCount(0);
});
