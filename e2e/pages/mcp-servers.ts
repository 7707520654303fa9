// Page module for MCP servers as the loop's tools: the configuration's section, and the JSON-RPC nested under a tool call.
import type { Locator, Page } from '@playwright/test';

export class McpServers {
  constructor(readonly page: Page) {}

  private get config(): Locator {
    return this.page.getByRole('region', { name: 'Configuration' });
  }
  async openSection(): Promise<void> {
    const section = this.config.locator('details', { has: this.page.getByText('MCP servers', { exact: true }) });
    if ((await section.getAttribute('open')) === null)
      await this.config.getByText('MCP servers', { exact: true }).click();
  }
  get section(): Locator {
    return this.config.getByTestId('mcp-servers');
  }
  get addBuiltinButton(): Locator {
    return this.config.getByRole('button', { name: 'Add the built-in MCP server' });
  }
  get urlInput(): Locator {
    return this.config.getByLabel('Server URL');
  }
  get headerValueInput(): Locator {
    return this.config.getByLabel('Value', { exact: true });
  }
  /** The page's own origin, where `npm start` serves the built-in server at /mcp. */
  async servedUrl(path: string): Promise<string> {
    return this.page.evaluate((p) => `${location.origin}${p}`, path);
  }
  /** The MCP revision a server added by URL is listed with (auto, 2026-07-28 only, 2025-11-25 only). */
  get revisionSelect(): Locator {
    return this.section.getByLabel('MCP revision').first();
  }
  /** The revision picker on one server's card. */
  revisionOf(label: string): Locator {
    return this.server(label).getByLabel('MCP revision');
  }
  get addServerButton(): Locator {
    return this.config.getByRole('button', { name: 'Add server' });
  }
  server(label: string): Locator {
    return this.config.getByRole('region', { name: `MCP server ${label}` });
  }
  /** The mapping table's rows of a server: "MCP tool  function tool". */
  mappingRows(label: string): Locator {
    return this.server(label).getByRole('row');
  }
  // stdio servers
  get stdioInput(): Locator {
    return this.config.getByLabel('stdio command (npm start only)');
  }
  get stdioRunButton(): Locator {
    return this.config.getByRole('button', { name: 'Run…' });
  }
  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Run this command on this machine?' });
  }
  get confirmedCommand(): Locator {
    return this.confirmDialog.getByTestId('stdio-command');
  }
  get confirmRunButton(): Locator {
    return this.confirmDialog.getByRole('button', { name: 'Run this command' });
  }
  get confirmCancelButton(): Locator {
    return this.confirmDialog.getByRole('button', { name: 'Cancel' });
  }
  /** The note on a server's card that one of its tools has the name of a local tool (the model would call the local one). */
  clashNotes(label: string): Locator {
    return this.server(label).getByRole('note').filter({ hasText: 'the configuration already has a tool called' });
  }
  clashNote(label: string, mcpTool: string): Locator {
    return this.clashNotes(label).filter({ hasText: `This server’s ${mcpTool} is sent as` });
  }
  replaceLocalButton(label: string, localName: string): Locator {
    return this.server(label).getByRole('button', { name: `Use the server’s ${localName} instead of the local one` });
  }
  get servers(): Locator {
    return this.config.getByTestId('mcp-server');
  }
  /** The start request as a script on this machine would send it: confirmed, but without this launch's token. */
  async startWithoutToken(command: string[]): Promise<{ status: number; body: string }> {
    const response = await this.page.request.post('/api/mcp-stdio/start', {
      data: { command: command[0], args: command.slice(1), confirm: true },
    });
    return { status: response.status(), body: await response.text() };
  }
  /** The start request with the token the page holds (from the link it was opened through), without the user's confirmation. */
  async startWithoutConfirm(command: string[]): Promise<{ status: number; body: string }> {
    const token = await this.page.evaluate(() => sessionStorage.getItem('loopscope.launch-token'));
    const response = await this.page.request.post('/api/mcp-stdio/start', {
      data: { command: command[0], args: command.slice(1) },
      headers: token ? { 'X-Loopscope-Launch-Token': token } : {},
    });
    return { status: response.status(), body: await response.text() };
  }

  get error(): Locator {
    return this.section.getByRole('alert');
  }
  /** Everything the page shows, to check that a secret is nowhere on it. */
  get wholePage(): Locator {
    return this.page.locator('body');
  }

  // Inspector
  private get inspector(): Locator {
    return this.page.getByRole('region', { name: 'Inspector' });
  }
  /** The model API's exchanges in the inspector's list (the MCP ones carry an "MCP" badge). */
  get modelExchanges(): Locator {
    return this.inspector
      .getByRole('listbox', { name: 'HTTP exchanges' })
      .getByRole('option')
      .filter({ hasNotText: 'MCP' });
  }
  get mcpExchanges(): Locator {
    return this.inspector
      .getByRole('listbox', { name: 'HTTP exchanges' })
      .getByRole('option')
      .filter({ hasText: 'MCP' });
  }
  /** The exact body of one exchange of the list, parsed from the Raw view. */
  async bodyOf(option: Locator, tab: 'Request' | 'Response'): Promise<Record<string, unknown>> {
    await option.click();
    await this.inspector.getByRole('tab', { name: tab }).click();
    await this.inspector.getByRole('button', { name: 'Raw', exact: true }).click();
    return JSON.parse((await this.inspector.getByTestId('raw-body').textContent()) ?? '') as Record<string, unknown>;
  }

  // Timeline
  /** The JSON-RPC block nested under the model's tool call with this id. */
  nestedUnder(callId: string): Locator {
    return this.page.getByTestId('timeline').locator(`[data-call-id="${callId}"]`).getByTestId('mcp-call');
  }
  /** The button that opens one JSON-RPC exchange (by its method) in the inspector. */
  exchangeButton(nest: Locator, method: string): Locator {
    return nest.getByRole('button', { name: new RegExp(`^${method.replace('/', '\\/')}\\b`) });
  }
  resultContent(nest: Locator): Locator {
    return nest.getByTestId('mcp-result-content');
  }
}
