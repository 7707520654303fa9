// Live capture, one journey: scripts run the weather loop through the capture proxy while /live is open; the loop grows on
// screen, the doctor reads it, and opening it as a session and replaying with an edited tool output gives a new answer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { expect, test } from './fixtures';
import { seed001Json } from '../vendor/index';
import { LiveCapturePage } from './pages/live-page';
import { AssistantsPage } from './pages/assistants-page';
import { PlaygroundPage } from './pages/playground-page';
import { ResponsesPage } from './pages/responses-page';

const seed = seed001Json;

/** Starts the Responses weather app (a node script using the official SDK) against this server's proxy; it asks, then waits for `answer()`. */
function startResponsesApp(baseURL: string) {
  const app = spawn(process.execPath, [resolve(process.cwd(), 'e2e/scripts/responses-weather-app.mjs')], {
    env: { ...process.env, OPENAI_BASE_URL: `${baseURL}/proxy/v1`, OPENAI_API_KEY: 'sk-e2e-responses-app-0123456789' },
  });
  let out = '';
  let err = '';
  app.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(app, 'exit');
  return {
    output: () => out,
    answer: async () => {
      app.stdin.end('go\n');
      const [code] = (await exited) as [number | null];
      expect(err).toBe('');
      expect(code).toBe(0);
      return out;
    },
  };
}

test('Chat, Assistants and Responses apps through /proxy/v1 show up live, open as sessions and replay; the doctor flags a captured mistake, fixes it, and speaks Korean', async ({
  page,
  baseURL,
  shot,
  scanScreen,
}) => {
  // Six former tests, four of them marked slow (polled runs, replays, screenshots at four sizes and themes).
  test.setTimeout(600_000);
  const live = new LiveCapturePage(page);

  await test.step("a script's weather loop through /proxy/v1 shows up live, opens as a session and replays with an edited tool output", async () => {
    // Each step starts from an empty capture, so the page's first snapshot holds nothing from the step before.
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    // The "user's app": the official SDK pointed at the proxy, with its own key.
    const client = new OpenAI({
      apiKey: 'sk-e2e-live-capture-0123456789',
      baseURL: `${baseURL}/proxy/v1`,
      maxRetries: 0,
    });
    const first = seed('1-request.json') as unknown as ChatCompletionCreateParamsNonStreaming;
    const asked = await client.chat.completions.create(first);

    const loop = live.loop(/What's the weather in Berlin and Tokyo/);
    await expect(loop).toContainText('1 request');
    await expect(live.exchangeRows).toHaveCount(1);
    await expect(live.card(2)).toContainText('get_weather');

    const toolContents = (seed('3-request.json').messages as ChatCompletionMessageParam[])
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    const results = asked.choices[0]!.message.tool_calls!.map((call, i) => ({
      role: 'tool' as const,
      tool_call_id: call.id,
      content: toolContents[i]!,
    }));
    const answered = await client.chat.completions.create({
      ...first,
      messages: [...first.messages, asked.choices[0]!.message, ...results],
    });
    expect(answered.choices[0]!.message.content).toContain('18');

    // The loop grew in place: one loop, two requests, the timeline ends in the answer.
    await expect(live.loops).toHaveCount(1);
    await expect(loop).toContainText('2 requests');
    await expect(live.exchangeRows).toHaveCount(2);
    await expect(live.card(6)).toContainText('18°C');
    await expect(live.doctorSummary).toContainText('0 findings');
    await shot('live-01-captured-loop');
    // On a projector at 150% (853×480) the loop list keeps its room above the screenful panels (it collapsed to 0 px).
    await page.setViewportSize({ width: 853, height: 480 });
    await expect(loop).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1280, height: 720 });

    await live.openAsSession();
    const app = new PlaygroundPage(page);
    await expect(app.card(6)).toContainText('18°C');
    await app.editToolResultValue(3, '18', '30');
    await app.replayEdited();
    await expect(app.status).toHaveText('Done');
    await expect(app.card(3)).toContainText('edited by you');
    await expect(app.card(6)).toContainText('30');
    await shot('live-02-replayed-session');
    await scanScreen();
  });

  await test.step('the doctor flags a captured mistake at its field, and "apply fix and replay" sends the fixed request', async () => {
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    // Seed 001's common mistake: a tool result sent as a dict. The mock answers with the API's 400, as the real one would.
    const request = seed('3-request.json');
    const messages = request.messages as Record<string, unknown>[];
    messages[3] = { ...messages[3], content: { city: 'Berlin', temperature: 18 } };
    const response = await page.request.post(`${baseURL}/proxy/v1/chat/completions`, {
      data: request,
      headers: { authorization: 'Bearer sk-e2e-0123456789abcdefgh' },
    });
    expect(response.status()).toBe(400);

    await expect(live.doctorFindings).toHaveCount(1);
    await expect(live.doctorFindings.first()).toContainText('messages[3].content');
    await expect(live.doctorFindings.first()).toContainText('json.dumps');
    await shot('live-03-doctor-finding');

    // The same finding sits under its field in the request body, with the fix.
    await live.inspectorTab(/^Request/).click();
    await expect(live.inspectorTab(/^Request/)).toHaveAccessibleName('Request, 1 doctor finding');
    await expect(live.inlineFinding('messages[3].content')).toContainText('json.dumps(result)');
    await live.shotsAtSizes(shot, 'live-05-inline-finding', live.inlineFinding('messages[3].content'));

    await live.inlineApplyFix('messages[3].content').click();
    const app = new PlaygroundPage(page);
    await expect(app.status).toHaveText('Done');
    await expect(app.card(6)).toContainText('Berlin');
    await scanScreen();
  });

  await test.step("an Assistants app's run through /proxy/v1 is one live loop with its timeline, opens as a session and replays", async () => {
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    // The "user's app": the official SDK's Assistants calls, pointed at the proxy.
    const client = new OpenAI({
      apiKey: 'sk-e2e-live-assistants-0123456789',
      baseURL: `${baseURL}/proxy/v1`,
      maxRetries: 0,
    });
    const first = seed('1-request.json') as unknown as ChatCompletionCreateParamsNonStreaming;
    const question = String(first.messages.find((m) => m.role === 'user')!.content);
    const assistant = await client.beta.assistants.create({
      model: 'gpt-5.5',
      instructions: 'You are a helpful weather assistant.',
      tools: first.tools as never,
    });
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: question }] });
    let run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('requires_action');

    const loop = live.loop(/What's the weather in Berlin and Tokyo/);
    await expect(loop).toContainText('Assistants');
    await expect(live.entryCard(2)).toContainText('get_weather');

    const toolContents = (seed('3-request.json').messages as ChatCompletionMessageParam[])
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    const calls = run.required_action!.submit_tool_outputs.tool_calls;
    run = await client.beta.threads.runs.submitToolOutputsAndPoll(run.id, {
      thread_id: thread.id,
      tool_outputs: calls.map((call, i) => ({ tool_call_id: call.id, output: toolContents[i]! })),
    });
    expect(run.status).toBe('completed');
    const [answer] = (await client.beta.threads.messages.list(thread.id, { order: 'desc', limit: 1 })).data;
    expect(JSON.stringify(answer!.content)).toContain('18');

    // The assistant, the thread, the runs and their polls are one loop; the timeline ends in the run's answer.
    await expect(live.loops).toHaveCount(1);
    const answerCard = live.entryCard(2 + 2 * calls.length);
    await expect(answerCard).toContainText('18°C');
    await expect(live.doctorSummary).toContainText('0 findings');
    await live.shotsAtSizes(shot, 'live-06-assistants-loop', answerCard);

    await live.openAsSession();
    const session = new AssistantsPage(page);
    await expect(session.finalAnswer).toContainText('18°C');
    await session.editToolResultValue(2 + calls.length, '18', '30');
    await session.replayEdited();
    // The fork's answer lands below the edit, out of the virtual list's rendered window until the timeline scrolls there.
    await expect(async () => {
      await session.scrollTimelineToEnd();
      await expect(session.finalAnswer).toContainText('30', { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(session.replayNote).toBeVisible();
    await scanScreen();
  });

  await test.step('two runs of the Responses app at once (the mock gives both the same call ids) are two loops, each numbered from its own first request', async () => {
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    // Issue 45 item 3: the second run's requests joined the first one's loop ("4 requests", numbered 1, 2, 3, 2).

    const first = startResponsesApp(baseURL!);
    await expect.poll(first.output).toContain('asked: get_weather, get_weather');
    const second = startResponsesApp(baseURL!);
    await expect.poll(second.output).toContain('asked: get_weather, get_weather');
    expect(await first.answer()).toContain('Berlin');
    expect(await second.answer()).toContain('Berlin');

    const loops = live.loop(/What's the weather in Berlin and Tokyo/);
    await expect(loops).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(loops.nth(index)).toContainText('2 requests');
      await loops.nth(index).click();
      await expect(live.exchangeRows).toHaveCount(2);
      await expect(live.exchangeRows.first()).toContainText(/^Request 1(?!\d)/);
      await expect(live.exchangeRows.last()).toContainText(/^Request 2(?!\d)/);
      // input[1] is the reasoning item of the reasoning model, [2] and [3] its calls, [4] and [5] their outputs.
      await expect(live.itemCard(4)).toContainText('function_call_output');
    }
    await live.shotsAtSizes(shot, 'live-07-two-runs-at-once');
    await scanScreen();
  });

  await test.step("a Responses app's loop (previous_response_id) through /proxy/v1 is one live loop, opens as a session and replays", async () => {
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    const app = startResponsesApp(baseURL!);
    await expect.poll(app.output).toContain('asked: get_weather, get_weather');
    const loop = live.loop(/What's the weather in Berlin and Tokyo/);
    await expect(loop).toContainText('Responses');
    await expect(loop).toContainText('1 request');
    // A reasoning model: input[1] is its reasoning item, [2] and [3] the calls.
    await expect(live.itemCard(1)).toContainText('reasoning');
    await expect(live.itemCard(2)).toContainText('function_call');

    expect(await app.answer()).toContain('Berlin');
    // The chained second request joined the first: one loop, two requests, its outputs and the answer on the timeline.
    await expect(loop).toContainText('2 requests');
    await expect(live.loops).toHaveCount(1);
    await expect(live.exchangeRows).toHaveCount(2);
    await expect(live.itemCard(4)).toContainText('function_call_output');
    await expect(live.itemCard(7)).toContainText('18°C');
    await expect(live.doctorSummary).toContainText('0 findings');
    await live.shotsAtSizes(shot, 'live-04-responses-loop');

    await live.openAsSession();
    const session = new ResponsesPage(page);
    await expect(session.itemCard(7)).toContainText('18°C');
    // The replay resends the history to the page's mock, which never held the captured reasoning item: it is left out,
    // and its card says so.
    await expect(session.heldElsewhereNote(1)).toContainText(/captured it.*mock/);
    await expect(session.heldElsewhereNote(2)).toHaveCount(0);
    await live.shotsAtSizes(shot, 'live-05-held-elsewhere', () => session.showItem(1));
    await session.editItemOutputValue(4, '18', '30');
    await session.replayEdited();
    await expect(session.status).toHaveText('Done');
    await expect(session.itemCard(4)).toContainText('edited by you');
    await expect(session.itemCard(7)).toContainText('30');
    await scanScreen();
  });

  await test.step("a Korean reader of /live reads the doctor's details in Korean, the JSON type and the call's argument problems too", async () => {
    // The language pick is kept in the browser (as the header's picker keeps it), and every step after would read
    // /live in Korean: this step comes last.
    await live.openOnEmptyCapture();
    await expect(live.loops).toHaveCount(0);
    const request = seed('3-request.json');
    const messages = request.messages as Record<string, unknown>[];
    messages[3] = { ...messages[3], content: { city: 'Berlin', temperature: 18 } };
    // The model's first call as sent back: a number for the city and a misspelt unit (get_weather takes city and unit).
    const asked = messages[2] as { tool_calls: { function: { arguments: string } }[] };
    asked.tool_calls[0]!.function.arguments = '{"city": 5, "unti": "celsius"}';
    await page.request.post(`${baseURL}/proxy/v1/chat/completions`, {
      data: request,
      headers: { authorization: 'Bearer sk-e2e-0123456789abcdefgh' },
    });
    await expect(live.doctorFindings).toContainText([
      // The finding names the field once ('field messages[3].content:'), then says what is wrong with it.
      'messages[3].content: it is an object, not a string or array of objects.',
    ]);
    await expect(live.doctorFinding('get_weather (call_xK9f2a)')).toContainText(
      'get_weather (call_xK9f2a): city should be string, not number 5. unti: did you mean unit?',
    );
    await live.openInKorean();
    await expect(live.doctorFindingsKo).toHaveCount(2);
    const notString = live.doctorFindingKo('messages[3].content');
    await expect(notString).toContainText('messages[3].content: 값은 문자열이나 객체 배열이어야 하는데 객체입니다.');
    await expect(notString).not.toContainText('is an object');
    await shot('live-doctor-korean');
    // The argument problems in Korean; the field names, the JSON value and the type names stay as the wire has them.
    const argumentsFinding = live.doctorFindingKo('get_weather (call_xK9f2a)');
    await expect(argumentsFinding).toContainText(
      'get_weather (call_xK9f2a): city: string이어야 하는데 number 5입니다. unti: unit을(를) 쓰려던 것인가요?',
    );
    await expect(argumentsFinding).not.toContainText('should be');
    await expect(argumentsFinding).not.toContainText('did you mean');
    await live.shotsAtSizes(shot, 'live-doctor-korean-arguments', argumentsFinding);
    await scanScreen();
  });
});
