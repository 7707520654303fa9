// The inspector by keyboard and offline: field notes on focus, list navigation, and Monaco served by the app itself.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';

test('field notes open on keyboard focus and close with Escape; the exchange list moves with the arrow keys and the detail follows', async ({
  page,
  shot,
  scanScreen,
}) => {
  await page.goto('/');
  const inspector = new InspectorPage(page);
  await inspector.runSeed();
  // A finished run selects its last exchange.
  await expect(inspector.exchanges).toHaveCount(2);
  await expect(inspector.selectedExchange).toContainText('Request 2');

  await test.step('field notes open on keyboard focus and close with Escape', async () => {
    await inspector.exchanges.first().click();
    await inspector.tab('Response').click();
    const row = await inspector.focusField(inspector.bodyTree('Response body'), 'finish_reason');
    await expect(row).toContainText('"tool_calls"');
    expect(await inspector.focusedDescription).toContain('wants tool results, not because it is finished');
    await shot('inspector-finish-reason-note');
    await page.keyboard.press('Escape');
    expect(await inspector.focusedDescription).toBe('');

    // A tool message's tool_call_id in the second request explains the pairing with the call.
    await inspector.exchanges.nth(1).click();
    await inspector.tab('Request').click();
    await inspector.focusField(inspector.bodyTree('Request body'), 'tool_call_id');
    expect(await inspector.focusedDescription).toContain('Pairs this result with the call');
    await scanScreen();
  });

  // The field-notes step left request 2 selected; the list moves from there.
  await expect(inspector.selectedExchange).toContainText('Request 2');
  await inspector.exchangeList.focus();
  await page.keyboard.press('ArrowUp');
  await expect(inspector.selectedExchange).toContainText('Request 1');
  await expect(inspector.detailOfStep(1)).toBeVisible();

  // At 853×480 the request shows a line or two of JSON; focusing the payload gives it the window.
  await page.setViewportSize({ width: 853, height: 480 });
  await inspector.tab('Request').click();
  const before = await inspector.visibleTreeRows(inspector.bodyTree('Request body'));
  // Without focusing, the payload shows a few lines of its own (issue 45 item 7: none until "Focus payload").
  expect(before).toBeGreaterThanOrEqual(3);
  await inspector.focusPayloadButton.click();
  await expect(inspector.focusPayloadButton).toHaveAttribute('aria-pressed', 'true');
  await expect(inspector.messagesPanel).toBeHidden();
  await expect(inspector.exchangeList).toHaveCount(0);
  await expect(inspector.exchangePicker).toHaveValue(/.+/);
  const focused = await inspector.visibleTreeRows(inspector.bodyTree('Request body'));
  expect(focused).toBeGreaterThanOrEqual(8);
  expect(focused).toBeGreaterThan(before + 4);
  await inspector.exchangePicker.selectOption({ label: 'Request 2 · POST /v1/chat/completions · 200 OK' });
  await expect(inspector.detailOfStep(2)).toBeVisible();
  // Escape gives the timeline back.
  await inspector.exchangePicker.press('Escape');
  await expect(inspector.messagesPanel).toBeVisible();
  await expect(inspector.focusPayloadButton).toHaveAttribute('aria-pressed', 'false');

  // On this short screen the context-window bar and the mock's notes start folded; each unfolds and folds by keyboard.
  await expect(inspector.contextWindowMeter).toBeHidden();
  await inspector.pressOn(inspector.contextWindowToggle, 'Enter');
  await expect(inspector.contextWindowMeter).toBeVisible();
  await inspector.pressOn(inspector.contextWindowToggle, 'Enter');
  await expect(inspector.contextWindowMeter).toBeHidden();
  await inspector.lastModelExplanation.scrollIntoViewIfNeeded();
  await expect(inspector.lastModelExplanation).toHaveJSProperty('open', false);
  await inspector.pressOn(inspector.lastModelExplanationToggle, 'Space');
  await expect(inspector.lastModelExplanation).toHaveJSProperty('open', true);
  await inspector.pressOn(inspector.lastModelExplanationToggle, 'Enter');
  await expect(inspector.lastModelExplanation).toHaveJSProperty('open', false);

  // Focusing the timeline gives it the window: this layout showed ~190 px of messages at 853×480.
  await inspector.pressOn(inspector.focusTimelineButton, 'Enter');
  await expect(inspector.focusTimelineButton).toHaveAttribute('aria-pressed', 'true');
  await expect(inspector.region).toBeHidden();
  expect((await inspector.timeline.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(260);
  await inspector.timeline.press('Escape');
  await expect(inspector.region).toBeVisible();
  // Opened right after leaving focus mode, the bar shows open at once, and the choice outlives a reload in this tab.
  await inspector.pressOn(inspector.contextWindowToggle, 'Enter');
  await expect(inspector.contextWindowBox).toHaveAttribute('open', '');
  await expect(inspector.contextWindowMeter).toBeVisible();
  await expect.poll(() => inspector.storedFold('request-gauge')).toBe('open');
  await page.reload();
  await expect(inspector.contextWindowBox).toHaveAttribute('open', '');
  await expect(inspector.contextWindowMeter).toBeVisible();
});

test('the formatted view loads Monaco from the app itself, in the dark theme', async ({ page, shot }) => {
  await page.addInitScript(() => localStorage.setItem('loopscope.theme', 'dark'));
  await page.goto('/');
  const inspector = new InspectorPage(page);
  await inspector.runSeed();
  await inspector.tab('Request').click();
  await inspector.viewButton('Formatted').click();
  // The fixture fails the test if anything outside 127.0.0.1 was requested (no CDN).
  await expect(inspector.editorLines).toContainText('"messages"');
  await expect(inspector.editor).toHaveClass(/vs-dark/);
  await shot('inspector-formatted-dark');
});
