// The zod schema of a saved session: strict about the engine structure Loopscope relies on, open for wire objects.
import './zod-setup';
import { z } from 'zod';
import { EXPIRES_AFTER_RANGE, RUN_PACES } from '@loopscope/payloads/assistants/run-pace';
import { PAYLOAD_STYLE_NAMES, payloadStyleOf } from '@loopscope/payloads/payload-styles';
import { SESSION_FORMAT, SESSION_VERSION } from './session-record';

const text = z.string();
const count = z.number().int().nonnegative();

const ENTRY_KINDS = [
  'system',
  'user',
  'assistant',
  'reasoning',
  'tool-call',
  'tool-result',
  'compaction',
  'other',
] as const;

type ProvenanceShape =
  | { kind: 'config' }
  | { kind: 'user'; turn: number }
  | { kind: 'response'; exchangeId: string; serverIds?: Record<string, string> }
  | { kind: 'tool-result'; exchangeId: string; toolCallId: string }
  | { kind: 'edited'; from: ProvenanceShape };

const provenance: z.ZodType<ProvenanceShape> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('config') }),
    z.object({ kind: z.literal('user'), turn: count }),
    z.object({ kind: z.literal('response'), exchangeId: text, serverIds: z.record(text, text).optional() }),
    z.object({ kind: z.literal('tool-result'), exchangeId: text, toolCallId: text }),
    z.object({ kind: z.literal('edited'), from: provenance }),
  ]),
);

const toolRun = z.looseObject({
  callId: text,
  name: text,
  output: text,
  ok: z.boolean(),
  logs: z.array(text),
  durationMs: z.number(),
  mcpServer: text.optional(),
});

/**
 * A timeline entry: its wire object is kept exactly as recorded (any style's shape), so only what the loop relies on
 * is checked: a Chat message's role. A new API style adds entries with its own `style` and needs no new version.
 */
const timelineEntry = z
  .looseObject({
    id: text,
    style: text.min(1),
    wire: z.looseObject({}),
    kind: z.enum(ENTRY_KINDS),
    provenance,
    firstSentInStep: count.nullable(),
    toolRun: toolRun.optional(),
  })
  .superRefine((entry, ctx) => {
    // A style whose entries must carry a role (Chat's messages) says which ones (PAYLOAD_STYLES).
    const roles = payloadStyleOf(entry.style)?.entryRoles;
    if (roles && !roles.includes(String(entry.wire.role))) {
      // `params.oneOf` lets the refusal word this in the learner's language (restore-messages.ts).
      ctx.addIssue({
        code: 'custom',
        path: ['wire', 'role'],
        message: `expected one of ${roles.map((r) => `"${r}"`).join('|')}`,
        params: { oneOf: [...roles] },
      });
    }
  });

const headers = z.record(text, text);

const sseEvent = z.object({ raw: text, event: text.nullable(), data: text, at: z.number() });

const exchange = z.looseObject({
  id: text,
  step: count,
  attempt: count,
  method: text,
  url: text,
  requestHeaders: headers,
  requestBody: text.nullable(),
  originalRequestBody: text.optional(),
  status: z.number().int().nullable(),
  responseHeaders: headers,
  responseBody: text.nullable(),
  streamed: z.boolean(),
  events: z.array(sseEvent),
  startedAt: z.number(),
  durationMs: z.number().nullable(),
  state: z.enum(['pending', 'streaming', 'done', 'failed', 'aborted']),
  error: text.nullable(),
  wire: z.enum(['websocket', 'mcp']).optional(),
  mcp: z.object({ serverId: text, serverLabel: text, methods: z.array(text), toolCallId: text.optional() }).optional(),
});

const runStatus = z.enum(['idle', 'running', 'paused', 'done', 'error', 'aborted', 'max-steps']);

const branch = z.looseObject({
  id: text,
  parentId: text.nullable(),
  forkIndex: count.nullable(),
  label: text,
  messages: z.array(timelineEntry),
  exchanges: z.array(exchange),
  status: runStatus,
  stopReason: text.nullable(),
  steps: count,
  sendFirst: text.optional(),
});

const tool = z.looseObject({
  name: text,
  description: text,
  parameters: z.record(text, z.unknown()),
  strict: z.boolean(),
  source: text,
  manual: z.boolean().optional(),
  mcp: z.object({ server: text, tool: text }).optional(),
});

/** An MCP server whose tools the session offers; optional, so sessions saved before it existed read unchanged. */
const mcpServer = z.object({
  id: text,
  label: text,
  url: text,
  transport: z.enum(['streamable-http', 'sse']),
  headers: z.record(text, text),
  builtin: z.boolean().optional(),
  // Shown for what it is; loading it never runs it (only the user's confirmation in the configuration does).
  stdio: z.object({ command: text, args: z.array(text) }).optional(),
  // Which MCP revision to speak (absent: try 2026-07-28, fall back to the 2025-11-25 handshake).
  revision: z.enum(['auto', 'modern', 'legacy']).optional(),
});

const scriptedCall = z.object({ name: text, arguments: text });
/** The user's model script: optional, so sessions saved before it existed read unchanged (no new version). */
const modelScript = z.array(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), content: text }),
    z.object({ kind: z.literal('calls'), calls: z.array(scriptedCall) }),
  ]),
);

const config = z.looseObject({
  apiStyle: z.enum(PAYLOAD_STYLE_NAMES),
  provider: z.object({ kind: z.enum(['mock', 'openai', 'custom']), baseURL: text, apiKey: text }),
  model: text,
  systemPrompt: text,
  userMessage: text,
  tools: z.array(tool),
  options: z.looseObject({
    maxSteps: z.number().int().positive(),
    parallelToolCalls: z.boolean(),
    stream: z.boolean(),
    seed: z.number().int(),
    toolChoice: z.union([z.enum(['auto', 'none', 'required']), z.object({ name: text })]),
    sendSeed: z.boolean().optional(),
    systemAsInstructions: z.boolean().optional(),
    /** An id of the engine's `MISTAKES`; one it does not know makes no mistake (mistakeOf). */
    mistake: text.optional(),
    assistantsRunPace: z.enum(RUN_PACES).optional(),
    assistantsExpiresAfterSeconds: z
      .number()
      .int()
      .min(EXPIRES_AFTER_RANGE.min)
      .max(EXPIRES_AFTER_RANGE.max)
      .optional(),
  }),
  modelScript: modelScript.optional(),
  mcpServers: z.array(mcpServer).optional(),
});

export const engineStateSchema = z.looseObject({
  config,
  branches: z.record(text, branch),
  branchOrder: z.array(text).min(1),
  activeBranchId: text,
  breakpoints: z.boolean(),
  pending: z.unknown(),
  notice: text.nullable(),
});

const origin = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('file'), fileName: text }),
  z.object({ kind: z.literal('share') }),
  z.object({ kind: z.literal('import'), format: text }),
]);

export const sessionRecordSchema = z.object({
  format: z.literal(SESSION_FORMAT),
  version: z.literal(SESSION_VERSION),
  id: text.min(1),
  name: text,
  createdAt: z.number(),
  updatedAt: z.number(),
  origin,
  readOnly: z.boolean(),
  engine: engineStateSchema,
  // Read apart (session-expectations.ts): text that no longer reads drops only the expectations, not the session.
  expectations: z.unknown().optional(),
});
