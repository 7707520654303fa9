// Responses' newer tool kinds as a learner meets them: a custom tool's plain-string input, tool search loading a deferred
// namespace, a program with its calls nested under it, and what a server-side compaction sealed.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { McpServers } from './pages/mcp-servers';
import { WITH_LAUNCH_TOKEN } from './launch-token';
import { ResponsesPage } from './pages/responses-page';

const HELP_PAGE =
  '# Store help\n\nYou can return an item within 30 days of delivery for a full refund.\n\nOrders ship within 2 business days.';

test('Responses tools on one page, each in a session of its own: an MCP server as the loop tools, a program and a compaction, a custom tool with shell, apply_patch and hosted MCP approval, tool search and file_search', async ({
  page,
  shot,
  scanScreen,
}) => {
  // The four former tests' 60 s each.
  test.setTimeout(240_000);
  const app = new ResponsesPage(page);
  const mcp = new McpServers(page);
  await app.open();

  await test.step('an MCP server as the loop tools: the built-in server listed into the request, tools/call nested under each tool call, its bytes in the inspector', async () => {
    await app.responsesStyle.check();
    // A scenario with no tools of its own, so the model sees only the server's (as function tools, unlike the hosted mcp tool further on).
    await app.scenarioSelect.selectOption({ label: 'A joke, then “explain why this is funny” (previous_response_id)' });
    await app.userMessage.fill("What's the weather in Berlin?");
    await mcp.openSection();
    await mcp.addBuiltinButton.click();
    await expect(mcp.server('weather')).toBeVisible();
    await expect(mcp.mappingRows('weather').filter({ hasText: 'get_weather' })).toHaveCount(1);
    await mcp.server('weather').scrollIntoViewIfNeeded();
    await shot('mcp-server-mapping');

    await app.runToEnd();
    await expect(mcp.mcpExchanges.filter({ hasText: 'tools/list' })).toHaveCount(1);
    const tools = (await mcp.bodyOf(mcp.modelExchanges.first(), 'Request')).tools as {
      function?: { name: string };
      name?: string;
    }[];
    expect(tools.map((t) => t.function?.name ?? t.name)).toEqual(
      expect.arrayContaining(['get_weather', 'convert_temperature', 'get_forecast']),
    );
    const calls = (await mcp.bodyOf(mcp.modelExchanges.first(), 'Response')) as {
      choices?: { message: { tool_calls: { id: string }[] } }[];
      output?: { type: string; call_id: string }[];
    };
    const callId =
      calls.choices?.[0]!.message.tool_calls[0]!.id ?? calls.output!.find((i) => i.type === 'function_call')!.call_id;
    const nest = mcp.nestedUnder(callId);
    await expect(nest).toBeVisible();
    await expect(mcp.resultContent(nest)).toContainText('Berlin');
    await nest.scrollIntoViewIfNeeded();
    await shot('mcp-tools-call-nested');

    await mcp.exchangeButton(nest, 'tools/call').click();
    await expect(new InspectorPage(page).selectedExchange).toContainText('tools/call');
    await app.tab('Request').click();
    await app.showRaw();
    await expect(app.rawBody).toContainText('"method":"tools/call"');
    await expect(app.rawBody).toContainText(`"name":"get_weather"`);
    await app.tab('Response').click();
    // Over 2026-07-28 the server answers a call without progress as one JSON body: its exact text, the result marked complete.
    await app.showRaw();
    await expect(app.rawBody).toContainText('"jsonrpc":"2.0","id":');
    await expect(app.rawBody).toContainText('{"result":{"content":[{"type":"text"');
    await expect(app.rawBody).toContainText('"resultType":"complete"');
    await shot('mcp-tools-call-raw');
    await scanScreen();
  });

  await test.step('a question that needs two calls makes a program: its calls nest under it and are answered with its caller; a compaction shows what it sealed', async () => {
    await app.startResponsesScenario('Programmatic tool calling: the weather in Berlin and Tokyo from one program');
    await app.runToEnd();
    await expect(app.status).toHaveText('Done');
    const kinds = (await app.itemKinds()).filter((k) => k !== 'reasoning');
    expect(kinds).toEqual([
      'message · system',
      'message · user',
      'program',
      'function_call',
      'function_call_output',
      'function_call',
      'function_call_output',
      'program_output',
      'message · assistant',
    ]);
    const all = await app.itemKinds();
    const program = all.indexOf('program');
    const firstCall = all.indexOf('function_call');
    await app.showItem(program);
    await expect(app.programCode(program)).toContainText(`await tools.get_weather({"city":"Berlin","unit":"celsius"})`);
    const sent = (await app.requestBody(1)).input as { type?: string; call_id?: string; caller?: unknown }[];
    const programId = sent.find((i) => i.type === 'program')!.call_id!;
    await app.showItem(firstCall);
    await expect(app.programNote(firstCall)).toHaveText(`called by program ${programId}`);
    expect(sent.find((i) => i.type === 'function_call_output')!.caller).toEqual({
      type: 'program',
      caller_id: programId,
    });
    await shot('responses-program');

    await app.pickInNewSession(
      'Seed 002 compaction: a long paste, then “explain why this is funny.” (compact_threshold 1000)',
    );
    await app.runToEnd();
    await app.followUp('explain why this is funny.').click();
    await expect(app.exchanges).toHaveCount(2);
    await expect(app.status).toHaveText('Done');
    expect((await app.responseBody(0)).output).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'compaction' })]),
    );
    await app.contextButton.click();
    await expect(app.firstContextRow).toHaveAttribute('data-kind', 'compaction');
    await app.unfoldSealed();
    await expect(app.sealedRows).toHaveCount(1);
    await expect(app.sealedRows.first()).toContainText('My notes from past sets');
    await shot('responses-compaction-sealed');
    await scanScreen();
  });

  await test.step('a custom tool: the call carries the order code as a plain string and a custom_tool_call_output answers it; shell and apply_patch fix a file; a hosted MCP call waits for approval', async () => {
    // The server-context view the step above ended in (and scanned) closes first, as the learner would close it.
    await page.keyboard.press('Escape');
    await expect(app.firstContextRow).toBeHidden();
    await app.startResponsesScenario('Custom tool: look up order KX-2048 (a string input shaped by a regex grammar)');
    await app.runToEnd();
    await expect(app.status).toHaveText('Done');
    const kinds = await app.itemKinds();
    expect(kinds.filter((k) => k.startsWith('custom_tool_call'))).toEqual([
      'custom_tool_call',
      'custom_tool_call_output',
    ]);
    const call = kinds.indexOf('custom_tool_call');
    expect(((await app.requestBody(1)).input as unknown[])[call]).toMatchObject({
      type: 'custom_tool_call',
      name: 'order_lookup',
      input: 'KX-2048',
    });
    await app.showItem(call);
    await expect(app.customInput(call)).toHaveText('"KX-2048"');
    await shot('responses-custom-tool');

    // shell and apply_patch: the model reads the file, then patches the line; Loopscope answers both from its pretend project.
    await app.pickInNewSession('shell and apply_patch: fix a typo in src/greet.py');
    await app.runToEnd();
    await expect(app.status).toHaveText('Done');
    const work = await app.itemKinds();
    expect(work.filter((k) => k.includes('shell_call') || k.includes('apply_patch_call'))).toEqual([
      'shell_call',
      'shell_call_output',
      'apply_patch_call',
      'apply_patch_call_output',
    ]);
    const shell = work.indexOf('shell_call');
    await app.showItem(shell);
    await expect(app.shellCommands(shell)).toHaveText('$ cat src/greet.py');
    const patch = work.indexOf('apply_patch_call');
    await app.showItem(patch);
    await expect(app.patchDiff(patch)).toContainText('+    return f"Hello, {name}!"');
    expect(((await app.requestBody(2)).input as { type?: string }[]).at(-1)).toMatchObject({
      type: 'apply_patch_call_output',
      status: 'completed',
      output: 'Updated src/greet.py',
    });
    await shot('responses-shell-apply-patch');
    // "Messages vs items": Chat and Assistants have no shell / apply_patch, and their columns say so.
    await app.compareButton.click();
    await expect(app.compareColumnNote(0)).toContainText('Chat Completions has no shell or apply_patch tool');
    await expect(app.compareColumnNote(2)).toContainText('Assistants has no shell or apply_patch tool');
    await shot('responses-shell-compare');
    await page.keyboard.press('Escape');

    // The hosted mcp tool with approval: the loop stops at the server's approval request until the learner decides.
    await app.pickInNewSession('A joke, then “explain why this is funny” (previous_response_id)');
    await app.userMessage.fill('What is the weather in Tokyo?');
    await app.hostedMcp.selectOption({ label: 'built-in, approve each call' });
    await app.runButton.click();
    await expect(app.approveButton('get_weather')).toBeVisible({ timeout: 30_000 });
    expect((await app.requestBody(0)).tools).toEqual([
      expect.objectContaining({ type: 'mcp', server_label: 'weather', require_approval: 'always' }),
    ]);
    await expect(app.status).toHaveText('Waiting for your answer');
    await app.approvalCard('get_weather').scrollIntoViewIfNeeded();
    await shot('responses-mcp-approval');
    await app.approveButton('get_weather').click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    expect(((await app.requestBody(1)).input as { type?: string }[]).at(-1)).toMatchObject({
      type: 'mcp_approval_response',
      approve: true,
    });
    const output = (await app.responseBody(1)).output as { type: string; output?: string }[];
    expect(output.find((i) => i.type === 'mcp_call')?.output).toContain('Tokyo');
    await scanScreen();
  });

  await test.step('tool search: deferred namespaces, the hosted search loads shipping, the call names its namespace; a hosted file_search answer cites its file', async () => {
    await app.startResponsesScenario('Tool search: a support desk with 8 deferred tools in 3 namespaces');
    await app.runToEnd();
    await expect(app.status).toHaveText('Done');
    const tools = (await app.requestBody(0)).tools as { type: string; name?: string }[];
    expect(tools.map((t) => t.name ?? t.type)).toEqual(['tool_search', 'orders', 'shipping', 'billing']);
    const kinds = await app.itemKinds();
    expect(kinds.filter((k) => k.startsWith('tool_search'))).toEqual([
      'tool_search_call · server',
      'tool_search_output · server',
    ]);
    const loaded = kinds.indexOf('tool_search_output · server');
    expect(((await app.requestBody(1)).input as unknown[])[loaded + 1]).toMatchObject({
      type: 'function_call',
      name: 'track_parcel',
      namespace: 'shipping',
    });
    await app.showItem(loaded);
    await expect(app.loadedTools(loaded)).toHaveText([
      'shipping (namespace): 2 tools, track_parcel, change_delivery_address',
    ]);
    await shot('responses-tool-search');

    // Hosted file_search: the session's file goes into a vector store the server searches itself; the answer cites it.
    await app.pickInNewSession('A joke, then “explain why this is funny” (previous_response_id)');
    await app.userMessage.fill('How many days do I have to return an item?');
    await app.hostedTool('file_search').check();
    await app.hostedFiles.setInputFiles({
      name: 'store-help.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(HELP_PAGE),
    });
    await app.runButton.click();
    await expect(app.status).toHaveText('Done', { timeout: 30_000 });
    const searched = await app.itemKinds();
    expect(searched.slice(-2)).toEqual(['file_search_call', 'message · assistant']);
    const answer = searched.length - 1;
    await app.showItem(answer);
    await expect(app.citations(answer)).toHaveText([/^file_citation store-help\.md \(file-\w+\)$/]);
    await expect(app.itemCard(answer)).toContainText('within 30 days of delivery');
    await shot('responses-file-search-citations');
    await scanScreen();
  });
});

test('a stdio MCP server runs only once the learner confirms its exact command; a server by URL keeps its token hidden', async ({
  page,
  shot,
  allowConsoleError,
}) => {
  // Over real HTTP the SDK client asks for the server's event stream with a GET; the stateless /mcp answers 405 (no
  // stream), which the browser logs. The in-page server and the stdio bridge answer it without a log line.
  allowConsoleError(/status of 405 \(Method Not Allowed\)/);
  const app = new ResponsesPage(page);
  const mcp = new McpServers(page);
  // Opened as the link `npm start` prints it: the page keeps this launch's token and takes it out of the address bar.
  await app.open(WITH_LAUNCH_TOKEN);
  await expect(page).not.toHaveURL(/launch=/);
  await mcp.openSection();
  const command = ['node', '--import', 'tsx', 'src/server/mcp-stdio/testing/stdio-weather.ts'];
  // The server refuses a start without this launch's token (any script on the machine), and one the user did not confirm.
  const tokenless = await mcp.startWithoutToken(command);
  expect(tokenless.status).toBe(403);
  expect(tokenless.body).toContain("does not hold this launch's token");
  const refused = await mcp.startWithoutConfirm(command);
  expect(refused.status).toBe(400);
  expect(refused.body).toContain('only after the user confirms its exact command');

  await mcp.stdioInput.fill(command.join(' '));
  await mcp.stdioRunButton.click();
  await expect(mcp.confirmedCommand).toHaveText(JSON.stringify(command));
  await shot('mcp-stdio-confirm');
  await mcp.confirmCancelButton.click();
  await expect(mcp.confirmDialog).toBeHidden();
  await expect(mcp.servers).toHaveCount(0);

  await mcp.stdioRunButton.click();
  await mcp.confirmRunButton.click();
  await expect(mcp.server('node')).toBeVisible({ timeout: 30_000 });
  await expect(mcp.mappingRows('node').filter({ hasText: 'get_weather' })).toHaveCount(1);
  await expect(mcp.mcpExchanges.filter({ hasText: 'tools/list' })).toHaveCount(1);

  // By URL: npm start's own /mcp over real HTTP, with a bearer token that is never shown.
  await mcp.urlInput.fill(await mcp.servedUrl('/mcp'));
  await mcp.headerValueInput.fill('Bearer e2e-SECRET-token-0123456789');
  await mcp.addServerButton.click();
  await expect(mcp.server('127_0_0_1')).toContainText('Authorization: ••••••');
  await expect(mcp.mcpExchanges.filter({ hasText: 'tools/list' })).toHaveCount(2);
  await expect(mcp.wholePage).not.toContainText('SECRET');
});
