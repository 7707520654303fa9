// Seed 000's multi-agent handoff run for real: two agents in their own lanes, the hand-over switch and what it sends.
import { test, expect } from './fixtures';
import { HandoffPage } from './pages/handoff-page';
import { WorkshopPage } from './pages/workshop-page';

test('multi-agent handoff: both agents run in their own lanes, and the specialist request and its size follow the switch', async ({
  page,
  shot,
}) => {
  const handoff = new HandoffPage(page);
  await handoff.open();
  await handoff.runTriage.click();
  // The triage agent's loop ran for real (its tool call, its answer), then the specialist's loop answered in its own lane.
  await expect(handoff.laneCard('triage', 2, 'assistant')).toContainText('search_web', handoff.runWait);
  await expect(handoff.laneCard('triage', 4, 'assistant')).toBeVisible(handoff.runWait);
  await expect(handoff.laneCard('specialist', 2, 'assistant')).toBeVisible(handoff.runWait);
  await expect(handoff.sentRoles).toHaveText('messages: system, user');
  const [final, tools, all] = [
    await handoff.tokens(handoff.count('final')),
    await handoff.tokens(handoff.count('tools')),
    await handoff.tokens(handoff.count('all')),
  ];
  expect(all).toBeGreaterThan(tools);
  expect(all).toBeGreaterThan(final);
  // The request as sent is the one the switch promised.
  await expect(handoff.sentTokens).toHaveText(`${final.toLocaleString('en-US')} tokens`);
  await expect(handoff.sentRequest).not.toContainText('"role": "tool"');
  await shot('workshop-05-handoff');

  await handoff.choice('The whole messages list').check();
  await expect(handoff.sentRoles).toHaveText(
    'messages: system, user, assistant, tool, assistant, user',
    handoff.runWait,
  );
  await expect(handoff.laneCard('specialist', 6, 'assistant')).toBeVisible(handoff.runWait);
  await expect(handoff.sentTokens).toHaveText(`${all.toLocaleString('en-US')} tokens`, handoff.runWait);
  await expect(handoff.sentRequest).toContainText('"tool_call_id"');
  await shot('workshop-05-handoff-all');

  await handoff.choice('Tool results (raw)').check();
  await expect(handoff.sentRoles).toHaveText('messages: system, user', handoff.runWait);
  await expect(handoff.laneCard('specialist', 2, 'assistant')).toBeVisible(handoff.runWait);
  await expect(handoff.sentTokens).toHaveText(`${tools.toLocaleString('en-US')} tokens`, handoff.runWait);
  await expect(handoff.sentRequest).not.toContainText('"tool_call_id"');
  await expect(handoff.sentRequest).toContainText('Search results for');

  await handoff.choice('Final content (message.content)').check();
  await expect(handoff.sentTokens).toHaveText(`${final.toLocaleString('en-US')} tokens`, handoff.runWait);
  await expect(handoff.sentRoles).toHaveText('messages: system, user');
  // Switching never re-ran the triage agent: its lane still ends with its one answer.
  await expect(handoff.laneCard('triage', 4, 'assistant')).toBeVisible();
  await expect(handoff.laneCard('triage', 5, '')).toHaveCount(0);

  // The same two agents with the OpenAI Agents SDK: the SDK offers the hand-over as a tool, and hands over the whole
  // history, its transfer call and result included; each agent's requests stay in its own lane.
  await handoff.runAgentsSdk.click();
  await expect(handoff.sentRoles).toHaveText(
    'messages: system, user, assistant, tool, assistant, tool',
    handoff.runWait,
  );
  await expect(handoff.laneCard('triage', 2, 'assistant')).toContainText('search_web');
  await expect(handoff.laneCard('triage', 4, 'assistant')).toContainText('transfer_to_Python_specialist');
  await expect(handoff.laneCard('specialist', 6, 'assistant')).toBeVisible(handoff.runWait);
  await expect(handoff.sentRequest).toContainText('{\\"assistant\\":\\"Python specialist\\"}');
  await expect(handoff.choice('Final content (message.content)')).toHaveCount(0);
  await shot('workshop-05-handoff-agents-sdk');

  // The handoff screen at a laptop's and a desktop's size, light and dark: it fits, nothing in its column is cut.
  const ws = new WorkshopPage(page);
  for (const [width, height] of [
    [1024, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await ws.layoutProblems('.handoff')).toEqual({ page: true, cut: [], overlaps: [] });
      await shot(`workshop-handoff-${width}-${scheme}`);
    }
  }
});
