// Child process for the side-by-side bench: bare node:http answering every POST with our mock's plain answer, computed
// once (the ceiling of Node's HTTP server).
import { createServer } from 'node:http';
import { createMockApi } from '@loopscope/mock-api';
import { NOT_A_PAGE_CSP } from '../src/server/csp.ts';

// The same headers and body as the mock's answer to the bench's request, so the bytes on the wire are the same; the
// request body is still read and parsed, as any server must.
const api = createMockApi({ scenario: 'none' });
const request = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello! What can you do?' }] });
const answer = await api.answerChat(
  { headers: new Headers({ authorization: 'Bearer sk-bench', 'content-type': 'application/json' }) },
  () => Promise.resolve(request),
);
if (answer instanceof Response) throw new Error(`the mock answered ${answer.status}`);
const headers = {
  ...answer.headers,
  'content-security-policy': NOT_A_PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'content-length': Buffer.byteLength(answer.json),
};
process.on('SIGTERM', () => process.exit(0));
createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString());
    res.writeHead(200, headers);
    res.end(answer.json);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
