// The weather loop every client script runs, and the checks on it: sensible calls, an answer that uses the result, the same text the server sent.
import assert from 'node:assert/strict';

export const QUESTION = "What's the weather in Paris?";
export const RESULT = { city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 };
// A model with no announced shutdown date (gpt-4o-mini goes 2027-01-14, when the mock starts refusing it as the API does).
export const MODEL = 'gpt-5.4-mini';
export const API_KEY = 'sk-loopscope-clients';
const origin = process.env.LOOPSCOPE_URL;
if (!origin) throw new Error('LOOPSCOPE_URL is not set: run the suite through clients/run.mjs');
/** Through the capture proxy (to the mock), so every request and response the client saw is in the capture log. */
export const BASE_URL = `${origin}/proxy/v1`;
export const WEATHER_PARAMETERS = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city name' } },
  required: ['city'],
  additionalProperties: false,
};

/** Every case gets its own tag in the system prompt, so its exchanges can be told apart in the shared capture log. */
export const instructionsFor = (tag) => `You are a weather assistant. [suite:${tag}]`;

/** A weather tool implementation that records what each client called it with. */
export function weatherTool() {
  const calls = [];
  const run = (args) => {
    calls.push(typeof args === 'string' ? JSON.parse(args) : args);
    return RESULT;
  };
  return { calls, run };
}

/** Server-sent events of a captured stream: [{event, data}], data parsed when it is JSON. */
function sseEvents(text) {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) => {
      let event = null;
      const data = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (!data.length) return null;
      const raw = data.join('\n');
      try {
        return { event, data: JSON.parse(raw) };
      } catch {
        return { event, data: raw };
      }
    })
    .filter(Boolean);
}

const responseText = (response) => {
  const messages = (response?.output ?? []).filter((item) => item.type === 'message');
  if (!messages.length) return null;
  return messages
    .at(-1)
    .content.filter((part) => part.type === 'output_text')
    .map((part) => part.text)
    .join('');
};
const assistantMessageText = (message) =>
  message?.content
    ?.filter((part) => part.type === 'text')
    .map((part) => part.text.value)
    .join('') ?? null;

/** The assistant text one captured exchange carried, read from its wire body (JSON or SSE); null when it carried none. */
export function serverText(exchange) {
  const body = exchange.responseBody ?? '';
  if (exchange.streamed || /^(event|data):/m.test(body.slice(0, 200))) {
    const events = sseEvents(body);
    const completed = events.find((e) => e.data?.type === 'response.completed');
    if (completed) return responseText(completed.data.response);
    const message = events.filter((e) => e.event === 'thread.message.completed').at(-1);
    if (message) return assistantMessageText(message.data);
    const chunks = events.filter((e) => e.data?.object === 'chat.completion.chunk');
    if (chunks.length) {
      const text = chunks.map((c) => c.data.choices?.[0]?.delta?.content ?? '').join('');
      return text || null;
    }
    return null;
  }
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (json.object === 'chat.completion') return json.choices?.[0]?.message?.content ?? null;
  if (json.object === 'response') return responseText(json);
  if (json.object === 'list' && json.data?.[0]?.object === 'thread.message') {
    const assistant = json.data.find((m) => m.role === 'assistant');
    return assistantMessageText(assistant);
  }
  if (json.object === 'thread.message' && json.role === 'assistant') return assistantMessageText(json);
  return null;
}

/** The Responses `response` object one captured exchange carried (JSON, or an SSE stream's `response.completed`); null for any other. */
export function serverResponse(exchange) {
  const body = exchange.responseBody ?? '';
  if (exchange.streamed || /^(event|data):/m.test(body.slice(0, 200)))
    return sseEvents(body).find((e) => e.data?.type === 'response.completed')?.data.response ?? null;
  try {
    const json = JSON.parse(body);
    return json.object === 'response' ? json : null;
  } catch {
    return null;
  }
}

/** Runs a case that is not the weather loop (`body` makes its own assertions); a thrown error fails it. */
export async function runCase(results, name, body) {
  const started = Date.now();
  const entry = { name, status: 'pass', ms: 0, note: '' };
  try {
    const fault = await body();
    if (fault) Object.assign(entry, { status: 'client-fault', note: fault });
  } catch (error) {
    entry.status = 'fail';
    entry.note = error?.message?.split('\n').slice(0, 6).join(' ') ?? String(error);
  }
  entry.ms = Date.now() - started;
  results.push(entry);
}

/** The finished, successful exchanges in the capture log that match. */
export async function capturedExchanges(match) {
  const { exchanges } = await (await fetch(`${origin}/api/capture/exchanges`)).json();
  return exchanges.filter((e) => e.state === 'done' && e.status < 300 && match(e));
}

/** The last text the server sent for the exchanges that match (by default: those whose request carries the case's tag). */
export async function lastServerText(match) {
  const mine = await capturedExchanges(match);
  assert.ok(mine.length, 'no exchange of this case in the capture log');
  for (const exchange of mine.reverse()) {
    const text = serverText(exchange);
    if (text) return text;
  }
  assert.fail(`none of the case's ${mine.length} exchanges carried an assistant text`);
}
export const taggedWith = (tag) => (exchange) => (exchange.requestBody ?? '').includes(`[suite:${tag}]`);

/**
 * Runs one case. `run` returns { text, calls, fault? }: `fault` names a client-side fault met on the way (the text is
 * still compared with what the server sent). `clientFault(text, sent)` recognises a client that garbles the server's
 * text in a known way and names it (or returns null): that case is reported as the client's fault instead of failing.
 */
export async function check(results, name, tag, run, { match = taggedWith(tag), clientFault, structured } = {}) {
  const started = Date.now();
  const result = { name, status: 'pass', ms: 0, note: '' };
  try {
    const { text, calls, fault: runFault } = await run(tag);
    assert.ok(calls.length >= 1, 'the tool was never called');
    for (const args of calls)
      assert.match(String(args.city ?? ''), /^paris\b/i, `the tool was called with ${JSON.stringify(args)}`);
    const sent = await lastServerText(match);
    if (structured) {
      // A structured reply (the cases ask for {city, temperature_c, condition}): the parsed object is the JSON the server sent.
      assert.deepEqual(text, JSON.parse(sent), 'the parsed output is not the JSON the server sent');
      assert.deepEqual(
        Object.keys(text).sort(),
        ['city', 'condition', 'temperature_c'],
        `the structured reply's properties: ${JSON.stringify(text)}`,
      );
      // Each property filled from the result field that means it (not, say, `condition` from `temperature_c`).
      for (const key of Object.keys(text))
        assert.equal(text[key], RESULT[key], `the structured reply's ${key}: ${JSON.stringify(text)}`);
    } else {
      assert.equal(typeof text, 'string', `the client's final text is ${typeof text}`);
      assert.match(text, /17/, `the final answer does not use the result: ${JSON.stringify(text)}`);
      const fault = clientFault?.(text, sent) ?? null;
      if (fault) {
        result.status = 'client-fault';
        result.note = fault;
      } else {
        assert.equal(text, sent, "the client's final text is not what the server sent");
      }
    }
    // A fault the case found on the way (its text was still checked above against what the server sent).
    if (runFault) {
      result.status = 'client-fault';
      result.note = [result.note, runFault].filter(Boolean).join('; ');
    }
  } catch (error) {
    result.status = 'fail';
    result.note = error?.message?.split('\n').slice(0, 6).join(' ') ?? String(error);
  }
  result.ms = Date.now() - started;
  results.push(result);
}

/** A line about the client (what it covers and why) that run.mjs prints under the client's result. */
export function note(text) {
  console.log(`##note ${text}`);
}

/** Prints the script's cases (for run.mjs to read) and exits non-zero when one failed. */
export function report(results) {
  for (const r of results) console.log(`${r.status.padEnd(12)} ${r.name} (${r.ms} ms)${r.note ? `: ${r.note}` : ''}`);
  console.log(`##cases ${JSON.stringify(results)}`);
  process.exit(results.some((r) => r.status === 'fail') ? 1 : 0);
}
