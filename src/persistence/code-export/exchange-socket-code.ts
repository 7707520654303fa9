// One WebSocket-mode exchange on its own: its response.create frame sent again over the openai SDK's socket client
// (ResponsesWS in TypeScript, `client.responses.connect()` in Python), printing every frame the server answers with.
import type { Exchange } from '@loopscope/engine/types';
import type { CodeFile } from './code-file';
import { lineComments, pyLiteral, tsLiteral } from './literals';
import { isObject } from '@loopscope/wire/json-object';

/** The frames that end a response's turn on the socket; an `error` frame ends it too. */
const TURN_ENDS = ['response.completed', 'response.incomplete', 'response.failed', 'error'];

/** The recorded response.create frame without its `type` (each client adds it back), or null when it is not one. */
export function createFrame(exchange: Exchange): Record<string, unknown> | null {
  try {
    const frame = JSON.parse(exchange.requestBody ?? '') as unknown;
    if (!isObject(frame) || frame.type !== 'response.create') return null;
    const { type: _type, ...request } = frame;
    return request;
  } catch {
    return null;
  }
}

/** What the exchange sent after its response.create (a steer, say): named in the programs, not sent again. */
function laterFrames(exchange: Exchange): string[] {
  return exchange.events
    .filter((e) => e.direction === 'sent')
    .slice(1)
    .map((e) => e.event ?? 'frame');
}

function laterNote(exchange: Exchange): string {
  const later = laterFrames(exchange);
  return later.length === 0
    ? ''
    : `\nThe session also sent ${later.join(', ')} on this turn; the program sends the response.create frame alone.`;
}

export function socketTypescript(
  exchange: Exchange,
  frame: Record<string, unknown>,
  intro: string,
  baseURL: string,
  mock: boolean,
): string {
  return `${lineComments(`${intro}${laterNote(exchange)}`, '//')}
// ResponsesWS runs on Node with the ws package next to openai: npm install ws
import OpenAI from 'openai';
import { ResponsesWS } from 'openai/resources/responses/ws';
import type { ResponsesServerEvent } from 'openai/resources/responses/responses';

const client = new OpenAI({
  apiKey: process.env.OPENAI_API_KEY${mock ? " ?? 'any-key-works-with-the-mock'" : ''},
  baseURL: process.env.OPENAI_BASE_URL ?? ${JSON.stringify(baseURL)},
});

/** The response.create frame as recorded (its "type" goes back on when it is sent), sent as is. */
const request: unknown = ${tsLiteral(frame)};

const TURN_ENDS = new Set(${JSON.stringify(TURN_ENDS)});
const socket = new ResponsesWS(client);
// Each frame the server answers with, one JSON line each, until the turn ends.
socket.on('event', (event: ResponsesServerEvent) => {
  console.log(JSON.stringify(event));
  if (TURN_ENDS.has(event.type)) socket.close();
});
socket.on('error', (error: Error) => {
  console.error(error.message);
  socket.close();
});
socket.send({ ...(request as object), type: 'response.create' } as Parameters<ResponsesWS['send']>[0]);
`;
}

export function socketPython(
  exchange: Exchange,
  frame: Record<string, unknown>,
  intro: string,
  baseURL: string,
  mock: boolean,
): string {
  return `${lineComments(`${intro}${laterNote(exchange)}`, '#')}
import os

from openai import OpenAI

client = OpenAI(
    api_key=os.environ${mock ? '.get("OPENAI_API_KEY", "any-key-works-with-the-mock")' : '["OPENAI_API_KEY"]'},
    base_url=os.environ.get("OPENAI_BASE_URL", ${JSON.stringify(baseURL)}),
)

# The response.create frame as recorded (the client adds its "type"), sent as is.
REQUEST = ${pyLiteral(frame)}

TURN_ENDS = {${TURN_ENDS.map((t) => JSON.stringify(t)).join(', ')}}

connection = client.responses.connect().enter()
connection.response.create(**REQUEST)
# Each frame the server answers with, one JSON line each, until the turn ends.
for event in connection:
    print(event.to_json(indent=None))
    if event.type in TURN_ENDS:
        break
connection.close()
`;
}

/** The programs of a WebSocket exchange; curl has no WebSocket, so there is no shell file. */
export function socketPrograms(
  exchange: Exchange,
  frame: Record<string, unknown>,
  name: string,
  introFor: (run: string) => string,
  baseURL: string,
  mock: boolean,
): CodeFile[] {
  return [
    {
      language: 'typescript',
      fileName: `${name}.ts`,
      text: socketTypescript(exchange, frame, introFor(`npm install openai ws && npx tsx ${name}.ts`), baseURL, mock),
    },
    {
      language: 'python',
      fileName: `${name}.py`,
      text: socketPython(
        exchange,
        frame,
        introFor(`pip install openai websockets && python3 ${name}.py`),
        baseURL,
        mock,
      ),
    },
  ];
}
