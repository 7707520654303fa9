// More of the playground: multi-turn follow-ups, the tool editor (strict findings, sandbox try-it), starting over
// without losing the run, the dark theme.
import { test, expect } from './fixtures';
import { LostWorkPage } from './pages/lost-work-page';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

test('the tool editor shows strict-mode findings inline and runs the tool in the sandbox', async ({ page, shot }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.scenarioSelect.selectOption({ label: 'Strict-mode mistake (HTTP 400)' });
  await expect(app.region('Configuration')).toContainText('1 schema error');
  await app.tools.editButton('get_weather').click();
  await expect(app.tools.strictFindings).toHaveCount(1);
  await expect(app.tools.strictFindings.first()).toContainText(
    "'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
  );
  await app.tools.tryIt();
  await expect(app.tools.tryItOutput).toContainText('"city": "Berlin"');
  await expect(app.tools.tryItOutput).toContainText('"temperature": 18');
  await shot('13-tool-editor');
  await app.tools.cancel();

  // The API agrees with the checker: strict mode rejects the schema before the model runs.
  await app.runButton.click();
  await expect(app.apiErrorMessage).toContainText("Invalid schema for function 'get_weather'");
  await expect(app.apiErrorObject).toContainText('invalid_function_parameters');
  await shot('14-strict-400');
});

test('a tool schema written in zod: the page shows the JSON Schema it becomes, and a misspelt method is underlined with the TypeScript error', async ({
  page,
  shot,
  scanScreen,
}) => {
  test.slow();
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tools.editButton('get_weather').click();
  await app.tools.useZodSchema();

  await test.step('a tool schema can be written in zod; the page shows the JSON Schema it becomes', async () => {
    const wire = await app.tools.openZodWireSchema();
    await expect(wire).toContainText('"additionalProperties": false');
    await expect(wire).toContainText('"enum": [');
    await expect(app.tools.strictValidNote).toBeVisible();
    await shot('17-zod-schema');
    await scanScreen();
    // Folded again, so the zod editor's underline is where the pointer can reach it (open, it was pushed out of view).
    await app.tools.closeZodWireSchema();
  });

  await test.step('the zod editor knows zod: a misspelt method is underlined with the TypeScript error', async () => {
    // The template is valid zod: the service finds nothing to underline once zod's declarations are in.
    await expect(app.tools.strictValidNote).toBeVisible();
    await app.tools.replaceZodSource('get_weather', "z.object({ city: z.strng().describe('City') })");
    // Monaco's TypeScript worker reads zod's declarations before it answers: on a loaded machine that takes a while.
    await expect(app.tools.zodTypeErrors('get_weather')).toHaveCount(1, { timeout: 90_000 });
    const hover = await app.tools.hoverFirstZodTypeError('get_weather');
    await expect(hover).toContainText("Property 'strng' does not exist on type");
    await shot('17b-zod-type-error');
    // Leave the hover card so it fades out before the page is scanned at rest.
    await page.mouse.move(0, 0);
    await expect(hover).toBeHidden();
    await app.tools.replaceZodSource('get_weather', "z.object({ city: z.string().describe('City') })");
    await expect(app.tools.zodTypeErrors('get_weather')).toHaveCount(0, { timeout: 30_000 });
    await expect(app.tools.strictValidNote).toBeVisible();
  });
});

test('starting over after a style change keeps the run; then Step, Run and a follow-up: Step sends one request at a time; a follow-up keeps growing the same messages list ("What about Paris?"); in the dark theme the run stays readable', async ({
  page,
  shot,
  scanScreen,
}) => {
  test.setTimeout(180_000);
  const app = new PlaygroundPage(page);
  await app.open();

  // First, while the run it makes is the only session in this browser (the step counts the sessions list's rows).
  await test.step('starting over after changing the style of a finished run keeps the run as a session and says where it went', async () => {
    const sessions = new SessionsPage(page);
    const work = new LostWorkPage(page);
    await app.runToEnd();
    await sessions.waitSaved();
    const ran = (await sessions.name.textContent()) ?? '';
    await app.responsesStyle.check();
    await expect(work.heldNotice).toHaveText(
      /^You changed the configuration after this run\. Start a new session with it; this run stays in your sessions\./,
    );
    await shot('15-held-configuration');

    // By keyboard: the notice and its button go away, and the focus goes on to Run (it fell to the page).
    await work.startNewSessionButton.focus();
    await page.keyboard.press('Enter');
    await expect(sessions.notices).toContainText(`Your run is kept as the session “${ran}” in Sessions.`);
    await expect(app.exchanges).toHaveCount(0);
    await expect(work.heldNotice).toBeHidden();
    await expect(app.runButton).toBeFocused();
    await shot('16-kept-run-notice');
    await sessions.openList();
    await expect(sessions.row(ran)).toBeVisible();
    await sessions.closeDialog();

    // The kept run opens again from the notice; Reset from there keeps it as the same one session, not a copy.
    await sessions.noticeButton('Open the kept run').click();
    await expect(app.exchanges).toHaveCount(2);
    expect(await app.cardRoles()).toEqual([
      'system',
      'user',
      'assistant · tool_calls',
      'tool',
      'tool',
      'tool',
      'assistant',
    ]);
    await app.resetButton.click();
    await expect(app.exchanges).toHaveCount(0);
    await expect(sessions.notices).toContainText(`Your run is kept as the session “${ran}” in Sessions.`);
    await sessions.openList();
    await expect(sessions.rows).toHaveCount(1);
    await sessions.closeDialog();
    await scanScreen();
  });

  await test.step('Step sends one request at a time; the timeline grows by what each step added', async () => {
    // The new session above kept the configuration it was started with (Responses, no longer the scenario as written):
    // back to Chat Completions and the seed walkthrough, as a fresh page starts.
    await app.chatStyle.check();
    await app.scenarioSelect.selectOption({ label: 'Weather in Berlin and Tokyo (3 parallel tool calls)' });
    await expect(app.chatStyle).toBeChecked();
    await expect(app.exchanges).toHaveCount(0);
    await app.stepButton.click();
    await expect(app.status).toHaveText('Paused after a step');
    await expect(app.exchanges).toHaveCount(1);
    await expect(app.messageTotal).toHaveText('6 in the list');
    await expect(app.card(5)).toContainText('not sent yet');
    await shot('16-after-one-step');
    await page.keyboard.press('s');
    await expect(app.status).toHaveText('Done');
    await expect(app.exchanges).toHaveCount(2);
    await expect(app.messageTotal).toHaveText('7 in the list');
    await scanScreen();
  });

  await test.step('a follow-up keeps growing the same messages list ("What about Paris?"); in the dark theme the run stays readable', async () => {
    // The stepped run stays in Sessions, and the new session counts its messages and requests from the start, as a
    // fresh page's does.
    await app.startOver();
    await app.runToEnd();
    await test.step('a follow-up keeps growing the same messages list ("What about Paris?")', async () => {
      await app.followUp('What about Paris?').click();
      await expect(app.status).toHaveText('Done');
      await expect(app.messageTotal).toHaveText('11 in the list');
      await expect(app.card(7)).toContainText('What about Paris?');
      await expect(app.card(8)).toContainText('city="Paris"');
      await expect(app.card(10)).toContainText('Paris');
      await expect(app.exchanges).toHaveCount(4);
      await expect(app.stepSeparator(3)).toContainText('8 messages sent');
      await shot('12-follow-up-paris');
      await scanScreen();
    });

    await test.step('dark theme: the toggle switches themes and the run stays readable', async () => {
      // system → light → dark
      await app.themeToggle.click();
      await app.themeToggle.click();
      await expect(app.documentRoot).toHaveAttribute('data-theme', 'dark');
      // The timeline draws only what is in view: after the follow-up that is request 4's separator, not request 1's.
      await app.stepSeparator(4).click();
      await shot('15-dark-theme');
      // Keyboard focus is visible: tab to the first control and check it draws an outline.
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
    });
  });
});
