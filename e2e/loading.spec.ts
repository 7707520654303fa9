// Heavy parts load late: the first screen works before Monaco and the sandbox are fetched, and each arrives on first use.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';

const MONACO = /\/assets\/MonacoEditor-[^/]+\.js$/;
const SANDBOX_WASM = /\/assets\/[^/]+\.wasm$/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

test('the first screen runs the loop before Monaco or the sandbox wasm is fetched', async ({ page }) => {
  const urls = recordRequests(page);
  const app = new PlaygroundPage(page);
  await app.open();
  await app.runToEnd();
  expect(await app.cardRoles()).toHaveLength(7);
  expect(urls.filter((u) => MONACO.test(u))).toEqual([]);
  // The seed tools ran in the sandbox, so its wasm arrived only once the run needed it.
  expect(urls.filter((u) => SANDBOX_WASM.test(u)).length).toBeGreaterThan(0);
});

test('opening an editor fetches Monaco from the app itself, not a CDN', async ({ page }) => {
  const urls = recordRequests(page);
  const app = new PlaygroundPage(page);
  await app.open();
  expect(urls.filter((u) => MONACO.test(u) || SANDBOX_WASM.test(u))).toEqual([]);

  await app.toolEditButton('get_weather').click();
  await expect(app.toolEditors.first()).toBeVisible();
  const monaco = urls.filter((u) => MONACO.test(u));
  expect(monaco).toHaveLength(1);
  expect(new URL(monaco[0]!).host).toBe(new URL(page.url()).host);
});
