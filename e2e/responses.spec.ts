// Responses mode as a learner meets it: the weather loop in each state mode, the item timeline, what each request carries, and the two Responses views.
import { test, expect } from './fixtures';
import { ResponsesPage } from './pages/responses-page';

const ITEM_KINDS = [
  'message · system',
  'message · user',
  'function_call',
  'function_call',
  'function_call',
  'function_call_output',
  'function_call_output',
  'function_call_output',
  'message · assistant',
];

type Item = { type?: string; role?: string };
const typesOf = (input: unknown) => (input as Item[]).map((i) => i.type ?? 'message');

test('the API-style picker offers Responses (no "soon")', async ({ page }) => {
  const app = new ResponsesPage(page);
  await app.open();
  await expect(app.responsesStyle).toBeEnabled();
  await expect(app.styleLabel('Responses')).not.toContainText('soon');
});

test('manual mode: items on the timeline, and the second request resends the function_call items', async ({ page, shot }) => {
  const app = new ResponsesPage(page);
  await app.open();
  await app.useResponses('manual');
  await app.runToEnd();
  expect(await app.itemKinds()).toEqual(ITEM_KINDS);
  await expect(app.exchanges).toHaveCount(2);
  const second = await app.requestBody(1);
  expect(typesOf(second.input)).toEqual(['message', 'message', 'function_call', 'function_call', 'function_call', 'function_call_output', 'function_call_output', 'function_call_output']);
  expect(second.previous_response_id).toBeUndefined();
  await shot('responses-manual');
});

test('chained mode: only outputs plus previous_response_id go out, and the server-side context equals manual input', async ({ page, shot }) => {
  const app = new ResponsesPage(page);
  await app.open();
  await app.useResponses('manual');
  await app.runToEnd();
  const manualContext = await app.serverContext();

  // Start over on the same page (a reload would reopen the saved session).
  await app.resetButton.click();
  await app.useResponses('previous_response_id');
  await app.runToEnd();
  expect(await app.itemKinds()).toEqual(ITEM_KINDS);
  const first = await app.requestBody(0);
  const second = await app.requestBody(1);
  expect(typesOf(second.input)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
  expect(second.previous_response_id).toMatch(/^resp_/);
  expect(typesOf(first.input)).toEqual(['message', 'message']);

  expect(await app.serverContext()).toEqual(manualContext);
  const sources = await app.contextSources();
  expect(sources[0]).toMatch(/^stored: previous_response_id resp_/);
  await app.contextButton.click();
  await shot('responses-server-context');
  await page.keyboard.press('Escape');

  const [messageIds, itemIds] = await app.comparedCallIds();
  expect(itemIds!.length).toBeGreaterThan(0);
  expect([...new Set(messageIds)].sort()).toEqual([...new Set(itemIds)].sort());
  // Each call id appears twice in each column (the call and its answer); hovering lights up all four.
  expect(await app.hoverCallIdAndCountLinked(itemIds![0]!)).toBe(4);
  await shot('responses-messages-vs-items');
  await app.closeCompare();
});

test('conversation mode: a Conversation is created once and each response reads it', async ({ page }) => {
  const app = new ResponsesPage(page);
  await app.open();
  await app.useResponses('conversation');
  await app.runToEnd();
  expect(await app.itemKinds()).toEqual(ITEM_KINDS);
  await expect(app.exchanges).toHaveCount(3);
  const second = await app.requestBody(1);
  const third = await app.requestBody(2);
  expect(second.conversation).toMatch(/^conv_/);
  expect(third.conversation).toBe(second.conversation);
  expect(typesOf(third.input)).toEqual(['function_call_output', 'function_call_output', 'function_call_output']);
});
