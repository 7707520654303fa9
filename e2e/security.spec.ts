// Nothing leaves the machine unasked: hostile model and tool text runs no script and loads nothing; the CSP is served and built in.
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { scriptProvider, scriptedBaseUrl } from './pages/scripted-provider';

/** Everything a hostile model or tool result might try: an HTML image with a handler, a script, a markdown image, a link. */
const HOSTILE = [
  'Report: <img src=x onerror="window.__pwned=\'img\'">',
  "<script>window.__pwned='script'</script>",
  '![px](https://evil.example/p.png)',
  '[details](https://evil.example/page)',
].join(' ');

const pwned = (app: PlaygroundPage) =>
  app.page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);

test('nothing leaves the machine unasked: the CSP is served and built in; hostile tool and model text runs nothing and fetches nothing', async ({
  page,
  allowConsoleError,
  shot,
  scanScreen,
}) => {
  await test.step('the server sends a strict Content-Security-Policy and the build carries it as a meta tag', async () => {
    const response = await page.request.get('/');
    const header = response.headers()['content-security-policy'] ?? '';
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        readFileSync('dist/index.html', 'utf8'),
      )?.[1] ?? '';
    for (const policy of [header, meta]) {
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval'(;|$)/);
      expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
      expect(policy).toMatch(/font-src 'self' data:(;|$)/);
      expect(policy).not.toContain("'unsafe-eval'");
    }
    expect(header).toContain("frame-ancestors 'none'");
  });

  const app = new PlaygroundPage(page);
  await app.open();

  await test.step('a tool result with HTML, a script and a markdown image is shown as text and the replay runs nothing', async () => {
    await app.runToEnd();
    await app.editToolResultButton(3).click();
    await app.monaco.replaceAll(app.editDialog, JSON.stringify({ city: 'Berlin', temperature: 18, note: HOSTILE }));
    await app.replayEdited();
    await expect(app.status).toHaveText('Done');

    await expect(app.card(3)).toContainText('edited by you');
    await expect(app.card(3)).toContainText('<img src=x onerror=');
    await expect(app.timelineImages).toHaveCount(0);
    await expect(app.remotePreloads).toHaveCount(0);
    expect(await pwned(app)).toBeNull();
    await scanScreen();
  });

  await test.step('a scripted model reply with HTML, a script and a markdown image runs nothing and fetches nothing', async () => {
    // The run above stays in Sessions, and the provider below applies at once to the new, empty session. Nothing ran as
    // script above (checked), so __pwned is as unset as on a fresh page.
    await app.startOver();
    // Choosing "Custom" first asks the default local server (Ollama's port) for its models; none runs here.
    allowConsoleError(/ERR_CONNECTION_REFUSED/);
    const seen = await scriptProvider(page, [
      { toolCalls: [{ id: 'call_evil1', name: 'get_weather', arguments: '{"city": "Berlin", "unit": "celsius"}' }] },
      { content: HOSTILE },
    ]);
    await app.useCustomProvider(scriptedBaseUrl(page));
    await app.runToEnd();
    expect(seen).toHaveLength(2);

    const answer = app.card(4);
    await expect(answer).toContainText('Report:');
    // The markdown image is a link that names where it points; the HTML never became elements.
    await expect(app.imageLinks(answer)).toHaveText('image "px": https://evil.example/p.png');
    await expect(app.linkIn(answer, 'details')).toHaveAttribute('href', 'https://evil.example/page');
    await expect(app.timelineImages).toHaveCount(0);
    await expect(app.remotePreloads).toHaveCount(0);
    expect(await pwned(app)).toBeNull();
    await answer.scrollIntoViewIfNeeded();
    await shot('security-hostile-answer');
  });
});
