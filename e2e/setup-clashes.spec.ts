// Issue 45 item 4: set-ups that would silently do nothing say so. The built-in MCP server added next to the scenario's
// local get_weather: the card says the model would call the local one and offers to replace it; after replacing, the
// run asks the server (tools/call) instead.
import { test, expect } from './fixtures';
import { AssistantsPage } from './pages/assistants-page';
import { McpServers } from './pages/mcp-servers';
import { PlaygroundPage } from './pages/playground-page';

test('set-ups that would silently do nothing say so: an MCP tool named like a local tool, and an Assistants-only scenario over Chat Completions', async ({
  page,
  shot,
  scanScreen,
}) => {
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  const mcp = new McpServers(page);
  const assistants = new AssistantsPage(page);
  await app.open();

  await test.step('an MCP tool named like a local tool is flagged with an offer to replace, and the replaced tool is served by MCP', async () => {
    await mcp.openSection();
    await mcp.addBuiltinButton.click();
    await expect(mcp.server('weather')).toBeVisible();
    // Seed 001 has local get_weather and convert_temperature: both of the server's namesakes are flagged.
    await expect(mcp.clashNotes('weather')).toHaveCount(2);
    await expect(mcp.clashNote('weather', 'get_weather')).toContainText(
      'the model will call that one and this server is never asked',
    );
    await mcp.server('weather').scrollIntoViewIfNeeded();
    await shot('mcp-clash-note');
    await mcp.replaceLocalButton('weather', 'get_weather').click();
    await expect(mcp.clashNote('weather', 'get_weather')).toHaveCount(0);
    await expect(mcp.clashNotes('weather')).toHaveCount(1);
    await app.runButton.click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    await expect(mcp.mcpExchanges.filter({ hasText: 'tools/call' }).first()).toBeVisible();
    await scanScreen();
  });

  await test.step('an Assistants-only scenario with Chat Completions picked afterwards: Run says why it is off instead of running with no tool', async () => {
    // Nothing has run in the new session, so the choices below apply at once.
    await assistants.startOver();
    await assistants.useAssistants('seed-004-math-tutor');
    // The scenario brings its own set-up: the MCP server added above is gone, as on a fresh page.
    await expect(mcp.server('weather')).toHaveCount(0);
    await assistants.chatStyle.check();
    await expect(assistants.chatStyle).toBeChecked();
    await expect(assistants.runButton).toBeDisabled();
    await expect(assistants.runOffReason).toContainText('Assistants');
    await shot('assistants-only-over-chat');
    // The way out the reason names: back to Assistants, and Run works again.
    await assistants.switchToAssistantsButton.click();
    await expect(assistants.assistantsStyle).toBeChecked();
    await expect(assistants.runButton).toBeEnabled();
  });
});
