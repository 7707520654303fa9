// Loop tests, the user's journey: a loop captured in /live → "Save as test" → the draft edited → `loopscope test` run
// from the command line → the failing exchange opened from the link it prints; and in the playground, a session's
// expectations checked again after an edit and a replay, and still there after a reload.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { expect, test } from './fixtures';
import { LiveCapturePage } from './pages/live-page';
import { SessionsPage } from './pages/sessions-page';
import { LoopTestPage } from './pages/loop-test-page';
import { PlaygroundPage } from './pages/playground-page';

const QUESTION = "What's the weather in Paris?";
const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      description: 'Get the current weather for a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
    },
  },
];

/** The "user's app": the weather loop with the official SDK through the capture proxy, the tool answering 17°C. */
async function weatherLoop(baseURL: string): Promise<void> {
  const client = new OpenAI({ apiKey: 'sk-e2e-loop-tests-0123456789', baseURL: `${baseURL}/proxy/v1`, maxRetries: 0 });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: 'You are a weather assistant.' },
    { role: 'user', content: QUESTION },
  ];
  const asked = await client.chat.completions.create({ model: 'gpt-5.4-mini', messages, tools: TOOLS });
  const message = asked.choices[0]!.message;
  const results = message.tool_calls!.map((call) => ({
    role: 'tool' as const,
    tool_call_id: call.id,
    content: JSON.stringify({ city: 'Paris', temperature_c: 17, condition: 'light drizzle' }),
  }));
  await client.chat.completions.create({
    model: 'gpt-5.4-mini',
    messages: [...messages, message, ...results],
    tools: TOOLS,
  });
}

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'loopscope-e2e-loop-tests-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('one captured weather loop: saved as a test, edited, run from the CLI to its failing exchange; then opened as a session that carries its expectations', async ({
  page,
  baseURL,
  shot,
  scanScreen,
}) => {
  // Two former tests of a minute each; both ran the same weather loop through the proxy only to use it differently.
  test.setTimeout(120_000);
  const live = new LiveCapturePage(page);
  const tests = new LoopTestPage(page);

  await test.step('capture → Save as test → edit → run from the CLI → open the failing exchange', async () => {
    await page.request.delete('/api/capture/exchanges');
    await live.open();
    await weatherLoop(baseURL!);
    await expect(live.loop(/What's the weather in Paris/)).toContainText('2 requests');

    // Save as test: the draft says what the loop did; the user tightens the request budget to one request.
    await tests.saveAsTestButton.click();
    await expect(tests.fileName).toHaveValue('what-s-the-weather-in-paris');
    await expect(tests.draft).toHaveValue(/- calls:\n\s+- get_weather\n\s+order: exact/);
    await expect(tests.draftCheck).toHaveText('The test file is valid: 5 expectations.');
    await live.shotsAtSizes(shot, 'loop-tests-save-as-test', tests.dialog);
    await tests.editDraft('max_requests: 2', 'max_request: 1');
    // A mistake is named as it is typed, and the download waits for a valid file.
    await expect(tests.draftCheck).toContainText('`max_request` is not an expectation: did you mean `max_requests`?');
    await expect(tests.downloadButton).toBeDisabled();
    await tests.editDraft('max_request: 1', 'max_requests: 1');
    await expect(tests.draftCheck).toHaveText('The test file is valid: 5 expectations.');
    const [testFile, cassetteFile] = await tests.saveDownloads(tests.downloadButton, folder);
    expect(testFile).toMatch(/what-s-the-weather-in-paris\.loop\.yaml$/);
    expect(cassetteFile).toMatch(/what-s-the-weather-in-paris\.cassette\.json$/);
    expect(readFileSync(testFile!, 'utf8')).toContain('recording: what-s-the-weather-in-paris.cassette.json');

    // Run from the CLI: the case fails at request 2, and --keep-open serves the capture with a link to that exchange.
    const cli = spawn(
      process.execPath,
      [resolve('build/server/cli.js'), 'test', testFile!, '--keep-open', '--port', '0'],
      // Its store in the test's folder, never the user's data directory.
      { env: { ...process.env, NO_COLOR: '1', XDG_DATA_HOME: folder } },
    );
    let out = '';
    cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = once(cli, 'exit');
    try {
      await expect.poll(() => out, { timeout: 30_000 }).toContain('The captured loops are at');
      expect(out).toContain(
        '✗ at most 1 model request\n      the run sent 2 model requests; request 2 is the first past 1\n      at request 2 request',
      );
      const link = /open (http:\/\/localhost:\d+\/live\?exchange=cap_\d+&side=request)\n/.exec(out);
      expect(link, out).not.toBeNull();
      // The fixture allows only 127.0.0.1 (no name lookups); localhost is the same loopback server.
      await page.goto(link![1]!.replace('//localhost:', '//127.0.0.1:'));
      await expect(live.exchangeRows).toHaveCount(2);
      await expect(live.exchangeRows.nth(1)).toHaveAttribute('aria-selected', 'true');
      // The request side, where the budget was passed, is the tab shown.
      await expect(live.inspectorTab(/^Request/)).toHaveAttribute('aria-selected', 'true');
      await shot('loop-tests-failing-exchange');
      // Leave that page before the CLI's server stops, so its live feed is not cut mid-stream.
      await live.open();
    } finally {
      cli.kill('SIGINT');
    }
    const [code] = (await exited) as [number | null];
    expect(code).toBe(1);
    await scanScreen();
  });

  await test.step('a session carries its expectations: the bar says which hold after an edit and a replay', async () => {
    // The same captured loop as above: /live shows it again, and it opens as a session.
    await expect(live.loops).toHaveCount(1);
    await expect(live.loop(/What's the weather in Paris/)).toContainText('2 requests');
    await live.openAsSession();
    const app = new PlaygroundPage(page);
    await expect(app.card(4)).toContainText('17°C');

    // Save as test in the playground, with one expectation the loop does not meet yet: the answer must say 30°C.
    await tests.saveAsTestButton.click();
    await tests.editDraft('      - ends: true', '      - ends: true\n      - answer:\n          contains: 30°C');
    await expect(tests.draftCheck).toHaveText('The test file is valid: 6 expectations.');
    await expect(tests.loadExpectationsButton).toBeVisible();
    await live.shotsAtSizes(shot, 'loop-tests-save-as-test-playground', tests.dialog);
    await tests.saveDownloads(tests.downloadAndAttachButton, folder);
    await expect(tests.barToggle).toHaveText(/5 of 6 expectations hold/);
    await expect(tests.barToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tests.barItem(/the final answer contains "30°C"/)).toContainText(
      'request 2 response body: choices[0].message.content',
    );
    await live.shotsAtSizes(shot, 'loop-tests-bar-failing', tests.bar);

    // Edit the tool's result and replay: the answer changes, and the bar checks again.
    await app.editToolResultValue(3, '17', '30');
    await app.replayEdited();
    await expect(app.status).toHaveText('Done');
    await expect(tests.barToggle).toHaveText(/6 of 6 expectations hold/);
    // Keyboard: the bar's toggle is reachable and opens the list.
    await tests.barToggle.focus();
    await page.keyboard.press('Enter');
    await expect(tests.barItems).toHaveCount(6);
    await live.shotsAtSizes(shot, 'loop-tests-bar-holding', tests.bar);

    // The expectations are saved with the session: a reload reopens it with the bar, checked on the replayed loop.
    await new SessionsPage(page).waitSaved();
    await page.reload();
    await expect(tests.barToggle).toHaveText(/6 of 6 expectations hold/);
    await expect(tests.bar).toContainText('.loop.yaml');
  });
});
