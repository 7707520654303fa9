// The /v1 fast lane: POST /v1/chat/completions answered from node:http directly, with no Hono and no Web Request or Response for a plain completion.
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { AnswerChat, ChatAnswer, RequestHead } from '@loopscope/mock-api';
import { NOT_A_PAGE_CSP } from './csp.ts';

/**
 * What app.ts's inertUnlessApp adds to every answer outside the page, here for the answers the lane writes itself.
 * The other hardening of the app's /v1 path needs nothing here: /v1 is public to every Host and Origin (host-check.ts),
 * the access gate never guards it (access-token.ts), and the body limit is the declared length checked below.
 */
const INERT = { 'content-security-policy': NOT_A_PAGE_CSP, 'x-content-type-options': 'nosniff' } as const;
/** INERT as a flat list, for a plain completion's headers. */
const INERT_HEADERS: readonly string[] = Object.entries(INERT).flat();

const PATH = '/v1/chat/completions';

/**
 * Wraps the app's request listener: the busiest route of the mock skips the app. Building Web Request and Response
 * objects, Hono's routing (twice: the server's app, then the mock's) and its middleware cost more CPU than the mock's
 * own answer, and the API's clients spend most of their requests here. Everything else (a chunked or too large body
 * included, so the app's body limit answers it) goes to `rest`.
 */
export function withFastLane(answerChat: AnswerChat, maxBodyBytes: number, rest: RequestListener): RequestListener {
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== PATH) return rest(req, res);
    const declared = req.headers['content-length'];
    if (declared === undefined || req.headers['transfer-encoding'] !== undefined || !(Number(declared) <= maxBodyBytes))
      return rest(req, res);
    answerChat(headOf(req), () => readBody(req)).then(
      (answer) => write(res, answer),
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/** A node:http server whose listener has the fast lane in front (for @hono/node-server's `serve({ createServer })`). */
export function fastLaneServer(answerChat: AnswerChat, maxBodyBytes: number): typeof createServer {
  return ((options: Parameters<typeof createServer>[0], listener: RequestListener) =>
    createServer(options, withFastLane(answerChat, maxBodyBytes, listener))) as typeof createServer;
}

/**
 * The request's headers as a Web Headers object reads them: every value of a repeated name, joined with ", ". A name
 * is lowercased only when its length is the one asked for (the route asks three or four names of a dozen headers).
 */
function headOf(req: IncomingMessage): RequestHead {
  return {
    headers: {
      get(name: string): string | null {
        const wanted = name.toLowerCase();
        let value: string | null = null;
        const raw = req.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          const given = raw[i]!;
          if (given.length !== wanted.length || given.toLowerCase() !== wanted) continue;
          value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
        }
        return value;
      },
    },
  };
}

const utf8 = new TextDecoder();

/** The whole body, decoded as Request.text() decodes it (a leading byte-order mark dropped); Node stops at the declared length. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the client closed the connection before its request body ended'));
    });
  });
}

/**
 * A plain completion in one write, headers and body together; anything else (a stream, an error) from its Response.
 * Headers go to writeHead as one flat `[name, value…]` list, in the order the app's path had them: no object is built.
 */
function write(res: ServerResponse, answer: ChatAnswer): void {
  if (!(answer instanceof Response)) {
    // The answer's list is its own (made for this request): the lane's headers are appended to it.
    const headers = answer.headers;
    for (let i = 0; i < INERT_HEADERS.length; i++) headers.push(INERT_HEADERS[i]!);
    headers.push('content-length', String(Buffer.byteLength(answer.json)));
    // A string body goes out in the same write as the head (a Buffer would make it a writev of two).
    res.writeHead(200, headers);
    res.end(answer.json);
    return;
  }
  // Errors and streams (rarer, and not what a plain completion costs) keep an object: its later names win, in place.
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  Object.assign(headers, INERT);
  const eventStream = (headers['content-type'] ?? '').startsWith('text/event-stream');
  if (answer.body === null || !eventStream) {
    // An error's body, with its length as the app's path sends it.
    answer.arrayBuffer().then(
      (body) => {
        headers['content-length'] = String(body.byteLength);
        res.writeHead(answer.status, headers);
        res.end(Buffer.from(body));
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return;
  }
  res.writeHead(answer.status, headers);
  // A stream the mock cuts (a fault) errors: the connection drops, as the app's path drops it.
  Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>)
    .on('error', (error) => res.destroy(error))
    .pipe(res);
}
