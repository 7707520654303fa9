// Issue 45 item 6: one numbering. The mock's explanation under request 1's answer names request 1 (not the walkthrough's
// "Step 2"), the same words the inspector uses for that exchange.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { PlaygroundPage } from './pages/playground-page';
import { AssistantsPage } from './pages/assistants-page';

test('one numbering: the mock explains each answer by the request it answers, and an Assistants run numbers its HTTP calls within their request', async ({
  page,
  shot,
  scanScreen,
}) => {
  test.setTimeout(120_000);
  const playground = new PlaygroundPage(page);
  const inspector = new InspectorPage(page);
  const assistants = new AssistantsPage(page);
  await playground.open();

  await test.step('the mock explains each answer by the request it answers, as the inspector numbers them', async () => {
    await playground.runButton.click();
    await expect(playground.status).toHaveText('Done', { timeout: 30_000 });
    const notes = inspector.modelExplanations;
    await expect(notes).toHaveCount(2);
    await inspector.explanationToggle(notes.first()).click();
    await expect(notes.first()).toContainText('Answer to request 1: three parallel tool calls');
    await inspector.explanationToggle(notes.last()).click();
    await expect(notes.last()).toContainText('Answer to request 2: the final answer');
    await expect(inspector.oldStepNumbering).toHaveCount(0);
    await notes.first().scrollIntoViewIfNeeded();
    await shot('numbering-mock-explanation');
    await scanScreen();
  });

  await test.step('an Assistants run\'s HTTP calls are numbered within their request (1.1, 1.2, …), not all "1"', async () => {
    // The chat run stays in Sessions, and the new session counts its requests from 1 again, as a fresh page's first
    // session does.
    await assistants.startOver();
    await assistants.useAssistants('seed-004-weather-bot');
    await assistants.runUntilDone();
    // The first run: create the assistant, the thread, its message, the run, its polls: one request, several calls.
    await expect(assistants.exchanges.first()).toContainText(/^Request 1\.1(?!\d)/);
    await expect(assistants.exchanges.nth(1)).toContainText(/^Request 1\.2(?!\d)/);
    const numbers = await assistants.exchangeNumbers();
    // Every row names its own call: no two single calls share a number (a poll group shows a range of its own).
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^\d+\.\d+(?:–\d+\.\d+)?$/.test(n))).toBe(true);
    await assistants.exchanges.first().click();
    await expect(assistants.detailNumber('Request 1.1')).toBeVisible();
    await shot('numbering-assistants-calls');
  });
});
