// Importing what users already have: a HAR and a bare messages array become timelines that replay against the mock, and
// a request body of the user's own (Chat or Responses) goes out as pasted, in its own API style, asking for their tools;
// trace files (OTLP JSON, a collector's JSON Lines, the Agents SDK's and Langfuse's exports) open as their loops, one forks
// from a tool result, and bad trace files are refused in words without losing the session that is open.
import { seed001Json, seed001Text, type Seed001File } from '../vendor/index';
import {
  agentsTraceJson,
  langfuseTraceJson,
  openInferenceJson,
  otelLogsProtobuf,
  otelTracesProtobuf,
} from '@loopscope/wire/otlp/testing/fixtures';
import { decodeOtlp } from '@loopscope/wire/otlp/protobuf';
import { writeHar } from '@loopscope/payloads/formats/har';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import { test, expect } from './fixtures';
import { PlaygroundPage } from './pages/playground-page';
import { ResponsesPage } from './pages/responses-page';
import { SessionsPage } from './pages/sessions-page';

const SEED_ROLES = ['system', 'user', 'assistant · tool_calls', 'tool', 'tool', 'tool', 'assistant'];

test('import what users have, on one page: a HAR, a bare messages array and request bodies of their own, then each trace file format, with bad files refused in words', async ({
  page,
  shot,
  scanScreen,
}) => {
  // The two former tests' 60 s each.
  test.setTimeout(120_000);
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  await app.open();

  await test.step('paste a HAR and a bare messages array: the timelines appear and replay against the mock', async () => {
    const call = (request: Seed001File, response: Seed001File): WireExchange => ({
      method: 'POST',
      url: 'https://api.openai.com/v1/chat/completions',
      requestHeaders: { authorization: 'Bearer sk-live-abcdefghijklmnopqrstuvwxyz' },
      requestBody: seed001Text(request),
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: seed001Text(response),
      startedAt: 0,
      durationMs: 5,
    });
    const page1: WireExchange = {
      method: 'GET',
      url: 'https://example.com/index.html',
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: {},
      responseBody: '<html></html>',
      startedAt: 0,
      durationMs: 1,
    };
    const har = writeHar(
      [page1, call('1-request.json', '2-response.json'), call('3-request.json', '4-response.json')],
      {
        name: 'Chromium',
        version: '1',
      },
    );

    await sessions.paste(JSON.stringify(har));
    await expect(sessions.importDialog).toBeHidden();
    await expect(sessions.notices).toContainText('recognised as HAR file (2 API calls of 3 requests)');
    expect(await app.cardRoles()).toEqual(SEED_ROLES);
    await expect(app.exchanges).toHaveCount(2);
    await shot('sessions-05-imported-har');
    await app.continueInput.fill('What about Paris?');
    await page.keyboard.press('Enter');
    await expect(app.status).toHaveText('Done');
    await expect(app.messageCards.last()).toContainText('Paris');
    expect(await sessions.storedText()).not.toContain('abcdefghijklmnopqrstuvwxyz');

    const messages = JSON.stringify(seed001Json('3-request.json').messages);
    await sessions.paste(messages);
    await expect(sessions.notices).toContainText('recognised as Chat Completions messages array');
    expect(await app.cardRoles()).toEqual(SEED_ROLES.slice(0, 6));
    await app.runButton.click();
    await expect(app.status).toHaveText('Done');
    expect(await app.cardRoles()).toEqual(SEED_ROLES);
    await expect(app.exchanges).toHaveCount(1);
    await expect(app.stepSeparator(1)).toBeVisible();

    // A request body of the user's own, with their own get_weather (another schema than Loopscope's) and odd spacing:
    // Run sends it as pasted, as request 1, and the model's call to their tool is asked of the user, never answered by the built-in.
    const body = `{ "model":"gpt-4o",  "messages":[{"role":"user","content":"What is the weather in Berlin?"}],
   "tools":[{"type":"function","function":{"name":"get_weather","parameters":{"type":"object","properties":{"location":{"type":"string"}},"required":["location"]}}}] }`;
    await runOwnBody(app, sessions, body, 'Chat Completions request body', () =>
      shot('sessions-06-imported-body-asks'),
    );
    await expect(app.card(2)).toContainText('you answered get_weather');
    await expect(app.card(2)).toContainText('9°C');

    // The same in the Responses API's shape: a Responses session (not Chat), the body sent as pasted, their tool asked for.
    const responses = new ResponsesPage(page);
    const responsesBody = `{ "model":"gpt-4o",  "input":"What is the weather in Berlin?",
   "tools":[{"type":"function","name":"get_weather","parameters":{"type":"object","properties":{"location":{"type":"string"}},"required":["location"]}}] }`;
    await runOwnBody(responses, sessions, responsesBody, 'Responses request body', async () => {
      await expect(responses.responsesStyle).toBeChecked();
      await shot('sessions-07-imported-responses-body-asks');
    });
    await responses.showItem(2);
    await expect(responses.itemCard(2)).toContainText('you answered get_weather');
    await scanScreen();
  });

  // Each import opens as a session of its own, so the trace files below start from their own timelines; the sessions the
  // pastes above made stay in the list beside them (the list check names its rows, it does not count them).
  await test.step('open each trace file format (OTLP JSON, collector JSON Lines, Agents SDK, Langfuse) and fork two from a tool result; bad files are refused in words', async () => {
    // A protobuf export is binary: the dialog says so and keeps the session that is open.
    await sessions.importBuffer('traces.bin', Buffer.from(otelTracesProtobuf()));
    await expect(sessions.importError).toContainText('binary, not JSON');
    await sessions.closeDialog();

    await sessions.importAs('phoenix-traces.json', openInferenceJson(), 'OTLP trace');
    expect(await app.cardRoles()).toEqual(['system', 'user', 'assistant · tool_calls', 'tool', 'assistant']);
    await expect(app.exchanges).toHaveCount(2);
    await expect(app.traceNote).toContainText('The trace did not carry: the exact bytes sent and received');
    await shot('sessions-08-imported-otlp');
    await app.editToolResultValue(3, '17', '30');
    await app.replayEdited();
    await expect(app.status).toHaveText('Done');
    await expect(app.card(3)).toContainText('edited by you');
    await expect(app.card(4)).toContainText('30');
    await expect(app.branchButton).toContainText('Fork');
    // Traces out: the fork as OTLP JSON, the edited tool run as a child span of the call that asked for it.
    const otlp = await sessions.exportOtlp();
    expect(otlp.name).toMatch(/\.otlp\.json$/);
    expect(otlp.text).toContain('"gen_ai.operation.name"');
    expect(otlp.text).toContain('execute_tool get_weather');
    expect(otlp.text).toContain('temperature_c\\":30');

    // Each other format, one after another on the same page: GenAI-convention OTLP JSON (the fork just exported), a
    // collector's file exporter (spans and GenAI log events on separate lines), the Agents SDK's export, Langfuse's download.
    await sessions.importAs('fork.otlp.json', otlp.text, 'OTLP trace');
    expect(await app.cardRoles()).toEqual(['system', 'user', 'assistant · tool_calls', 'tool', 'assistant']);
    await expect(app.card(3)).toContainText('30');
    const lines = [decodeOtlp('traces', otelTracesProtobuf()), decodeOtlp('logs', otelLogsProtobuf())]
      .map((r) => JSON.stringify(r))
      .join('\n');
    await sessions.importAs('collector.jsonl', lines, 'OTLP trace (JSON Lines)');
    await expect(app.exchanges).toHaveCount(2);
    await sessions.importAs('agents-trace.json', agentsTraceJson(), 'OpenAI Agents SDK trace export');
    await expect(app.exchanges).toHaveCount(3);
    await sessions.importAs('trace-5b3c0f6e.json', langfuseTraceJson(), 'Langfuse trace export');
    const roles = await app.cardRoles();
    expect(roles).toEqual(['system', 'user', 'assistant · tool_calls', 'tool', 'assistant']);
    // The structure the trace had around and between the calls, and what it did not carry.
    await app.exchanges.first().click();
    await expect(app.traceNote).toContainText(
      'Inside: weather-loop › agent Weather agent. Then ran: tool get_weather.',
    );
    await expect(app.traceNote).toContainText('the exact bytes sent and received');
    // A Langfuse download forks like any session: its tool result edited, the loop replays against the mock.
    await app.editToolResultValue(3, '17', '12');
    await app.replayEdited();
    await expect(app.status).toHaveText('Done');
    await expect(app.card(4)).toContainText('12');

    // Bad files: a truncated export and spans traced without content are refused in words; the open session stays.
    await sessions.importBuffer('cut.json', langfuseTraceJson().slice(0, 1500));
    await expect(sessions.importError).toContainText('neither JSON');
    await sessions.closeDialog();
    await sessions.importBuffer('no-content.json', JSON.stringify(decodeOtlp('traces', otelTracesProtobuf())));
    await expect(sessions.importError).toContainText('without content capture');
    await sessions.closeDialog();
    expect(await app.cardRoles()).toEqual(roles);
    await sessions.openList();
    for (const name of ['phoenix-traces.json', 'collector.jsonl', 'agents-trace.json', 'trace-5b3c0f6e.json'])
      await expect(sessions.rows.filter({ hasText: name })).toHaveCount(1);
    await sessions.closeDialog();
    if (process.env.E2E_SHOTS) {
      for (const [width, height] of [
        [853, 480],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await shot(`sessions-09-imported-langfuse-${width}`);
      }
    }
  });
});

/**
 * Pastes a request body of the user's own and runs it: it goes out as pasted, as request 1, the model's call to their
 * get_weather is asked of the user (`whileAsked` runs then), and their answer goes out as request 2.
 */
async function runOwnBody(
  app: PlaygroundPage,
  sessions: SessionsPage,
  body: string,
  format: string,
  whileAsked: () => Promise<void>,
) {
  await sessions.paste(body);
  await expect(sessions.notices).toContainText(`recognised as ${format}`);
  await app.runButton.click();
  await expect(app.askedCall('get_weather')).toBeVisible();
  await expect(app.exchanges).toHaveCount(1);
  await expect(app.stepSeparator(1)).toBeVisible();
  await app.tab('Request').click();
  await app.showRaw();
  await expect.poll(() => app.rawBody.textContent()).toBe(body);
  await whileAsked();
  await app.answerAskedCall('get_weather', '{"temp":"9°C"}');
  await expect(app.status).toHaveText('Done');
  await expect(app.stepSeparator(2)).toBeVisible();
}
