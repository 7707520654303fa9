// MCP as it is today: a 2026-only server added by URL, run as the loop's tools; the revision on the wire, an elicitation
// form answered in the page (the retry carries the answer), and a tool that runs as a task until it finishes.
import { expect, test } from './fixtures';
import { McpServers } from './pages/mcp-servers';
import { McpToday } from './pages/mcp-today';
import { ResponsesPage } from './pages/responses-page';

test('a 2026-only MCP server: the revision, an elicitation form answered, a task watched to its end', async ({ page, shot }) => {
  const app = new ResponsesPage(page);
  const mcp = new McpServers(page);
  const today = new McpToday(page);
  await app.open();
  await app.responsesStyle.check();
  // A scenario with no tools of its own: the model sees only the server's.
  await app.scenarioSelect.selectOption({ label: 'A joke, then “explain why this is funny” (previous_response_id)' });
  await mcp.openSection();
  // npm start's /mcp, asked to speak only the stateless revision: a client that knows only the handshake gets nothing.
  await mcp.urlInput.fill(await mcp.servedUrl('/mcp?revision=2026-07-28'));
  await mcp.addServerButton.click();
  await expect(mcp.servers).toHaveCount(1);
  await expect(mcp.servers.first()).toContainText('save_favorite_city');

  await app.userMessage.fill('Save my favourite city');
  await app.runButton.click();
  await expect(today.dialog).toBeVisible({ timeout: 30_000 });
  await expect(today.dialog).toContainText('Which city should I save as your favourite?');
  await today.field('city').fill('Lisbon');
  await shot('mcp-elicitation-dialog');
  await today.acceptButton.click();
  await expect(app.status).toHaveText('Done', { timeout: 30_000 });
  await expect(today.revisions.first()).toHaveText('revision 2026-07-28');
  await expect(today.inputRequired).toHaveText(['asks for input: favorite_city']);
  await expect(today.retries).toHaveText(['retry of the request above, with the answer (favorite_city: accept)']);
  await expect(today.nests.last()).toContainText('Saved Lisbon as your favourite city');
  await today.nests.last().scrollIntoViewIfNeeded();
  await shot('mcp-elicitation-timeline');

  // A new loop from the start, on the same server: a tool that runs as a task.
  await app.resetButton.click();
  await app.userMessage.fill('Generate a weather report for Berlin');
  await app.runToEnd();
  await expect(today.taskStates.first()).toContainText('task working');
  await expect(today.taskStates.last()).toContainText('task completed');
  await expect(today.nests.last()).toContainText('Weather report for Berlin');
  await today.nests.last().scrollIntoViewIfNeeded();
  await shot('mcp-task-timeline');
});
