// Assistants mode as a learner meets it: seed 004's weather bot through requires_action, an edited output replayed,
// and the math tutor's code_interpreter program with its output.
import { test, expect } from './fixtures';
import { AssistantsPage } from './pages/assistants-page';

test('seed 004 weather bot: the run passes requires_action, and a replay of an edited output changes the answer', async ({ page, shot }) => {
  const app = new AssistantsPage(page);
  await app.open();
  await app.useAssistants('seed-004-weather-bot');
  await app.runUntilDone();
  await expect(app.finalAnswer).toContainText('22');
  await expect(app.finalAnswer).toContainText('LA');
  await expect(app.cardsLabelled('required_action · function')).toHaveCount(2);
  await expect(app.diagramStatus('requires_action')).toHaveAttribute('data-visited', 'true');
  await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
  await expect(app.runPath).toContainText('queued → in_progress → requires_action → queued → in_progress → completed');
  await shot('assistants-weather');

  await app.editToolResultValue(4, '"22"', '35');
  await app.replayEdited();
  await expect(app.replayNote).toBeVisible({ timeout: 60_000 });
  await expect(app.finalAnswer).toContainText('35');
  await expect(app.finalAnswer).not.toContainText('22');
  await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
  await shot('assistants-replayed');
});

test('seed 004 math tutor: the code_interpreter step shows the program for 3x + 11 = 14 and its output x = 1', async ({ page, shot }) => {
  const app = new AssistantsPage(page);
  await app.open();
  await app.useAssistants('seed-004-math-tutor');
  await app.runUntilDone();
  await expect(app.program).toContainText('14');
  await expect(app.programOutput).toContainText('x = 1');
  await expect(app.finalAnswer).toContainText('x = 1');
  await expect(app.diagramStatus('requires_action')).not.toHaveAttribute('data-visited', 'true');
  await shot('assistants-math');
});
