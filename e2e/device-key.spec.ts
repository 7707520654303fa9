// "Remember on this device": an API key stays in memory by default; ticked, it is stored in this browser only, never in sessions, files, links or code.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

test('a key is forgotten on reload unless remembered; remembered, it is in localStorage only and comes back', async ({
  page,
  baseURL,
  allowConsoleError,
  shot,
}) => {
  // Choosing "Custom" first lists the models of its default address (a local Ollama), which is not running here.
  allowConsoleError(/ERR_CONNECTION_REFUSED/);
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  await app.open();
  await sessions.useCustomProvider(`${baseURL}/v1`, 'sk-test-SECRET123');
  await expect(sessions.rememberKey).not.toBeChecked();
  await expect(sessions.keyHint).toHaveText(/^Kept in memory only/);
  await app.runToEnd();
  // The save status can still show an earlier save while the last one is pending: wait for the final answer in storage.
  await expect.poll(() => sessions.storedText()).toContain('64.4');
  await sessions.waitSaved();
  expect(await sessions.localStorageText()).not.toContain('SECRET123');

  await page.reload();
  await expect(app.messageCards).toHaveCount(7);
  await expect(sessions.keyInput).toHaveValue('');

  await sessions.keyInput.fill('sk-test-SECRET123');
  await sessions.rememberKey.check();
  await expect(sessions.keyHint).toHaveText(/stored in plain text in this browser's localStorage/);
  expect(await sessions.localStorageText()).toContain(`loopscope.key:${baseURL}/v1`);
  await shot('device-key-remembered');

  await page.reload();
  await expect(app.messageCards).toHaveCount(7);
  await expect(sessions.keyInput).toHaveValue('sk-test-SECRET123');
  await expect(sessions.rememberKey).toBeChecked();
  // Remembered on the device, and still in none of the saved session, the file, the link or the code.
  await sessions.waitSaved();
  expect(await sessions.storedText()).not.toContain('SECRET123');
  expect((await sessions.exportFile()).text).not.toContain('SECRET123');
  expect(await sessions.shareLink()).not.toContain('SECRET123');
  expect(await sessions.showCode('TypeScript')).not.toContain('SECRET123');
  await sessions.closeDialog();

  await sessions.rememberKey.uncheck();
  expect(await sessions.localStorageText()).not.toContain('SECRET123');
  await expect(sessions.keyInput).toHaveValue('sk-test-SECRET123');
});
