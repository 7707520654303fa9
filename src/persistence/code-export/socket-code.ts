// Responses in WebSocket mode as code: the openai SDK's ResponsesWS (TypeScript) and `client.responses.connect()` (Python), one socket for the session.

/** TypeScript: the Node client of the SDK (it needs the `ws` package, which the SDK lists as an optional peer). */
export const TS_SOCKET_IMPORTS = `// ResponsesWS runs on Node with the ws package next to openai: npm install ws
import { ResponsesWS } from 'openai/resources/responses/ws';
import type { Response, ResponseCreateParamsNonStreaming, ResponseInputItem, ResponseOutputItem, ResponsesServerEvent } from 'openai/resources/responses/responses';`;

/**
 * One socket for every step and turn; a step is a `response.create` frame and ends with the response its events end
 * with. `stream` is implicit over the socket and never sent; an error frame reaches the client as an `error` event.
 */
export const TS_SOCKET_SETUP = `

/** WebSocket mode: one socket for the whole session, a response.create frame per step (as this session ran). */
const socket = new ResponsesWS(client);

/** Sends one response.create frame and waits for the response its events end with; an error frame rejects. */
function createOverSocket(request: Omit<ResponseCreateParamsNonStreaming, 'stream'>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onEvent = (event: ResponsesServerEvent) => {
      if (event.type === 'response.completed' || event.type === 'response.incomplete' || event.type === 'response.failed') finish(() => resolve(event.response));
    };
    const onError = (error: Error) => finish(() => reject(error));
    const finish = (then: () => void) => {
      socket.off('event', onEvent);
      socket.off('error', onError);
      then();
    };
    socket.on('event', onEvent);
    socket.on('error', onError);
    socket.send({ type: 'response.create', ...request });
  });
}

/** The answer's text (\`output_text\` is a helper the SDK adds to HTTP results; a frame carries the wire object). */
function outputText(response: Response): string {
  return response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).map((part) => (part.type === 'output_text' ? part.text : '')).join('');
}`;

/** Python: \`client.responses.connect()\` opens the socket; \`.enter()\` keeps it open for the whole program. */
export const PY_SOCKET_SETUP = `

# WebSocket mode: one socket for the whole session, a response.create frame per step (as this session ran).
connection = client.responses.connect().enter()


def create_over_socket(request):
    """Sends one response.create frame and returns the response its events end with; an error frame raises."""
    connection.response.create(**request)
    for event in connection:
        if event.type == "error":
            raise RuntimeError(event.error.message)
        if event.type in ("response.completed", "response.incomplete", "response.failed"):
            return event.response
    raise RuntimeError("The socket closed before the response finished.")


def output_text(response):
    """The answer's text (output_text is a helper of HTTP results; a frame carries the wire object)."""
    return "".join(part.text for item in response.output if item.type == "message" for part in item.content if part.type == "output_text")`;

export const PY_SOCKET_CREATE = '        response = create_over_socket(request)';
