// Forwarding the capture to an OTLP endpoint: a real HTTP receiver gets the proxied loop as GenAI spans; a dead or
// refusing endpoint is one line without credentials, and capture goes on.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { readSpans } from '@loopscope/wire/otlp/index';
import { CaptureLog } from './capture-log.ts';
import { forwardCapture, forwardTarget } from './otlp-forward.ts';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A local OTLP/HTTP receiver that keeps what it is sent and answers with `status`. */
async function receiver(status = 200) {
  const received: { path: string; type: string; auth: string; body: unknown }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        type: req.headers['content-type'] ?? '',
        auth: req.headers.authorization ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  closers.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

function proxiedApp() {
  const log = new CaptureLog();
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock', log } });
  const ask = (content: string) =>
    app.fetch(
      new Request('http://127.0.0.1:5313/proxy/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-forwardsecret1234567890' },
        body: JSON.stringify({ model: 'gpt-5.5', messages: [{ role: 'user', content }] }),
      }),
    );
  return { log, ask };
}

describe('--otlp-forward', () => {
  it('posts the finished exchanges as OTLP JSON with GenAI attributes to <url>/v1/traces, without the key', async () => {
    const { url, received } = await receiver();
    const { log, ask } = proxiedApp();
    const forward = forwardCapture(log, url, { quietMs: 60_000 });
    await (await ask('What is the weather in Paris?')).text();
    await forward.flush();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: '/v1/traces', type: 'application/json' });
    const spans = readSpans(received[0]!.body);
    expect(spans).toHaveLength(1);
    expect(spans[0]!.attributes['gen_ai.operation.name']).toBe('chat');
    expect(String(spans[0]!.attributes['gen_ai.input.messages'])).toContain('What is the weather in Paris?');
    expect(JSON.stringify(received[0]!.body)).not.toContain('forwardsecret');
    // Nothing new: nothing sent again.
    await forward.stop();
    expect(received).toHaveLength(1);
  });

  it('says a refusing or dead endpoint once, without the credentials in its URL, and capture goes on', async () => {
    const { url, received } = await receiver(401);
    const warnings: string[] = [];
    const { log, ask } = proxiedApp();
    const withSecrets = url.replace('http://', 'http://user:pa55word@') + '/otlp?token=t0ken';
    const forward = forwardCapture(log, withSecrets, { quietMs: 60_000, warn: (line) => warnings.push(line) });
    expect((await ask('one')).status).toBe(200);
    await forward.flush();
    expect((await ask('two')).status).toBe(200);
    await forward.flush();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('HTTP 401');
    expect(warnings[0]).toContain(`${url}/otlp/v1/traces`);
    expect(warnings[0]).not.toMatch(/pa55word|t0ken/);
    // The URL's user and password went as Basic auth, the query as it was.
    expect(received[0]).toMatchObject({ path: '/otlp/v1/traces?token=t0ken', auth: `Basic ${btoa('user:pa55word')}` });
    expect(log.list().filter((e) => e.state === 'done')).toHaveLength(2);

    const dead = forwardCapture(log, 'http://127.0.0.1:9', { quietMs: 60_000, warn: (line) => warnings.push(line) });
    await (await ask('three')).text();
    await dead.stop();
    expect(warnings[1]).toMatch(/could not be reached/);
    await forward.stop();
  });

  it('takes a base URL or the full traces URL, and refuses what is not http(s)', () => {
    expect(forwardTarget('http://127.0.0.1:4318').href).toBe('http://127.0.0.1:4318/v1/traces');
    expect(forwardTarget('http://127.0.0.1:6006/v1/traces').href).toBe('http://127.0.0.1:6006/v1/traces');
    expect(() => forwardTarget('localhost:4318')).toThrow(/http\(s\) URL/);
    expect(() => forwardTarget('collector')).toThrow(/http\(s\) URL/);
  });
});
