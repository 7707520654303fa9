// The model script: a teacher stages a malformed tool call and an unknown tool, and the loop shows each error path.
import { test, expect } from './fixtures';
import { ModelScriptPage } from './pages/model-script-page';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

test('a scripted malformed call and an unknown tool go through the loop; the timeline shows both errors; the script is saved', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  const script = new ModelScriptPage(page);
  const sessions = new SessionsPage(page);
  await app.open();
  await script.open();
  await script.addButton('Malformed JSON').click();
  await script.addButton('Unknown tool').click();
  await script.addButton('Text reply').click();
  await script.turnText(3).fill('Both calls failed, as scripted.');
  // The preset cut the closing brace of the first tool's arguments, and the form says so.
  await expect(script.callName(1)).toHaveValue('get_weather');
  await expect(script.callArguments(1)).toHaveValue(/^\{"city":"example".*"$/);
  await expect(script.brokenJsonHint(1)).toBeVisible();
  await expect(script.callName(2)).toHaveValue('not_a_real_tool');
  await expect(script.sectionSummary).toContainText('3 turns');
  await shot('model-script-form');

  await app.runButton.click();
  await expect(app.status).toHaveText('Done');
  // messages: system, user, assistant (malformed call), tool (error), assistant (unknown tool), tool (error), assistant (text)
  await expect(app.card(6)).toBeVisible();
  await expect(app.card(7)).toHaveCount(0);
  await expect(app.card(2)).toContainText('get_weather');
  await expect(app.modelExplanation(2)).toContainText('Script turn 1 of 3');
  await expect(app.card(2)).toContainText('Not valid JSON');
  await expect(app.card(3)).toContainText('invalid_arguments');
  await expect(app.card(3)).toContainText('are not valid JSON');
  await expect(app.card(4)).toContainText('not_a_real_tool');
  await expect(app.card(5)).toContainText('There is no tool named not_a_real_tool');
  await expect(app.card(6)).toContainText('Both calls failed, as scripted.');
  await expect(app.modelExplanation(6)).toContainText('Script turn 3 of 3');
  await app.card(3).scrollIntoViewIfNeeded();
  await shot('model-script-run');

  // The script is part of the session: after a reload it is still there. The reload waits for the save, as a reload
  // before it marks the last request interrupted (sessions.spec.ts tests that on its own).
  await sessions.waitSaved();
  await page.reload();
  await expect(app.card(6)).toContainText('Both calls failed, as scripted.');
  await expect(script.sectionSummary).toContainText('3 turns');
  await script.open();
  await expect(script.turnText(3)).toHaveValue('Both calls failed, as scripted.');
});
