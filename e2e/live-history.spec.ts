// /live's past loops: what the proxy captured is listed by day from the server's store, found by a word in its bodies, and opened in the live view.
import OpenAI from 'openai';
import { expect, test } from './fixtures';
import { LiveCapturePage } from './pages/live-page';

test.describe.configure({ mode: 'serial' });

test('a captured loop is listed under its day, found by text, and opens with its timeline', async ({
  page,
  baseURL,
  shot,
}) => {
  await page.request.delete('/api/capture/exchanges');
  const client = new OpenAI({ apiKey: 'sk-e2e-history-0123456789', baseURL: `${baseURL}/proxy/v1`, maxRetries: 0 });
  await client.chat.completions.create({
    model: 'gpt-5.5',
    messages: [{ role: 'user', content: 'What is the weather in Zanzibar?' }],
  });
  await client.chat.completions.create({
    model: 'gpt-5.4-mini',
    messages: [{ role: 'user', content: 'Tell me a joke about penguins' }],
  });

  const live = new LiveCapturePage(page);
  await live.open();
  const today = new Date().toLocaleDateString('en', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const day = live.historyDay(new RegExp(today));
  await expect(day).toContainText('2');
  await day.click();
  await expect(live.historyResults).toHaveCount(2);

  await live.historySearchText.fill('zanzibar');
  await live.historySearchButton.click();
  await expect(live.historyResults).toHaveCount(1);
  await expect(live.historyResults.first()).toContainText('Zanzibar');
  await live.historyResults.first().click();
  await expect(live.loop(/Zanzibar/)).toHaveAttribute('aria-current', 'true');
  await expect(live.timelineCards.first()).toBeVisible();
  await shot('live-history-found');

  // A search that matches nothing says so.
  await live.historySearchText.fill('no-such-word-anywhere');
  await live.historySearchButton.click();
  await expect(live.historyNoMatch).toBeVisible();
});
