// Code export: the loop of the open branch, or one exchange from the inspector, as curl, TypeScript and Python; an exchange also as a file.
import { test, expect } from './fixtures';
import { InspectorPage } from './pages/inspector-page';
import { PlaygroundPage } from './pages/playground-page';
import { exchangeBytes, SessionsPage } from './pages/sessions-page';

test('the weather loop as curl, TypeScript and Python, downloadable; one exchange from the inspector as code, and as a file that imports back with the same bytes', async ({
  page,
  browser,
  shot,
  scanScreen,
}) => {
  const app = new PlaygroundPage(page);
  const inspector = new InspectorPage(page);
  const sessions = new SessionsPage(page);
  await app.open();
  await app.runToEnd();

  await test.step('the weather loop as curl, TypeScript and Python: the recorded bodies, the tools and their results, downloadable', async () => {
    const curl = await sessions.showCode('curl');
    // Two requests went out; each command carries the exact body, the key comes from the environment.
    expect(curl.match(/^curl /gm)).toHaveLength(2);
    expect(curl).toContain('Authorization: Bearer $OPENAI_API_KEY');
    expect(curl).toContain(`"tool_call_id":"call_xK9f2a"`);
    await shot('code-export-curl');

    const typescript = await sessions.showCode('TypeScript');
    expect(typescript).toContain("import OpenAI from 'openai';");
    expect(typescript).toContain('"name": "convert_temperature"');
    // The tool stubs answer with this session's results.
    expect(typescript).toContain('\\"condition\\": \\"Partly cloudy\\"');
    const downloaded = await sessions.downloadCode();
    expect(downloaded).toEqual({ name: 'loop.ts', text: typescript });
    await shot('code-export-typescript');

    const python = await sessions.showCode('Python');
    expect(python).toContain('from openai import OpenAI');
    expect(python).toContain('def run_loop():');
    await scanScreen();
    await sessions.closeDialog();
    await expect(sessions.exportDialog).toBeHidden();
  });

  await test.step('one exchange from the inspector: its request as code, and as a file that imports back with the same bytes', async () => {
    const bytes = (await exchangeBytes(page)).slice(2, 4);
    await inspector.exchanges.nth(1).click();
    await inspector.exportButton(2).click();
    await expect(sessions.exchangeExportDialog(2)).toBeVisible();

    const curl = await sessions.showExchangeExport(2, 'curl');
    expect(curl.match(/^curl /gm)).toHaveLength(1);
    expect(curl).toContain(`"tool_call_id":"call_xK9f2a"`);
    const typescript = await sessions.showExchangeExport(2, 'TypeScript');
    expect(typescript).toContain(
      'client.chat.completions.create(body as unknown as ChatCompletionCreateParams).asResponse()',
    );
    await shot('code-export-exchange-typescript');
    expect(await sessions.showExchangeExport(2, 'Python')).toContain('with_streaming_response.create(**BODY)');

    const line = await sessions.showExchangeExport(2, 'Exchange file');
    const file = await sessions.downloadExchangeExport(2);
    expect(file).toEqual({ name: 'request-2.jsonl', text: line });
    expect(JSON.parse(file.text).request.body).toBe(bytes[0]);
    await shot('code-export-exchange-file');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await new PlaygroundPage(other).open();
    const otherSessions = new SessionsPage(other);
    await otherSessions.importBuffer(file.name, file.text);
    await expect(otherSessions.importDialog).toBeHidden();
    expect(await exchangeBytes(other)).toEqual(bytes);
    await fresh.close();
  });
});
