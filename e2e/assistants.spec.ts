// Assistants mode as a learner meets it: seed 004's weather bot through requires_action, an edited output replayed,
// and the math tutor's code_interpreter program (Python, run in the page) with its output.
import { test, expect } from './fixtures';
import { AssistantsPage } from './pages/assistants-page';
import { ResponsesPage } from './pages/responses-page';

// A run polls on the mock's real clock and the tools run in the sandbox: on a loaded machine a whole run with a
// replay or a held request takes longer than one default test timeout.
test.describe.configure({ timeout: 150_000 });

test("seed 004 on one page, each run in a session of its own: the weather bot through requires_action and an edited replay, the support bot's file_search, and the weather bot streamed", async ({
  page,
  shot,
  scanScreen,
}) => {
  // The three former tests' 150 s each.
  test.setTimeout(450_000);
  const app = new AssistantsPage(page);
  await app.open();

  await test.step('seed 004 weather bot: the run passes requires_action, and a replay of an edited output changes the answer', async () => {
    await app.useAssistants('seed-004-weather-bot');
    await app.runUntilDone();
    await expect(app.finalAnswer).toContainText('22');
    await expect(app.finalAnswer).toContainText('LA');
    await expect(app.cardsLabelled('required_action · function')).toHaveCount(2);
    await expect(app.diagramStatus('requires_action')).toHaveAttribute('data-visited', 'true');
    await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
    // Created and resubmitted runs answer queued, and the run rests at requires_action and completed; whether a poll
    // catches in_progress in between depends on when it lands on the mock's clock, so that part is optional.
    await expect(app.runPath).toHaveText(
      /: queued → (in_progress → )?requires_action → queued → (in_progress → )?completed$/,
    );
    await shot('assistants-weather');

    // Back-to-back polls of a run fold into one row with their count, opening to the polls and closing again. On a loaded
    // machine the first poll can land after the run already rested: each run is then polled once, and a lone poll stays a row.
    if ((await app.pollGroups.count()) === 0) {
      await expect(app.runPolls).toHaveCount(2);
    } else {
      const firstGroup = app.pollGroups.first();
      await expect(firstGroup).toContainText('(closed)');
      const before = await app.exchanges.count();
      const polls = Number(/×(\d+) polls/.exec((await firstGroup.textContent()) ?? '')?.[1]);
      expect(polls).toBeGreaterThanOrEqual(2);
      await firstGroup.click();
      await expect(firstGroup).toContainText('(open)');
      await expect(app.exchanges).toHaveCount(before + polls);
      await shot('assistants-polls-open');
      await firstGroup.click();
      await expect(app.exchanges).toHaveCount(before);
    }

    // The same run as Chat messages, Responses items and the thread with its run steps: the run's call ids in all three.
    const compare = new ResponsesPage(page);
    const [messageIds, itemIds, threadIds] = await compare.comparedCallIds();
    expect(threadIds).toHaveLength(4);
    expect(messageIds).toEqual(threadIds);
    expect(itemIds).toEqual(threadIds);
    expect(await compare.hoverCallIdAndCountLinked(threadIds![0]!)).toBe(6);
    await shot('assistants-three-shapes');
    await compare.closeCompare();

    await app.editToolResultValue(4, '"22"', '35');
    await app.replayEdited();
    await expect(app.replayNote).toBeVisible({ timeout: 60_000 });
    await expect(app.finalAnswer).toContainText('35');
    // The edited temperature replaces the old one (the card's token count may well contain the digits 22).
    await expect(app.finalAnswer).not.toContainText('22°C');
    await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
    await shot('assistants-replayed');
    await scanScreen();
  });

  await test.step('seed 004 support bot: file_search over the uploaded help page cites it, quoting the passage, and the citation opens the upload', async () => {
    // The run above stays in Sessions; the scenario picked next is a different one, so its whole configuration replaces
    // the one above, as on a fresh page.
    await app.startOver();
    await app.useAssistants('seed-004-support-files');
    await expect(app.searchFiles).toHaveCount(1);
    await expect(app.searchFiles.first()).toContainText('store-help.md');
    await app.runUntilDone();
    await expect(app.exchanges.first()).toContainText('/v1/files');
    await expect(app.searchStep).toContainText('store-help.md');
    await expect(app.citations(app.finalAnswer)).toHaveCount(1);
    await expect(app.citationQuote(app.finalAnswer, 0)).toHaveText(
      'You can return an item within 30 days of delivery for a full refund.',
    );
    await app.citationFileLink(app.finalAnswer, 0).click();
    await expect(app.selectedExchange).toContainText('/v1/files');
    await app.tab('Request').click();
    await expect(app.region('Inspector')).toContainText('filename="store-help.md"');
    await shot('assistants-file-search');
    await scanScreen();
  });

  await test.step('with streaming on, the run streams its thread.run.* events instead of being polled, and the stream view ends with done', async () => {
    // As above: a different scenario from the one before, so its whole configuration is the scenario's.
    await app.startOver();
    await app.useAssistants('seed-004-weather-bot');
    await app.streamCheckbox.check();
    await app.runUntilDone();
    await expect(app.finalAnswer).toContainText('22');
    await expect(app.pollGroups).toHaveCount(0);
    // No polls, yet the diagram follows the run: its thread.run.* events carry each status.
    await expect(app.diagramStatus('requires_action')).toHaveAttribute('data-visited', 'true');
    await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
    await app.runCreation.click();
    await app.tab(/^Stream/).click();
    await expect(app.streamEvents.first()).toContainText('thread.run.created');
    await expect(app.streamEvents.filter({ hasText: 'thread.run.requires_action' })).toHaveCount(1);
    await expect(app.streamEvents.last()).toContainText('[DONE]');
    await shot('assistants-streamed-run');
  });
});

test('seed 004 math tutor: the code_interpreter step shows the Python for 3x + 11 = 14 and what running it printed', async ({
  page,
  shot,
}) => {
  const app = new AssistantsPage(page);
  const pythonLoads = app.watchPythonLoads();
  await app.open();
  await app.useAssistants('seed-004-math-tutor');
  // The first screen and the scenario are ready without Python: Pyodide loads when a code_interpreter run starts.
  expect(pythonLoads).toEqual([]);
  await app.runUntilDone();
  await expect(app.program).toContainText('from fractions import Fraction');
  await expect(app.program).toContainText('print(f"x = {x}")');
  await expect(app.programOutput).toHaveText('x = 1');
  await expect(app.finalAnswer).toContainText('x = 1');
  await expect(app.diagramStatus('requires_action')).not.toHaveAttribute('data-visited', 'true');
  expect(pythonLoads).toEqual(expect.arrayContaining(['python.worker', 'pyodide.asm.wasm', 'python_stdlib.zip']));
  await shot('assistants-math');

  // Only really running the program gives every digit: JavaScript would print 1.2676506002282294e+30.
  await app.askFollowUp('What is 2^100?');
  await expect(app.program.last()).toContainText('result = 2**100');
  await expect(app.programOutput.last()).toHaveText('1267650600228229401496703205376');
  await expect(app.finalAnswer).toContainText('1267650600228229401496703205376');
  await shot('assistants-math-python');

  // The retirement note offers the same assistant in Responses: its instructions and first message, in the other style.
  await app.openInResponses.click();
  await expect(app.responsesStyle).toBeChecked();
  await expect(app.userMessage).toHaveValue(/3x \+ 11 = 14/);
  await expect(app.runDiagram).toHaveCount(0);
});

test('a submit_tool_outputs body edited at a breakpoint is what the timeline shows, and the answer uses it', async ({
  page,
  shot,
}) => {
  const app = new AssistantsPage(page);
  await app.open();
  await app.useAssistants('seed-004-weather-bot');
  await app.pauseToggle.click();
  await app.runButton.click();
  // The setup calls and the run's creation are held one by one; the polls are not.
  for (const path of [/\/v1\/assistants$/, /\/v1\/threads$/, /\/messages$/, /\/runs$/]) {
    await expect(app.heldRequestLine).toHaveText(path);
    await app.held.send();
  }
  await expect(app.heldRequestLine).toHaveText(/\/submit_tool_outputs$/);
  // The body is typed back on one line (Monaco re-indents pasted lines), with the weather output changed.
  const [weatherCall, nicknameCall] = await app.heldToolCallIds(2);
  const edited = {
    tool_outputs: [
      { tool_call_id: weatherCall, output: '{"temperature": "-7", "unit": "celsius"}' },
      { tool_call_id: nicknameCall, output: '{"nickname": "LA"}' },
    ],
  };
  await app.replaceHeldBody(JSON.stringify(edited));
  await expect(app.held.editedNote).toBeVisible();
  await shot('assistants-held-submit-edited');
  await app.held.send();
  await expect(app.status).toHaveText('Done', { timeout: 60_000 });
  await expect(app.card(4)).toContainText('-7');
  await expect(app.card(4)).not.toContainText('"22"');
  await expect(app.finalAnswer).toContainText('-7');
});

test("seed 004's v1 retrieval assistant, sent as written, gets v2's error; the doctor's v2 form replays and the run completes", async ({
  page,
  shot,
}) => {
  const app = new AssistantsPage(page);
  await app.open();
  await app.useAssistants('seed-004-weather-bot');
  // The run pace set in the configuration reaches the mock: at "instant" it asks to be polled again after 50 ms.
  await app.runPaceSelect.selectOption('instant');
  await app.pauseToggle.click();
  await app.runButton.click();
  await expect(app.heldRequestLine).toHaveText(/\/v1\/assistants$/);
  // Seed 004's retrieval assistant as its curl example writes it (on the session's model: the seed's preview model is gone).
  await app.replaceHeldBody(
    JSON.stringify({
      instructions: 'You are a customer support chatbot. Use your knowledge base to best respond to customer queries.',
      tools: [{ type: 'retrieval' }],
      model: 'gpt-5.5',
    }),
  );
  await app.held.send();
  await expect(app.status).toHaveText('Stopped on an error');
  await expect(app.apiErrorMessage).toHaveText(V1_RETRIEVAL_ERROR);

  await app.doctorSummary.click();
  const finding = app.doctorFinding('An Assistants v1 payload sent to v2');
  await expect(finding).toContainText('tools[0].type');
  await expect(finding).toContainText('renamed the retrieval tool to file_search');
  await expect(finding).toContainText(V1_RETRIEVAL_ERROR);
  await shot('assistants-v1-payload-doctor');

  await app.pauseToggle.click();
  await app.applyFixButton(finding).click();
  await expect(app.status).toHaveText('Done', { timeout: 60_000 });
  await expect(app.diagramStatus('completed')).toHaveAttribute('data-current', 'true');
  await expect(app.branchButton).toContainText('Fork');
  // The fix changed the assistant, not the conversation: the fork asks the session's question again.
  await expect(app.cardsLabelled('message · user')).toContainText("What's the weather in San Francisco?");
  await app.assistantCreation.click();
  await app.tab(/^Request/).click();
  await expect(app.requestBodyTree).toContainText('file_search');
  await app.runCreation.click();
  await app.tab('Headers').click();
  await expect(app.responseHeader('openai-poll-after-ms')).toHaveText('50');
  await shot('assistants-v1-payload-fixed');
});

test('screens: in Assistants mode the timeline keeps its room at 853×480, and the file_search hint fits its column', async ({
  page,
  shot,
}) => {
  test.slow();
  const app = new AssistantsPage(page);
  await app.open();
  await app.useAssistants('seed-004-support-files');
  await app.runPaceSelect.selectOption('instant');
  await app.runUntilDone();
  await page.setViewportSize({ width: 1280, height: 800 });
  // The hint keeps the column's padding on its right (it ran to the edge before).
  await app.searchFilesHint.scrollIntoViewIfNeeded();
  await shot('assistants-files-hint-1280x800');
  const column = (await app.configPanel.boundingBox())!;
  const hint = (await app.searchFilesHint.boundingBox())!;
  expect(column.x + column.width - (hint.x + hint.width)).toBeGreaterThanOrEqual(8);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [width, height] of [
      [853, 480],
      [1024, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(app.runPath).toContainText('completed');
      await shot(`assistants-screens-${width}x${height}-${colorScheme}`);
      // At least a third of the window for the timeline, even on a projector at 150%.
      expect((await app.timeline.boundingBox())!.height).toBeGreaterThanOrEqual(height / 3);
    }
  }
  // Opened on the short screen, the note lies over the timeline instead of taking its height.
  await page.setViewportSize({ width: 853, height: 480 });
  await app.retiredNoteToggle.click();
  await expect(app.retiredNoteText).toBeVisible();
  expect((await app.timeline.boundingBox())!.height).toBeGreaterThanOrEqual(480 / 3);
  await shot('assistants-screens-853x480-note-open');
  await app.retiredNoteToggle.click();
});

const V1_RETRIEVAL_ERROR =
  "Invalid value: 'retrieval'. Supported values are: 'code_interpreter', 'function', and 'file_search'.";
