// Sessions when browser storage refuses them: kept in the tab, said so, and never replaced without asking first.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { SEED_ROLES, SessionsPage } from './pages/sessions-page';

test('with storage refused (a private window), a notice says so and the loop still runs in the tab', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  const refusal = 'A mutation operation was attempted on a database that did not allow mutations.';
  await sessions.refuseStorage(refusal);
  await app.open();
  await expect(sessions.storageNotice).toHaveText(
    `The browser refused storage (${refusal.slice(0, -1)}), so sessions are kept in this tab only. Everything still works; export a file to keep a session.`,
  );
  await expect(sessions.saveStatus).toHaveText('Not saved (in this tab only)');
  await app.runToEnd();
  expect(await app.cardRoles()).toEqual(SEED_ROLES);
  await expect(app.card(6)).toContainText('18°C');
  // Kept in the tab: listed, and it still exports as a file.
  await sessions.openList();
  await expect(sessions.rows).toHaveCount(1);
  await sessions.closeDialog();
  const file = await sessions.exportFile();
  expect(JSON.parse(file.text).engine.branches).toBeTruthy();
  await expect(sessions.saveStatus).toHaveText('Not saved (in this tab only)');
  await shot('sessions-storage-refused');

  // No discard without asking: the list does not claim to save, and New session first asks about the open session.
  const ran = (await sessions.name.textContent()) ?? '';
  await sessions.openList();
  await expect(sessions.listDialog).toHaveAccessibleDescription(
    /^Browser storage cannot save sessions now .* kept in this tab only and are lost when it closes\./,
  );
  await sessions.requestNewSession();
  await expect(sessions.replaceDialog).toHaveAccessibleDescription(
    `Browser storage cannot keep “${ran}”. If you go on, it is kept in this tab only and is lost when the tab closes.`,
  );
  await shot('sessions-replace-question');
  await sessions.answerReplace('Cancel');
  await expect(sessions.listDialog).toBeVisible();
  await sessions.closeDialog();
  await expect(sessions.name).toHaveText(ran);
  expect(await app.cardRoles()).toEqual(SEED_ROLES);

  await sessions.openList();
  await sessions.requestNewSession();
  const kept = await sessions.downloadAndContinue();
  expect(JSON.parse(kept.text).name).toBe(ran);
  const branches = Object.values(JSON.parse(kept.text).engine.branches) as { exchanges: unknown[] }[];
  expect(branches.some((b) => b.exchanges.length > 0)).toBe(true);
  await expect(sessions.listDialog).toBeHidden();
  await expect(sessions.saveStatus).toHaveText('Not saved yet');
  expect(await app.cardRoles()).not.toEqual(SEED_ROLES);
  // The replaced run is still listed in the tab and opens as it was (from a new session: nothing to ask).
  await sessions.openList();
  await expect(sessions.rows).toHaveCount(1);
  await sessions.open(ran);
  expect(await app.cardRoles()).toEqual(SEED_ROLES);
});
