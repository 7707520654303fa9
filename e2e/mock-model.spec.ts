// The mock model on a tool the user writes: a plausible call, an answer built from its result, and the model's own note.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

test('a user-defined tool gets a plausible call, a final answer from its result, and an explanation note', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tools.addTemplate();
  await app.userMessage.fill('Use my tool to look up the tide times for Brest.');
  await app.runButton.click();
  await expect(app.status).toHaveText('Done');

  // messages: system, user, assistant (call), tool, assistant (answer)
  await expect(app.card(2)).toContainText('my_tool');
  await expect(app.card(2)).toContainText('query="Brest"');
  await expect(app.modelExplanation(2)).toContainText('picked my_tool');
  await expect(app.modelExplanation(2)).toContainText("query from 'Brest'");
  await expect(app.card(3)).toContainText('Hello from my_tool');
  await expect(app.card(4)).toContainText('Hello from my_tool');
  await expect(app.modelExplanation(4)).toContainText('final answer');
  await shot('mock-model-own-tool');
  // system → light → dark
  await app.themeToggle.click();
  await app.themeToggle.click();
  await expect(app.documentRoot).toHaveAttribute('data-theme', 'dark');
  await app.card(4).scrollIntoViewIfNeeded();
  await shot('mock-model-own-tool-dark');
  await page.setViewportSize({ width: 853, height: 480 });
  await app.modelExplanation(4).scrollIntoViewIfNeeded();
  await shot('mock-model-own-tool-small');
});

test('a fan-out question to a user-defined tool gets one call per item, an answer that uses every result, and a note naming each item', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tools.addTemplate();
  await app.userMessage.fill('Use my tool to look up the tide times for Brest, Nantes and Lille.');
  await app.runButton.click();
  await expect(app.status).toHaveText('Done');

  // messages: system, user, assistant (three calls), three tool results, assistant (answer)
  // The note names the list it split, each item with where its value came from, and why my_tool only once.
  await expect(app.modelExplanation(2)).toContainText('one call per item named together in "Brest, Nantes and Lille"');
  for (const [i, place] of [
    [1, 'Brest'],
    [2, 'Nantes'],
    [3, 'Lille'],
  ] as const) {
    await expect(app.card(2)).toContainText(`query="${place}"`);
    await expect(app.modelExplanation(2)).toContainText(`item ${i} of 3, "${place}": query from '${place}'`);
  }
  await expect(app.modelExplanation(2)).toContainText('picked my_tool');
  await expect(app.modelExplanation(2)).not.toContainText(/picked my_tool[\s\S]*picked my_tool/);
  await app.modelExplanation(2).scrollIntoViewIfNeeded();
  await shot('mock-model-fan-out-note');
  for (const [i, place] of [
    [3, 'Brest'],
    [4, 'Nantes'],
    [5, 'Lille'],
  ] as const)
    await expect(app.card(i)).toContainText(place);
  for (const place of ['Brest', 'Nantes', 'Lille']) await expect(app.card(6)).toContainText(place);
  await expect(app.modelExplanation(6)).toContainText('final answer');
});
