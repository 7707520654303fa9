// A scripted OpenAI-compatible provider for e2e: Playwright answers the page's requests to it with fixed Chat Completions.
import type { Page, Route } from '@playwright/test';

export interface ScriptedReply {
  content?: string;
  toolCalls?: { id: string; name: string; arguments: string }[];
}

/** The base URL the page is pointed at; requests to it never reach a network, Playwright answers them. */
export function scriptedBaseUrl(page: Page): string {
  return `${new URL(page.url()).origin}/scripted-provider/v1`;
}

function completion(reply: ScriptedReply, n: number): string {
  const toolCalls = reply.toolCalls?.map((c) => ({
    id: c.id,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  }));
  return JSON.stringify({
    id: `chatcmpl-scripted-${n}`,
    object: 'chat.completion',
    created: 1_780_000_000,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content ?? null,
          refusal: null,
          ...(toolCalls ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
}

/** Answers the n-th chat request with the n-th reply (the last one repeats); returns the request bodies it saw. */
export async function scriptProvider(page: Page, replies: ScriptedReply[]): Promise<string[]> {
  const seen: string[] = [];
  await page.route('**/scripted-provider/v1/models', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        object: 'list',
        data: [{ id: 'gpt-4o-mini', object: 'model', created: 0, owned_by: 'scripted' }],
      }),
    }),
  );
  await page.route('**/scripted-provider/v1/chat/completions', async (route: Route) => {
    seen.push(route.request().postData() ?? '');
    const reply = replies[Math.min(seen.length, replies.length) - 1]!;
    await route.fulfill({ status: 200, contentType: 'application/json', body: completion(reply, seen.length) });
  });
  return seen;
}
