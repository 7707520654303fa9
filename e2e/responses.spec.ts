// Responses mode as a learner meets it: the weather loop in each state mode, the item timeline, what each request carries, and the two Responses views.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { LostWorkPage } from './pages/lost-work-page';
import { ResponsesPage } from './pages/responses-page';
import { WEATHER_ITEM_KINDS as ITEM_KINDS } from './pages/responses-items';

type Item = { type?: string; role?: string; name?: string; call_id?: string };
/** How the Changes tab names an item: its type, then what identifies it. */
const named = (i: Item) =>
  i.type === 'function_call'
    ? `function_call ${i.name} ${i.call_id}`
    : i.type === 'function_call_output'
      ? `function_call_output ${i.call_id}`
      : `message · ${i.role}`;
const typesOf = (input: unknown) => (input as Item[]).map((i) => i.type ?? 'message');

test('the three state modes on one page: manual resends the items, chained sends outputs plus previous_response_id, a Conversation is created once', async ({
  page,
  shot,
  scanScreen,
}) => {
  const app = new ResponsesPage(page);
  await app.open();
  let manualContext: unknown;

  await test.step('manual mode: items on the timeline, and the second request resends the function_call items', async () => {
    await app.useResponses('manual');
    await app.runToEnd();
    await expect.poll(() => app.itemKinds()).toEqual(ITEM_KINDS);
    await expect(app.exchanges).toHaveCount(2);
    const second = await app.requestBody(1);
    expect(typesOf(second.input)).toEqual([
      'message',
      'message',
      'function_call',
      'function_call',
      'function_call',
      'function_call_output',
      'function_call_output',
      'function_call_output',
    ]);
    expect(second.previous_response_id).toBeUndefined();
    await shot('responses-manual');
    // The Changes tab reads the growth as items: everything after the first request's two messages is new.
    expect(await app.changedItems(1, 'added')).toEqual((second.input as Item[]).slice(2).map(named));
    expect(await app.changedItems(1, 'stored')).toEqual([]);
    await shot('responses-manual-changes');
    await scanScreen();
    manualContext = await app.serverContext();
  });

  await test.step('chained mode: only outputs plus previous_response_id go out, and the server-side context equals manual input', async () => {
    // Start over on the same page (a reload would reopen the saved session).
    await app.resetButton.click();
    await app.useResponses('previous_response_id');
    await app.runToEnd();
    await expect.poll(() => app.itemKinds()).toEqual(ITEM_KINDS);
    const first = await app.requestBody(0);
    const second = await app.requestBody(1);
    expect(typesOf(second.input)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
    expect(second.previous_response_id).toMatch(/^resp_/);
    expect(typesOf(first.input)).toEqual(['message', 'message']);
    // Changes: the outputs are added, the first input is dropped, and previous_response_id stands for it plus the calls.
    expect(await app.changedItems(1, 'added')).toEqual((second.input as Item[]).map(named));
    expect(await app.changedItems(1, 'dropped')).toEqual((first.input as Item[]).map(named));
    const firstOutput = (await app.responseBody(0)).output as Item[];
    expect(await app.changedItems(1, 'stored')).toEqual([...(first.input as Item[]), ...firstOutput].map(named));
    await shot('responses-chained-changes');

    expect(await app.serverContext()).toEqual(manualContext);
    const sources = await app.contextSources();
    expect(sources[0]).toMatch(/^stored: previous_response_id resp_/);
    await app.contextButton.click();
    await shot('responses-server-context');
    await scanScreen();
    await page.keyboard.press('Escape');

    const [messageIds, itemIds, threadIds] = await app.comparedCallIds();
    expect(itemIds!.length).toBeGreaterThan(0);
    expect([...new Set(messageIds)].sort()).toEqual([...new Set(itemIds)].sort());
    expect([...new Set(threadIds)].sort()).toEqual([...new Set(itemIds)].sort());
    // Each call id appears twice in each of the three columns (the call and its answer); hovering lights up all six.
    expect(await app.hoverCallIdAndCountLinked(itemIds![0]!)).toBe(6);
    await shot('responses-messages-vs-items');
    await scanScreen();
    await app.closeCompare();
  });

  await test.step('conversation mode: a Conversation is created once and each response reads it', async () => {
    await app.resetButton.click();
    await app.useResponses('conversation');
    await app.runToEnd();
    await expect.poll(() => app.itemKinds()).toEqual(ITEM_KINDS);
    await expect(app.exchanges).toHaveCount(3);
    const second = await app.requestBody(1);
    const third = await app.requestBody(2);
    expect(second.conversation).toMatch(/^conv_/);
    expect(third.conversation).toBe(second.conversation);
    expect(typesOf(third.input)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
  });
});

test('the picker offers Responses, its tools go flat, and each classic mistake is one click away with its real 400 and a note on the fix', async ({
  page,
  shot,
  scanScreen,
}) => {
  const app = new ResponsesPage(page);
  await app.open();
  await test.step('the API-style picker offers Responses (no "soon")', async () => {
    await expect(app.responsesStyle).toBeEnabled();
    await expect(app.styleLabel('Responses')).not.toContainText('soon');
  });

  await test.step('Responses mode shows the configured tools flat, as /responses receives them', async () => {
    await expect(app.toolsAsSent).toContainText('nested (Chat Completions)');
    await app.responsesStyle.check();
    await expect(app.toolsAsSent).toContainText('flat (Responses)');
    const tools = await app.toolsAsSentJson();
    expect(tools.map((t) => t.name)).toEqual(['get_weather', 'convert_temperature']);
    expect(tools[0]).toMatchObject({ type: 'function', strict: true, parameters: { type: 'object' } });
    expect(tools[0]!.function).toBeUndefined();
    await scanScreen();
  });

  await test.step('a classic mistake, one click away: a role "tool" item gets the real 400 and a note on the fix', async () => {
    expect(await app.mistakeLabels()).toEqual([
      'Strict-mode mistake (HTTP 400)',
      'Chat-style nested tools sent to /responses (HTTP 400)',
      'A tool result as a role: "tool" message (HTTP 400)',
      'Reasoning items dropped between turns (reasoning model) (HTTP 400)',
      'previous_response_id to a store: false response (HTTP 400)',
    ]);
    await app.pickMistake('A tool result as a role: "tool" message (HTTP 400)');
    await app.runButton.click();
    await expect(app.apiErrorMessage).toHaveText(
      "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
    );
    await expect(app.apiErrorObject).toContainText('"param": "input[3].role"');
    await expect(app.mistakeFix).toContainText(
      'Fix: Send a {"type": "function_call_output", "call_id": call.call_id, "output": "…"} item',
    );
    const second = await app.requestBody(1);
    expect((second.input as Item[])[3]).toMatchObject({ role: 'tool' });
    await shot('responses-mistake-tool-role');
    await scanScreen();
    await app.resetButton.click();
    await expect(app.apiErrorMessage).toHaveCount(0);
  });

  await test.step('the other classic mistakes: nested tools, dropped reasoning and chaining from an unstored response each get their real error', async () => {
    const cases: [string, string | RegExp][] = [
      ['Chat-style nested tools sent to /responses (HTTP 400)', "Missing required parameter: 'tools[0].name'."],
      [
        'Reasoning items dropped between turns (reasoning model) (HTTP 400)',
        /^Item 'fc_\w+' of type 'function_call' was provided without its required 'reasoning' item: 'rs_\w+'\.$/,
      ],
      [
        'previous_response_id to a store: false response (HTTP 400)',
        /^Previous response with id 'resp_\w+' not found\.$/,
      ],
    ];
    for (const [label, message] of cases) {
      await app.pickMistake(label);
      await app.runButton.click();
      await expect(app.apiErrorMessage).toHaveText(message);
      await expect(app.mistakeFix).toContainText('Fix:');
      await app.resetButton.click();
      await expect(app.apiErrorMessage).toHaveCount(0);
    }
  });
});

test("a Responses run replayed, streamed and followed up, each in a session of its own: an edited output held at a breakpoint in each state mode, the stream view, and seed 002's chained follow-up", async ({
  page,
  shot,
  scanScreen,
}) => {
  // The former tests' 150 s (three full loops, three edits and three replays: a minute is not enough on two busy cores),
  // 60 s and 60 s.
  test.setTimeout(270_000);
  const app = new ResponsesPage(page);
  const inspector = new InspectorPage(page);
  await app.open();

  await test.step('edit a tool output and replay with breakpoints on, in each state mode: the held request goes out with the edited output', async () => {
    const work = new LostWorkPage(page);
    const modes = ['manual', 'previous_response_id', 'conversation'] as const;
    for (const mode of modes) {
      if (mode !== 'manual') {
        // Reset keeps the finished run in Sessions and says so; dismissed, the timeline has its whole height again.
        await app.resetButton.click();
        await work.dismissKeptRunNotice();
      }
      await app.useResponses(mode);
      await app.runToEnd();
      const count = await app.exchanges.count();
      const firstResponseId = String((await app.responseBody(mode === 'conversation' ? 1 : 0)).id);
      await app.showItem(8);
      await expect(app.itemCard(8)).toContainText('18°C');
      await app.pauseToggle.click();
      await app.editItemOutputValue(5, '18', '30');
      await app.replayEdited();
      await expect(app.held.dialog).toBeVisible();
      if (mode === 'manual') await shot('responses-replay-held');
      await app.sendHeldResponsesRequest();
      await app.pauseToggle.click();
      await expect(app.status).toHaveText('Done');
      await app.showItem(5);
      await expect(app.itemCard(5)).toContainText('edited by you');
      await app.showItem(8);
      await expect(app.itemCard(8)).toContainText('30°C');

      const replayed = await app.requestBody((await app.exchanges.count()) - 1);
      const outputs = (replayed.input as { type?: string; output?: string }[]).filter(
        (i) => i.type === 'function_call_output',
      );
      expect(outputs[0]!.output, mode).toMatch(/"temperature":\s*30/);
      if (mode === 'previous_response_id') expect(replayed.previous_response_id).toBe(firstResponseId);
      if (mode === 'conversation') expect(String(replayed.conversation)).toMatch(/^conv_/);
      // The fork shows the exchanges it inherited plus the replayed one(s), never fewer than the original had.
      expect(await app.exchanges.count()).toBeGreaterThanOrEqual(count);
    }
    await scanScreen();
  });

  await test.step('streaming: the stream view lists the semantic events and the scrubber assembles output items', async () => {
    // The run above stays in Sessions, and the new session numbers its items and requests from the start, as a fresh
    // page's does.
    await app.startOver();
    await app.useResponses('manual');
    await app.streamCheckbox.check();
    await app.runToEnd();
    await expect.poll(() => app.itemKinds()).toEqual(ITEM_KINDS);
    // The second request resends the calls as the client assembled them: the truth the scrubber must reach.
    const sent = (await app.requestBody(1)).input as {
      type?: string;
      name?: string;
      call_id?: string;
      arguments?: string;
    }[];
    const calls = sent.filter((i) => i.type === 'function_call');

    await app.stepSeparator(1).click();
    await app.tab(/^Stream/).click();
    await expect(app.streamEvents.first()).toContainText('response.created');
    await expect(app.streamEvents.last()).toContainText('response.completed');
    await app.scrubber.focus();
    await page.keyboard.press('Home');
    await expect(app.assembledItem(0)).toHaveCount(0);
    await app.scrubTo('output[0].arguments += ');
    const partial = (await app.assembledItemText(0).textContent()) ?? '';
    expect(partial.length).toBeGreaterThan(0);
    expect(calls[0]!.arguments!.startsWith(partial) && partial !== calls[0]!.arguments).toBe(true);
    await expect(app.assembledStatus).toHaveText('in_progress');
    await app.scrubber.focus();
    await page.keyboard.press('End');
    for (const [index, call] of calls.entries()) {
      await expect(app.assembledItem(index)).toContainText(`function_call ${call.name} ${call.call_id}`);
      await expect(app.assembledItemText(index)).toHaveText(call.arguments!);
    }
    await expect(app.assembledStatus).toHaveText('completed');
    await shot('responses-stream-scrubber');
    await scanScreen();
  });

  await test.step("seed 002's joke: the follow-up goes out alone, chained with previous_response_id, with its field note", async () => {
    await app.startOver();
    await app.responsesStyle.check();
    await app.scenarioSelect.selectOption({ label: 'A joke, then “explain why this is funny” (previous_response_id)' });
    await expect(app.stateMode).toHaveValue('previous_response_id');
    // The scenario is a whole configuration: streaming, switched on above, is off again as on a fresh page.
    await expect(app.streamCheckbox).not.toBeChecked();
    await app.runToEnd();
    await app.followUp('explain why this is funny.').click();
    await expect(app.exchanges).toHaveCount(2);
    await expect(app.status).toHaveText('Done');
    const joke = await app.responseBody(0);
    expect(await app.requestBody(1)).toEqual({
      model: 'gpt-6-astra',
      input: [{ role: 'user', content: 'explain why this is funny.' }],
      previous_response_id: joke.id,
    });
    await inspector.viewButton('Tree').click();
    await inspector.focusField(inspector.bodyTree('Request body'), 'previous_response_id');
    expect(await inspector.focusedDescription).toContain('Chains this request onto a stored response');
    await shot('responses-joke-chained');
  });
});
