// The seed 002, 003 and 004 lessons and the MCP lesson followed to the end like a learner: each highlight lands in the inspector, each
// prediction is answered (right once, wrong once where there are two) and judged on the recorded bytes, each lab shows the real error.
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { WorkshopPage } from './pages/workshop-page';

interface LessonWalk {
  id: string;
  title: string;
  steps: number;
  /** Step number → the choice the learner picks and whether it is right (the seeds' answers). */
  predictions: Record<number, { choice: string; right: boolean }>;
  /** Step number → the highlighted row of the inspector (a field with its value, or a list or object with its size). */
  highlights: Record<number, string | RegExp>;
  /** Step number → the API's own error, word for word from vendor/wire-rules/wire-rules.md (server-made ids as patterns). */
  labs: Record<number, string | RegExp>;
  /** Steps to screenshot for people to look at (E2E_SHOTS=1). */
  shots?: number[];
}

const WALKS: LessonWalk[] = [
  {
    id: 'seed-002-conversation-state',
    title: 'Conversation state: three ways to remember',
    steps: 28,
    predictions: { 4: { choice: 'reasoning', right: true }, 10: { choice: 'user, assistant, user', right: false } },
    highlights: {
      5: '"phase": "final_answer"',
      8: '"store": true',
      11: '"previous_response_id": "resp_',
      13: /"input_tokens": \d+/,
      // The WebSocket step's second response.create frame, chained on the same socket.
      17: '"previous_response_id": "resp_',
      20: '"conversation": "conv_',
      // The compaction step: the rule in the request, the compaction item leading the output, the chain onto it.
      24: /"context_management": .*1 item/,
      25: '"type": "compaction"',
      27: '"previous_response_id": "resp_',
    },
    labs: { 14: /^Previous response with id 'resp_\w+' not found\.$/ },
    shots: [17],
  },
  {
    id: 'seed-003-items-vs-messages',
    title: 'Items vs messages: what the Responses API really returns',
    steps: 13,
    predictions: {
      4: { choice: 'function_call, function_call, function_call', right: true },
      8: { choice: '"message" (role tool)', right: false },
    },
    highlights: { 3: '"name": "get_weather"', 5: '0: 6 keys', 9: '"call_id": "call_xK9f2a"', 10: '0: 5 keys' },
    labs: {
      11: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
      12: "Missing required parameter: 'tools[0].name'.",
    },
  },
  {
    id: 'seed-004-assistants-runs',
    title: 'Assistants: threads, runs, polling and requires_action',
    steps: 24,
    predictions: { 9: { choice: '"requires_action"', right: true } },
    highlights: {
      2: /"tools": .*2 items/,
      4: '"id": "thread_',
      6: '"assistant_id": "asst_',
      7: '"status": "queued"',
      8: /"status": "(queued|in_progress)"/,
      10: /"tool_calls": .*2 items/,
      12: /"tool_outputs": .*2 items/,
      13: '"status": "completed"',
      16: /"tools": .*1 item/,
      17: /"code_interpreter": .*2 keys/,
    },
    labs: {
      19: "The v1 Assistants API has been deprecated. Please try again by setting the header 'OpenAI-Beta: assistants=v2'. See the migration guide for more information: https://platform.openai.com/docs/assistants/migration.",
      20: "You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.",
      21: /^Can't add messages to thread_\w+ while a run run_\w+ is active\.$/,
      22: /^Thread thread_\w+ already has an active run run_\w+\.$/,
      23: /^Expected tool outputs for call_ids \['call_\w+', 'call_\w+'\], got \['call_abc123', 'call_\w+'\]$/,
    },
  },
  {
    id: 'mcp-tools-from-a-server',
    title: 'Tools from an MCP server',
    steps: 11,
    predictions: { 6: { choice: 'mcp_list_tools, mcp_call, message', right: true } },
    highlights: {
      2: '"type": "function"',
      3: '"call_id": "call_',
      5: '"server_url": "http://mcp.loopscope.local/mcp"',
      7: /"tools": .*items/,
      8: '"output": ',
    },
    labs: {},
    shots: [8],
  },
];

// Each lesson opens at its own address on the same page: a lesson address starts a session of its own (it reopens no
// saved one), so each walk starts from its scenario as on a fresh page.
test('follow the seed 002, 003 and 004 lessons and the MCP lesson to the end', async ({ page, shot, scanScreen }) => {
  // Four former tests of four minutes each at most.
  test.setTimeout(600_000);
  const ws = new WorkshopPage(page);
  const app = new PlaygroundPage(page);
  for (const walk of WALKS) {
    await test.step(`follow the ${walk.id} lesson to the end`, async () => {
      await page.goto(`/lessons/${walk.id}`);
      await ws.atStep(1);
      await expect(ws.title).toHaveText(walk.title);
      // Nothing sent yet: the lesson before left no exchange behind.
      await expect(app.exchanges).toHaveCount(0);
      for (let n = 1; n <= walk.steps; n++) {
        if (n > 1) {
          await ws.next();
          await ws.atStep(n);
        }
        const prediction = walk.predictions[n];
        if (prediction) {
          await ws.choice(prediction.choice).check();
          await ws.checkPrediction.click();
          await expect(ws.verdict).toHaveText(
            prediction.right
              ? 'Right: your prediction matches the recorded payload.'
              : 'Not quite: the differences are marked below (your prediction → the real payload).',
            ws.sendWait,
          );
          await shot(`lesson-${walk.id}-step-${n}-${prediction.right ? 'right' : 'wrong'}`);
        }
        const highlight = walk.highlights[n];
        if (highlight) await expect(ws.inspectorHighlight).toContainText(highlight);
        if (walk.shots?.includes(n)) await shot(`lesson-${walk.id}-step-${n}`);
        const labError = walk.labs[n];
        if (labError) {
          await expect(ws.labError).toHaveText(labError);
          await shot(`lesson-${walk.id}-step-${n}-lab`);
        }
      }
      await expect(ws.nextButton).toBeDisabled();
      await expect(ws.player).toContainText('End of the lesson.');
      await shot(`lesson-${walk.id}-end`);
      await scanScreen();
    });
  }
});
