// MCP as it is today: a 2026-only server added by URL, run as the loop's tools; the revision on the wire, an elicitation
// form answered in the page (the retry carries the answer), and a tool that runs as a task until it finishes. Then the
// official memory server from npm, run over stdio, as the loop's tools on the mock: a question creates an entity, the next reads it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { WITH_LAUNCH_TOKEN } from './launch-token';
import { McpServers } from './pages/mcp-servers';
import { McpToday } from './pages/mcp-today';
import { ResponsesPage } from './pages/responses-page';

test('a 2026-only MCP server: the revision, an elicitation form answered, a task watched to its end', async ({
  page,
  shot,
}) => {
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
  // Pinned to the stateless revision: the page's client speaks nothing else to it.
  await mcp.revisionSelect.selectOption({ label: '2026-07-28 only (stateless)' });
  await mcp.addServerButton.click();
  await expect(mcp.servers).toHaveCount(1);
  await expect(mcp.revisionOf('127_0_0_1')).toHaveValue('modern');
  await shot('mcp-revision-picker');
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

/** The official memory server, installed by `npm ci --prefix mcp-servers` (the CI script does). */
const MEMORY_SERVER = 'mcp-servers/node_modules/@modelcontextprotocol/server-memory/dist/index.js';

test('the official memory MCP server as the loop’s tools on the mock: a question naming an entity creates it, the next reads it', async ({
  page,
  shot,
}) => {
  test.skip(!existsSync(MEMORY_SERVER), 'npm ci --prefix mcp-servers installs the memory server');
  const dir = mkdtempSync(join(tmpdir(), 'loopscope-e2e-memory-'));
  try {
    const app = new ResponsesPage(page);
    const mcp = new McpServers(page);
    const today = new McpToday(page);
    await app.open(WITH_LAUNCH_TOKEN);
    await app.responsesStyle.check();
    await app.scenarioSelect.selectOption({ label: 'A joke, then “explain why this is funny” (previous_response_id)' });
    await mcp.openSection();
    // The server keeps its knowledge graph where MEMORY_FILE_PATH says: a folder of this test's own.
    await mcp.stdioInput.fill(`env MEMORY_FILE_PATH=${join(dir, 'memory.jsonl')} node ${MEMORY_SERVER}`);
    await mcp.stdioRunButton.click();
    await mcp.confirmRunButton.click();
    await expect(mcp.server('env')).toBeVisible({ timeout: 30_000 });
    await expect(mcp.mappingRows('env').filter({ hasText: 'create_entities' })).toHaveCount(1);

    await app.userMessage.fill('Create an entity named "Ada Lovelace" of type "person"');
    await app.runButton.click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    // create_entities, with the entity the question named; the server answers with what it created.
    await expect(today.nests.first()).toContainText(
      '{"entities":[{"name":"Ada Lovelace","entityType":"person","observations":[]}]}',
    );
    await expect(today.nests.first()).toContainText('"entityType": "person"');

    // A new loop: the server kept the entity, and a question naming it reads it back.
    await app.resetButton.click();
    await app.userMessage.fill('Open the node "Ada Lovelace"');
    await app.runButton.click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    const opened = today.nests.last();
    // open_nodes with the name, and the server's answer is the entity the first loop created.
    await expect(opened).toContainText('{"names":["Ada Lovelace"]}');
    await expect(opened).toContainText('"entityType": "person"');
    await opened.scrollIntoViewIfNeeded();
    await shot('mcp-memory-server');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
