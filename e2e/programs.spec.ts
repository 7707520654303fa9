// Programmatic tool calling and server-side compaction as a learner meets them in Responses mode: a program with its calls nested under it, and what a compaction sealed.
import { test, expect } from './fixtures';
import { LostWorkPage } from './pages/lost-work-page';
import { ResponsesPage } from './pages/responses-page';

test('a question that needs two calls makes a program: its calls nest under it and are answered with its caller; a compaction shows what it sealed', async ({ page, shot }) => {
  const app = new ResponsesPage(page);
  await app.open();
  await app.responsesStyle.check();
  await app.scenarioSelect.selectOption({ label: 'Programmatic tool calling: the weather in Berlin and Tokyo from one program' });
  await app.runToEnd();
  await expect(app.status).toHaveText('Done');
  const kinds = (await app.itemKinds()).filter((k) => k !== 'reasoning');
  expect(kinds).toEqual(['message · system', 'message · user', 'program', 'function_call', 'function_call_output', 'function_call', 'function_call_output', 'program_output', 'message · assistant']);
  const all = await app.itemKinds();
  const program = all.indexOf('program');
  const firstCall = all.indexOf('function_call');
  await app.showItem(program);
  await expect(app.programCode(program)).toContainText(`await tools.get_weather({"city":"Berlin","unit":"celsius"})`);
  const sent = (await app.requestBody(1)).input as { type?: string; call_id?: string; caller?: unknown }[];
  const programId = sent.find((i) => i.type === 'program')!.call_id!;
  await app.showItem(firstCall);
  await expect(app.programNote(firstCall)).toHaveText(`called by program ${programId}`);
  expect(sent.find((i) => i.type === 'function_call_output')!.caller).toEqual({ type: 'program', caller_id: programId });
  await shot('responses-program');

  await app.scenarioSelect.selectOption({ label: 'Seed 002 compaction: a long paste, then “explain why this is funny.” (compact_threshold 1000)' });
  await new LostWorkPage(page).startNewSessionButton.click();
  await app.runToEnd();
  await app.followUp('explain why this is funny.').click();
  await expect(app.exchanges).toHaveCount(2);
  await expect(app.status).toHaveText('Done');
  expect((await app.responseBody(0)).output).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'compaction' })]));
  await app.contextButton.click();
  await expect(app.contextDialog.getByTestId('effective-context').locator('.wire-row').first()).toHaveAttribute('data-kind', 'compaction');
  await app.sealedItems.locator('summary').click();
  await expect(app.sealedRows).toHaveCount(1);
  await expect(app.sealedRows.first()).toContainText('My notes from past sets');
  await shot('responses-compaction-sealed');
});
