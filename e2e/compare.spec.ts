// Compare: an edited fork beside its original, and two saved sessions — steps aligned, differences marked, answers diffed.
import { test, expect } from './fixtures';
import { ComparePage, StepModelsPage } from './pages/compare-page';
import { InspectorPage } from './pages/inspector-page';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

test('a fork beside its original: request 1 is the same, request 2 carries the edit, the answers differ in the edited value', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  const compare = new ComparePage(page);
  await app.open();
  await app.runToEnd();
  await app.editToolResultValue(3, '18', '30');
  await app.replayEdited();
  await expect(app.status).toHaveText('Done');
  await sessions.waitSaved();

  await compare.open();
  await expect(compare.side('Left')).toHaveValue(/^branch:/);
  await expect(compare.steps).toHaveCount(2);
  await expect(compare.steps.nth(0)).toContainText('Request 1same bytes');
  await expect(compare.steps.nth(1)).toContainText('Request 2differs');
  await expect(compare.stepAdded(1).first()).toContainText('"temperature\\": 30');
  await expect(compare.answerPart('removed')).toContainText(['18']);
  await expect(compare.answerPart('added')).toContainText(['30']);
  await shot('compare-fork');

  // The same branch on both sides: nothing differs.
  await compare.side('Right').selectOption({ label: 'This session · Original' });
  await expect(compare.steps.nth(1)).toContainText('same bytes');
  await expect(compare.answers).toContainText('(identical)');
  await page.keyboard.press('Escape');

  // One step, many models: request 1, frozen, to three mock models side by side; the one told to call no tool ends the loop.
  const inspector = new InspectorPage(page);
  const models = new StepModelsPage(page);
  await inspector.exchanges.first().click();
  await inspector.otherModelsButton(1).click();
  await models.model(1, 2).fill('gpt-5.4-mini');
  await models.settings(1, 3).fill('{"tool_choice": "none"}');
  await models.send(1).click();
  await expect(models.answers(1)).toHaveCount(3);
  await expect(models.answers(1).nth(0)).toContainText('calls tools');
  await expect(models.answers(1).nth(1)).toContainText(/reasoning tokens?/);
  await expect(models.answers(1).nth(1)).toContainText('same arguments as the baseline');
  await expect(models.answers(1).nth(1)).not.toContainText('arguments differ');
  await expect(models.answers(1).nth(2)).toContainText('ends the loop');
  await shot('step-models');
});

test('two saved sessions side by side: the other session is read from storage, not opened', async ({ page }) => {
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  const compare = new ComparePage(page);
  await app.open();
  await app.runToEnd();
  await sessions.waitSaved();
  await sessions.openList();
  await sessions.newSession();
  await app.scenarioSelect.selectOption({ label: 'Calculator' });
  await app.runToEnd();
  await sessions.waitSaved();
  const name = await sessions.name.textContent();

  await compare.open();
  await compare
    .side('Right')
    .selectOption({ label: "What's the weather in Berlin and Tokyo? Also, c… (saved session)" });
  await expect(compare.steps).toHaveCount(2);
  await expect(compare.steps.nth(0)).toContainText('differs');
  await expect(compare.answerPart('added').first()).toBeVisible();
  await compare.page.keyboard.press('Escape');
  await expect(sessions.name).toHaveText(name!);
});
