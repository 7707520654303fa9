// Workshop mode as a teacher and a learner meet it: follow the 001 and 000 lessons to the end, predict, import a bad and a good lesson.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';
import { DoctorPanel } from './pages/doctor-panel';
import { HandoffPage } from './pages/handoff-page';
import { WorkshopPage } from './pages/workshop-page';
import { WORKSHOP_TEXT } from './pages/workshop-text';

const LESSON_000 = 'Messages, tool_calls and what to hand to the next agent';
const LESSON_001 = 'Payload walkthrough: what actually goes over the wire';
/** The built-in lessons, in the workshop's order: one per seed, then the MCP-today lesson over both revisions. */
const SEED_LESSONS = [
  LESSON_000,
  LESSON_001,
  'Conversation state: three ways to remember',
  'Items vs messages: what the Responses API really returns',
  'Assistants: threads, runs, polling and requires_action',
  'Tools from an MCP server',
  'MCP today: one tool over both revisions',
];

/** vendor/wire-rules/wire-rules.md, word for word: the errors seed 001's "Common mistakes" get from the API. */
const MISTAKE_ERRORS = [
  "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  "Unsupported value: 'messages[3].role' does not support 'function' with this model.",
  "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
  "Invalid type for 'messages[3].content': expected one of a string or array of objects, but got an object instead.",
];

const teacherLesson = {
  format: 'loopscope-lesson',
  version: 1,
  id: 'calculator-basics',
  scenario: 'calculator',
  steps: [
    { id: 'start', type: 'load', scenario: 'calculator' },
    { id: 'send', type: 'run', requests: 1 },
    { id: 'quiz', type: 'ask', choices: ['a string', 'an object'], answer: 0 },
  ],
  prose: {
    en: '# Calculator basics\n\n<!-- step: start -->\nThe calculator scenario.\n\n<!-- step: send -->\nOne request.\n\n<!-- step: quiz -->\nWhat are arguments?\n',
  },
};

test('free play, a lesson link over a saved session, the 001 and 000 lessons to the end, and a teacher lesson imported: one page', async ({
  page,
  shot,
  scanScreen,
}) => {
  // Five former tests; the 001 lesson alone had three minutes.
  test.setTimeout(420_000);
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  const ws = new WorkshopPage(page);

  await test.step('free play: predict the next payload outside a lesson, one guess right and one wrong with the differences marked', async () => {
    await app.open();
    await ws.predictNextButton.click();
    await expect(ws.predictDialog).toBeVisible();

    // Request 1 carries the system prompt and the question.
    await ws.predictNext('messages[*].role (next request)', ['system', 'user']);
    await expect(ws.predictVerdict).toHaveText(`messages[*].role in request 1: ${ws.text.right}`, ws.sendWait);
    await expect(ws.predictDiffLines('added')).toHaveCount(0);

    // Request 2: forgetting the assistant message with the tool calls is a wrong guess, and the diff shows what was really sent.
    await ws.predictNext('messages[*].role (next request)', ['system', 'user', 'tool', 'tool', 'tool']);
    await expect(ws.predictVerdict).toHaveText(`messages[*].role in request 2: ${ws.text.wrong}`, ws.sendWait);
    await expect(ws.predictDiffLines('added').first()).toBeVisible();
    await expect(ws.predictDiffLines('added')).toContainText(['assistant']);
    await expect(ws.predictDiff).toContainText('the real payload');
    await shot('workshop-07-free-prediction');
    await scanScreen();
  });

  await test.step('a lesson link opened where a playground session was saved runs the lesson in a session of its own, by keyboard', async () => {
    // The predictions' run stays in Sessions; the new session has nothing run, as a fresh page's first session.
    await sessions.closeDialog();
    await expect(ws.predictDialog).toBeHidden();
    await app.startOver();
    expect(await app.cardRoles()).toEqual(['system', 'user']);
    await app.runToEnd();
    await sessions.waitSaved();

    // A shared lesson link in the same browser: the saved session, done with 7 messages, must not be reopened over the lesson.
    await page.goto('/lessons/seed-001-payload-walkthrough');
    await ws.atStep(1);
    await expect(app.messageTotal).toHaveText('2 in the list');
    await ws.nextButton.focus();
    await page.keyboard.press('Enter');
    await ws.atStep(2);
    // Moving past the unanswered prediction sends request 2's first step: the lesson's own loop, paused after its tool calls.
    // Next stays focused while that request is out, so Enter goes on with the lesson.
    await page.keyboard.press('Enter');
    await ws.atStep(3);
    await expect(app.messageTotal).toHaveText('6 in the list');
    await expect(app.status).toHaveText('Paused after a step');
    await expect(ws.nextButton).toBeFocused();
    await page.keyboard.press('Enter');
    await ws.atStep(4);
    await scanScreen();
  });

  await test.step('follow the 001 lesson to the end: one prediction right, one wrong, highlights, the follow-up and the four mistakes sent for real', async () => {
    await page.goto('/');
    await ws.lessonsLink.click();
    await expect(ws.lessonList).toBeVisible();
    await ws.startButton(LESSON_001).click();
    await ws.atStep(1);
    // The lesson starts over from its scenario, in whatever session '/' reopened: nothing sent yet, as on a fresh page.
    await expect(app.exchanges).toHaveCount(0);
    await expect(ws.title).toHaveText(LESSON_001);
    await expect(ws.narration).toContainText('The user asks');

    // Step 2: predict the first request's roles, right.
    await ws.next();
    await ws.atStep(2);
    await ws.choice('system, user').check();
    await ws.checkPrediction.click();
    await expect(ws.verdict).toHaveText('Right: your prediction matches the recorded payload.', ws.sendWait);
    await shot('workshop-01-prediction-right');

    // Steps 3-6 point at fields of request 1 in the inspector.
    await ws.next();
    await ws.atStep(3);
    await expect(ws.inspectorHighlight).toHaveText(/"strict": true/);
    await ws.next();
    await ws.atStep(4);
    await expect(ws.inspectorHighlight).toContainText('"tool_calls"');
    await ws.next();
    await ws.next();
    await ws.atStep(6);
    await expect(ws.inspectorHighlight).toContainText('"arguments"');

    // Step 7: a question for the room.
    await ws.next();
    await ws.atStep(7);
    await ws.choice('A JSON object (a dict)').check();
    await expect(ws.verdict).toHaveText('Not quite: the answer is “A JSON-encoded string”.');

    // Step 8 points at the Berlin tool result in the timeline.
    await ws.next();
    await ws.atStep(8);
    await expect(ws.timelineHighlight).toHaveAttribute('aria-label', /^messages\[3\], /);

    // Step 9: predict the second request's roles, wrong: the missing assistant message is marked.
    await ws.next();
    await ws.atStep(9);
    await ws.choice('system, user, tool, tool, tool').check();
    await ws.checkPrediction.click();
    await expect(ws.verdict).toHaveText(
      'Not quite: the differences are marked below (your prediction → the real payload).',
      ws.sendWait,
    );
    await expect(ws.diffLines('added').first()).toBeVisible();
    // The right answer is shown as the payload holds it, not only as marks on the guess.
    await expect(ws.realPayload).toHaveText(
      JSON.stringify(['system', 'user', 'assistant', 'tool', 'tool', 'tool'], null, 2),
    );
    await shot('workshop-02-prediction-wrong');
    // Try again, by keyboard: the choices unlock (focus on the first), a new guess is judged on the same recorded request.
    await ws.tryAgain.focus();
    await page.keyboard.press('Enter');
    await expect(ws.verdict).toHaveCount(0);
    await expect(ws.choice('system, user, tool, tool, tool')).toBeFocused();
    await ws.choice('system, user, assistant, tool, tool, tool').check();
    await ws.checkPrediction.click();
    await expect(ws.verdict).toHaveText('Right: your prediction matches the recorded payload.', ws.sendWait);
    await expect(ws.tryAgain).toHaveCount(0);

    await ws.next();
    await ws.atStep(10);
    await expect(ws.inspectorHighlight).toContainText('"tool_call_id"');
    for (const n of [11, 12, 13]) {
      await ws.next();
      await ws.atStep(n);
    }
    await expect(ws.timelineHighlight).toHaveAttribute('aria-label', /^messages\[6\], /);

    // Step 14: the follow-up goes out for real.
    await ws.next();
    await ws.atStep(14);
    await expect(ws.messageCard(10)).toBeVisible();

    // Steps 15-18: each common mistake sent for real, with the API's own words.
    for (const [i, error] of MISTAKE_ERRORS.entries()) {
      await ws.next();
      await ws.atStep(15 + i);
      await expect(ws.labError).toHaveText(error);
    }
    await shot('workshop-03-lab');
    await ws.next();
    await ws.atStep(19);
    await expect(ws.nextButton).toBeDisabled();
    await expect(ws.player).toContainText('End of the lesson.');

    // Back walks the narration without sending anything again.
    await ws.backButton.click();
    await ws.atStep(18);
    await expect(ws.labError).toHaveText(MISTAKE_ERRORS[3]!);

    // Step 18's request has three dict results: "apply all fixes" shows the three as one diff, then one replay is answered.
    const doctor = new DoctorPanel(page);
    await doctor.summary.click();
    await doctor.applyAllButton(3, 2).click();
    const allFixes = doctor.applyAllDialog(3, 2);
    await expect(doctor.diffLines(allFixes, 'added')).toHaveCount(3);
    await expect(doctor.diffLines(allFixes, 'removed')).toHaveCount(3);
    await shot('workshop-04-apply-all-diff');
    await doctor.applyAllReplay(allFixes).click();
    await expect(allFixes).toBeHidden();
    await expect(ws.messageCard(6)).toContainText('°', ws.sendWait);
    await expect(doctor.summary).toBeHidden();
    await shot('workshop-05-apply-all-replayed');
    await scanScreen();
  });

  await test.step('follow the 000 lesson to the end: the finish_reason predicted right, a question answered wrong then one right, highlights, and on to the handoff', async () => {
    await ws.openPicker();
    await ws.startButton(LESSON_000).click();
    await ws.atStep(1);
    // As above: the 001 lesson's requests are not in this one.
    await expect(app.exchanges).toHaveCount(0);
    await expect(ws.title).toHaveText(LESSON_000);
    await expect(ws.narration).toContainText('Every message in messages has a role');

    // Step 2: predict the first response's finish_reason, right: the model asks for its search tool.
    await ws.next();
    await ws.atStep(2);
    await ws.choice('"tool_calls"').check();
    await ws.checkPrediction.click();
    await expect(ws.verdict).toHaveText(ws.text.right, ws.sendWait);

    // Step 3 points at the tool call in response 1.
    await ws.next();
    await ws.atStep(3);
    await expect(ws.inspectorHighlight).toContainText(/id: "call_\w+/);

    // Step 4: a question, answered wrong; the right answer is named.
    await ws.next();
    await ws.atStep(4);
    await ws.choice('A dict, ready to use').check();
    await expect(ws.verdict).toHaveText(ws.text.askWrong('A JSON string: json.loads() it'));

    // Step 5 points at the tool result in the timeline, step 6 at its tool_call_id in request 2.
    await ws.next();
    await ws.atStep(5);
    await expect(ws.timelineHighlight).toHaveAttribute('aria-label', /^messages\[3\], tool/);
    await ws.next();
    await ws.atStep(6);
    await expect(ws.inspectorHighlight).toContainText('"tool_call_id"');

    // Step 7: the order of the loop, answered right.
    await ws.next();
    await ws.atStep(7);
    await ws.choice('The assistant message with tool_calls first, then the tool result').check();
    await expect(ws.verdict).toHaveText('Right.');
    await shot('workshop-06-lesson-000');

    // Step 8, the last: what to hand to the next agent, with a way to the handoff view.
    await ws.next();
    await ws.atStep(8);
    await expect(ws.nextButton).toBeDisabled();
    await expect(ws.player).toContainText(ws.text.finished);
    await ws.narrationLink('handoff view').click();
    const handoff = new HandoffPage(page);
    await expect(handoff.runTriage).toBeVisible();
    await scanScreen();
  });

  await test.step('a lesson file with a mistake is refused precisely; a teacher lesson imports, runs and round-trips through export', async () => {
    await ws.openPicker();
    await ws.importFile(
      'broken.lesson.json',
      JSON.stringify({ ...teacherLesson, steps: [{ id: 'start', type: 'teleport' }] }),
    );
    await expect(ws.importMessage).toHaveText(/steps\[0\]\.type is "teleport", which is not a lesson step type/);
    const { scenario: _dropped, ...noScenario } = teacherLesson;
    await ws.importFile('broken.lesson.json', JSON.stringify(noScenario));
    await expect(ws.importMessage).toHaveText(/scenario is missing: a lesson names the scenario it starts from/);
    // Nothing refused joins the list: only the built-in lessons are there.
    expect(await ws.lessonTitles()).toEqual(SEED_LESSONS);

    await ws.importFile('calculator.lesson.json', JSON.stringify(teacherLesson));
    await expect(ws.importMessage).toHaveText('Imported “Calculator basics”.');
    const [download] = await Promise.all([page.waitForEvent('download'), ws.exportButton('Calculator basics').click()]);
    expect(download.suggestedFilename()).toBe('calculator-basics.lesson.json');
    const exported = JSON.parse(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
    );
    expect(exported).toEqual(teacherLesson);

    // The exported file imports again (the round trip), and the lesson runs.
    await ws.importFile('calculator-basics.lesson.json', JSON.stringify(exported));
    await expect(ws.importMessage).toHaveText('Imported “Calculator basics”.');
    await ws.startButton('Calculator basics').click();
    await ws.atStep(1);
    await ws.next();
    await ws.atStep(2);
    await expect(ws.messageCard(2)).toBeVisible();
    await scanScreen();
  });
});

// The window size is what this test is about: the lesson opens at 853×480, as on a projector, not resized after load.
test('on a projector at 853×480 a prediction step shows "Send and compare" without scrolling, and the choices stay readable', async ({
  page,
  shot,
}) => {
  const ws = new WorkshopPage(page);
  await page.setViewportSize({ width: 853, height: 480 });
  await page.goto('/lessons/seed-001-payload-walkthrough');
  await ws.atStep(1);
  await ws.next();
  await ws.atStep(2);
  // In view as the step opens: the learner on a projector should not have to find the button by scrolling the panel.
  await expect(ws.checkPrediction).toBeInViewport({ ratio: 1 });
  await expect(ws.choice('system, user')).toBeInViewport();
  const button = (await ws.checkPrediction.boundingBox())!;
  const choice = (await ws.choice('system, user').boundingBox())!;
  expect(button.y >= choice.y + choice.height || button.y + button.height <= choice.y).toBe(true);
  // One foot bar holds Send and compare with Back and Next, all in view, and covers none of the step's text or choices.
  await expect(ws.nextButton).toBeInViewport({ ratio: 1 });
  await expect(ws.backButton).toBeInViewport({ ratio: 1 });
  await expect(ws.footBar).toContainText(WORKSHOP_TEXT.en.check);
  const bar = (await ws.footBar.boundingBox())!;
  for (const covered of [ws.narration, ws.choice('system, user'), ws.typedPrediction]) {
    await expect(covered).toBeInViewport({ ratio: 1 });
    const box = (await covered.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
  }
  await shot('workshop-predict-853x480');
  await ws.choice('system, user').check();
  await ws.checkPrediction.click();
  await expect(ws.verdict).toHaveText('Right: your prediction matches the recorded payload.', ws.sendWait);
});
