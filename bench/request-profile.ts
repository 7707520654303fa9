// Where a /v1 request's microseconds go: a CPU profile of the server under the bench's load, its samples' own time
// grouped by what the code is (Node's HTTP, Hono, the hardening middleware, the mock's model, ids, GC…).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: a sample's own function (its url and name) says which part of a request it is. */
const PARTS: [part: string, test: (url: string, fn: string) => boolean][] = [
  ['idle (waiting for the load generator)', (url, fn) => fn === '(idle)'],
  // The profile runs from the process's start: loading modules is not a request's.
  [
    'start-up (loading modules)',
    (url, fn) =>
      /^node:internal\/(modules|bootstrap)/.test(url) || fn === 'compileSourceTextModule' || fn === 'evaluate',
  ],
  [
    "socket writes (the kernel's loopback TCP, in writev)",
    (url, fn) => url === '' && /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(fn),
  ],
  ['garbage collection', (url, fn) => fn === '(garbage collector)'],
  [
    'hardening: host and origin check, access gate, body limit, CSP headers',
    (url) => /src\/server\/(host-check|access-token|app)\.ts/.test(url),
  ],
  ['the fast lane: reading the body, writing the answer', (url) => /src\/server\/fast-lane\.ts/.test(url)],
  ['ids and hashes (request id, completion id)', (url) => /src\/mock-api\/model\/ids\.ts/.test(url)],
  ['tokenizer (usage counts)', (url) => /gpt-tokenizer|src\/mock-api\/model\/tokens\.ts/.test(url)],
  ['the mock: validation, model, JSON of the answer', (url) => /src\/(mock-api|wire)\//.test(url)],
  ['Hono routing and @hono/node-server request/response', (url) => /\/hono\/|@hono\//.test(url)],
  ['Node HTTP: parsing, headers, streams', (url) => /^node:/.test(url)],
  ['other (V8 builtins, JSON, module code)', () => true],
];

export interface RequestShare {
  part: string;
  /** This part's share of the server's busy (not idle) time. */
  share: number;
}

/** The main thread's .cpuprofile in `dir`, its busy time split by PARTS (idle and start-up left out). */
export function requestShares(dir: string): RequestShare[] {
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main one (tsx's loader hooks run on another).
  const file = readdirSync(dir).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPart = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { url, functionName } = nodes.get(id)!.callFrame;
    const part = PARTS.find(([, test]) => test(url, functionName))![0];
    byPart.set(part, (byPart.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const left = new Set([PARTS[0]![0], PARTS[1]![0]]);
  const busy = [...byPart].filter(([part]) => !left.has(part)).reduce((sum, [, t]) => sum + t, 0);
  return PARTS.map(([part]) => part)
    .filter((part) => !left.has(part) && byPart.has(part))
    .map((part) => ({ part, share: byPart.get(part)! / busy }))
    .sort((a, b) => b.share - a.share);
}
