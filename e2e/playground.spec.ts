// The playground as a new user meets it: run the seed walkthrough, inspect it, edit and replay, pause and break a request.
import { createMockApi } from '@loopscope/mock-api';
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { PlaygroundPage } from './pages/playground-page';
import { DoctorPanel } from './pages/doctor-panel';

const SEED_ROLES = ['system', 'user', 'assistant · tool_calls', 'tool', 'tool', 'tool', 'assistant'];
const FIXED_NOW = new Date('2026-01-15T09:00:00Z');

test('first screen, then the seed walkthrough: each panel explained, 7 cards, 2 exchanges, the diff and the exact bytes', async ({
  page,
  shot,
  scanScreen,
}) => {
  // A fixed clock makes `created` predictable, so the page's bytes can be compared with an independent mock.
  await page.clock.setFixedTime(FIXED_NOW);
  const app = new PlaygroundPage(page);
  await app.open();

  await test.step('the first screen explains each panel before anything runs', async () => {
    await expect(app.heading).toBeVisible();
    await expect(app.region('Inspector')).toContainText('No HTTP exchanges yet');
    // The configuration is previewed as the first request's messages, not yet sent.
    expect(await app.cardRoles()).toEqual(['system', 'user']);
    await expect(app.card(1)).toContainText('not sent yet');
    await shot('01-first-screen');
    await scanScreen();

    await page.keyboard.press('?');
    await expect(app.helpDialog).toBeVisible();
    await expect(app.helpDialog).toContainText('Pause before each request');
    await shot('02-help-dialog');
    await scanScreen();
    await page.keyboard.press('Escape');
    await expect(app.helpDialog).toBeHidden();
  });

  await test.step('run the seed walkthrough: 7 cards, 2 exchanges, the diff and the exact bytes', async () => {
    await app.runToEnd();

    expect(await app.cardRoles()).toEqual(SEED_ROLES);
    await expect(app.stepSeparator(1)).toContainText('2 messages sent');
    await expect(app.stepSeparator(2)).toContainText('6 messages sent');
    await expect(app.exchanges).toHaveCount(2);
    // Arguments: the raw wire string and the parsed values, and the call ↔ result link by id.
    await expect(app.card(2)).toContainText('"{\\"city\\": \\"Berlin\\", \\"unit\\": \\"celsius\\"}"');
    await expect(app.card(2)).toContainText('call_xK9f2a');
    await expect(app.card(3)).toContainText('answers call_xK9f2a from get_weather');
    await expect(app.card(6)).toContainText('64.4°F');
    await shot('03-seed-run-done');

    await app.exchanges.nth(1).click();
    await app.tab('Changes').click();
    await expect(app.addedDiffBlocks).toHaveCount(4);
    await expect(app.diff).toContainText('4 added');
    await shot('04-exchange-2-diff');

    await app.tab('Request').click();
    // The second request's context by part: the three tool results are new, and nothing shrank.
    const inspector = new InspectorPage(page);
    await expect(inspector.contextPart('tool-outputs')).toContainText(/\+\d+ since the request before/);
    await expect(inspector.contextBreakdown).not.toContainText('shrank');
    await inspector.contextBreakdown.scrollIntoViewIfNeeded();
    await shot('04b-context-breakdown');
    await app.showRaw();
    const requestBody = (await app.rawBody.textContent()) ?? '';
    await app.tab('Response').click();
    await app.showRaw();
    const shownResponse = (await app.rawBody.textContent()) ?? '';

    // Send the page's exact request bytes to an independent mock with the same seed and clock: byte-identical answer.
    const mock = createMockApi({ seed: 1, clock: () => FIXED_NOW.getTime() });
    const replayed = await mock.fetch(
      new Request('http://mock.loopscope.local/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-loopscope-mock-0001' },
        body: requestBody,
      }),
    );
    expect(shownResponse).toBe(await replayed.text());
    expect(shownResponse).toMatch(/"id":\s*"chatcmpl-def456"/);
  });
});

test("a run's answer changed three ways, each in a session of its own: an edited tool result replayed, a stuck loop fixed, and the same run streamed", async ({
  page,
  shot,
  scanScreen,
}) => {
  // The three former tests' 60 s each.
  test.setTimeout(180_000);
  const app = new PlaygroundPage(page);
  const doctor = new DoctorPanel(page);
  await app.open();

  await test.step('edit Berlin to 30 °C, replay from there, and switch back to the original branch', async () => {
    await app.runToEnd();
    await expect(app.card(6)).toContainText('18°C');

    await app.editToolResultValue(3, '18', '30');
    await expect(app.editDialog).toContainText('Valid JSON');
    await shot('05-edit-tool-result');
    await app.replayEdited();

    await expect(app.status).toHaveText('Done');
    await expect(app.card(3)).toContainText('edited by you');
    await expect(app.card(6)).toContainText('30');
    await expect(app.branchButton).toContainText('Fork');
    // The fork still shows request 1, inherited from the original branch.
    await expect(app.stepSeparator(1)).toBeVisible();
    await shot('06-replayed-fork');

    await app.switchBranch(/^Original/);
    await expect(app.card(6)).toContainText('18°C');
    await expect(app.card(6)).not.toContainText('30°C');
    await shot('07-back-to-original');
    await scanScreen();
  });

  // Before streaming is switched on below (it stays on for the sessions after it).
  await test.step('a loop forced to call a tool every turn is flagged as stuck; its fix stops forcing, replays, and the loop ends', async () => {
    // The run above stays in Sessions, and the new session numbers its cards and requests from the start, as a fresh
    // page's does.
    await app.startOver();
    await doctor.toolChoiceSelect.selectOption('required');
    await app.runButton.click();
    await expect(app.status).toHaveText('Max steps reached', { timeout: 30_000 });

    await doctor.summary.click();
    const stuck = doctor.finding('The same call with the same arguments and the same result, again and again');
    await expect(stuck).toContainText('get_weather({"city":"Berlin","unit":"celsius"}) was called 9 times in a row');
    const columns = doctor.repeatedColumns(stuck);
    await expect(columns).toHaveCount(6);
    await expect(columns.first()).toContainText('get_weather');
    await expect(columns.first()).toContainText('Request 2');
    await expect(columns.last()).toContainText('Request 10');
    await expect(columns.first()).toContainText('"temperature": 18');
    await stuck.scrollIntoViewIfNeeded();
    await shot('stuck-loop-finding');

    await doctor.applyFixButton(stuck).click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    await expect(app.branchButton).toContainText('Fork');
    await expect(doctor.toolChoiceSelect).toHaveValue('auto');
    // The fork's last tool result is the actionable one, and the model answers in text from there.
    await expect(app.messageCards.last()).toContainText('Berlin');
    await expect(
      doctor.finding('The same call with the same arguments and the same result, again and again'),
    ).toHaveCount(0);
    await shot('stuck-loop-fixed');
    await scanScreen();
  });

  await test.step('streaming: the SSE events are listed and the scrubber reassembles the arguments', async () => {
    await app.startOver();
    // The stuck loop's fix set tool_choice back to auto: the seed's own, as a fresh page has it.
    await expect(doctor.toolChoiceSelect).toHaveValue('auto');
    await app.streamCheckbox.check();
    await app.runToEnd();
    expect(await app.cardRoles()).toEqual(SEED_ROLES);

    await app.stepSeparator(1).click();
    await app.tab(/^Stream/).click();
    const count = await app.streamEvents.count();
    expect(count).toBeGreaterThan(5);
    await expect(app.streamEvents.last()).toContainText('[DONE]');

    // Scrub to the start: nothing assembled yet; to the end: the exact argument strings of the walkthrough.
    await app.scrubber.focus();
    await page.keyboard.press('Home');
    await expect(app.assembledArguments(0)).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(app.assembledArguments(0)).toHaveText('{"city": "Berlin", "unit": "celsius"}');
    await expect(app.assembledArguments(2)).toHaveText(
      '{"value": 18.0, "from_unit": "celsius", "to_unit": "fahrenheit"}',
    );
    await shot('11-stream-scrubber');
  });
});

test('breakpoints: invalid JSON in a held request is refused and kept; request 2 with the assistant message deleted gets the real 400', async ({
  page,
  shot,
  scanScreen,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.pauseToggle.click();
  await expect(app.pauseToggle).toHaveAttribute('aria-pressed', 'true');
  await app.runButton.click();
  await expect(app.held.dialog).toContainText('Request 1 is paused');

  await test.step('invalid JSON in the held request gets a clear message and nothing is lost', async () => {
    await app.monaco.typeAtStart(app.held.dialog, 'oops ');
    await app.held.send();
    await expect(app.held.error).toContainText('not valid JSON (line 1, column 1)');
    await expect(app.held.error).toContainText('Nothing was sent');
    // Still open, still holding the typo and the whole body.
    await expect(app.held.dialog).toBeVisible();
    const text = await app.monaco.text(app.held.dialog);
    expect(text.startsWith('oops {')).toBe(true);
    expect(text).toContain('"model": "gpt-4o"');
    await expect(app.exchanges).toHaveCount(0);
    await shot('10-invalid-json-kept');
    await scanScreen();

    await app.held.revert();
    await app.held.send();
    await expect(app.exchanges).toHaveCount(1);
    // Breakpoints are still on: the loop runs the tools and holds the next request for the user.
    await expect(app.held.dialog).toContainText('Request 2 is paused');
  });

  await test.step('pause before request 2, delete the assistant message, send: the real 400 is shown', async () => {
    await expect(app.held.dialog).toContainText('messages (6)');
    await shot('08-paused-request-2');
    await app.held.removeMessage(2);
    await expect(app.held.dialog).toContainText('messages (5)');
    await app.held.send();

    await expect(app.apiErrorMessage).toHaveText(
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    );
    await expect(app.apiErrorObject).toContainText('"type": "invalid_request_error"');
    await expect(app.apiErrorObject).toContainText('"param": "messages.[2].role"');
    await expect(app.stepSeparator(2)).toContainText('5 messages sent');
    await expect(app.exchanges.nth(1)).toContainText('400');
    await shot('09-api-error-400');
  });
});
