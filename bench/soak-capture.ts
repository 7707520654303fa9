// Soak of the capture side (issue 41): --otlp-forward under steady traffic, 1,000 × 1 MB captured then listed, exported
// and watched live, a 1 GB chunked OTLP body, 700,000 spans in one request and attributes nested 10,000 deep; prints the
// server's resident memory at its peak and the worst wait of another client's trivial GET /v1/models in each phase.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import protobuf from 'protobufjs/light.js';
import { otlpDescriptor } from '@loopscope/wire/otlp/otlp-schema';
import type { BenchLine, BenchModule } from './lib.ts';
import { startServer } from './soak.ts';

const MB = 1024 * 1024;
const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-soak-0123456789abcdefghij' };

/** An OTLP/HTTP endpoint that counts what --otlp-forward posts to it (and when), and keeps none of it. */
async function sink() {
  const posts: { at: number; bytes: number }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      posts.push({ at: performance.now(), bytes });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, posts, close: () => server.close() };
}

/** Another client's trivial request every 100 ms; `worst()` gives the longest wait since the last call. */
function modelsProbe(origin: string) {
  let worst = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${origin}/v1/models`, { headers })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return { worst: () => [worst, (worst = 0)][0]!, stop: async () => ((running = false), await loop) };
}

const post = (url: string, body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { ...headers, 'content-type': type }, body })
    .then(async (r) => ({ status: r.status, text: await r.text() }))
    .catch(() => ({ status: 0, text: '' }));

/** A GET read to its end a chunk at a time (nothing big parsed here, where the probe runs): status, size, time, capture ids. */
async function download(url: string) {
  const t0 = performance.now();
  const response = await fetch(url);
  const decoder = new TextDecoder();
  let bytes = 0;
  let ids = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    ids += (decoder.decode(chunk, { stream: true }).match(/"id":"cap_/g) ?? []).length;
  }
  return { status: response.status, mb: bytes / MB, ms: performance.now() - t0, ids };
}

/** The live stream read until `count` exchanges have arrived (snapshot pages and batches), or 30 s; ids counted per chunk. */
async function liveUntil(url: string, count: number) {
  const t0 = performance.now();
  const response = await fetch(url);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = 0;
  let bytes = 0;
  while (seen < count && performance.now() - t0 < 30_000) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    seen += (decoder.decode(value, { stream: true }).match(/"id":"cap_/g) ?? []).length;
  }
  await reader.cancel();
  return { status: response.status, seen, mb: bytes / MB, ms: performance.now() - t0 };
}

/** A chunked body of up to `total` bytes written as fast as the server takes it, until its answer comes. */
function chunkedPost(url: string, total: number) {
  const t0 = performance.now();
  return new Promise<{ status: number; sentMb: number; ms: number }>((resolve) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sentMb: sent / MB, ms: performance.now() - t0 }));
        req.destroy();
      },
    );
    req.on('error', () => !answered && resolve({ status: 0, sentMb: sent / MB, ms: performance.now() - t0 }));
    const chunk = Buffer.alloc(MB, 0x20);
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** `count` minimal spans (ids only) as a protobuf ExportTraceServiceRequest. */
function protobufSpans(count: number): Uint8Array<ArrayBuffer> {
  const request = protobuf.Root.fromJSON(otlpDescriptor()).lookupType(
    'opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest',
  );
  const spans = Array.from({ length: count }, (_, i) => ({
    traceId: Buffer.from((i + 1).toString(16).padStart(32, '0'), 'hex'),
    spanId: Buffer.from((i + 1).toString(16).padStart(16, '0'), 'hex'),
  }));
  return new Uint8Array(request.encode(request.fromObject({ resourceSpans: [{ scopeSpans: [{ spans }] }] })).finish());
}

const bench: BenchModule = {
  title: 'Soak: capture log, exports, live feed, OTLP receiver and --otlp-forward under attack (issue 41)',
  async run() {
    const forwarded = await sink();
    const server = await startServer([], { SOAK_OTLP_FORWARD: forwarded.url });
    const { origin } = server;
    const lines: BenchLine[] = [];
    const probe = modelsProbe(origin);
    const sampling = setInterval(() => void server.memory(), 250);
    // The probe's worst wait, and the server's own longest event-loop delay (the probe's also holds this machine's load).
    const phase = async (name: string) => {
      lines.push({ name: `  worst GET /v1/models wait during ${name}`, value: probe.worst(), unit: 'ms' });
      lines.push({
        name: `  server's longest event-loop delay then`,
        value: (await server.memory(false, true)).loopDelayMaxMs ?? 0,
        unit: 'ms',
      });
    };
    try {
      await server.memory(false, true);
      // 1. Steady traffic, never 1.5 s quiet: forwarded batches must still go while it lasts.
      const chat = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
      const steadyStart = performance.now();
      let steady = 0;
      while (performance.now() - steadyStart < 8000) {
        await post(`${origin}/proxy/v1/chat/completions`, chat);
        steady += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const during = forwarded.posts.filter((p) => p.at < performance.now()).length;
      lines.push({ name: `forward: posts during ${steady} steady requests (8 s)`, value: during, unit: 'posts' });
      await phase('steady forwarded traffic');

      // 2. 1,000 requests of 1 MB through the proxy (forwarded too).
      const big = JSON.stringify({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'hi' }],
        metadata: { pad: 'x'.repeat(MB - 200) },
      });
      const statuses = new Map<number, number>();
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < 1000) {
            next += 1;
            const { status } = await post(`${origin}/proxy/v1/chat/completions`, big);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      lines.push({
        name: '1,000 proxied 1 MB requests',
        value: performance.now() - t0,
        unit: 'ms',
        note: [...statuses].map(([s, n]) => `${n}× ${s}`).join(', '),
      });
      await phase('the 1 MB flood');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const largest = Math.max(...forwarded.posts.map((p) => p.bytes));
      lines.push({
        name: 'forward: posts so far / largest post',
        value: forwarded.posts.length,
        unit: 'posts',
        note: `largest ${(largest / MB).toFixed(1)} MB`,
      });
      await phase('the forwarded backlog');

      // 3. The whole log listed, exported in every format, and watched live.
      const listed = await download(`${origin}/api/capture/exchanges`);
      lines.push({
        name: 'GET /api/capture/exchanges',
        value: listed.ms,
        unit: 'ms',
        note: `${listed.status}, ${listed.mb.toFixed(0)} MB`,
      });
      const held = listed.ids;
      lines.push({ name: 'exchanges held after the flood (byte bound)', value: held, unit: 'exchanges' });
      for (const format of ['har', 'jsonl', 'otlp.json', 'cassette.json']) {
        const got = await download(`${origin}/api/capture/export.${format}`);
        lines.push({
          name: `GET export.${format}`,
          value: got.ms,
          unit: 'ms',
          note: `${got.status}, ${got.mb.toFixed(0)} MB`,
        });
      }
      const live = await liveUntil(`${origin}/api/capture/events`, held);
      lines.push({
        name: '/api/capture/events until every exchange arrived',
        value: live.ms,
        unit: 'ms',
        note: `${live.status}, ${live.seen} exchanges, ${live.mb.toFixed(0)} MB`,
      });
      await phase('list, exports and live');

      // 4. A 1 GB chunked OTLP body.
      const chunked = await chunkedPost(`${origin}/otlp/v1/traces`, 1024 * MB);
      lines.push({
        name: '1 GB chunked OTLP body',
        value: chunked.ms,
        unit: 'ms',
        note: `${chunked.status} after ${chunked.sentMb.toFixed(0)} MB sent`,
      });
      await phase('the 1 GB chunked body');

      // 5. 700,000 spans in one protobuf request; 6. attributes nested 10,000 deep. Built before the phase: the build
      // holds this process, where the probe runs.
      const spans = protobufSpans(700_000);
      // The probe request that waited on the build ends after it: let it land, then start the phase's count.
      await new Promise((resolve) => setTimeout(resolve, 300));
      probe.worst();
      await server.memory(false, true);
      const t5 = performance.now();
      const many = await post(`${origin}/otlp/v1/traces`, spans, 'application/x-protobuf');
      lines.push({
        name: '700,000 spans (protobuf) in one request',
        value: performance.now() - t5,
        unit: 'ms',
        note: `${many.status}, ${(spans.byteLength / MB).toFixed(0)} MB`,
      });
      await phase('the 700,000 spans');
      const depth = 10_000;
      const deep = `{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"${'1'.padStart(32, '0')}","spanId":"${'1'.padStart(16, '0')}","name":"chat","attributes":[{"key":"k","value":${'{"kvlistValue":{"values":[{"key":"k","value":'.repeat(depth)}{"stringValue":"x"}${'}]}}'.repeat(depth)}}]}]}]}]}`;
      const nested = await post(`${origin}/otlp/v1/traces`, deep);
      lines.push({
        name: 'attributes nested 10,000 deep',
        value: nested.status,
        unit: 'status',
        note: nested.text.slice(0, 60),
      });
      await phase('the nested attributes');
    } finally {
      await probe.stop();
      clearInterval(sampling);
      lines.push({ name: 'peak RSS of the server', value: server.peak().rss / MB, unit: 'MB' });
      lines.push({ name: 'server still up', value: server.alive() ? 1 : 0, unit: '(1 = yes)' });
      server.child.kill();
      forwarded.close();
    }
    return lines;
  },
};

export default bench;
