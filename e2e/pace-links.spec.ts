// A pace a learner can follow, and links both ways: a message card selects its exchange in the inspector
// (the request that first carried it, or the response that produced it).
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

test('step-by-step pace sends one request per Run, the answer shows formatted; each message card links to its exchange', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await test.step('step-by-step pace sends one request per Run; the answer shows formatted, never as raw markdown', async () => {
    await app.paceSelect.selectOption('step');
    await app.runButton.click();
    await expect(app.status).toHaveText('Paused after a step');
    await expect(app.exchanges).toHaveCount(1);
    await expect(app.messageTotal).toHaveText('6 in the list');
    await app.runButton.click();
    await expect(app.status).toHaveText('Done');
    await expect(app.card(6)).toContainText('Berlin');
    await expect(app.card(6)).not.toContainText('**');
  });

  await test.step('a message card links to its exchange: sent in request N, or from the response that made it', async () => {
    await expect(app.cardExchangeLink(6)).toHaveText('response 2');
    await app.cardExchangeLink(0).click();
    await expect(app.exchanges.first()).toHaveAttribute('aria-selected', 'true');
    await expect(app.cardExchangeLink(0)).toHaveAttribute('aria-pressed', 'true');
    await app.card(3).click();
    await expect(app.cardExchangeLink(3)).toHaveText('request 2');
    await expect(app.cardExchangeLink(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(app.cardExchangeLink(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(app.exchanges.nth(1)).toHaveAttribute('aria-selected', 'true');
    await shot('25-card-links-exchange');
  });
});
