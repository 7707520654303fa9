// Code export: the loop of the open branch as curl, TypeScript and Python, shown, copied and downloaded.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

test('the weather loop as curl, TypeScript and Python: the recorded bodies, the tools and their results, downloadable', async ({ page, shot }) => {
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  await app.open();
  await app.runToEnd();

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
});
